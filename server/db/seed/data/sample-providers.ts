import type { ProviderSeed, StandardsLevel } from '../types.ts';
import { seedCities, type SeedCity } from './us-cities.ts';
import { mulberry32 } from '../../../lib/prng.ts';

// Fictional sample listings for development and demos: volunteer wildlife rehabilitators (free,
// donation-supported) and humane, fee-charging wildlife control operators in all 50 states.
// Everything is made up: names come from word lists, phones are in the reserved 555-01XX range,
// e-mail and web addresses use example.org / example.com only. The output is deterministic
// (seeded PRNG), so the same call always gives the same listings.

/** Animal type names of the animal type seed (./animal-types.ts); listings use only these. */
type AnimalName =
  | 'Songbird' | 'Raptor (Hawk, Owl, Eagle)' | 'Waterfowl (Duck, Goose, Swan)' | 'Deer / Fawn' | 'Raccoon'
  | 'Opossum' | 'Skunk' | 'Bat' | 'Squirrel' | 'Rabbit' | 'Fox' | 'Coyote' | 'Turtle' | 'Snake' | 'Woodpecker'
  | 'Canada Goose' | 'Pigeon / Dove' | 'Groundhog / Woodchuck' | 'Beaver' | 'Armadillo' | 'Mouse / Rat'
  | 'Mole / Vole' | 'Chipmunk' | 'Frog / Toad' | 'Lizard' | 'Alligator' | 'Bear' | 'Heron / Egret'
  | 'Hummingbird' | 'Crow / Raven' | 'Wild Turkey' | 'Otter' | 'Porcupine' | 'Bobcat' | 'Seabird / Gull'
  | 'Sea Turtle';

const SEED = 20250601;

type Rng = () => number;
function itemAt<T>(items: readonly T[], index: number): T {
  const item = items[index];
  if (item === undefined) throw new Error(`sample-providers: no item at ${index}`);
  return item;
}
const pick = <T>(rng: Rng, items: readonly T[]): T => itemAt(items, Math.floor(rng() * items.length));
const chance = (rng: Rng, p: number): boolean => rng() < p;
function shuffle<T>(rng: Rng, items: readonly T[]): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(rng() * (i + 1));
    const swapped = itemAt(out, i);
    out[i] = itemAt(out, j);
    out[j] = swapped;
  }
  return out;
}
/** A random subset of `items` with between min and max elements, in the original order. */
function someOf<T>(rng: Rng, items: readonly T[], min: number, max: number): T[] {
  const n = Math.min(items.length, min + Math.floor(rng() * (max - min + 1)));
  const chosen = new Set(shuffle(rng, items).slice(0, n));
  return items.filter((x) => chosen.has(x));
}

// ---- Where listings go ----

/** Listings per state and kind: more in the most populous states. */
const BIG_STATES = new Set(['CA', 'TX', 'FL', 'NY']);
const MID_STATES = new Set([
  'PA', 'IL', 'OH', 'GA', 'NC', 'MI', 'NJ', 'VA', 'WA', 'AZ', 'MA', 'TN', 'IN', 'MO', 'MD', 'WI', 'CO', 'MN',
]);
function listingCounts(state: string): { rehabilitator: number; control: number } {
  if (BIG_STATES.has(state)) return { rehabilitator: 8, control: 9 };
  if (MID_STATES.has(state)) return { rehabilitator: 5, control: 5 };
  return { rehabilitator: 4, control: 4 };
}

/** One plausible area code per state, used with the reserved 555-01XX exchange. */
const AREA_CODES: Record<string, string> = {
  AL: '205', AK: '907', AZ: '602', AR: '501', CA: '916', CO: '720', CT: '860', DE: '302', FL: '407',
  GA: '404', HI: '808', ID: '208', IL: '217', IN: '317', IA: '515', KS: '785', KY: '502', LA: '504',
  ME: '207', MD: '410', MA: '617', MI: '517', MN: '612', MS: '601', MO: '573', MT: '406', NE: '402',
  NV: '775', NH: '603', NJ: '609', NM: '505', NY: '518', NC: '919', ND: '701', OH: '614', OK: '405',
  OR: '503', PA: '717', RI: '401', SC: '803', SD: '605', TN: '615', TX: '512', UT: '801', VT: '802',
  VA: '804', WA: '360', WV: '304', WI: '608', WY: '307',
};

