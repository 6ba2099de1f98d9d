import { Writable } from 'node:stream';
import { pino } from 'pino';
import { createAuth } from '../server/auth/auth.ts';
import { loadConfig } from '../server/config.ts';
import type { Db } from '../server/db/client.ts';
import { createHttpApp } from '../server/http.ts';
import { createMailer } from '../server/lib/mailer.ts';

// An in-process HTTP app over a test database, with its JSON log lines captured.
export function createTestApp(db: Db, overrides: { isReady?: () => Promise<boolean> } = {}) {
  const logLines: Record<string, unknown>[] = [];
  const sink = new Writable({
    write(chunk, _encoding, done) {
      for (const line of String(chunk).split('\n').filter(Boolean)) logLines.push(JSON.parse(line));
      done();
    },
  });
  const config = loadConfig({ NODE_ENV: 'test', SESSION_SECRET: 'x'.repeat(32), DATA_DIR: '/nonexistent-unused' });
  const logger = pino({ level: 'info' }, sink);
  const mailer = createMailer({ db, logger, from: config.mailFrom });
  const auth = createAuth({ db, config, mailer });
  const app = createHttpApp({ db, config, logger, mailer, auth, isReady: overrides.isReady ?? (async () => true) });
  return { app, logLines, config, auth };
}
