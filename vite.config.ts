import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [tailwindcss(), reactRouter()],
  // The site's words (i18next, its React binding, the hooks and the language-aware
  // Link) are one chunk that every hydrated page loads, instead of six small ones each with its
  // preload link and manifest lines (which took /resources over its 40 KB budget for the first screen).
  build: {
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            {
              name: 'words',
              test: /[\\/](i18next|react-i18next)[\\/]|[\\/]common[\\/](i18n|locales)\.ts$|[\\/]app[\\/](lib[\\/]i18n\.ts|components[\\/]link\.tsx|meta\.ts)$/,
            },
          ],
        },
      },
    },
  },
  // The production server bundle is our Hono entry, which imports React Router's
  // server build (STACK-NOTES: rolldownOptions here is silently ignored).
  environments: {
    ssr: { build: { rollupOptions: { input: './server/main.ts' } } },
  },
});