// Where species occur, roughly, so that no listing in Alaska takes armadillos.
const ARMADILLO_STATES = new Set(['TX', 'OK', 'LA', 'AR', 'MS', 'AL', 'GA', 'FL', 'SC', 'TN', 'MO', 'KS']);
const GROUNDHOG_STATES = new Set([
  'AL', 'AR', 'CT', 'DE', 'GA', 'IL', 'IN', 'IA', 'KS', 'KY', 'ME', 'MD', 'MA', 'MI', 'MN', 'MS', 'MO',
  'NE', 'NH', 'NJ', 'NY', 'NC', 'ND', 'OH', 'OK', 'PA', 'RI', 'SC', 'SD', 'TN', 'VT', 'VA', 'WV', 'WI',
]);
const NO_OPOSSUM_STATES = new Set(['AK', 'HI', 'MT', 'WY', 'NV', 'UT', 'ID', 'ND']);
const SEA_TURTLE_STATES = new Set(['FL', 'GA', 'SC', 'NC', 'TX', 'AL', 'MS', 'LA', 'HI']);
const COASTAL_STATES = new Set([
  'AK', 'AL', 'CA', 'CT', 'DE', 'FL', 'GA', 'HI', 'LA', 'ME', 'MD', 'MA', 'MS', 'NH', 'NJ', 'NY', 'NC',
  'OR', 'RI', 'SC', 'TX', 'VA', 'WA',
]);
/** Sea-coast towns of the seed cities, where oiled seabirds come ashore. */
const SEA_COAST_CITIES = new Set([
  'Mobile, AL', 'Anchorage, AK', 'Juneau, AK', 'Kenai, AK', 'Ketchikan, AK', 'Los Angeles, CA', 'San Diego, CA',
  'San Francisco, CA', 'Santa Barbara, CA', 'Eureka, CA', 'New Haven, CT', 'Stamford, CT', 'Lewes, DE',
  'Miami, FL', 'Tampa, FL', 'Jacksonville, FL', 'Pensacola, FL', 'Fort Myers, FL', 'Savannah, GA',
  'Honolulu, HI', 'Hilo, HI', 'Kailua-Kona, HI', 'Kahului, HI', 'Lihue, HI', 'Kaneohe, HI', 'New Orleans, LA',
  'Houma, LA', 'Lake Charles, LA', 'Portland, ME', 'Bar Harbor, ME', 'Baltimore, MD', 'Annapolis, MD',
  'Salisbury, MD', 'Boston, MA', 'Plymouth, MA', 'Hyannis, MA', 'Gulfport, MS', 'Portsmouth, NH',
  'Atlantic City, NJ', 'Toms River, NJ', 'Cape May, NJ', 'New York, NY', 'Riverhead, NY', 'Wilmington, NC',
  'Astoria, OR', 'Providence, RI', 'Newport, RI', 'Warwick, RI', 'Westerly, RI', 'Narragansett, RI',
  'Charleston, SC', 'Myrtle Beach, SC', 'Beaufort, SC', 'Houston, TX', 'Corpus Christi, TX',
  'Virginia Beach, VA', 'Seattle, WA', 'Tacoma, WA', 'Olympia, WA', 'Bellingham, WA',
]);
const GREAT_LAKES_STATES = new Set(['IL', 'IN', 'MI', 'MN', 'OH', 'PA', 'WI']);
const ALASKA_ABSENT = new Set<AnimalName>([
  'Raccoon', 'Opossum', 'Skunk', 'Snake', 'Lizard', 'Turtle', 'Groundhog / Woodchuck', 'Chipmunk',
  'Bobcat', 'Wild Turkey', 'Armadillo', 'Alligator', 'Sea Turtle',
]);
const HAWAII_PRESENT = new Set<AnimalName>([
  'Songbird', 'Raptor (Hawk, Owl, Eagle)', 'Waterfowl (Duck, Goose, Swan)', 'Seabird / Gull', 'Sea Turtle',
  'Bat', 'Pigeon / Dove', 'Mouse / Rat', 'Heron / Egret', 'Frog / Toad', 'Lizard',
]);

function occursIn(state: string, animal: AnimalName): boolean {
  if (state === 'HI') return HAWAII_PRESENT.has(animal);
  if (state === 'AK' && ALASKA_ABSENT.has(animal)) return false;
  if (animal === 'Armadillo') return ARMADILLO_STATES.has(state);
  if (animal === 'Groundhog / Woodchuck') return GROUNDHOG_STATES.has(state);
  if (animal === 'Opossum') return !NO_OPOSSUM_STATES.has(state);
  if (animal === 'Sea Turtle') return SEA_TURTLE_STATES.has(state);
  if (animal === 'Seabird / Gull') return COASTAL_STATES.has(state) || GREAT_LAKES_STATES.has(state);
  return true;
}

// ---- Names and addresses ----

