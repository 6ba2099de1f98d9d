import type { Config } from '@react-router/dev/config';

// The client-rendered baseline of bench/lighthouse.ts: React Router's SPA mode (ssr: false), the
// same future flags as the real app (react-router.config.ts at the project's root). Built into
// the folder the benchmark gives (a private one per run), else into node_modules/.cache.
export default {
  ssr: false,
  buildDirectory: process.env.WILDLINE_BASELINE_OUT ?? '../../node_modules/.cache/wildline-csr-baseline/build',
  future: {
    v8_middleware: true,
    v8_splitRouteModules: true,
    v8_viteEnvironmentApi: true,
  },
} satisfies Config;
