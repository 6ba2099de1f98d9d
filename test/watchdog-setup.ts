import { afterAll, beforeEach, expect } from 'vitest';
import { startWatchdog } from '../server/lib/watchdog.ts';

// A test stuck inside PGlite (electric-sql/pglite#1068) blocks the event loop, so vitest's own
// timeouts never fire. The watchdog kills the worker instead: the file fails, naming the test,
// and the run goes on. A minute, as the server's own default (WATCHDOG_TIMEOUT_MS): no test
// blocks the loop anywhere near that long on its own, and a stuck one should cost little.
const watchdog = startWatchdog(60_000);
watchdog.doing(`${expect.getState().testPath ?? 'a test file'} (setting up)`);
beforeEach(() => watchdog.doing(`${expect.getState().testPath} > ${expect.getState().currentTestName}`));
afterAll(() => watchdog.stop());
