import { beforeAll, describe, expect, it } from 'vitest';
import { asc, eq } from 'drizzle-orm';
import { pino } from 'pino';
import { useTestDatabase } from '../../../test/database.ts';
import { ANONYMOUS } from '../../auth/actor.ts';
import { outbox, wildlifeIssues } from '../../db/schema.ts';
import { loadConfig } from '../../config.ts';
import { createMailer } from '../../lib/mailer.ts';
import { createWorker } from '../../start.ts';
import { submitHelpRequest } from '../help-requests/submit-help-request.ts';
import { requestOutcome } from '../help-requests/request-outcome.ts';
import { seedDatabase, seededQuestionId } from '../../db/seed/seed.ts';
import { actorFor, BOULDER_REQUEST, createUser, makeEnglishOnly } from '../../../test/factories.ts';
import type { AnimalKind } from '../../../common/guide.ts';
import type { Locale } from '../../../common/locales.ts';
import { firstAidFor } from './first-aid.ts';
import { generalFirstAid } from './general-first-aid.ts';

// The wizard's "While you wait" (docs/decisions/050), on the seeded guide, questions and rules:
// what a person answered chooses the entry; the words they typed only choose between the entries
// the answers allow. Each case runs in English and in Spanish.
const database = useTestDatabase({ resetBeforeEach: false });
beforeAll(async () => {
  await seedDatabase(database.db, { sampleData: false, production: true });
});

const INJURED = 'Is the animal visibly injured or bleeding?';
const SEE = 'Which of these do you see?';
const FEATHERS = 'Does the bird have feathers?';
const WINDOW = 'Did the bird hit a window?';
const BAT_CONTACT = 'Has the bat touched a person or a pet, or was it found in a room where someone was sleeping?';
const BAT_WHERE = 'Where did you find the bat?';
const FAWN = 'Is the fawn lying quietly or crying and wandering?';
const SHELL = 'Is the shell cracked or broken?';
const TURTLE_ROAD = 'If the turtle was crossing a road, which way was it heading?';
const RACCOON_STRANGE = 'Is the raccoon acting strangely (circling, staggering, or unafraid of people)?';
const RACCOON_SIZE = 'About how big is the raccoon?';
const POSTURE = 'Is the bird standing or perched, or lying down?';

const FLEDGLING = { [FEATHERS]: 'Fully feathered with short tail', [WINDOW]: 'No', [INJURED]: 'No', [SEE]: ['None of these'] };
const NESTLING = { [FEATHERS]: 'No feathers or only fuzz', [WINDOW]: 'No', [INJURED]: 'No', [SEE]: ['None of these'] };

interface Case {
  animal: string;
  answers: Record<string, string | string[]>;
  description: string;
  /** the Spanish description; the English one where only the answers decide */
  es?: string;
  /** the entry shown, or the general steps for a kind of animal */
  shows: string | { general: AnimalKind };
}

