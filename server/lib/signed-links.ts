import { createHmac, timingSafeEqual } from 'node:crypto';
import { z } from '../../common/zod.ts';

// Links in an e-mail that act without an account (docs/decisions/048): "I can take this" and
// "I can't take this" for one listing and one request, and "stop these e-mails" for one listing.
// A link carries what it is for and is signed with a key made from SESSION_SECRET, so it cannot be
// made up or changed into another listing's or request's; the page that follows it checks the
// rest (the request still open, the listing's e-mails not stopped) when it is used.

/** How long "I can take this" works at most, whatever the request's state. */
export const RESPOND_LINK_DAYS = 7;

const ZRespond = z.object({ p: z.literal('respond'), l: z.uuid(), r: z.uuid(), x: z.number().int() });
const ZStop = z.object({ p: z.literal('stop'), l: z.uuid() });
const ZLink = z.discriminatedUnion('p', [ZRespond, ZStop]);
export type SignedLink = z.infer<typeof ZLink>;

export type LinkReading = { ok: true; link: SignedLink } | { ok: false; reason: 'forged' | 'expired' };

const base64url = (bytes: Buffer | string) => Buffer.from(bytes).toString('base64url');

export function createLinkSigner(secret: string) {
  const key = createHmac('sha256', secret).update('wildline listing links').digest();
  const signatureOf = (body: string) => createHmac('sha256', key).update(body).digest();
  return {
    /** "I can take this" / "I can't take this" for `listingId` on `requestId`, working until `now` + 7 days. */
    respond(listingId: string, requestId: string, now: Date): string {
      return sign({ p: 'respond', l: listingId, r: requestId, x: Math.floor(now.getTime() / 1000) + RESPOND_LINK_DAYS * 86_400 });
    },
    /** "Stop these e-mails" for `listingId`: it does not expire (RFC 8058's one click must keep working). */
    stop(listingId: string): string {
      return sign({ p: 'stop', l: listingId });
    },
    /** What a link says, if it is one of ours and has not expired at `now`. */
    read(token: string, now: Date): LinkReading {
      const [body, signature, ...rest] = token.split('.');
      if (!body || !signature || rest.length || body.length > 400) return { ok: false, reason: 'forged' };
      const expected = signatureOf(body);
      const given = Buffer.from(signature, 'base64url');
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return { ok: false, reason: 'forged' };
      let parsed: unknown;
      try {
        parsed = JSON.parse(Buffer.from(body, 'base64url').toString('utf8'));
      } catch {
        return { ok: false, reason: 'forged' };
      }
      const link = ZLink.safeParse(parsed);
      if (!link.success) return { ok: false, reason: 'forged' };
      if (link.data.p === 'respond' && link.data.x * 1000 <= now.getTime()) return { ok: false, reason: 'expired' };
      return { ok: true, link: link.data };
    },
  };

  function sign(payload: SignedLink): string {
    const body = base64url(JSON.stringify(payload));
    return `${body}.${base64url(signatureOf(body))}`;
  }
}

export type LinkSigner = ReturnType<typeof createLinkSigner>;

const signers = new Map<string, LinkSigner>();
/** The signer for this configuration's secret, made once. */
export function linkSignerFor(config: { sessionSecret: string }): LinkSigner {
  let signer = signers.get(config.sessionSecret);
  if (!signer) signers.set(config.sessionSecret, (signer = createLinkSigner(config.sessionSecret)));
  return signer;
}
