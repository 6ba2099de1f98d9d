import type { ListingCapacity } from './capacity.ts';
import type { NextOpening, OpeningToday } from './opening-hours.ts';
import type { ShownLine } from './phone-lines.ts';
import type { StateAgencyContact } from './state-agencies.ts';
import { message } from './i18n.ts';
import type { Locale } from './locales.ts';
import type { StateCode } from './us-states.ts';

// Provider matching: listings of the kind the request needs, within the radius, that take its animal.

export const DEFAULT_MATCHING_RADIUS_MILES = 60;
export const PROVIDER_KINDS = ['rehabilitator', 'control'] as const;
export type ProviderKind = (typeof PROVIDER_KINDS)[number];

/** Emergencies go to rehabilitators, conflicts to control operators. */
export const kindForRequestType = (type: 'emergency' | 'conflict'): ProviderKind => (type === 'emergency' ? 'rehabilitator' : 'control');

export type TMatchQuery = { state: StateCode; type: ProviderKind; lat?: number; lng?: number; animal?: string };

/**
 * Who can help with a request: the one query the wizard's steps, the submission and the page
 * after it ask, so that they share a kept answer (docs/decisions/044). By state without both coordinates.
 */
export function matchQueryFor(request: {
  type: 'emergency' | 'conflict';
  state: StateCode;
  animalType?: string | null;
  lat: number | null;
  lng: number | null;
}): TMatchQuery {
  return {
    state: request.state,
    type: kindForRequestType(request.type),
    animal: request.animalType ?? undefined,
    ...(request.lat !== null && request.lng !== null ? { lat: request.lat, lng: request.lng } : {}),
  };
}

/** Shown with the state agency when no provider matches: never an empty page. Names and sites only. */
export const NATIONAL_RESOURCES = [
  { name: message('Animal Help Now: wildlife emergency help finder'), website: 'https://www.ahnow.org' },
  { name: message('U.S. Fish and Wildlife Service'), website: 'https://www.fws.gov' },
] as const;

export const STANDARDS_LEVELS = ['none', 'basic', 'association', 'certified'] as const;
export type StandardsLevel = (typeof STANDARDS_LEVELS)[number];

/**
 * The levels a listing shows (/standards explains them), lowest first. Their names are
 * rows of `standards_levels`, in English and Spanish, that administrators edit (decision 039).
 * `none` is the stored default, no level chosen: it has no name, and a listing shows it as basic.
 */
export const NAMED_STANDARDS_LEVELS = ['basic', 'association', 'certified'] as const;
export type NamedStandardsLevel = (typeof NAMED_STANDARDS_LEVELS)[number];

/** The longest name of a level an administrator may write (common/standards-levels-schemas.ts; here, as the form's page must not load zod). */
export const STANDARDS_LEVEL_NAME_MAX = 100;

/** A level's stored names: the Spanish one null until an administrator (or the seed) gives it. */
export interface StandardsLevelNames {
  name: string;
  nameEs: string | null;
}

/**
 * Every control operator listing shows one of the three levels, the lowest being a
 * basic listing (no standards commitment); rehabilitators show none.
 */
export function shownStandardsLevel(listing: { type: ProviderKind; standards: StandardsLevel }): NamedStandardsLevel | null {
  if (listing.type !== 'control') return null;
  return listing.standards === 'none' ? 'basic' : listing.standards;
}

/**
 * A level's name as a page in `locale` shows it: the Spanish where there is one, else the
 * English, marked so the page can say it is English (`lang="en"`).
 */
export function standardsLevelName(names: StandardsLevelNames, locale: Locale): { text: string; inEnglish: boolean } {
  if (locale === 'es' && names.nameEs) return { text: names.nameEs, inEnglish: false };
  return { text: names.name, inEnglish: locale === 'es' };
}

export interface MatchedProvider {
  id: string;
  name: string;
  type: 'rehabilitator' | 'control';
  city: string;
  state: string;
  zip: string | null;
  phone: string | null;
  website: string | null;
  standards: StandardsLevel;
  services: string[];
  animals: string[];
  availabilityDays: string[];
  availabilityHours: string;
  /** today in the listing's state time zone, at the moment of matching; null: hours unknown */
  openingToday: OpeningToday | null;
  /** the hours as read (minutes of the day), for "Opens at 9:00 AM" */
  opensMinute: number | null;
  /** closed for the rest of today: the day it opens next, for "Closed now · opens 9:00 AM tomorrow" */
  opensNext: NextOpening | null;
  sample: boolean;
  /** went through verification (documents, standards, approval): not merely imported or a sample */
  verified: boolean;
  /** null when matched by state only */
  distanceMiles: number | null;
  /** at capacity now, for some animals or all (docs/decisions/032); null: taking what it lists */
  capacity: ListingCapacity | null;
  /** at capacity for the animal asked about: listed after every listing with room, never notified */
  full: boolean;
}

export interface MatchResult {
  providers: MatchedProvider[];
  radiusMiles: number;
  byState: boolean;
  /** when nobody matched: where to turn instead */
  fallback: FallbackContacts | null;
}

/**
 * Where to turn when no provider can help (docs/decisions/046): the state agency, the numbers to
 * call for the situation in order (its lines, then the national ones; those answered now first),
 * then websites.
 */
export interface FallbackContacts {
  agency: StateAgencyContact | null;
  lines: ShownLine[];
  national: typeof NATIONAL_RESOURCES;
}
