import { RABIES_VECTOR_ANIMALS } from '../../../../common/guide.ts';

// Which guide entry an emergency's "While you wait" shows, from the wizard's answers
// (docs/decisions/050). Each rule: for these animals (none = every animal), when every condition
// holds (a rehabilitation question, by its English text, answered with one of these English
// options; no options = answered at all), this emergency entry. The lowest `priority` whose rules
// hold decides; rules marked `onlyIfDescribed` are entries the description may choose instead,
// when it is clearly about one of them. Seeded once (seed.ts); administrators edit them after.

export interface FirstAidRuleSeed {
  animals: readonly string[];
  when: { question: string; answers: string[] }[];
  issue: string;
  priority: number;
  onlyIfDescribed?: boolean;
}

// The questions the rules read (form-questions.ts).
const INJURED = 'Is the animal visibly injured or bleeding?';
const SEE = 'Which of these do you see?';
const BAT_CONTACT = 'Has the bat touched a person or a pet, or was it found in a room where someone was sleeping?';
const FAWN = 'Is the fawn lying quietly or crying and wandering?';
const DOE = 'Have you seen the mother, or a dead doe nearby?';
const FEATHERS = 'Does the bird have feathers?';
const WINDOW = 'Did the bird hit a window?';
const RAPTOR_POSTURE = 'Is the bird standing or perched, or lying down?';
const SHELL = 'Is the shell cracked or broken?';
const TURTLE_ROAD = 'If the turtle was crossing a road, which way was it heading?';
const RACCOON_STRANGE = 'Is the raccoon acting strangely (circling, staggering, or unafraid of people)?';
const RACCOON_SIZE = 'About how big is the raccoon?';

// Kinds of animal, by the wizard's animal types (animal-types.ts).
const SMALL_BIRDS = ['Songbird', 'Hummingbird', 'Woodpecker', 'Chimney Swift', 'Swallow / Martin', 'Pigeon / Dove', 'Crow / Raven', 'Shorebird'];
const WATERFOWL = ['Waterfowl (Duck, Goose, Swan)', 'Canada Goose'];
const SMALL_MAMMALS = ['Squirrel', 'Flying Squirrel', 'Chipmunk', 'Rabbit', 'Mouse / Rat', 'Mole / Vole', 'Opossum', 'Prairie Dog'];
const SMALL_REPTILES = ['Turtle', 'Lizard', 'Frog / Toad', 'Salamander'];
const SKUNK_AND_KIN = RABIES_VECTOR_ANIMALS.filter((animal) => animal !== 'Bat');

const yes = (question: string) => ({ question, answers: ['Yes'] });
const saw = (...answers: string[]) => ({ question: SEE, answers });
/** The same entry from each of several conditions (any one of them is enough). */
const eachOf = (base: Omit<FirstAidRuleSeed, 'when'>, ...conditions: FirstAidRuleSeed['when'][number][]): FirstAidRuleSeed[] =>
  conditions.map((condition) => ({ ...base, when: [condition] }));
/** Entries only the description chooses, for these animals. */
const described = (animals: readonly string[], priority: number, ...issues: string[]): FirstAidRuleSeed[] =>
  issues.map((issue) => ({ animals, when: [], issue, priority, onlyIfDescribed: true }));

const INJURY_SEEN = ['Bleeding', 'Broken wing or leg', 'Unable to stand'];

