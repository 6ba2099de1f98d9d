import { eq } from 'drizzle-orm';
import { CAPACITY_MAX_DAYS, type ListingCapacity } from '../../../common/capacity.ts';
import { instantFromLocal } from '../../../common/dates.ts';
import type { TCapacity } from '../../../common/providers-schemas.ts';
import { timeZoneOf } from '../../../common/us-states.ts';
import type { Actor } from '../../auth/actor.ts';
import type { Db } from '../../db/client.ts';
import { providers } from '../../db/schema.ts';
import { withTransaction } from '../../db/transaction.ts';
import { recordAudit } from '../../lib/audit.ts';
import { badRequest, notFound, type FieldErrors } from '../../lib/errors.ts';
import { FIELDS_INVALID } from '../../lib/validation.ts';
import { listActiveAnimalTypes } from '../guide/animal-types.ts';
import { capacityAt, capacityColumns, capacityLabelColumns } from '../matching/capacity.ts';
import { ownListingId } from './listing.ts';
import { fillMessage, message } from '../../../common/i18n.ts';

// A provider says its listing is full for now (docs/decisions/032), and ends it early.
// Only the listing's own provider: the service takes the listing from the account, never from
// the form. The end is a moment: entered in the listing's state's time, stored as an instant.

export interface OwnCapacity {
  /** the listing's state: its time zone reads the end */
  state: string;
  /** the animals the listing takes; empty: every animal */
  takes: string[];
  capacity: ListingCapacity | null;
}

export async function getOwnCapacity(db: Db, actor: Actor, now: Date = new Date()): Promise<OwnCapacity> {
  const { listingId } = ownListingId(actor);
  const [row] = await db
    .select({ state: providers.state, takes: providers.animals, ...capacityLabelColumns })
    .from(providers)
    .where(eq(providers.id, listingId));
  if (!row) throw notFound(message('Your listing was not found.'));
  return { state: row.state, takes: row.takes, capacity: capacityAt(row, now) };
}

export async function setOwnCapacity(db: Db, actor: Actor, input: TCapacity, now: Date = new Date()): Promise<ListingCapacity> {
  const { userId, listingId } = ownListingId(actor);
  const [listing] = await db.select({ state: providers.state }).from(providers).where(eq(providers.id, listingId));
  if (!listing) throw notFound(message('Your listing was not found.'));
  const errors: FieldErrors = {};
  const until = instantFromLocal(input.until, timeZoneOf(listing.state));
  if (!until) errors.until = [message('Enter the date and time you expect to have room again')];
  else if (until.getTime() <= now.getTime()) errors.until = [message('Choose a time after now')];
  else if (until.getTime() > now.getTime() + CAPACITY_MAX_DAYS * 86_400_000)
    errors.until = [fillMessage(message('Choose a time within {{days}} days; you can mark the listing full again then'), { days: CAPACITY_MAX_DAYS })];
  const known = new Set((await listActiveAnimalTypes(db, actor)).map((a) => a.name));
  const unknown = input.animals.filter((a) => !known.has(a));
  if (unknown.length) errors.animals = [fillMessage(message('Not an animal type we list: {{names}}'), { names: unknown.join(', ') })];
  if (Object.keys(errors).length || !until) throw badRequest(FIELDS_INVALID, errors);

  return withTransaction(db, async (tx) => {
    const [before] = await tx.select(capacityColumns).from(providers).where(eq(providers.id, listingId)).for('update');
    const [after] = await tx
      .update(providers)
      .set({ capacityUntil: until, capacityAnimals: input.animals, capacityNote: input.note, updatedAt: new Date() })
      .where(eq(providers.id, listingId))
      .returning(capacityColumns);
    await recordAudit(tx, { actorId: userId, action: 'provider.capacity_set', entityType: 'provider', entityId: listingId, before, after });
    return capacityAt(after!, now)!;
  });
}

/** Room again before the time given: the listing is matched and notified as before at once. */
export async function endOwnCapacity(db: Db, actor: Actor): Promise<void> {
  const { userId, listingId } = ownListingId(actor);
  await withTransaction(db, async (tx) => {
    const [before] = await tx.select(capacityColumns).from(providers).where(eq(providers.id, listingId)).for('update');
    if (!before) throw notFound(message('Your listing was not found.'));
    if (!before.capacityUntil) return;
    await tx.update(providers).set({ capacityUntil: null, capacityAnimals: [], capacityNote: null, updatedAt: new Date() }).where(eq(providers.id, listingId));
    await recordAudit(tx, { actorId: userId, action: 'provider.capacity_end', entityType: 'provider', entityId: listingId, before, after: null });
  });
}