const NATURE_WORDS = [
  'Alder', 'Birchwood', 'Bluestem', 'Bramble', 'Buttonbush', 'Cattail', 'Chickadee', 'Chinquapin',
  'Clover', 'Cottonwood', 'Elderberry', 'Fernleaf', 'Foxglove', 'Goldfinch', 'Hazel', 'Heather',
  'Hemlock', 'Ironwood', 'Juniper', 'Larkspur', 'Linden', 'Lupine', 'Mallow', 'Milkweed', 'Nightjar',
  'Persimmon', 'Pinyon', 'Redbud', 'Rushwood', 'Sagebrush', 'Sassafras', 'Sedge', 'Sorrel', 'Sumac',
  'Sweetgum', 'Sycamore', 'Teasel', 'Thistle', 'Thrush', 'Trillium', 'Tupelo', 'Vervain',
  'Wintergreen', 'Wren', 'Yarrow', 'Bittern', 'Cedarwing', 'Marshfern', 'Quillwort', 'Snowberry',
];
const PLACE_WORDS = [
  'Hollow', 'Bend', 'Meadow', 'Ridge', 'Crossing', 'Brook', 'Glen', 'Knoll', 'Fen', 'Hill', 'Flats',
  'Grove', 'Springs', 'Prairie', 'Marsh', 'Landing', 'Point', 'Thicket', 'Dell', 'Bluff',
];
const BUSINESS_WORDS = [
  'Homestead', 'Hearthside', 'Stonegate', 'Keystone', 'Copperline', 'Lantern', 'Tall Timber',
  'Twin Oak', 'Silver Maple', 'Old Mill', 'Hilltop', 'Northwind', 'Blue Sky', 'Greenway',
  'Fairweather', 'Cornerstone', 'Ridgeline', 'Harvest Moon', 'True North', 'Open Gate',
  'Good Neighbor', 'Gablecrest', 'Roofline', 'Eaveside', 'Porchlight', 'Brickyard', 'Sawmill',
  'Steadfast', 'Clearview', 'Long Meadow', 'Split Rail', 'Fieldstone', 'Windrow', 'Oxbow',
  'Sandstone', 'Ironbridge', 'Bellwether', 'Kettle Creek', 'Weathervane', 'Quiet Acres',
];
const CONTROL_SUFFIXES = [
  'Humane Wildlife Solutions', 'Humane Wildlife Control', 'Wildlife Exclusion', 'Wildlife Exclusion & Repair',
  'Animal Exclusion Services', 'Wildlife Services', 'Wildlife Removal & Prevention', 'Home Wildlife Solutions',
  'Attic & Wildlife Services', 'Animal-Proofing Co.',
];
const STREET_NAMES = [
  'Maple', 'Oak', 'Pine', 'Cedar', 'Elm', 'Walnut', 'Cherry', 'Willow', 'Birch', 'Hickory', 'Main',
  'Church', 'Mill', 'River', 'Lake', 'Park', 'Ridge', 'Meadow', 'Spring', 'Valley', 'Forest',
  'Highland', 'Orchard', 'Prospect', 'Railroad', 'Center', 'Chestnut', 'Sunset', 'Hillcrest', 'Franklin',
];
const STREET_TYPES = ['St', 'Ave', 'Rd', 'Ln', 'Dr', 'Way', 'Ct', 'Blvd', 'Pl'];

function streetAddress(rng: Rng, rural: boolean): string {
  if (rural && chance(rng, 0.5)) return `${100 + Math.floor(rng() * 9800)} County Road ${1 + Math.floor(rng() * 60)}`;
  return `${10 + Math.floor(rng() * 4980)} ${pick(rng, STREET_NAMES)} ${pick(rng, STREET_TYPES)}`;
}

function slugOf(name: string): string {
  const slug = name.toLowerCase().replace(/&/g, 'and').replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');
  if (slug.length <= 60) return slug;
  return slug.slice(0, 60).replace(/-[^-]*$/, '');
}

function contactFor(rng: Rng, name: string, emailChance: number, websiteChance: number) {
  const slug = slugOf(name);
  const email = chance(rng, emailChance) ? `${slug}@${pick(rng, ['example.org', 'example.com'])}` : null;
  const website = chance(rng, websiteChance) ? `https://${slug}.example.org` : null;
  return { email, website };
}

const WEEKDAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'];
const ALL_DAYS = [...WEEKDAYS, 'Saturday', 'Sunday'];
const MON_SAT = [...WEEKDAYS, 'Saturday'];
type Availability = { days: string[]; hours: string };
const REHAB_AVAILABILITY: Availability[] = [
  { days: ALL_DAYS, hours: '24 hours' },
  { days: ALL_DAYS, hours: '24 hours' },
  { days: ALL_DAYS, hours: '8:00 AM - 8:00 PM' },
  { days: ALL_DAYS, hours: '7:00 AM - 7:00 PM' },
  { days: ALL_DAYS, hours: '9:00 AM - 5:00 PM' },
  { days: MON_SAT, hours: '9:00 AM - 6:00 PM' },
  { days: WEEKDAYS, hours: '9:00 AM - 5:00 PM' },
  { days: ['Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'], hours: '10:00 AM - 4:00 PM' },
];
const CONTROL_AVAILABILITY: Availability[] = [
  { days: WEEKDAYS, hours: '8:00 AM - 5:00 PM' },
  { days: WEEKDAYS, hours: '7:30 AM - 4:30 PM' },
  { days: MON_SAT, hours: '7:00 AM - 6:00 PM' },
  { days: MON_SAT, hours: '8:00 AM - 7:00 PM' },
  { days: ALL_DAYS, hours: '8:00 AM - 6:00 PM' },
  { days: ALL_DAYS, hours: '24 hours' },
];

// ---- Rehabilitators ----

interface RehabProfile {
  suffixes: string[];
  /** candidate animals; [] = accepts all */
  animals: AnimalName[];
  minAnimals: number;
  birds: boolean;
  services: string[];
  about: string[];
}

type ProfileKey = 'general' | 'songbird' | 'raptor' | 'mammal' | 'fawn' | 'bat' | 'reptile' | 'waterbird' | 'seaTurtle';

const REHAB_PROFILES: Record<ProfileKey, RehabProfile> = {
  general: {
    suffixes: ['Wildlife Rehabilitation', 'Wildlife Rehabilitation Center', 'Wildlife Care', 'Wildlife Rescue', 'Wildlife Haven', 'Wildlife Recovery'],
    animals: [],
    minAnimals: 0,
    birds: true,
    services: ['Injured wildlife care', 'Orphaned baby animal rearing', 'Wildlife rescue and transport', 'Hotline advice', 'Release of rehabilitated animals'],
    about: [
      'takes in injured, sick and orphaned wildlife of every kind',
      'cares for native birds, mammals and reptiles until they can be released',
      'works with a network of trained home-based foster carers',
    ],
  },
  songbird: {
    suffixes: ['Songbird Rescue', 'Songbird Rehabilitation', 'Bird Rescue', 'Nestling Care'],
    animals: ['Songbird', 'Hummingbird', 'Woodpecker', 'Pigeon / Dove', 'Crow / Raven'],
    minAnimals: 2,
    birds: true,
    services: ['Injured wildlife care', 'Orphaned baby animal rearing', 'Hotline advice', 'Release of rehabilitated animals'],
    about: [
      'specializes in songbirds, from window-strike victims to nestlings fed every twenty minutes',
      'raises orphaned nestlings and fledglings and treats injured songbirds',
    ],
  },
  raptor: {
    suffixes: ['Raptor Rehabilitation', 'Raptor Recovery', 'Birds of Prey Rescue'],
    animals: ['Raptor (Hawk, Owl, Eagle)', 'Crow / Raven', 'Heron / Egret'],
    minAnimals: 1,
    birds: true,
    services: ['Raptor rehabilitation', 'Injured wildlife care', 'Wildlife rescue and transport', 'Release of rehabilitated animals'],
    about: [
      'treats injured hawks, owls and eagles and reconditions them in a flight cage before release',
      'rescues birds of prey hit by cars or caught in fencing',
    ],
  },
  mammal: {
    suffixes: ['Small Mammal Rescue', 'Mammal Rehabilitation', 'Wildlife Nursery', 'Orphaned Wildlife Care'],
    animals: ['Raccoon', 'Opossum', 'Squirrel', 'Rabbit', 'Skunk', 'Fox', 'Chipmunk', 'Groundhog / Woodchuck', 'Deer / Fawn', 'Beaver', 'Otter', 'Porcupine', 'Bat', 'Coyote', 'Bobcat'],
    minAnimals: 3,
    birds: false,
    services: ['Orphaned baby animal rearing', 'Injured wildlife care', 'Hotline advice', 'Release of rehabilitated animals'],
    about: [
      'raises orphaned mammals, from newborn squirrels to young raccoons, until they can live on their own',
      'cares for injured and orphaned mammals in outdoor pre-release enclosures',
    ],
  },
  fawn: {
    suffixes: ['Fawn Rescue', 'Fawn and Wildlife Care'],
    animals: ['Deer / Fawn', 'Rabbit', 'Fox'],
    minAnimals: 1,
    birds: false,
    services: ['Orphaned baby animal rearing', 'Wildlife rescue and transport', 'Hotline advice', 'Release of rehabilitated animals'],
    about: [
      'raises orphaned and injured fawns with as little human contact as possible',
      'helps callers tell a hidden fawn from an orphan and raises the true orphans',
    ],
  },
  bat: {
    suffixes: ['Bat Rescue', 'Bat Rehabilitation'],
    animals: ['Bat'],
    minAnimals: 1,
    birds: false,
    services: ['Injured wildlife care', 'Orphaned baby animal rearing', 'Hotline advice', 'Release of rehabilitated animals'],
    about: ['cares for grounded, injured and orphaned bats, handled only by vaccinated volunteers'],
  },
  reptile: {
    suffixes: ['Turtle Rescue', 'Turtle and Reptile Rescue', 'Reptile Rehabilitation'],
    animals: ['Turtle', 'Snake', 'Lizard', 'Frog / Toad'],
    minAnimals: 1,
    birds: false,
    services: ['Injured wildlife care', 'Wildlife rescue and transport', 'Hotline advice', 'Release of rehabilitated animals'],
    about: [
      'repairs cracked shells of turtles hit on roads and incubates the eggs of injured females',
      'treats injured turtles, snakes and amphibians and returns them to where they were found',
    ],
  },
  waterbird: {
    suffixes: ['Waterbird Rescue', 'Waterfowl Rehabilitation', 'Shorebird and Waterfowl Care'],
    animals: ['Waterfowl (Duck, Goose, Swan)', 'Canada Goose', 'Heron / Egret', 'Seabird / Gull'],
    minAnimals: 2,
    birds: true,
    services: ['Injured wildlife care', 'Orphaned baby animal rearing', 'Wildlife rescue and transport', 'Release of rehabilitated animals'],
    about: [
      'cares for ducks, geese, herons and other water birds, including those tangled in fishing line',
      'raises orphaned ducklings and goslings and treats injured water birds',
    ],
  },
  seaTurtle: {
    suffixes: ['Sea Turtle Rescue', 'Sea Turtle Care'],
    animals: ['Sea Turtle'],
    minAnimals: 1,
    birds: false,
    services: ['Injured wildlife care', 'Wildlife rescue and transport', 'Hotline advice', 'Release of rehabilitated animals'],
    about: ['rescues stranded and injured sea turtles and returns them to the ocean once healed'],
  },
};

