import { describe, expect, it } from 'vitest';
import { useTestDatabase } from '../../test/database.ts';
import { clearRateLimit, hitRateLimit, peekRateLimit, tooManyAttemptsMessage } from './rate-limit.ts';

const database = useTestDatabase();
const rule = { limit: 3, windowMs: 15 * 60_000 };

describe('database rate limits', () => {
  it('allow up to the limit in a window, then say how long to wait', async () => {
    const now = 1_000_000;
    for (let i = 0; i < 3; i++) expect((await hitRateLimit(database.db, 'k', rule, now + i)).allowed).toBe(true);
    const refused = await hitRateLimit(database.db, 'k', rule, now + 60_000);
    expect(refused.allowed).toBe(false);
    expect(refused.retryAfterMs).toBe(14 * 60_000);
    expect(tooManyAttemptsMessage(refused.retryAfterMs)).toBe('Too many attempts. Please try again in 14 minutes.');
    expect((await peekRateLimit(database.db, 'k', rule, now + 60_000)).allowed).toBe(false);
    // a new window starts once the old one has passed
    expect((await hitRateLimit(database.db, 'k', rule, now + rule.windowMs + 1)).allowed).toBe(true);
  });

  it('keeps keys apart, and can be cleared', async () => {
    for (let i = 0; i < 4; i++) await hitRateLimit(database.db, 'a', rule);
    expect((await peekRateLimit(database.db, 'a', rule)).allowed).toBe(false);
    expect((await peekRateLimit(database.db, 'b', rule)).allowed).toBe(true);
    await clearRateLimit(database.db, 'a');
    expect((await peekRateLimit(database.db, 'a', rule)).allowed).toBe(true);
  });

  it('counts concurrent attempts exactly', async () => {
    const results = await Promise.all(Array.from({ length: 10 }, () => hitRateLimit(database.db, 'burst', { limit: 5, windowMs: 60_000 })));
    expect(results.filter((r) => r.allowed)).toHaveLength(5);
  });
});
