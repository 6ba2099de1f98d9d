import { asc, eq } from 'drizzle-orm';
import type { Actor } from '../../auth/actor.ts';
import type { Db } from '../../db/client.ts';
import { animalTypes } from '../../db/schema.ts';

export interface AnimalTypeOption {
  id: string;
  name: string;
}

/** Active animal types by name, for the wizard and the guide's filters (SPEC §7). Public. */
export async function listActiveAnimalTypes(db: Db, _actor: Actor): Promise<AnimalTypeOption[]> {
  return db.select({ id: animalTypes.id, name: animalTypes.name }).from(animalTypes).where(eq(animalTypes.active, true)).orderBy(asc(animalTypes.name));
}
