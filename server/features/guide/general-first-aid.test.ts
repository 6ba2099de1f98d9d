import { describe, expect, it } from 'vitest';
import { RABIES_VECTOR_ANIMALS, type AnimalKind } from '../../../common/guide.ts';
import { animalTypeSeeds } from '../../db/seed/data/animal-types.ts';
import { animalKindOf, generalFirstAid } from './general-first-aid.ts';

// The general safe steps (docs/decisions/050): what a person is shown when the answers choose no
// single guide entry. Nothing in them may be wrong for the kind of animal they are shown for.
const KINDS: AnimalKind[] = ['rabies-vector', 'large-mammal', 'large-bird', 'bird', 'small-mammal', 'reptile', 'any'];
const text = (kind: AnimalKind, locale: 'en' | 'es' = 'en') => generalFirstAid(locale, kind).join(' ');

describe('the general safe steps', () => {
  it('knows the kind of every animal the wizard offers, and of none as any animal', () => {
    for (const animal of RABIES_VECTOR_ANIMALS) expect(animalKindOf(animal)).toBe('rabies-vector');
    expect(animalKindOf('Deer / Fawn')).toBe('large-mammal');
    expect(animalKindOf('Songbird')).toBe('bird');
    expect(animalKindOf('Turtle')).toBe('reptile');
    expect(animalKindOf('Other')).toBe('any');
    expect(animalKindOf(undefined)).toBe('any');
    const unknown = animalTypeSeeds.filter((animal) => animal !== 'Other' && animalKindOf(animal) === 'any');
    expect(unknown).toEqual([]);
  });

  it('never tell anyone to handle a rabies-vector mammal, box a large animal or large bird, or warm a reptile', () => {
    expect(text('rabies-vector')).toMatch(/Never touch a raccoon, skunk, fox, bat, coyote or groundhog, even with gloves/);
    expect(text('rabies-vector')).not.toMatch(/put on|wear gloves|pick it up|towel|place it in|\bwarm/i);
    for (const kind of ['large-mammal', 'large-bird'] as const) {
      expect(text(kind)).not.toMatch(/wear gloves|put on|place it in|drape|\bwarm/i);
      expect(text(kind)).toMatch(/Do not (try to touch|approach)/);
    }
    expect(text('reptile')).toMatch(/Do not warm a turtle, snake, lizard, frog, toad or salamander/);
    expect(text('reptile')).not.toMatch(/box/);
  });

  it('warm only a chilled bird or mammal, never an overheated one', () => {
    for (const kind of KINDS) {
      const steps = text(kind);
      // Any step about warmth comes with when not to warm.
      if (/\bwarm/i.test(steps)) expect(steps).toMatch(/must not be warmed|never one that is panting or was found in the heat|Do not warm a turtle/);
    }
    expect(text('bird')).toMatch(/must not be warmed/);
    expect(text('small-mammal')).toMatch(/must not be warmed/);
  });

  it('give no food or water, and leave a young animal be', () => {
    for (const kind of KINDS) expect(text(kind)).toMatch(/Do not give it food or water/);
    expect(text('any')).toMatch(/often not orphaned/);
    expect(text('bird')).toMatch(/fledgling: leave it where it is/);
    expect(text('large-mammal')).toMatch(/fawn, is usually not orphaned/);
  });

  it('come in Spanish one for one', () => {
    for (const kind of KINDS) {
      expect(generalFirstAid('es', kind)).toHaveLength(generalFirstAid('en', kind).length);
      expect(text(kind, 'es')).toMatch(/No le dé comida ni agua/);
    }
    expect(text('rabies-vector', 'es')).toMatch(/Nunca toque un mapache, zorrillo, zorro, murciélago, coyote o marmota, ni siquiera con guantes/);
    expect(text('large-mammal', 'es')).not.toMatch(/guantes|toalla|abrig|calient/i);
  });
});