const REHAB_PROFILE_WEIGHTS: [ProfileKey, number][] = [
  ['general', 40], ['songbird', 12], ['raptor', 10], ['mammal', 15], ['fawn', 5],
  ['bat', 4], ['reptile', 7], ['waterbird', 5], ['seaTurtle', 6],
];

function weightedProfile(rng: Rng, city: SeedCity): ProfileKey {
  const state = city.state;
  const options = REHAB_PROFILE_WEIGHTS.filter(([key]) => {
    if (key === 'seaTurtle' && !SEA_COAST_CITIES.has(`${city.city}, ${state}`)) return false;
    const animals = REHAB_PROFILES[key].animals;
    return animals.length === 0 || animals.filter((a) => occursIn(state, a)).length >= REHAB_PROFILES[key].minAnimals;
  });
  const total = options.reduce((sum, [, w]) => sum + w, 0);
  let r = rng() * total;
  for (const [key, w] of options) {
    r -= w;
    if (r < 0) return key;
  }
  return 'general';
}

const REHAB_OPENINGS = [
  (city: string) => `Volunteer-run rehabilitator near ${city} that`,
  (city: string) => `A licensed team of volunteers in the ${city} area that`,
  (city: string) => `Home-based volunteer rehabilitator serving ${city} and the surrounding county that`,
  (city: string) => `Nonprofit volunteer group based in ${city} that`,
];
const REHAB_CLOSINGS = [
  'Care is always free; the work is paid for by donations.',
  'There is no charge for care; donations of supplies and money keep it going.',
  'Call before bringing an animal in.',
  'Please call first: volunteers will tell you how to keep the animal safe until it can be picked up.',
  'All care is free and funded entirely by donations.',
];

const RABIES_VECTORS: AnimalName[] = ['Raccoon', 'Skunk', 'Bat', 'Fox'];