export const firstAidRuleSeeds: FirstAidRuleSeed[] = [
  // ---- Bats: never touched; a bat that may have touched someone is kept for testing.
  { animals: ['Bat'], when: [{ question: BAT_CONTACT, answers: ['Yes', 'Not sure'] }], issue: 'bat-contact-with-person', priority: 10 },
  { animals: ['Bat'], when: [], issue: 'sick-or-injured-bat', priority: 50 },

  // ---- Raccoons, skunks, foxes, coyotes, groundhogs: never touched; only entries that say so.
  { animals: ['Raccoon'], when: [yes(RACCOON_STRANGE)], issue: 'raccoon-fox-skunk-acting-sick', priority: 10 },
  {
    animals: ['Raccoon'],
    when: [{ question: RACCOON_SIZE, answers: ['Eyes still closed', 'Smaller than a kitten', 'About the size of a house cat'] }],
    issue: 'baby-raccoons-without-mother',
    priority: 20,
  },
  ...described(SKUNK_AND_KIN, 5, 'animal-head-stuck-in-jar'),
  ...described(['Raccoon', 'Skunk', 'Fox', 'Groundhog / Woodchuck'], 5, 'animal-in-window-well'),
  ...described(SKUNK_AND_KIN, 30, 'raccoon-fox-skunk-acting-sick'),
  ...described(['Raccoon'], 30, 'baby-raccoons-without-mother'),

  // ---- Large mammals: never approached, never boxed.
  ...described(['Deer / Fawn'], 5, 'fawn-in-pool', 'fawn-stuck-in-fence'),
  ...described(['Deer / Fawn', 'Elk', 'Moose'], 5, 'deer-tangled-in-net'),
  ...eachOf({ animals: ['Deer / Fawn', 'Elk', 'Moose'], issue: 'injured-deer', priority: 10 }, yes(INJURED), saw(...INJURY_SEEN)),
  {
    animals: ['Deer / Fawn'],
    when: [{ question: FAWN, answers: ['Lying quietly', 'Crying and wandering', 'Lying on its side or not moving'] }],
    issue: 'fawn-alone',
    priority: 30,
  },
  { animals: ['Deer / Fawn'], when: [{ question: DOE, answers: ['There is a dead doe nearby'] }], issue: 'fawn-alone', priority: 30 },
  ...described(['Deer / Fawn'], 50, 'fawn-alone', 'injured-deer'),
  { animals: ['Bear', 'Mountain Lion', 'Bobcat', 'Coyote'], when: [], issue: 'injured-bear-or-large-predator', priority: 50 },
  { animals: ['Marine Mammal (Seal, Sea Lion)'], when: [], issue: 'seal-pup-on-beach', priority: 50 },

  // ---- Caught by a cat or dog: the description says which; either way it goes to a rehabilitator.
  ...['cat-caught-animal', 'dog-caught-animal'].map((issue) => ({
    animals: [...SMALL_BIRDS, ...WATERFOWL, ...SMALL_MAMMALS, ...SMALL_REPTILES],
    when: [saw('Caught by a cat or dog')],
    issue,
    priority: 10,
  })),

  // ---- Songbirds and other small birds.
  { animals: ['Songbird'], when: [yes(WINDOW)], issue: 'bird-hit-window', priority: 20 },
  ...described(
    SMALL_BIRDS.filter((bird) => bird !== 'Songbird'),
    40,
    'bird-hit-window',
  ),
  ...described(SMALL_BIRDS, 5, 'bird-caught-in-netting', 'animal-in-glue-trap', 'bird-tangled-in-fishing-line'),
  ...eachOf({ animals: SMALL_BIRDS, issue: 'bird-with-broken-wing', priority: 30 }, yes(INJURED), saw(...INJURY_SEEN)),
  // A young bird's feathers decide, whatever the words: a nestling goes back to its nest, a
  // fledgling is left alone.
  { animals: ['Songbird'], when: [{ question: FEATHERS, answers: ['No feathers or only fuzz', 'Partly feathered'] }], issue: 'baby-bird-out-of-nest', priority: 35 },
  ...described(['Songbird'], 35, 'bird-nest-fell-down'),
  { animals: ['Songbird'], when: [{ question: FEATHERS, answers: ['Fully feathered with short tail'] }], issue: 'fledgling-on-the-ground', priority: 50 },
  { animals: ['Chimney Swift'], when: [], issue: 'baby-birds-in-chimney', priority: 50 },
  ...described(['Hummingbird'], 50, 'hummingbird-trapped-in-garage'),

  // ---- Cold or weak: chilled or overheated, only the description can tell; else the general steps.
  ...['cold-chilled-animal', 'heat-stressed-animal'].map((issue) => ({
    animals: [...SMALL_BIRDS, ...WATERFOWL, ...SMALL_MAMMALS],
    when: [saw('Cold or weak')],
    issue,
    priority: 40,
  })),
  ...described(['Other', ...SMALL_BIRDS, ...WATERFOWL, ...SMALL_MAMMALS], 50, 'cold-chilled-animal', 'heat-stressed-animal'),

  // ---- Waterfowl.
  ...described(
    WATERFOWL,
    40,
    'ducklings-without-mother',
    'ducklings-in-storm-drain',
    'duck-family-crossing-road',
    'bird-tangled-in-fishing-line',
    'oiled-bird',
    'waterbird-stuck-in-ice',
  ),

  // ---- Large birds: kept at a distance.
  ...eachOf(
    { animals: ['Raptor (Hawk, Owl, Eagle)'], issue: 'injured-hawk-or-owl', priority: 10 },
    { question: RAPTOR_POSTURE, answers: ['Lying down', 'Tangled in something'] },
    yes(INJURED),
    saw(...INJURY_SEEN),
  ),
  ...described(['Raptor (Hawk, Owl, Eagle)'], 40, 'owlets-on-the-ground', 'wildlife-poisoned-rodenticide'),
  { animals: ['Raptor (Hawk, Owl, Eagle)'], when: [], issue: 'injured-hawk-or-owl', priority: 50 },
  { animals: ['Loon / Grebe'], when: [], issue: 'loon-or-grebe-stranded-on-land', priority: 50 },
  { animals: ['Seabird / Gull', 'Pelican'], when: [], issue: 'seabird-stranded-on-beach', priority: 50 },
  ...described(['Heron / Egret', 'Pelican', 'Seabird / Gull', 'Loon / Grebe'], 5, 'bird-tangled-in-fishing-line', 'oiled-bird'),

  // ---- Small mammals.
  ...described(['Rabbit'], 50, 'baby-rabbits-in-nest'),
  ...described(['Squirrel', 'Flying Squirrel'], 50, 'baby-squirrel-fell-from-tree'),
  ...described(['Opossum'], 50, 'baby-opossums-mother-dead'),

  // ---- Turtles, snakes and other reptiles and amphibians.
  ...eachOf({ animals: ['Turtle'], issue: 'injured-turtle-cracked-shell', priority: 10 }, yes(SHELL), yes(INJURED)),
  { animals: ['Turtle'], when: [{ question: TURTLE_ROAD, answers: [] }], issue: 'turtle-crossing-road', priority: 20 },
  ...described(['Turtle'], 50, 'turtle-crossing-road', 'injured-turtle-cracked-shell'),
  ...described(['Snake'], 50, 'snake-tangled-in-netting'),
  { animals: ['Alligator'], when: [], issue: 'alligator-in-pool-or-garage', priority: 50 },
  { animals: ['Sea Turtle'], when: [], issue: 'sea-turtle-stranded', priority: 50 },

  // ---- Places and dangers any small animal may be in: only when described.
  ...described(['Other', ...SMALL_MAMMALS, ...SMALL_REPTILES, 'Snake'], 5, 'animal-in-glue-trap'),
  ...described(['Other', ...SMALL_MAMMALS, ...SMALL_REPTILES], 5, 'animal-in-window-well', 'animal-in-swimming-pool'),
  ...described(['Other', ...SMALL_MAMMALS, 'Lizard', 'Frog / Toad', 'Salamander'], 45, 'animal-hit-by-car'),
  ...described(['Other'], 50, 'animal-head-stuck-in-jar'),
  ...described(['Other', 'Raptor (Hawk, Owl, Eagle)'], 50, 'wildlife-poisoned-rodenticide'),
];

