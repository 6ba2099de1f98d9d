import { execSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { testBrowserPath } from './chromium.ts';
import { SERVER_ENTRY, startServer } from './server.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    browserMissing: boolean;
    serverLogFile: string;
  }
}

// One production server for the whole end-to-end run; each test makes its own data.
export default async function setup(project: TestProject) {
  const missing = !existsSync(testBrowserPath());
  if (missing && process.env.CI) {
    throw new Error(
      `The tests' browser (chromium-headless-shell) was not found at ${testBrowserPath()}: end-to-end tests must not skip in CI (.ci/run installs it).`,
    );
  }
  project.provide('browserMissing', missing);
  if (!existsSync(SERVER_ENTRY)) execSync('npm run build', { stdio: 'inherit' });
  // Behind a "proxy": each browser context sends its own X-Forwarded-For (e2e/browser.ts), so
  // every test has its own per-IP sign-in and sign-up budget, as separate people would.
  // Its log lines also go to a file, where each test looks for errors it did not expect (e2e/server-log.ts).
  const logDir = mkdtempSync(path.join(tmpdir(), 'wildline-e2e-log-'));
  const serverLogFile = path.join(logDir, 'server.log');
  // The test-only sign-in settings (docs/decisions/063): waits reached in two tries, and passwords
  // hashed cheaply, so tests do not wait out scrypt and back-offs made for people.
  const server = await startServer({ TRUST_PROXY: 'true', TEST_SIGN_IN_LIMITS: 'fast', TEST_PASSWORD_HASH: 'cheap' }, { logFile: serverLogFile });
  project.provide('baseUrl', server.url);
  project.provide('serverLogFile', serverLogFile);
  let stopping = false;
  // Every later test fails once the server is gone: say why once, with its last words (such as
  // the watchdog's "event loop blocked" line naming the request), instead of leaving only
  // "connection refused".
  void server.exited.then((code) => {
    if (!stopping) console.error(`The end-to-end server exited (code ${code}) during the run. Its last log lines:\n${server.logs.slice(-30).join('\n')}`);
  });
  return async () => {
    stopping = true;
    await server.stop();
    rmSync(logDir, { recursive: true, force: true });
  };
}
