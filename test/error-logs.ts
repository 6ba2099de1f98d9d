import { expect } from 'vitest';

// A server log line at error level is a bug unless the test caused it on purpose: the test app
// (test/services.ts) hands its log lines here, and test/fail-on-unexpected-errors.ts fails the
// test that produced one it did not allow.

export type LogLine = Record<string, unknown>;

const checkedUpTo = new Map<LogLine[], number>();
let allowed: ((line: LogLine) => boolean)[] = [];

const PINO_ERROR = 50;

/** Watches an app's log lines from now on. */
export function watchErrorLogs(lines: LogLine[]) {
  checkedUpTo.set(lines, lines.length);
}

/** For the running test only: error lines this test means to cause (such as a forced failure). */
export function allowErrorLogs(match: (line: LogLine) => boolean) {
  allowed.push(match);
}

/** Error lines logged since the last call that no allowance covers; forgets this test's allowances. */
export function takeUnexpectedErrorLogs(): LogLine[] {
  const unexpected: LogLine[] = [];
  for (const [lines, from] of checkedUpTo) {
    checkedUpTo.set(lines, lines.length);
    for (const line of lines.slice(from)) {
      if (Number(line.level) >= PINO_ERROR && !allowed.some((match) => match(line))) unexpected.push(line);
    }
  }
  allowed = [];
  return unexpected;
}

/** Checks that an error line `match` accepts was logged, and allows it for this test. */
export function expectErrorLogged(lines: LogLine[], match: (line: LogLine) => boolean) {
  allowErrorLogs(match);
  expect(lines.some(match), 'the expected error line was not logged').toBe(true);
}

/** Fails the running test when there are any. */
export function throwIfAny(unexpected: LogLine[]) {
  if (unexpected.length > 0)
    throw new Error(`the server logged an error the test did not expect:\n${unexpected.map((line) => JSON.stringify(line)).join('\n')}`);
}

/** For the running test only: error lines that mention `text`, such as a table a test has taken away. */
export function allowErrorLogsMentioning(text: string) {
  allowErrorLogs((line) => JSON.stringify(line).includes(text));
}