const CASES: Record<string, Case> = {
  // A young songbird: the feathers answer decides, whatever the words.
  'a feathered baby bird hopping is a fledgling': {
    animal: 'Songbird',
    answers: FLEDGLING,
    description: 'baby bird on the ground, hopping, has feathers',
    shows: 'fledgling-on-the-ground',
  },
  'a baby bird answered as featherless is a nestling, though the words say feathers': {
    animal: 'Songbird',
    answers: NESTLING,
    description: 'baby bird on the ground, hopping, has feathers',
    shows: 'baby-bird-out-of-nest',
  },
  'partly feathered is a nestling, though the words say fledgling': {
    animal: 'Songbird',
    answers: { ...NESTLING, [FEATHERS]: 'Partly feathered' },
    description: 'a fledgling hopping on the lawn',
    es: 'un volantón saltando en el pasto',
    shows: 'baby-bird-out-of-nest',
  },
  'fully feathered is a fledgling, though the words say featherless nestling': {
    animal: 'Songbird',
    answers: FLEDGLING,
    description: 'featherless nestling, fell out of the nest',
    es: 'pajarito sin plumas, se cayó del nido',
    shows: 'fledgling-on-the-ground',
  },
  "a small bird on the lawn that can't fly, not from a window": {
    animal: 'Songbird',
    answers: FLEDGLING,
    description: "small bird sitting on the lawn, can't fly",
    es: 'pajarito sentado en el pasto, no puede volar',
    shows: 'fledgling-on-the-ground',
  },
  'the same bird, answered as having hit a window': {
    animal: 'Songbird',
    answers: { ...FLEDGLING, [WINDOW]: 'Yes' },
    description: "small bird sitting on the lawn, can't fly",
    es: 'pajarito sentado en el pasto, no puede volar',
    shows: 'bird-hit-window',
  },
  'a window strike, though the words mention the cat': {
    animal: 'Songbird',
    answers: { ...FLEDGLING, [WINDOW]: 'Yes' },
    description: 'it hit the window and now our cat is watching the animal',
    es: 'chocó con la ventana y ahora nuestro gato está mirando al animal',
    shows: 'bird-hit-window',
  },
  '"animal" in the words does not pull the cat entry': {
    animal: 'Songbird',
    answers: FLEDGLING,
    description: 'the animal is hopping around the yard, the poor animal',
    es: 'el animal está saltando por el patio, pobre animal',
    shows: 'fledgling-on-the-ground',
  },
  '"baby" and "can\'t fly" with a nestling answer': {
    animal: 'Songbird',
    answers: NESTLING,
    description: "baby can't fly, the animal looks hurt",
    es: 'el bebé no puede volar, el animal se ve lastimado',
    shows: 'baby-bird-out-of-nest',
  },
  'caught by a cat': {
    animal: 'Songbird',
    answers: { ...FLEDGLING, [SEE]: ['Caught by a cat or dog'] },
    description: 'Our cat brought it inside, it is still breathing',
    es: 'Nuestro gato lo trajo adentro, todavía respira',
    shows: 'cat-caught-animal',
  },
  'caught by a dog': {
    animal: 'Rabbit',
    answers: { [INJURED]: 'Not sure', [SEE]: ['Caught by a cat or dog'] },
    description: 'my dog had the bunny in its mouth',
    es: 'mi perro tenía al conejito en la boca',
    shows: 'dog-caught-animal',
  },
  'caught by a cat or dog, the words not saying which: the general steps': {
    animal: 'Songbird',
    answers: { ...FLEDGLING, [SEE]: ['Caught by a cat or dog'] },
    description: 'found it in the yard this morning',
    es: 'lo encontré en el patio esta mañana',
    shows: { general: 'bird' },
  },
  'a broken wing on a bird the words call a baby': {
    animal: 'Songbird',
    answers: { ...FLEDGLING, [SEE]: ['Broken wing or leg'] },
    description: "baby bird can't fly",
    es: 'pajarito bebé no puede volar',
    shows: 'bird-with-broken-wing',
  },
  'cold or weak, and cold': {
    animal: 'Songbird',
    answers: { ...FLEDGLING, [SEE]: ['Cold or weak'] },
    description: 'it feels cold and wet after the storm',
    es: 'está frío y mojado después de la tormenta',
    shows: 'cold-chilled-animal',
  },
  'cold or weak, and overheated: never warmed': {
    animal: 'Songbird',
    answers: { ...FLEDGLING, [SEE]: ['Cold or weak'] },
    description: 'panting in the hot sun on the patio',
    es: 'jadeando bajo el sol, con mucho calor',
    shows: 'heat-stressed-animal',
  },
  'cold or weak, the words saying neither: the general steps, which never warm an overheated bird': {
    animal: 'Songbird',
    answers: { ...FLEDGLING, [SEE]: ['Cold or weak'] },
    description: 'it is just sitting there',
    es: 'nada más está ahí sentado',
    shows: { general: 'bird' },
  },
  'an overheated fledgling-aged bird': {
    animal: 'Songbird',
    answers: FLEDGLING,
    description: 'panting with its beak open in the heat wave',
    es: 'jadeando con el pico abierto por la ola de calor',
    shows: 'heat-stressed-animal',
  },
  'an overheated animal of another kind': {
    animal: 'Other',
    answers: { [INJURED]: 'No' },
    description: 'panting in the heat, heat stroke',
    es: 'jadeando, golpe de calor',
    shows: 'heat-stressed-animal',
  },
  'a nest that fell, with featherless babies': {
    animal: 'Songbird',
    answers: NESTLING,
    description: 'the nest fell out of the tree when we cut it down',
    es: 'el nido se cayó del árbol cuando lo cortamos',
    shows: 'bird-nest-fell-down',
  },
  'a bird tangled in garden netting': {
    animal: 'Songbird',
    answers: FLEDGLING,
    description: 'tangled in the garden netting over our blueberries',
    es: 'atorado en la malla del jardín',
    shows: 'bird-caught-in-netting',
  },
  // Bats: never handled.
  'a bat in the house': {
    animal: 'Bat',
    answers: { [BAT_CONTACT]: 'Not sure', [BAT_WHERE]: 'Inside a living space' },
    description: 'a bat in the house, flying around the living room',
    es: 'un murciélago en la casa, volando por la sala',
    shows: 'bat-contact-with-person',
  },
  'a bat that touched someone': {
    animal: 'Bat',
    answers: { [BAT_CONTACT]: 'Yes', [BAT_WHERE]: 'On the ground outside' },
    description: 'bat on the patio',
    shows: 'bat-contact-with-person',
  },
  'a bat on the ground that touched nobody': {
    animal: 'Bat',
    answers: { [BAT_CONTACT]: 'No', [BAT_WHERE]: 'On the ground outside' },
    description: "bat on the ground, can't fly, caught by a cat",
    es: 'murciélago en el suelo, no puede volar',
    shows: 'sick-or-injured-bat',
  },
  // Raccoons, skunks, foxes, coyotes and groundhogs: only entries that say never to touch them.
  'a raccoon acting strangely': {
    animal: 'Raccoon',
    answers: { [RACCOON_STRANGE]: 'Yes', [RACCOON_SIZE]: 'Adult size' },
    description: 'walking in circles in the daytime',
    shows: 'raccoon-fox-skunk-acting-sick',
  },
  'baby raccoons': {
    animal: 'Raccoon',
    answers: { [RACCOON_STRANGE]: 'No', [RACCOON_SIZE]: 'Smaller than a kitten' },
    description: 'three babies crying under the deck',
    shows: 'baby-raccoons-without-mother',
  },
  'an adult raccoon hit by a car: no entry that handles it': {
    animal: 'Raccoon',
    answers: { [RACCOON_STRANGE]: 'No', [RACCOON_SIZE]: 'Adult size', [SEE]: ['Caught by a cat or dog'] },
    description: 'raccoon hit by a car, injured animal, my dog got it',
    es: 'mapache atropellado, animal herido, mi perro lo agarró',
    shows: { general: 'rabies-vector' },
  },
  'a skunk with its head in a jar': {
    animal: 'Skunk',
    answers: { [INJURED]: 'No' },
    description: 'skunk with a jar stuck on its head',
    es: 'zorrillo con un frasco atorado en la cabeza',
    shows: 'animal-head-stuck-in-jar',
  },
  'an injured skunk: the general steps, never touched': {
    animal: 'Skunk',
    answers: { [INJURED]: 'Yes', [SEE]: ['Bleeding', 'Cold or weak'] },
    description: 'injured skunk in the yard, looks cold, baby animal',
    es: 'zorrillo herido en el patio, se ve frío, animal bebé',
    shows: { general: 'rabies-vector' },
  },
  'a fox acting strangely': {
    animal: 'Fox',
    answers: { [INJURED]: 'No' },
    description: 'fox out in the daytime acting strange',
    es: 'zorro actuando raro',
    shows: 'raccoon-fox-skunk-acting-sick',
  },
  'a fox caught by a dog: never the dog entry': {
    animal: 'Fox',
    answers: { [INJURED]: 'Yes', [SEE]: ['Caught by a cat or dog'] },
    description: 'my dog caught a baby fox',
    es: 'mi perro atrapó un zorrito',
    shows: { general: 'rabies-vector' },
  },
  'a coyote hit by a car': {
    animal: 'Coyote',
    answers: { [INJURED]: 'Yes' },
    description: 'coyote hit by a car on the highway',
    shows: 'injured-bear-or-large-predator',
  },
  'a groundhog in a window well': {
    animal: 'Groundhog / Woodchuck',
    answers: { [INJURED]: 'No' },
    description: 'groundhog trapped in the window well',
    es: 'marmota atrapada en el pozo de la ventana del sótano',
    shows: 'animal-in-window-well',
  },
  'a groundhog the cat caught: never the cat entry': {
    animal: 'Groundhog / Woodchuck',
    answers: { [SEE]: ['Caught by a cat or dog'] },
    description: 'our cat caught a baby groundhog',
    es: 'nuestro gato atrapó una marmota bebé',
    shows: { general: 'rabies-vector' },
  },
  // Deer: never boxed.
  'a fawn lying alone': {
    animal: 'Deer / Fawn',
    answers: { [FAWN]: 'Lying quietly', [INJURED]: 'No' },
    description: 'A spotted fawn has been lying alone in the grass all day',
    es: 'Un venadito con manchas lleva todo el día echado solo en el pasto',
    shows: 'fawn-alone',
  },
  'a fawn crying, "baby animal"': {
    animal: 'Deer / Fawn',
    answers: { [FAWN]: 'Crying and wandering', [INJURED]: 'Not sure' },
    description: 'baby animal crying, can the animal be hurt?',
    shows: 'fawn-alone',
  },
  'a fawn in a swimming pool': {
    animal: 'Deer / Fawn',
    answers: { [FAWN]: 'Not sure', [INJURED]: 'No' },
    description: 'a fawn fell into our swimming pool',
    es: 'un venadito se cayó a la alberca',
    shows: 'fawn-in-pool',
  },
  'an injured deer': {
    animal: 'Deer / Fawn',
    answers: { [FAWN]: 'Lying on its side or not moving', [INJURED]: 'Yes' },
    description: 'deer hit by a car',
    es: 'venado atropellado',
    shows: 'injured-deer',
  },
  'a large mammal no rule names: the general steps, not boxed': {
    animal: 'Elk',
    answers: { [INJURED]: 'Not sure' },
    description: 'a young elk alone in the meadow',
    shows: { general: 'large-mammal' },
  },
  // Turtles.
  'a turtle on the road': {
    animal: 'Turtle',
    answers: { [SHELL]: 'No', [TURTLE_ROAD]: 'north, toward the pond', [INJURED]: 'No' },
    description: 'turtle on the road',
    shows: 'turtle-crossing-road',
  },
  'a turtle with a cracked shell on the road': {
    animal: 'Turtle',
    answers: { [SHELL]: 'Yes', [TURTLE_ROAD]: 'east', [INJURED]: 'Yes' },
    description: 'turtle on the road',
    shows: 'injured-turtle-cracked-shell',
  },
  'a turtle in the road, the direction not given': {
    animal: 'Turtle',
    answers: { [SHELL]: 'Not sure', [INJURED]: 'No' },
    description: 'a box turtle in the middle of the road',
    es: 'una tortuga de caja en medio de la calle',
    shows: 'turtle-crossing-road',
  },
  'a turtle in the yard: the general steps, never warmed': {
    animal: 'Turtle',
    answers: { [SHELL]: 'No', [INJURED]: 'No' },
    description: 'turtle in the yard, looks cold',
    es: 'tortuga en el patio, se ve fría',
    shows: { general: 'reptile' },
  },
  // Large birds, other birds and small mammals.
  'a hawk lying down': {
    animal: 'Raptor (Hawk, Owl, Eagle)',
    answers: { [POSTURE]: 'Lying down', [INJURED]: 'Not sure' },
    description: 'baby animal on the ground',
    shows: 'injured-hawk-or-owl',
  },
  'an owlet standing on the ground': {
    animal: 'Raptor (Hawk, Owl, Eagle)',
    answers: { [POSTURE]: 'Standing or perched', [INJURED]: 'No' },
    description: 'a fluffy baby owl on the ground',
    es: 'un búho bebé en el suelo',
    shows: 'owlets-on-the-ground',
  },
  'a hummingbird in the garage': {
    animal: 'Hummingbird',
    answers: { [INJURED]: 'No' },
    description: 'hummingbird trapped in our garage',
    es: 'colibrí atrapado en el garaje',
    shows: 'hummingbird-trapped-in-garage',
  },
  'chimney swifts': { animal: 'Chimney Swift', answers: { [INJURED]: 'No' }, description: 'noise', shows: 'baby-birds-in-chimney' },
  'ducklings in a storm drain': {
    animal: 'Waterfowl (Duck, Goose, Swan)',
    answers: { [INJURED]: 'No' },
    description: 'ducklings fell down the storm drain',
    es: 'patitos se cayeron a la alcantarilla',
    shows: 'ducklings-in-storm-drain',
  },
  'baby bunnies': {
    animal: 'Rabbit',
    answers: { [INJURED]: 'No', [SEE]: ['None of these'] },
    description: 'baby bunnies in a nest in the lawn',
    es: 'conejitos en un nido en el pasto',
    shows: 'baby-rabbits-in-nest',
  },
  'a baby squirrel': {
    animal: 'Squirrel',
    answers: { [INJURED]: 'No' },
    description: 'baby squirrel fell from the tree',
    es: 'ardillita se cayó del árbol',
    shows: 'baby-squirrel-fell-from-tree',
  },
  'an alligator': { animal: 'Alligator', answers: {}, description: 'in the pool', shows: 'alligator-in-pool-or-garage' },
  'a seal pup': { animal: 'Marine Mammal (Seal, Sea Lion)', answers: {}, description: 'on the beach', shows: 'seal-pup-on-beach' },
  'another animal, "baby animal": the general steps for any animal': {
    animal: 'Other',
    answers: { [INJURED]: 'Not sure' },
    description: 'baby animal',
    es: 'animal bebé',
    shows: { general: 'any' },
  },
  'another animal hit by a car': {
    animal: 'Other',
    answers: { [INJURED]: 'Yes' },
    description: 'animal hit by a car, still alive',
    es: 'animal atropellado, sigue vivo',
    shows: 'animal-hit-by-car',
  },
};

