import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [tailwindcss(), reactRouter()],
  // The production server bundle is our Hono entry, which imports React Router's
  // server build (STACK-NOTES: rolldownOptions here is silently ignored).
  environments: {
    ssr: { build: { rollupOptions: { input: './server/main.ts' } } },
  },
});
