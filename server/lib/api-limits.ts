import type { MiddlewareHandler } from 'hono';
import { CLIENT_IP_HEADER } from '../auth/auth.ts';
import type { AppServices } from '../context.ts';
import type { HttpEnv } from '../http.ts';
import { problem } from './problem.ts';
import { hitRateLimit, retryAfterSeconds, waitedMinutes, type RateRule, type RateState } from './rate-limit.ts';
import { fillMessage, message } from '../../common/i18n.ts';

// The public endpoints a script could lean on: place suggestions cost a Google Places
// call each, and matching and submission read or write the directory. Each is limited per client
// address, in the database so every server process shares the count (rate-limit.ts), several
// times above what a person needs and far below what a scraper or a bill-runner wants.
// API_RATE_LIMITS (server/config.ts) multiplies them all, or turns them off for benchmarks.

interface ApiLimit extends RateRule {
  /** what the person is told, with how many minutes to wait: written out whole, in the catalogs' words, so it can be shown in Spanish */
  refusal: (minutes: number) => string;
}

export const API_LIMITS = {
  // The address field asks once per pause in typing (place-field.tsx debounces keystrokes): even a
  // fast typist retyping an address a few times makes a few dozen a minute.
  'place-suggestions': {
    limit: 120,
    windowMs: 60_000,
    refusal: (minutes) =>
      minutes === 1
        ? message('Too many address searches from your network. Type the address in full, or try the suggestions again in 1 minute.')
        : fillMessage(message('Too many address searches from your network. Type the address in full, or try the suggestions again in {{minutes}} minutes.'), {
            minutes,
          }),
  },
  // One search per place looked at: a person comparing a few places asks a handful of times a minute.
  'provider-match': {
    limit: 60,
    windowMs: 60_000,
    refusal: (minutes) =>
      minutes === 1
        ? message('Too many searches for providers from your network. Please try again in 1 minute.')
        : fillMessage(message('Too many searches for providers from your network. Please try again in {{minutes}} minutes.'), { minutes }),
  },
  // A person sends one request, perhaps two; 60 an hour (the same room as sign-ups) leaves
  // room for a phone carrier's NAT, a library or an office sharing one address in baby-bird season,
  // and still stops a script filling providers' lists with junk (each also needs an account).
  // The wizard's final submit and POST /api/v1/help-requests share this one count.
  'help-request-submissions': {
    limit: 60,
    windowMs: 60 * 60_000,
    refusal: (minutes) =>
      minutes === 1
        ? message('Too many help requests have been sent from your network. Please try again in 1 minute.')
        : fillMessage(message('Too many help requests have been sent from your network. Please try again in {{minutes}} minutes.'), { minutes }),
  },
  // The wizard's photos, sent with step 3 or by its script: a person sends one or two uploads a
  // request; each upload may make three photos' decoding work (docs/decisions/053).
  'photo-uploads': {
    limit: 60,
    windowMs: 60 * 60_000,
    refusal: (minutes) =>
      minutes === 1
        ? message('Too many photos have been sent from your network. Please try again in 1 minute, or send your request without photos.')
        : fillMessage(
            message('Too many photos have been sent from your network. Please try again in {{minutes}} minutes, or send your request without photos.'),
            {
              minutes,
            },
          ),
  },
} satisfies Record<string, ApiLimit>;

export type ApiLimitName = keyof typeof API_LIMITS;

export type ApiLimitState = RateState & { message: string };

/** Counts one request from `clientIp` against the named limit. */
export async function hitApiLimit(
  { db, config }: Pick<AppServices, 'db' | 'config'>,
  name: ApiLimitName,
  clientIp: string,
  now = Date.now(),
): Promise<ApiLimitState> {
  const rule: ApiLimit = API_LIMITS[name];
  if (config.apiRateLimitFactor === 0) return { allowed: true, retryAfterMs: 0, message: '' };
  const limit = Math.max(1, Math.round(rule.limit * config.apiRateLimitFactor));
  const state = await hitRateLimit(db, `api:${name}:${clientIp}`, { limit, windowMs: rule.windowMs }, now);
  return { ...state, message: state.allowed ? '' : rule.refusal(waitedMinutes(state.retryAfterMs)) };
}

/** A route's limit per client address: over it, 429 problem+json with Retry-After in seconds. */
export function limitPerClientIp(services: Pick<AppServices, 'db' | 'config'>, name: ApiLimitName, now: () => number = Date.now): MiddlewareHandler<HttpEnv> {
  return async (c, next) => {
    const state = await hitApiLimit(services, name, c.req.header(CLIENT_IP_HEADER) ?? 'unknown', now());
    if (!state.allowed) {
      c.header('Retry-After', retryAfterSeconds(state.retryAfterMs));
      return problem(c, 429, state.message);
    }
    await next();
  };
}
