import type { ProviderKind } from './matching.ts';

// Importing provider listings from a state agency's CSV (docs/decisions/003): the limits, the form, and
// the report the preview and the import both answer with. Shared by the page and the service.

export const MAX_IMPORT_BYTES = 2 * 1024 * 1024;
export const MAX_IMPORT_ROWS = 5000;
export const MAX_IMPORT_SIZE_LABEL = '2 MB';

/** The columns we read, by the name a state agency's file most often gives them. */
export const IMPORT_COLUMNS = [
  'first_name',
  'last_name',
  'organisation',
  'listing_type',
  'state_verified',
  'street',
  'city',
  'state',
  'zip',
  'phone',
  'email',
  'comments',
  'country',
  'permit',
  'federal_permit',
  'hotline_24h',
] as const;

/** Species columns (Y, yes, true, 1 or x when the listing takes them); none set: every animal. */
export const SPECIES_FLAGS = [
  'small_mammals',
  'large_mammals',
  'rabies_vector',
  'passerines',
  'waterfowl',
  'raptors',
  'reptiles_amphibians',
  // WildlifeRehabber.com's template's own two, last so that a listing's animals keep their order.
  'water_sea_birds',
  'marine_mammals',
] as const;
export type SpeciesFlag = (typeof SPECIES_FLAGS)[number];

/**
 * The animal types (server/db/seed/data/animal-types.ts) each species column covers. Where a
 * permit class is loose, we lean to including: a rehabilitator who takes songbirds is the
 * right first call for a woodpecker, and an empty list would mean "every animal" instead.
 */
export const SPECIES_ANIMALS: Record<SpeciesFlag, readonly string[]> = {
  small_mammals: [
    'Opossum',
    'Squirrel',
    'Flying Squirrel',
    'Chipmunk',
    'Rabbit',
    'Groundhog / Woodchuck',
    'Prairie Dog',
    'Porcupine',
    'Beaver',
    'Muskrat',
    'Nutria',
    'Otter',
    'Mink / Weasel',
    'Mouse / Rat',
    'Mole / Vole',
    'Armadillo',
  ],
  large_mammals: ['Deer / Fawn', 'Elk', 'Moose', 'Coyote', 'Bobcat', 'Mountain Lion', 'Bear', 'Feral Hog', 'Javelina'],
  // The rabies vector species rehabilitators need a separate endorsement for in most states.
  rabies_vector: ['Raccoon', 'Skunk', 'Fox', 'Bat'],
  passerines: ['Songbird', 'Hummingbird', 'Woodpecker', 'Chimney Swift', 'Swallow / Martin', 'Pigeon / Dove', 'Crow / Raven'],
  waterfowl: ['Waterfowl (Duck, Goose, Swan)', 'Canada Goose'],
  // The water birds that are not ducks, geese or swans, and the birds of the sea and its shore.
  water_sea_birds: ['Loon / Grebe', 'Heron / Egret', 'Shorebird', 'Seabird / Gull', 'Pelican'],
  raptors: ['Raptor (Hawk, Owl, Eagle)', 'Vulture'],
  reptiles_amphibians: ['Turtle', 'Sea Turtle', 'Snake', 'Lizard', 'Alligator', 'Frog / Toad', 'Salamander'],
  marine_mammals: ['Marine Mammal (Seal, Sea Lion)'],
};

/**
 * WildlifeRehabber.com's state-agency CSV template, its columns in its own order: the closest
 * thing this field has to a standard list format (docs/decisions/056). A file in it is read as
 * published: `mail` is the e-mail, `last_name` alone an organisation's name, a blank
 * `listing_type` a wildlife rehabilitator, `custom_1` and `custom_2` unused.
 */
export const WILDLIFEREHABBER_TEMPLATE = [
  'first_name',
  'last_name',
  'listing_type',
  'state_verified',
  'street',
  'city',
  'state',
  'zip',
  'phone',
  'mail',
  'comments',
  'country',
  'federal_permit',
  'custom_1',
  'custom_2',
  'small_mammals',
  'large_mammals',
  'rabies_vector',
  'passerines',
  'waterfowl',
  'water_sea_birds',
  'raptors',
  'reptiles_amphibians',
  'marine_mammals',
] as const;

/** What a federal_permit mark adds to the listing's certifications (the sample listings' words). */
export const FEDERAL_PERMIT_CERTIFICATION = 'Federal migratory bird permit';

export type ImportField = (typeof IMPORT_COLUMNS)[number] | SpeciesFlag | 'name';

export const IMPORT_INTENTS = ['preview', 'import'] as const;

export type ImportOutcome = 'new' | 'unchanged' | 'updated' | 'error';

export interface ImportRowReport {
  /** the row's number in the spreadsheet: the header is row 1 */
  row: number;
  name: string;
  type: ProviderKind | null;
  city: string;
  state: string;
  zip: string;
  outcome: ImportOutcome;
  /** the columns an update changes */
  changes: string[];
  /** per column, what is wrong with the row (outcome 'error') */
  errors: Partial<Record<ImportField, string[]>>;
  /**
   * imported, but not approved: the file marks other rows state_verified and not this one, so it
   * is not shown or told of requests until it is verified (docs/decisions/057)
   */
  held: boolean;
}

export interface ImportCounts {
  rows: number;
  created: number;
  updated: number;
  unchanged: number;
  rejected: number;
}

export interface ImportReport {
  /** false for a preview: nothing was written */
  committed: boolean;
  counts: ImportCounts;
  rows: ImportRowReport[];
}
