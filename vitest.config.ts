import { defineConfig } from 'vitest/config';

// Three projects (STACK-NOTES: `include` only inside each project):
// unit (pure code), integration (services and HTTP against a real database), e2e (Chromium).
export default defineConfig({
  test: {
    // Vitest's default is one worker less than the cores: one, here, so every file ran in turn.
    // Two keep both cores busy with unit and integration files; e2e stays one file at a time.
    maxWorkers: 2,
    reporters: process.env.CI ? ['default', ['json', { outputFile: 'test-results/vitest.json' }]] : ['default'],
    projects: [
      {
        test: { name: 'unit', include: ['common/**/*.test.ts', 'app/**/*.test.{ts,tsx}'], environment: 'node' },
      },
      {
        test: {
          name: 'integration',
          include: ['server/**/*.test.ts', 'scripts/**/*.test.ts'],
          globalSetup: ['./test/integration-global-setup.ts'],
          setupFiles: ['./test/fail-on-console-error.ts', './test/watchdog-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['e2e/**/*.test.ts'],
          globalSetup: ['./e2e/global-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          // Two cores: one browser at a time keeps the server's timings sane.
          fileParallelism: false,
        },
      },
    ],
  },
});
