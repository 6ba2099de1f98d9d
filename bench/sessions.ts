import { createHmac } from 'node:crypto';
import { createAuth } from '../server/auth/auth.ts';
import { loadConfig } from '../server/config.ts';
import type { Db } from '../server/db/client.ts';
import { createLogger } from '../server/lib/logger.ts';
import { createMailer } from '../server/lib/mailer.ts';

// Sessions made beforehand, as a sign-in would make them: the row through better-auth's own
// session store, the cookie signed with the servers' SESSION_SECRET as better-auth signs it
// (HMAC-SHA256, base64). A sign-in through the API costs the server a scrypt hash (~300 ms on
// two busy cores): 200 of them would take a minute before any load. The benchmark still signs
// some people in through the API and times it, and every request proves the sessions work: a
// cookie the servers did not accept would show up as 401s and redirects to sign in.

/** The session cookie (name and value) for each user, valid on any server with `secret`. */
export async function createSessionCookies(db: Db, userIds: string[], secret: string): Promise<Map<string, [string, string]>> {
  const config = loadConfig({ NODE_ENV: 'production', SESSION_SECRET: secret, DATA_DIR: '/nonexistent-unused', BASE_URL: 'http://127.0.0.1' });
  const logger = createLogger('warn');
  const auth = createAuth({ db, config, mailer: createMailer({ db, logger, from: config.mailFrom }) });
  const context = await auth.$context;
  const name = context.authCookies.sessionToken.name;
  const cookies = new Map<string, [string, string]>();
  for (const userId of userIds) {
    const session = await context.internalAdapter.createSession(userId);
    const signature = createHmac('sha256', secret).update(session.token).digest('base64');
    cookies.set(userId, [name, encodeURIComponent(`${session.token}.${signature}`)]);
  }
  return cookies;
}
