import { defineConfig } from 'vitest/config';
import { PGLITE_OWN } from './test/pglite-own.ts';

const integrationFiles = ['server/**/*.test.ts', 'scripts/**/*.test.ts'];
const integrationSetup = {
  globalSetup: ['./test/fuzz-global-setup.ts', './test/integration-global-setup.ts'],
  setupFiles: ['./test/fail-on-unexpected-errors.ts', './test/watchdog-setup.ts'],
  testTimeout: 30_000,
  hookTimeout: 60_000,
};

// Three projects (STACK-NOTES: `include` only inside each project):
// unit (pure code), integration (services and HTTP against a real database), e2e (Chromium);
// with TEST_DATABASE_URL, integration-pglite too (test/pglite-own.ts, docs/decisions/062).
export default defineConfig({
  test: {
    // Vitest's default is one worker less than the cores: one, here, so every file ran in turn.
    // Two keep both cores busy with unit and integration files; e2e stays one file at a time.
    maxWorkers: 2,
    // Projects run side by side unless ordered. An e2e file beside the others held one of the two
    // workers for the whole run and fought them for the CPU: each side ran at half speed and
    // the run took longer than the two one after the other. So unit and integration go first
    // (group 0, both workers), then e2e (group 1) with the machine to itself.
    reporters: process.env.CI ? ['default', ['json', { outputFile: 'test-results/vitest.json' }]] : ['default'],
    projects: [
      {
        test: {
          name: 'unit',
          include: ['common/**/*.test.ts', 'app/**/*.test.{ts,tsx}', 'test/**/*.test.ts'],
          environment: 'node',
          sequence: { groupOrder: 0 },
          globalSetup: ['./test/fuzz-global-setup.ts'],
        },
      },
      {
        test: { name: 'integration', sequence: { groupOrder: 0 }, include: integrationFiles, ...integrationSetup },
      },
      ...(process.env.TEST_DATABASE_URL
        ? [{ test: { name: 'integration-pglite', sequence: { groupOrder: 0 }, include: PGLITE_OWN, ...integrationSetup } }]
        : []),
      {
        test: {
          name: 'e2e',
          sequence: { groupOrder: 1 },
          include: ['e2e/**/*.test.ts'],
          globalSetup: ['./e2e/global-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          // What a page shows is read with expect.poll, which retries until it holds: a page still
          // settling is waited for, not failed. Vitest's one second is short on a busy machine.
          expect: { poll: { timeout: 10_000, interval: 50 } },
          // Two cores: one browser at a time keeps the server's timings sane.
          fileParallelism: false,
        },
      },
    ],
  },
});
