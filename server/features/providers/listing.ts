import { eq } from 'drizzle-orm';
import type { TListingEdit } from '../../../common/providers-schemas.ts';
import type { Actor } from '../../auth/actor.ts';
import { requireActorRole } from '../../auth/permissions.ts';
import type { Db } from '../../db/client.ts';
import { withTransaction } from '../../db/transaction.ts';
import { providers } from '../../db/schema.ts';
import { recordAudit } from '../../lib/audit.ts';
import { badRequest, forbidden, notFound } from '../../lib/errors.ts';
import { FIELDS_INVALID } from '../../lib/validation.ts';
import { listActiveAnimalTypes } from '../guide/animal-types.ts';
import { fillMessage, message } from '../../../common/i18n.ts';

// A provider keeps its own listing right: what it does, for which animals, when and
// how to reach it. A new standards level is only a request until an administrator verifies
// it: the listing keeps showing the verified one meanwhile.

/** A listing as its provider reads it (also the provider's data export). */
export const ownListingColumns = {
  id: providers.id,
  name: providers.name,
  type: providers.type,
  city: providers.city,
  state: providers.state,
  phone: providers.phone,
  email: providers.email,
  website: providers.website,
  description: providers.description,
  services: providers.services,
  animals: providers.animals,
  availabilityDays: providers.availabilityDays,
  availabilityHours: providers.availabilityHours,
  opensMinute: providers.opensMinute,
  closesMinute: providers.closesMinute,
  hotline24h: providers.hotline24h,
  standards: providers.standards,
  requestedStandards: providers.requestedStandards,
  certifications: providers.certifications,
  approved: providers.approved,
  sample: providers.sample,
};

export function ownListingId(actor: Actor): { userId: string; listingId: string } {
  const user = requireActorRole(actor, 'provider');
  if (!user.providerId) throw forbidden(message('Your account has no listing yet.'));
  return { userId: user.id, listingId: user.providerId };
}

export async function getOwnListing(db: Db, actor: Actor) {
  const { listingId } = ownListingId(actor);
  const [listing] = await db.select(ownListingColumns).from(providers).where(eq(providers.id, listingId));
  if (!listing) throw notFound(message('Your listing was not found.'));
  return listing;
}

export async function updateOwnListing(db: Db, actor: Actor, input: TListingEdit) {
  const { userId, listingId } = ownListingId(actor);
  const known = new Set((await listActiveAnimalTypes(db, actor)).map((a) => a.name));
  const unknown = input.animals.filter((a) => !known.has(a));
  if (unknown.length)
    throw badRequest(FIELDS_INVALID, { animals: [fillMessage(message('Not an animal type we list: {{names}}'), { names: unknown.join(', ') })] });

  return withTransaction(db, async (tx) => {
    const [before] = await tx.select(ownListingColumns).from(providers).where(eq(providers.id, listingId)).for('update');
    if (!before) throw notFound(message('Your listing was not found.'));
    // Standards levels are for control operators; a change waits for verification.
    const requestedStandards = before.type !== 'control' || input.standards === before.standards ? null : input.standards;
    const { standards: _ignored, ...fields } = input;
    const [after] = await tx
      .update(providers)
      .set({ ...fields, requestedStandards, updatedAt: new Date() })
      .where(eq(providers.id, listingId))
      .returning(ownListingColumns);
    await recordAudit(tx, { actorId: userId, action: 'provider.update', entityType: 'provider', entityId: listingId, before, after });
    return after!;
  });
}
