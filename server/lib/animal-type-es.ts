import { sql, type AnyColumn } from 'drizzle-orm';
import { animalTypes } from '../db/schema.ts';

/**
 * A request's animal type's Spanish name, read with the request: pages show a kept
 * animal type (its English name) in their language with `animalTypeLabel`.
 */
export const animalTypeEsOf = (animalType: AnyColumn) =>
  sql<string | null>`(select ${animalTypes.nameEs} from ${animalTypes} where ${animalTypes.name} = ${animalType})`;

/**
 * The Spanish names of a list of animal types, in its order (null where one has none), read with
 * the row: the animals a listing is full for, named on a Spanish page.
 */
export const animalTypesEsOf = (animalTypeNames: AnyColumn) =>
  sql<
    (string | null)[]
  >`array(select (select ${animalTypes.nameEs} from ${animalTypes} where ${animalTypes.name} = listed.name) from unnest(${animalTypeNames}) with ordinality as listed(name, position) order by listed.position)`;
