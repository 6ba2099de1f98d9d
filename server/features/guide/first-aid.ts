import { eq } from 'drizzle-orm';
import type { FirstAid } from '../../../common/guide.ts';
import type { Locale } from '../../../common/locales.ts';
import type { Actor } from '../../auth/actor.ts';
import type { Db } from '../../db/client.ts';
import { wildlifeIssues } from '../../db/schema.ts';
import { searchWildlifeIssues } from './search-issues.ts';

// What the wizard shows an emergency while help is on its way (issue 5): the immediate actions
// of the guide page that fits what the person described, or, until they have described it,
// steps that are safe for any wild animal and the animal's own guide pages to choose from.
// Picking one page by animal alone told everyone with a songbird what to do after a cat attack.
// On a Spanish page (issue 18) the description is searched in Spanish and the steps are the
// page's Spanish, or its English, said so, where it has none yet.

/** Safe for any wild animal: keeps people safe, does no harm, and leaves a young animal be. */
export const GENERAL_FIRST_AID = [
  'Keep children and pets away and watch from a distance: a young animal on its own is often not orphaned, and its parent may be nearby.',
  'Do not give it food or water: the wrong food, or water breathed into the lungs, can kill it.',
  'Never touch a raccoon, skunk, fox, bat, coyote or groundhog, even with gloves: they can carry rabies. Keep people and pets away, contain it from a distance if you safely can (close the door of the room or shed it is in) and call. If a bat touched or bit anyone, call a doctor or your health department today.',
  'If any other animal is clearly hurt and it is safe to do so, put on thick gloves, cover it with a towel and place it in a ventilated box with a lid.',
  'Keep the box dark and quiet, away from pets and noise, and wash your hands afterwards.',
  'Keep a chilled bird or mammal warm, but never one that is panting or was found in the heat (keep it cool and shaded), and never warm a turtle, snake, lizard, frog, toad or salamander (room temperature, out of the sun).',
];

/** The same steps in Spanish, one for one. */
export const GENERAL_FIRST_AID_ES = [
  'Mantenga alejados a los niños y a las mascotas y observe desde lejos: un animal joven que está solo muchas veces no es huérfano, y su madre o su padre puede estar cerca.',
  'No le dé comida ni agua: la comida equivocada, o el agua que le entra a los pulmones, lo puede matar.',
  'Nunca toque un mapache, zorrillo, zorro, murciélago, coyote o marmota, ni siquiera con guantes: pueden transmitir la rabia. Mantenga alejadas a las personas y a las mascotas, encierre al animal a distancia si puede hacerlo sin riesgo (cierre la puerta del cuarto o del cobertizo donde esté) y llame. Si un murciélago tocó o mordió a alguien, llame hoy mismo a un médico o al departamento de salud.',
  'Si cualquier otro animal está claramente herido y no corre peligro al hacerlo, póngase guantes gruesos, cúbralo con una toalla y métalo en una caja con tapa y agujeros para el aire.',
  'Mantenga la caja en un lugar oscuro y tranquilo, lejos de las mascotas y del ruido, y lávese las manos después.',
  'Mantenga caliente a un ave o mamífero que está frío, pero nunca a uno que jadea o que se encontró en el calor (manténgalo fresco y a la sombra), y nunca caliente a una tortuga, serpiente, lagartija, rana, sapo o salamandra (a temperatura ambiente, fuera del sol).',
];

/** The safe steps in a page's language (the wizard's, and the offline page's). */
export const generalFirstAid = (locale: Locale) => (locale === 'es' ? GENERAL_FIRST_AID_ES : GENERAL_FIRST_AID);

export async function firstAidFor(db: Db, actor: Actor, animal: string, situation: string, locale: Locale = 'en'): Promise<FirstAid> {
  const [best] = situation.trim() ? await searchWildlifeIssues(db, actor, { animal, type: 'emergency', q: situation }, 1, locale) : [];
  if (best) {
    // Only the actions: the full page (related issues and all) is not needed on a wizard step.
    const [issue] = await db
      .select({ actions: wildlifeIssues.immediateActions, actionsEs: wildlifeIssues.immediateActionsEs })
      .from(wildlifeIssues)
      .where(eq(wildlifeIssues.id, best.id));
    const spanish = locale === 'es' && !best.inEnglish && (issue?.actionsEs.length ?? 0) > 0;
    return {
      issue: { id: best.id, title: best.title },
      actions: (spanish ? issue?.actionsEs : issue?.actions) ?? [],
      pages: [],
      ...(locale === 'es' ? { inEnglish: !spanish } : {}),
    };
  }
  const pages = await searchWildlifeIssues(db, actor, { animal, type: 'emergency' }, 4, locale);
  return {
    issue: null,
    actions: generalFirstAid(locale),
    pages: pages.map(({ id, title, inEnglish }) => ({ id, title, ...(inEnglish ? { inEnglish } : {}) })),
  };
}
