import { sql, type SQL } from 'drizzle-orm';
import type { ListingCapacity } from '../../../common/capacity.ts';
import { providers } from '../../db/schema.ts';
import { animalTypesEsOf } from '../../lib/animal-type-es.ts';

// "Full for now" in matching (docs/decisions/032): a listing at capacity for the animal
// asked about is matched after every listing that has room, labelled, and not notified. It ends
// by the clock: nothing runs when it does, the expression simply stops being true.

const at = (now: Date) => sql`${now.toISOString()}::timestamptz`;

/**
 * True when the listing is full for `animal` at `now` (never null, so `not` of it is the rest):
 * matching's tier key. With no animal asked, only a listing full for every animal is full.
 */
export function fullNow(animal: string | undefined, now: Date): SQL<boolean> {
  const animals = providers.capacityAnimals;
  const forAnimal = animal === undefined ? sql`cardinality(${animals}) = 0` : sql`(cardinality(${animals}) = 0 or ${animal} = any(${animals}))`;
  return sql<boolean>`coalesce(${providers.capacityUntil} > ${at(now)} and ${forAnimal}, false)`;
}

/** The columns matching reads for the label, whatever the animal asked. */
export const capacityColumns = {
  capacityUntil: providers.capacityUntil,
  capacityAnimals: providers.capacityAnimals,
  capacityNote: providers.capacityNote,
};

/** The same, with its animals' Spanish names, so that a Spanish page names them in Spanish. */
export const capacityLabelColumns = { ...capacityColumns, capacityAnimalsEs: animalTypesEsOf(providers.capacityAnimals) };

type CapacityRow = { capacityUntil: Date | null; capacityAnimals: string[]; capacityNote: string | null; capacityAnimalsEs?: (string | null)[] };

/** The capacity in force at `now`, or null when there is none or it has ended. */
export function capacityAt(row: CapacityRow, now: Date): ListingCapacity | null {
  if (!row.capacityUntil || row.capacityUntil.getTime() <= now.getTime()) return null;
  const animalsEs = row.capacityAnimalsEs ? { animalsEs: row.capacityAnimalsEs } : {};
  return { until: row.capacityUntil.toISOString(), animals: row.capacityAnimals, ...animalsEs, note: row.capacityNote };
}