function rehabilitator(rng: Rng, city: SeedCity, name: string, profileKey: ProfileKey): Omit<ProviderSeed, 'claimed' | 'approved'> {
  const profile = REHAB_PROFILES[profileKey];
  const native = profile.animals.filter((a) => occursIn(city.state, a));
  const animals = profile.animals.length === 0 ? [] : someOf(rng, native, Math.min(profile.minAnimals, native.length), native.length);
  const services = [...profile.services];
  const onSeaCoast = SEA_COAST_CITIES.has(`${city.city}, ${city.state}`);
  if (profile.birds && onSeaCoast && (profileKey === 'waterbird' || chance(rng, 0.4))) {
    services.push('Oiled bird care');
  }
  if (profileKey === 'general' && chance(rng, 0.35)) services.push('Raptor rehabilitation');
  const certifications = ['State wildlife rehabilitation permit'];
  if (profile.birds) certifications.push('Federal migratory bird permit');
  if ((animals.length === 0 && chance(rng, 0.5)) || animals.some((a) => RABIES_VECTORS.includes(a))) {
    certifications.push('Rabies vector species permit');
  }
  if (profileKey === 'seaTurtle') certifications.push('Sea turtle stranding and rehabilitation permit');
  if (services.includes('Oiled bird care')) certifications.push('Oiled wildlife response training');
  const availability = pick(rng, REHAB_AVAILABILITY);
  const description = `${pick(rng, REHAB_OPENINGS)(city.city)} ${pick(rng, profile.about)}. ${pick(rng, REHAB_CLOSINGS)}`;
  return {
    name,
    type: 'rehabilitator',
    address: streetAddress(rng, true),
    ...placeNear(rng, city),
    ...contactFor(rng, name, 0.7, 0.45),
    phone: '',
    description,
    services,
    animals,
    availabilityDays: availability.days,
    availabilityHours: availability.hours,
    hotline24h: availability.hours === '24 hours',
    standards: 'none',
    certifications,
  };
}

// ---- Control operators ----

const CONFLICT_ANIMALS: AnimalName[] = [
  'Raccoon', 'Squirrel', 'Bat', 'Skunk', 'Groundhog / Woodchuck', 'Snake', 'Mouse / Rat', 'Mole / Vole',
  'Armadillo', 'Beaver', 'Opossum', 'Woodpecker', 'Canada Goose', 'Pigeon / Dove', 'Chipmunk', 'Songbird',
];

const CONTROL_OPENINGS = [
  (city: string) => `Family-owned company serving ${city} homes and businesses.`,
  (city: string) => `Locally owned wildlife control business based in ${city}.`,
  (city: string) => `Small crew of wildlife technicians working across the ${city} area.`,
  (city: string) => `Humane wildlife removal and prevention for homeowners in and around ${city}.`,
];
const CONTROL_PITCHES = [
  'We find and seal every entry point so animals cannot come back, and we never separate mothers from their young.',
  'We use one-way doors and exclusion rather than lethal traps, and repair the damage once the animals are out.',
  'Each job starts with a full inspection and a written quote; fees depend on the work needed.',
  'We set our own fees and give a written estimate after the inspection, with a warranty on exclusion work.',
  'Inspections are billed separately and credited toward any exclusion work you book.',
];

function controlServices(rng: Rng, animals: AnimalName[]): string[] {
  const services = ['Humane exclusion'];
  const optional = ['One-way door installation', 'Attic and chimney inspection', 'Damage repair', 'Animal-proofing', 'Dead animal removal'];
  services.push(...someOf(rng, optional, 3, optional.length));
  if (animals.includes('Bat')) services.push('Bat exclusion');
  if (animals.includes('Raccoon') && chance(rng, 0.5)) services.push('Chimney cap installation');
  if (animals.includes('Raccoon') || animals.includes('Squirrel')) {
    if (chance(rng, 0.4)) services.push('Mother and young reunion');
  }
  if (animals.includes('Canada Goose') && chance(rng, 0.6)) services.push('Goose deterrence');
  if (animals.includes('Pigeon / Dove') && chance(rng, 0.6)) services.push('Bird netting and spikes');
  if (chance(rng, 0.35)) services.push('Attic insulation cleanup');
  return services;
}

