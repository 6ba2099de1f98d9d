import { afterEach, vi } from 'vitest';

// An unexpected console.error is a bug: fail the test that caused it (STYLE.md, epic-stack).
const spy = vi.spyOn(console, 'error');
afterEach(() => {
  const calls = spy.mock.calls.slice();
  spy.mockClear();
  if (calls.length > 0) throw new Error(`console.error was called:\n${calls.map((c) => c.join(' ')).join('\n')}`);
});
