import { eq } from 'drizzle-orm';
import type { FirstAid } from '../../../common/guide.ts';
import type { Actor } from '../../auth/actor.ts';
import type { Db } from '../../db/client.ts';
import { wildlifeIssues } from '../../db/schema.ts';
import { searchWildlifeIssues } from './search-issues.ts';

// What the wizard shows an emergency while help is on its way (issue 5): the immediate actions
// of the guide page that fits what the person described, or, until they have described it,
// steps that are safe for any wild animal and the animal's own guide pages to choose from.
// Picking one page by animal alone told everyone with a songbird what to do after a cat attack.

/** Safe for any wild animal: keeps people safe, does no harm, and leaves a young animal be. */
export const GENERAL_FIRST_AID = [
  'Keep children and pets away and watch from a distance: a young animal on its own is often not orphaned, and its parent may be nearby.',
  'Do not give it food or water: the wrong food, or water breathed into the lungs, can kill it.',
  'Never touch a raccoon, skunk, fox, bat, coyote or groundhog, even with gloves: they can carry rabies. Keep people and pets away, contain it from a distance if you safely can (close the door of the room or shed it is in) and call. If a bat touched or bit anyone, call a doctor or your health department today.',
  'If any other animal is clearly hurt and it is safe to do so, put on thick gloves, cover it with a towel and place it in a ventilated box with a lid.',
  'Keep the box dark and quiet, away from pets and noise, and wash your hands afterwards.',
  'Keep a chilled bird or mammal warm, but never one that is panting or was found in the heat (keep it cool and shaded), and never warm a turtle, snake, lizard, frog, toad or salamander (room temperature, out of the sun).',
];

export async function firstAidFor(db: Db, actor: Actor, animal: string, situation: string): Promise<FirstAid> {
  const [best] = situation.trim() ? await searchWildlifeIssues(db, actor, { animal, type: 'emergency', q: situation }, 1) : [];
  if (best) {
    // Only the actions: the full page (related issues and all) is not needed on a wizard step.
    const [issue] = await db.select({ actions: wildlifeIssues.immediateActions }).from(wildlifeIssues).where(eq(wildlifeIssues.id, best.id));
    return { issue: { id: best.id, title: best.title }, actions: issue?.actions ?? [], pages: [] };
  }
  const pages = await searchWildlifeIssues(db, actor, { animal, type: 'emergency' }, 4);
  return { issue: null, actions: GENERAL_FIRST_AID, pages: pages.map(({ id, title }) => ({ id, title })) };
}
