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
  'Never touch a bat, raccoon, skunk or fox with bare hands: they can carry rabies. If a bat touched or bit anyone, call a doctor or your health department today.',
  'If the animal is clearly hurt and it is safe to do so, put on thick gloves, cover it with a towel and place it in a ventilated box with a lid.',
  'Keep the box somewhere warm, dark and quiet, away from pets and noise, and wash your hands afterwards.',
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
