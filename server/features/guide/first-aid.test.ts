import { beforeAll, describe, expect, it } from 'vitest';
import { useTestDatabase } from '../../../test/database.ts';
import { ANONYMOUS } from '../../auth/actor.ts';
import { seedDatabase } from '../../db/seed/seed.ts';
import { makeEnglishOnly } from '../../../test/factories.ts';
import { firstAidFor, GENERAL_FIRST_AID, GENERAL_FIRST_AID_ES } from './first-aid.ts';

// The wizard's "While you wait" box, on the seeded guide.
const database = useTestDatabase({ resetBeforeEach: false });
beforeAll(async () => {
  await seedDatabase(database.db, { sampleData: false, production: true });
  await makeEnglishOnly(database.db, ['fawn-alone']);
});

const pageFor = async (animal: string, situation: string) => (await firstAidFor(database.db, ANONYMOUS, animal, situation)).issue?.id;

describe('first aid while help is on its way', () => {
  it('follows what the person described, not the animal alone', async () => {
    expect(await pageFor('Songbird', 'Our cat brought a robin inside, it is still breathing')).toBe('cat-caught-animal');
    expect(await pageFor('Songbird', 'A fledgling with feathers is hopping on the lawn and cannot fly yet')).toBe('fledgling-on-the-ground');
    expect(await pageFor('Songbird', 'A bird flew into our window and is sitting stunned on the deck')).toBe('bird-hit-window');
    expect(await pageFor('Deer / Fawn', 'A spotted fawn has been lying alone in the grass all day')).toBe('fawn-alone');
  });

  it('until the situation is described, gives steps safe for any animal and its guide pages to choose from', async () => {
    const aid = await firstAidFor(database.db, ANONYMOUS, 'Songbird', '');
    expect(aid.issue).toBeNull();
    expect(aid.actions).toEqual(GENERAL_FIRST_AID);
    expect(aid.pages.length).toBeGreaterThan(1);
    expect(aid.pages.map((p) => p.id)).toContain('cat-caught-animal');
  });

  it('the general steps keep people safe from rabies, give no food or water, and leave young animals be', () => {
    const text = GENERAL_FIRST_AID.join(' ');
    // Issue 14: no handling of a rabies-vector mammal at all, gloves or not.
    expect(text).toMatch(/Never touch a raccoon, skunk, fox, bat, coyote or groundhog, even with gloves/);
    expect(text).not.toMatch(/bare[- ]hand/);
    expect(text).toMatch(/Do not give it food or water/);
    expect(text).toMatch(/often not orphaned/);
    // Warmth, with its exceptions (issue 14).
    expect(text).toMatch(/dark and quiet/);
    expect(text).toMatch(/never one that is panting or was found in the heat/);
    expect(text).toMatch(/never warm a turtle, snake, lizard, frog, toad or salamander/);
  });

  it('comes in Spanish on a Spanish page: the general steps one for one, a Spanish description matched in Spanish (issue 18)', async () => {
    expect(GENERAL_FIRST_AID_ES).toHaveLength(GENERAL_FIRST_AID.length);
    expect(GENERAL_FIRST_AID_ES.join(' ')).toMatch(/Nunca toque un mapache, zorrillo, zorro, murciélago, coyote o marmota, ni siquiera con guantes/);
    const general = await firstAidFor(database.db, ANONYMOUS, 'Bat', '', 'es');
    expect(general).toMatchObject({ issue: null, actions: GENERAL_FIRST_AID_ES });
    expect(general.pages.find((p) => p.id === 'sick-or-injured-bat')).toEqual({
      id: 'sick-or-injured-bat',
      title: 'Murciélago en el suelo o que no puede volar',
    });
    const bat = await firstAidFor(database.db, ANONYMOUS, 'Bat', 'Hay un murcielago en el suelo y no puede volar', 'es');
    expect(bat).toMatchObject({ issue: { id: 'sick-or-injured-bat', title: 'Murciélago en el suelo o que no puede volar' }, inEnglish: false });
    expect(bat.actions[0]).toMatch(/^No lo toque, ni siquiera con guantes/);
  });

  it('says so when the page that fits has no Spanish yet, and gives its English steps', async () => {
    const fawn = await firstAidFor(database.db, ANONYMOUS, 'Deer / Fawn', 'A spotted fawn has been lying alone in the grass all day', 'es');
    expect(fawn).toMatchObject({ issue: { id: 'fawn-alone' }, inEnglish: true });
    expect(fawn.actions.join(' ')).toMatch(/fawn/i);
    expect(await firstAidFor(database.db, ANONYMOUS, 'Songbird', '')).not.toHaveProperty('inEnglish');
  });
});
