import { afterEach, vi } from 'vitest';
import { takeUnexpectedErrorLogs, throwIfAny } from './error-logs.ts';

// An unexpected console.error, or a server log line at error level the test did not allow
// (test/error-logs.ts), is a bug: fail the test that caused it (STYLE.md, epic-stack).
const spy = vi.spyOn(console, 'error');
afterEach(() => {
  const calls = spy.mock.calls.slice();
  spy.mockClear();
  if (calls.length > 0) throw new Error(`console.error was called:\n${calls.map((c) => c.join(' ')).join('\n')}`);
  throwIfAny(takeUnexpectedErrorLogs());
});