function controlOperator(rng: Rng, city: SeedCity, name: string): Omit<ProviderSeed, 'claimed' | 'approved'> {
  const native = CONFLICT_ANIMALS.filter((a) => occursIn(city.state, a));
  const core: AnimalName[] = native.filter((a) => a === 'Raccoon' || a === 'Squirrel' || a === 'Mouse / Rat');
  const others = native.filter((a) => !core.includes(a));
  const extra = new Set(someOf(rng, others, Math.min(3, others.length), Math.min(9, others.length)));
  const animals = native.filter((a) => core.includes(a) || extra.has(a));
  const availability = pick(rng, CONTROL_AVAILABILITY);
  const description = `${pick(rng, CONTROL_OPENINGS)(city.city)} ${pick(rng, CONTROL_PITCHES)}`;
  return {
    name,
    type: 'control',
    address: streetAddress(rng, false),
    ...placeNear(rng, city),
    ...contactFor(rng, name, 0.85, 0.7),
    phone: '',
    description,
    services: controlServices(rng, animals),
    animals,
    availabilityDays: availability.days,
    availabilityHours: availability.hours,
    hotline24h: availability.hours === '24 hours',
    standards: 'basic',
    certifications: [],
  };
}

function controlCertifications(rng: Rng, standards: StandardsLevel, animals: string[]): string[] {
  const certs: string[] = [];
  if (standards === 'association' || standards === 'certified') {
    certs.push('National Wildlife Control Operators Association member');
  }
  if (standards === 'certified') certs.push('Humane wildlife control certification');
  if (chance(rng, 0.7)) certs.push('State nuisance wildlife control permit');
  if (standards !== 'basic' && animals.includes('Bat') && chance(rng, 0.5)) certs.push('Bat exclusion training');
  return certs;
}

// ---- Assembly ----

function placeNear(rng: Rng, city: SeedCity) {
  // Islands are small: keep Hawaii listings near their town.
  const spread = city.state === 'HI' ? 0.05 : 0.15;
  const jitter = () => Math.round((rng() * 2 - 1) * spread * 10000) / 10000;
  return {
    city: city.city,
    state: city.state,
    zip: city.zip,
    lat: Math.round((city.lat + jitter()) * 10000) / 10000,
    lng: Math.round((city.lng + jitter()) * 10000) / 10000,
  };
}

function uniqueName(used: Set<string>, make: () => string): string {
  for (let attempt = 0; attempt < 50; attempt++) {
    const name = make();
    if (!used.has(name)) {
      used.add(name);
      return name;
    }
  }
  throw new Error('sample-providers: could not make a unique name');
}

/** The two listings that tests rely on, in Boulder, CO 80302. */
function boulderListings(): ProviderSeed[] {
  return [
    {
      name: 'Boulder Creek Wildlife Rehabilitation Center',
      type: 'rehabilitator',
      address: '1820 Arapahoe Ave',
      city: 'Boulder',
      state: 'CO',
      zip: '80302',
      lat: 40.015,
      lng: -105.2705,
      phone: '303-555-0100',
      email: 'boulder-creek-wildlife-rehabilitation-center@example.org',
      website: 'https://boulder-creek-wildlife-rehabilitation-center.example.org',
      description:
        'Volunteer wildlife rehabilitators caring for injured and orphaned animals from across Boulder County. Care is free and paid for by donations.',
      services: ['Injured wildlife care', 'Orphaned baby animal rearing', 'Wildlife rescue and transport', 'Hotline advice', 'Raptor rehabilitation', 'Release of rehabilitated animals'],
      animals: [],
      availabilityDays: ALL_DAYS,
      availabilityHours: '24 hours',
      hotline24h: true,
      standards: 'none',
      certifications: ['State wildlife rehabilitation permit', 'Federal migratory bird permit', 'Rabies vector species permit'],
      claimed: true,
      approved: true,
    },
    {
      name: 'Boulder Humane Wildlife Control',
      type: 'control',
      address: '2650 Walnut St',
      city: 'Boulder',
      state: 'CO',
      zip: '80302',
      lat: 40.0189,
      lng: -105.2612,
      phone: '303-555-0101',
      email: 'boulder-humane-wildlife-control@example.com',
      website: 'https://boulder-humane-wildlife-control.example.org',
      description:
        'Humane exclusion of raccoons, squirrels, bats and skunks from Boulder homes. We seal entry points, reunite young with their mothers and quote fees after an inspection.',
      services: ['Humane exclusion', 'One-way door installation', 'Attic and chimney inspection', 'Bat exclusion', 'Damage repair', 'Animal-proofing', 'Mother and young reunion'],
      animals: ['Raccoon', 'Squirrel', 'Bat', 'Skunk', 'Mouse / Rat', 'Mole / Vole', 'Snake', 'Woodpecker', 'Pigeon / Dove', 'Canada Goose', 'Beaver'],
      availabilityDays: MON_SAT,
      availabilityHours: '7:00 AM - 6:00 PM',
      standards: 'certified',
      certifications: ['National Wildlife Control Operators Association member', 'Humane wildlife control certification', 'State nuisance wildlife control permit', 'Bat exclusion training'],
      claimed: true,
      approved: true,
    },
  ];
}

