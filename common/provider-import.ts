import type { ProviderKind } from './matching.ts';

// Importing provider listings from a state agency's CSV (issue 7): the limits, the form, and
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
  'street',
  'city',
  'state',
  'zip',
  'phone',
  'email',
  'permit',
  'hotline_24h',
] as const;

/** Species columns (Y, yes, true, 1 or x when the listing takes them); none set: every animal. */
export const SPECIES_FLAGS = ['small_mammals', 'large_mammals', 'rabies_vector', 'passerines', 'waterfowl', 'raptors', 'reptiles_amphibians'] as const;
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
  raptors: ['Raptor (Hawk, Owl, Eagle)', 'Vulture'],
  reptiles_amphibians: ['Turtle', 'Sea Turtle', 'Snake', 'Lizard', 'Alligator', 'Frog / Toad', 'Salamander'],
};

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
