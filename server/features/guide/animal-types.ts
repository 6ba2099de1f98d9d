import { asc, eq } from 'drizzle-orm';
import type { Actor } from '../../auth/actor.ts';
import type { Db } from '../../db/client.ts';
import { animalTypes } from '../../db/schema.ts';
import type { Locale } from '../../../common/locales.ts';
import { animalTypeLabel } from '../../../common/localized-text.ts';

export interface AnimalTypeOption {
  id: string;
  name: string;
  /** the Spanish name, shown on Spanish pages; null where there is none yet */
  nameEs: string | null;
}

/** Active animal types by name, for the wizard and the guide's filters. Public. */
export async function listActiveAnimalTypes(db: Db, _actor: Actor): Promise<AnimalTypeOption[]> {
  return db
    .select({ id: animalTypes.id, name: animalTypes.name, nameEs: animalTypes.nameEs })
    .from(animalTypes)
    .where(eq(animalTypes.active, true))
    .orderBy(asc(animalTypes.name));
}

/** A kept animal type (its English name) as `locale` shows it: its Spanish name where it has one. Public. */
export async function animalTypeNameIn(db: Db, name: string, locale: Locale): Promise<string> {
  if (locale === 'en') return name;
  const [row] = await db.select({ name: animalTypes.name, nameEs: animalTypes.nameEs }).from(animalTypes).where(eq(animalTypes.name, name));
  return row ? animalTypeLabel(row, locale) : name;
}