export function buildSampleProviders(): ProviderSeed[] {
  const rng = mulberry32(SEED);
  const fixed = boulderListings();
  const usedNames = new Set(fixed.map((p) => p.name));
  const states = [...new Set(seedCities.map((c) => c.state))];

  type Draft = Omit<ProviderSeed, 'claimed' | 'approved'>;
  const drafts: Draft[] = [];
  /** the first three of each kind per state: always approved */
  const guaranteed = new Set<Draft>();
  const add = (draft: Draft, isGuaranteed: boolean) => {
    drafts.push(draft);
    if (isGuaranteed) guaranteed.add(draft);
  };

  for (const state of states) {
    // The Boulder listings are the only ones in Boulder, so tests can count on them.
    const cities = shuffle(rng, seedCities.filter((c) => c.state === state && c.city !== 'Boulder'));
    const counts = listingCounts(state);
    let phoneSuffix = 10;
    let cityIndex = 0;
    const nextCity = () => itemAt(cities, cityIndex++ % cities.length);
    const areaCode = AREA_CODES[state];
    if (!areaCode) throw new Error(`sample-providers: no area code for ${state}`);
    const phone = () => `${areaCode}-555-01${String(phoneSuffix++).padStart(2, '0')}`;

    for (let i = 0; i < counts.rehabilitator; i++) {
      const city = nextCity();
      const profileKey = weightedProfile(rng, city);
      const suffix = pick(rng, REHAB_PROFILES[profileKey].suffixes);
      const name = uniqueName(usedNames, () => {
        const base = `${pick(rng, NATURE_WORDS)} ${pick(rng, PLACE_WORDS)} ${suffix}`;
        return chance(rng, 0.35) ? `${base} of ${city.city}` : base;
      });
      add({ ...rehabilitator(rng, city, name, profileKey), phone: phone() }, i < 3);
    }
    for (let i = 0; i < counts.control; i++) {
      const city = nextCity();
      const name = uniqueName(usedNames, () => {
        const word = pick(rng, BUSINESS_WORDS);
        const suffix = pick(rng, CONTROL_SUFFIXES);
        return chance(rng, 0.4) ? `${city.city} ${word} ${suffix}` : `${word} ${suffix}`;
      });
      add({ ...controlOperator(rng, city, name), phone: phone() }, i < 3);
    }
  }

  // Status mix over all listings: ~10 % unclaimed imports, ~5 % claimed but awaiting approval, the
  // rest claimed and approved. The first three of each kind per state stay approved so that every
  // state has matches.
  const total = drafts.length + fixed.length;
  const unclaimedCount = Math.round(total * 0.1);
  const pendingCount = Math.round(total * 0.05);
  const optional = shuffle(rng, drafts.filter((d) => !guaranteed.has(d)));
  const status = new Map<Draft, { claimed: boolean; approved: boolean }>();
  optional.slice(0, unclaimedCount).forEach((d) => status.set(d, { claimed: false, approved: false }));
  optional.slice(unclaimedCount, unclaimedCount + pendingCount).forEach((d) => status.set(d, { claimed: true, approved: false }));

  // Standards for control operators, about 45 % basic, 35 % association, 20 % certified. Unclaimed
  // imports have committed to nothing, so they are basic listings.
  const controls = drafts.filter((d) => d.type === 'control');
  const controlTotal = controls.length + 1; // + the certified Boulder operator
  let basicLeft = Math.round(controlTotal * 0.45);
  let associationLeft = Math.round(controlTotal * 0.35);
  const unclaimedControls = controls.filter((d) => status.get(d)?.claimed === false);
  basicLeft -= unclaimedControls.length;
  for (const d of shuffle(rng, controls.filter((c) => !unclaimedControls.includes(c)))) {
    if (basicLeft > 0) {
      d.standards = 'basic';
      basicLeft--;
    } else if (associationLeft > 0) {
      d.standards = 'association';
      associationLeft--;
    } else {
      d.standards = 'certified';
    }
  }
  for (const d of controls) {
    const imported = status.get(d)?.claimed === false;
    d.certifications = imported ? [] : controlCertifications(rng, d.standards, d.animals);
  }

  const generated = drafts.map((draft): ProviderSeed => {
    const { claimed, approved } = status.get(draft) ?? { claimed: true, approved: true };
    if (!claimed) {
      // Imported listings carry only what public records show.
      return { ...draft, email: null, website: chance(rng, 0.3) ? draft.website : null, claimed, approved };
    }
    return { ...draft, claimed, approved };
  });
  return [...fixed, ...generated];
}
