import { and, desc, eq, isNotNull, isNull } from 'drizzle-orm';
import type { Actor } from '../../auth/actor.ts';
import { requireActorRole, requireSignedIn } from '../../auth/permissions.ts';
import type { Db } from '../../db/client.ts';
import { withTransaction } from '../../db/transaction.ts';
import { providers } from '../../db/schema.ts';
import { recordAudit } from '../../lib/audit.ts';
import { forbidden, notFound } from '../../lib/errors.ts';
import { isUuid } from '../../lib/ids.ts';
import type { LinkSigner } from '../../lib/signed-links.ts';
import { LISTING_NOT_FOUND } from './claims.ts';
import { message } from '../../../common/i18n.ts';
import { ownListingId } from './listing.ts';

// A listing's e-mails about requests (docs/decisions/048): stopped at once by the one-click link
// in any of them (RFC 8058), which needs nothing but the link; started again only by the
// listing's own provider or an administrator. Both are audited.

export type StopResult = { ok: true; listing: { id: string; name: string } } | { ok: false };

/** The stop link's listing, stopped now if it was not already; a forged link stops nothing. */
export async function stopListingEmails(db: Db, links: LinkSigner, token: string, now: Date): Promise<StopResult> {
  const read = links.read(token, now);
  if (!read.ok || read.link.p !== 'stop') return { ok: false };
  const listingId = read.link.l;
  return withTransaction(db, async (tx) => {
    const [listing] = await tx.select({ id: providers.id, name: providers.name }).from(providers).where(eq(providers.id, listingId));
    if (!listing) return { ok: false } as const;
    const stopped = await tx
      .update(providers)
      .set({ outreachStoppedAt: now, outreachStoppedVia: 'link' })
      .where(and(eq(providers.id, listingId), isNull(providers.outreachStoppedAt)))
      .returning({ id: providers.id });
    if (stopped.length) {
      await recordAudit(tx, { actorId: null, action: 'provider.emails_stop', entityType: 'provider', entityId: listingId, after: { via: 'e-mail link' } });
    }
    return { ok: true, listing } as const;
  });
}

export const ONLY_ITS_PROVIDER = message('Only the listing’s provider or an administrator can start its e-mails again.');

/** Its provider or an administrator starts the listing's e-mails again (or stops them, `stop`). */
export async function setListingEmails(db: Db, actor: Actor, listingId: string, stop: boolean): Promise<{ stopped: boolean; name: string }> {
  const user = requireSignedIn(actor);
  if (!isUuid(listingId)) throw notFound(LISTING_NOT_FOUND);
  const admin = user.role === 'admin';
  if (!admin && !(user.role === 'provider' && user.providerId === listingId)) throw forbidden(ONLY_ITS_PROVIDER);
  return withTransaction(db, async (tx) => {
    const [listing] = await tx
      .select({ id: providers.id, name: providers.name, stoppedAt: providers.outreachStoppedAt, via: providers.outreachStoppedVia })
      .from(providers)
      .where(eq(providers.id, listingId))
      .for('update');
    if (!listing) throw notFound(LISTING_NOT_FOUND);
    if ((listing.stoppedAt !== null) === stop) return { stopped: stop, name: listing.name };
    await tx
      .update(providers)
      .set(
        stop
          ? { outreachStoppedAt: new Date(), outreachStoppedVia: admin ? 'administrator' : 'provider' }
          : { outreachStoppedAt: null, outreachStoppedVia: null },
      )
      .where(eq(providers.id, listingId));
    await recordAudit(tx, {
      actorId: user.id,
      action: stop ? 'provider.emails_stop' : 'provider.emails_resume',
      entityType: 'provider',
      entityId: listingId,
      before: { stoppedAt: listing.stoppedAt?.toISOString() ?? null, via: listing.via },
    });
    return { stopped: stop, name: listing.name };
  });
}

/** The provider stops or resumes its own listing's e-mails: the form names no listing. */
export async function setOwnListingEmails(db: Db, actor: Actor, stop: boolean): Promise<{ stopped: boolean; name: string }> {
  const { listingId } = ownListingId(actor);
  return setListingEmails(db, actor, listingId, stop);
}

/** The provider's own listing: whether its request e-mails are stopped, and since when. */
export async function ownListingEmails(db: Db, actor: Actor): Promise<{ stoppedAt: Date | null; via: StoppedVia | null }> {
  const { listingId } = ownListingId(actor);
  const [row] = await db
    .select({ stoppedAt: providers.outreachStoppedAt, via: providers.outreachStoppedVia })
    .from(providers)
    .where(eq(providers.id, listingId));
  if (!row) throw notFound(LISTING_NOT_FOUND);
  return row;
}

export type StoppedVia = NonNullable<(typeof providers.$inferSelect)['outreachStoppedVia']>;

export interface StoppedListing {
  id: string;
  name: string;
  type: 'rehabilitator' | 'control';
  city: string;
  state: string;
  email: string | null;
  sample: boolean;
  stoppedAt: Date;
  via: StoppedVia | null;
}

/** For administrators: every listing whose request e-mails are stopped, the latest first. */
export async function listStoppedListings(db: Db, actor: Actor): Promise<StoppedListing[]> {
  requireActorRole(actor, 'admin');
  const rows = await db
    .select({
      id: providers.id,
      name: providers.name,
      type: providers.type,
      city: providers.city,
      state: providers.state,
      email: providers.email,
      sample: providers.sample,
      stoppedAt: providers.outreachStoppedAt,
      via: providers.outreachStoppedVia,
    })
    .from(providers)
    .where(isNotNull(providers.outreachStoppedAt))
    .orderBy(desc(providers.outreachStoppedAt), providers.name);
  return rows.map((row) => ({ ...row, stoppedAt: row.stoppedAt! }));
}