const byId = (answers: Case['answers']) => Object.fromEntries(Object.entries(answers).map(([question, answer]) => [seededQuestionId(question), answer]));

async function shown(c: Case, locale: Locale) {
  return firstAidFor(
    database.db,
    ANONYMOUS,
    { animal: c.animal, situation: locale === 'es' ? (c.es ?? c.description) : c.description, answers: byId(c.answers) },
    locale,
  );
}

describe('first aid follows the answers (docs/decisions/050)', () => {
  it('has at least 40 cases', () => expect(Object.keys(CASES).length).toBeGreaterThanOrEqual(40));

  describe.each(['en', 'es'] as const)('in %s', (locale) => {
    it.each(Object.entries(CASES))('%s', async (_name, c) => {
      const aid = await shown(c, locale);
      if (typeof c.shows === 'string') {
        expect(aid.issue?.id).toBe(c.shows);
        const [entry] = await database.db.select().from(wildlifeIssues).where(eq(wildlifeIssues.id, c.shows));
        expect(aid.issue?.title).toBe(locale === 'es' ? entry!.titleEs : entry!.title);
        expect(aid.actions).toEqual(locale === 'es' ? entry!.immediateActionsEs : entry!.immediateActions);
      } else {
        expect(aid.issue).toBeNull();
        expect(aid.general).toBe(c.shows.general);
        expect(aid.actions).toEqual(generalFirstAid(locale, c.shows.general));
      }
    });
  });

  it('with no rule and no description, gives the general steps and the animal’s guide pages to choose from', async () => {
    const aid = await firstAidFor(database.db, ANONYMOUS, { animal: 'Woodpecker', situation: '', answers: {} });
    expect(aid).toMatchObject({ issue: null, general: 'bird' });
    expect(aid.actions).toEqual(generalFirstAid('en', 'bird'));
  });

  it('when the answers allow several entries and the words choose none, lists those entries', async () => {
    const aid = await shown(CASES['caught by a cat or dog, the words not saying which: the general steps']!, 'en');
    expect(aid.pages.map((page) => page.id).sort()).toEqual(['cat-caught-animal', 'dog-caught-animal']);
  });

  it('a sent request keeps the entry its answers chose: on /request-submitted and in the confirmation e-mail, in its language', async () => {
    const fledgling = CASES['a feathered baby bird hopping is a fledgling']!;
    for (const locale of ['en', 'es'] as const) {
      const user = await createUser(database.db, { fullName: `Fledgling finder ${locale}` });
      const request = { ...BOULDER_REQUEST, animalType: fledgling.animal, situationDetails: fledgling.description, responses: byId(fledgling.answers), locale };
      const { id } = await submitHelpRequest(database.db, actorFor(user), request, crypto.randomUUID());
      const [entry] = await database.db.select().from(wildlifeIssues).where(eq(wildlifeIssues.id, 'fledgling-on-the-ground'));
      const title = locale === 'es' ? entry!.titleEs! : entry!.title;
      const { firstAid } = await requestOutcome(database.db, actorFor(user), { ...request, id, notifiedCount: 0 }, { locale });
      expect(firstAid?.issue).toEqual({ id: 'fledgling-on-the-ground', title });
      const config = loadConfig({ NODE_ENV: 'test', SESSION_SECRET: 'x'.repeat(32), DATA_DIR: '/nonexistent-unused', BASE_URL: 'https://wildline.test' });
      const logger = pino({ level: 'silent' });
      const worker = createWorker({ db: database.db, logger, mailer: createMailer({ db: database.db, logger, from: config.mailFrom }), config }, { daily: [] });
      while ((await worker.runOnce()) > 0);
      const [mail] = await database.db.select({ text: outbox.text }).from(outbox).where(eq(outbox.to, user.email)).orderBy(asc(outbox.createdAt));
      expect(mail!.text).toContain(title);
      expect(mail!.text).toContain(`- ${(locale === 'es' ? entry!.immediateActionsEs : entry!.immediateActions)[0]}`);
    }
  });

  it('shows the English steps, said so, on a Spanish page where the entry has no Spanish yet', async () => {
    await makeEnglishOnly(database.db, ['fawn-alone']);
    const fawn = await shown(CASES['a fawn lying alone']!, 'es');
    expect(fawn).toMatchObject({ issue: { id: 'fawn-alone', title: 'Fawn (baby deer) lying alone' }, inEnglish: true });
    expect(await shown(CASES['a fawn lying alone']!, 'en')).not.toHaveProperty('inEnglish');
  });
});
