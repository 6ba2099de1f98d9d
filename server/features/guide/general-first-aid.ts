import { RABIES_VECTOR_ANIMALS, type AnimalKind } from '../../../common/guide.ts';
import type { Locale } from '../../../common/locales.ts';
import { ANIMAL_KINDS, GENERAL_STEPS } from '../../db/seed/data/general-first-aid.ts';

// The general safe steps, shown when the answers do not choose one guide entry
// (docs/decisions/050): for the kind of animal, in the guide's own words. None tells anyone to
// handle a rabies-vector mammal, box a deer or a large animal, or warm an overheated one.

/** The kind of animal an animal type is, for its general steps; an animal the list does not know gets the steps for any animal. */
export function animalKindOf(animal: string | null | undefined): AnimalKind {
  if (!animal) return 'any';
  if ((RABIES_VECTOR_ANIMALS as readonly string[]).includes(animal)) return 'rabies-vector';
  for (const [kind, animals] of Object.entries(ANIMAL_KINDS)) if (animals.includes(animal)) return kind as AnimalKind;
  return 'any';
}

/** The general safe steps for a kind of animal, in a page's language (the wizard's, the offline page's: any animal). */
export const generalFirstAid = (locale: Locale, kind: AnimalKind = 'any'): string[] => GENERAL_STEPS[kind][locale === 'es' ? 'es' : 'en'];
