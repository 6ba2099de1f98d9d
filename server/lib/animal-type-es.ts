import { sql, type AnyColumn } from 'drizzle-orm';
import { animalTypes } from '../db/schema.ts';

/**
 * A request's animal type's Spanish name, read with the request (issue 18): pages show a kept
 * animal type (its English name) in their language with `animalTypeLabel`.
 */
export const animalTypeEsOf = (animalType: AnyColumn) =>
  sql<string | null>`(select ${animalTypes.nameEs} from ${animalTypes} where ${animalTypes.name} = ${animalType})`;
