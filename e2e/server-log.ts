import { closeSync, fstatSync, openSync, readSync } from 'node:fs';
import { inject } from 'vitest';
import { takeUnexpectedErrorLogs, watchErrorLogs, type LogLine } from '../test/error-logs.ts';

// The end-to-end server's log lines, as e2e/global-setup.ts writes them to a file, read into the
// same watch the integration tests use: an error line a test did not allow (allowErrorLogs from
// test/error-logs.ts) fails it.

const file = inject('serverLogFile');
const lines: LogLine[] = [];
let readUpTo = 0;

function readNewLines() {
  const fd = openSync(file, 'r');
  const fresh = Buffer.alloc(fstatSync(fd).size - readUpTo);
  readSync(fd, fresh, 0, fresh.length, readUpTo);
  closeSync(fd);
  const text = fresh.toString('utf8');
  const end = text.lastIndexOf('\n') + 1; // a line still being written waits for the next look
  for (const line of text.slice(0, end).split('\n')) {
    if (!line.startsWith('{')) continue; // the plain "listening" line for people
    try {
      lines.push(JSON.parse(line) as LogLine);
    } catch {
      // not a JSON log line
    }
  }
  readUpTo += Buffer.byteLength(text.slice(0, end));
}

/** From now on, in this test file: lines logged before it belong to other files. */
export function watchServerLog() {
  readNewLines();
  lines.length = 0;
  watchErrorLogs(lines);
}

/** Error lines the server logged since the last look that the running test did not allow. */
export function unexpectedServerErrors(): LogLine[] {
  readNewLines();
  return takeUnexpectedErrorLogs();
}
