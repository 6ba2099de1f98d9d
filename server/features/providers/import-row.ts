import { createHash } from 'node:crypto';
import { z } from 'zod';
import { fieldErrorsOf } from '../../../common/auth-schemas.ts';
import { contactEmail } from '../../../common/email-schemas.ts';
import { phoneNumber } from '../../../common/phone-schemas.ts';
import type { ProviderKind } from '../../../common/matching.ts';
import { FEDERAL_PERMIT_CERTIFICATION, SPECIES_ANIMALS, SPECIES_FLAGS, type ImportField, type SpeciesFlag } from '../../../common/provider-import.ts';
import { STATE_CODES, US_STATES, type StateCode } from '../../../common/us-states.ts';
import type { FieldErrors } from '../../lib/errors.ts';

// One row of a state agency's listings file (docs/decisions/003), checked column by column: what is
// wrong is told per column, so the preview can show it next to the row. Pure: no database.

/** A row's values by our column names, as read from the file (trimmed). */
export type RawImportRow = Partial<Record<Exclude<ImportField, 'name'>, string>>;

/**
 * What a row says about its listing. A field is undefined when the file has none of the columns
 * it comes from: the file says nothing about it, so a new listing gets the field's default (no
 * street, every animal …) and an existing one keeps what it has (docs/decisions/056).
 */
export interface ImportedListing {
  name: string;
  type: ProviderKind;
  address?: string | null;
  city: string;
  state: StateCode;
  zip: string;
  phone?: string | null;
  email?: string | null;
  permit?: string | null;
  animals?: string[];
  /** answers at any hour, any day (docs/decisions/031) */
  hotline24h?: boolean;
  /** the comments column */
  description?: string | null;
  /** from the federal_permit column */
  certifications?: string[];
  /** shown and matched once imported: the agency vouches for it (docs/decisions/057) */
  approved: boolean;
  /** finds the listing again when the same row is imported again */
  importKey: string;
}

/** How the whole file is read (import-csv.ts decides, from its header and its rows). */
export interface ReadingOfFile {
  /** WildlifeRehabber.com's template: a blank listing_type is a wildlife rehabilitator (docs/decisions/056) */
  template: boolean;
  /** the file marks some rows state_verified: a row it does not mark is held (docs/decisions/057) */
  verifiedOnly: boolean;
}

const TRUE_VALUES = new Set(['y', 'yes', 'true', 't', '1', 'x']);
const FALSE_VALUES = new Set(['', 'n', 'no', 'false', 'f', '0']);
/** A yes in a yes-or-no column: Y, yes, true, 1 or x. */
export const isYes = (value: string | undefined) => TRUE_VALUES.has((value ?? '').trim().toLowerCase());
/** What agencies write in a cell for "none" ("N/A", "none", "-"): the cell is blank. */
const NONE = /^(n\/?a|none|no e-?mail|unknown|-+)$/i;

/**
 * Words no person's surname is, that make a last_name an organisation's own name. The template
 * puts an organisation's full name in last_name, and its first_name is then a contact's, if
 * anything: "Jane" + "Foothills Wildlife Center" is Foothills Wildlife Center (docs/decisions/056).
 */
const ORGANISATION_WORDS =
  /\b(wildlife|rescues?|rehab|rehabilitation|rehabilitators?|cent(er|re)s?|sanctuary|society|foundation|refuge|clinic|hospital|inc|llc|corp|corporation|association|conservancy|zoo|museum|shelter|humane|audubon|raptors|birds|aquarium|preserve|hotline|network|alliance|league|department|university|college|friends|project|services|nature)\b/i;

/** The listing's name: the organisation's, else a person's first and last name (docs/decisions/056). */
export function listingName(raw: RawImportRow): string {
  if (raw.organisation) return raw.organisation;
  const first = raw.first_name ?? '';
  const last = raw.last_name ?? '';
  if (first && last && ORGANISATION_WORDS.test(last)) return last;
  return [first, last].filter(Boolean).join(' ');
}

/** "Wildlife rehabilitator", "rehab", "NWCO", "Nuisance wildlife control operator" … */
export function listingKind(value: string): ProviderKind | null {
  const words = value.toLowerCase().replace(/[^a-z]+/g, ' ');
  const rehabilitator = /\brehab/.test(words);
  const control = /\b(control|nwco|wco|nuisance)\b/.test(words);
  return rehabilitator === control ? null : rehabilitator ? 'rehabilitator' : 'control';
}

/** A two-letter code or a state's name; only the 50 states, which is where the service runs. */
export function stateCode(value: string): StateCode | null {
  const upper = value.toUpperCase();
  if ((STATE_CODES as readonly string[]).includes(upper)) return upper as StateCode;
  return US_STATES.find(([, name]) => name.toUpperCase() === upper.replace(/\s+/g, ' '))?.[0] ?? null;
}

const text = (column: string, max: number) => z.string().max(max, `${column} must be at most ${max} characters`);
const optional = (column: string, max: number) => text(column, max).transform((v) => v || null);

const yesOrNo = (column: string) =>
  z.string().transform((value, ctx) => {
    const folded = value.toLowerCase();
    if (TRUE_VALUES.has(folded)) return true;
    if (!FALSE_VALUES.has(folded)) ctx.addIssue({ code: 'custom', message: `${column} must be yes or no (Y, yes, true, 1 or x; blank for no)` });
    return false;
  });

/** In WildlifeRehabber.com's template a blank listing type is a wildlife rehabilitator, as it says. */
const listingType = (template: boolean) =>
  z.string().transform((value, ctx) => {
    const kind = listingKind(value) ?? (template && !value ? 'rehabilitator' : null);
    if (!kind) ctx.addIssue({ code: 'custom', message: 'Listing type must be a rehabilitator or a control operator (e.g. "Wildlife rehabilitator", "NWCO")' });
    return kind!;
  });

/** "US", "USA", "United States" or blank (the template's default): the 50 states only. */
const US_NAMES = new Set(['', 'us', 'usa', 'unitedstates', 'unitedstatesofamerica']);

/**
 * The template's federal_permit is 1 or blank; some agencies write the permit's number instead.
 * Either way it is the federal migratory bird permit, kept with the listing's certifications.
 */
const federalPermit = z.string().transform((value, ctx): string[] => {
  const folded = value.toLowerCase();
  if (FALSE_VALUES.has(folded) || NONE.test(value)) return [];
  if (TRUE_VALUES.has(folded)) return [FEDERAL_PERMIT_CERTIFICATION];
  if (/\d/.test(value) && value.length <= 40) return [`${FEDERAL_PERMIT_CERTIFICATION} ${value}`];
  ctx.addIssue({ code: 'custom', message: 'federal_permit must be 1 (or yes) when the listing holds a federal permit, blank when not, or the permit number' });
  return [];
});

const ZImportRow = z.object({
  name: text('The name', 200).min(2, 'Give an organisation, or a first and last name'),
  listing_type: listingType(false),
  state_verified: yesOrNo('state_verified'),
  street: optional('Street', 200),
  city: text('City', 100).min(1, 'City is required'),
  state: z.string().transform((value, ctx) => {
    const code = stateCode(value);
    if (!code) ctx.addIssue({ code: 'custom', message: 'State must be one of the 50 US states (a two-letter code or its name)' });
    return code!;
  }),
  zip: z.string().transform((value, ctx) => {
    const parts = value.match(/^(\d{5})(?:-?(\d{4}))?$/);
    if (parts) return parts[2] ? `${parts[1]}-${parts[2]}` : parts[1]!;
    const short = /^\d{3,4}$/.test(value) ? ' (a spreadsheet may have dropped a leading 0)' : '';
    ctx.addIssue({ code: 'custom', message: value ? `ZIP code must be 5 digits, or ZIP+4 like 80302-1234${short}` : 'ZIP code is required' });
    return '';
  }),
  phone: phoneNumber({ invalid: 'Phone must be a US number with its area code, like 303-555-0100' }, { optional: true }).transform((phone) => phone || null),
  email: contactEmail({ tooLong: 'E-mail must be at most 200 characters', invalid: 'E-mail must be an address like name@example.org' }, 200),
  comments: optional('Comments', 2000),
  country: z
    .string()
    .refine(
      (value) => US_NAMES.has(value.toLowerCase().replace(/[^a-z]/g, '')),
      'Country must be US (or blank): only listings in the United States can be imported',
    ),
  // A permit column holding "N/A" or "pending" has no permit number in it.
  permit: optional('Permit', 100).transform((v) => (v && /\d/.test(v) ? v : null)),
  federal_permit: federalPermit,
  hotline_24h: yesOrNo('hotline_24h'),
  ...Object.fromEntries(SPECIES_FLAGS.map((flag) => [flag, yesOrNo(flag)])),
});
const ZTemplateRow = ZImportRow.extend({ listing_type: listingType(true) });
/** The columns each optional field of a listing comes from. */
const SOURCE_COLUMNS = {
  address: ['street'],
  phone: ['phone'],
  email: ['email'],
  permit: ['permit'],
  animals: SPECIES_FLAGS,
  hotline24h: ['hotline_24h'],
  description: ['comments'],
  certifications: ['federal_permit'],
} as const satisfies Partial<Record<keyof ImportedListing, readonly Exclude<ImportField, 'name'>[]>>;
const NO_CONTACT = 'Give a phone number or an e-mail address, so people can reach this listing';

const fold = (value: string) =>
  value
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();

/**
 * The permit number identifies a permit holder within its state; without one, the kind, the
 * name (case, accents and punctuation aside) and the ZIP code do.
 */
export function importKeyOf(listing: Pick<ImportedListing, 'type' | 'name' | 'state' | 'zip' | 'permit'>): string {
  if (listing.permit) return `permit:${listing.state}:${listing.permit.toUpperCase().replace(/[^A-Z0-9]/g, '')}`;
  const digest = createHash('sha256')
    .update([listing.type, fold(listing.name), listing.zip.slice(0, 5)].join('|'))
    .digest('hex');
  return `listing:${digest.slice(0, 40)}`;
}

/** The listing a row describes, or what is wrong with it, per column. */
export function validateImportRow(
  raw: RawImportRow,
  reading: ReadingOfFile = { template: false, verifiedOnly: false },
): { listing: ImportedListing; errors: null } | { listing: null; errors: FieldErrors } {
  const values = Object.fromEntries(SPECIES_FLAGS.map((flag) => [flag, raw[flag] ?? '']));
  const parsed = (reading.template ? ZTemplateRow : ZImportRow).safeParse({
    ...values,
    name: listingName(raw),
    listing_type: raw.listing_type ?? '',
    state_verified: raw.state_verified ?? '',
    street: raw.street ?? '',
    city: raw.city ?? '',
    state: raw.state ?? '',
    zip: raw.zip ?? '',
    phone: raw.phone ?? '',
    email: raw.email && !NONE.test(raw.email) ? raw.email : '',
    comments: raw.comments ?? '',
    country: raw.country ?? '',
    permit: raw.permit ?? '',
    federal_permit: raw.federal_permit ?? '',
    hotline_24h: raw.hotline_24h ?? '',
  });
  const errors: FieldErrors = parsed.success ? {} : fieldErrorsOf(parsed.error);
  if (!raw.phone && (!raw.email || NONE.test(raw.email))) (errors.phone ??= []).push(NO_CONTACT);
  if (!parsed.success || errors.phone) return { listing: null, errors };
  const row = parsed.data as typeof parsed.data & Record<SpeciesFlag, boolean>;
  const animals = [...new Set(SPECIES_FLAGS.filter((flag) => row[flag]).flatMap((flag) => SPECIES_ANIMALS[flag]))];
  const said: Record<keyof typeof SOURCE_COLUMNS, unknown> = {
    address: row.street,
    phone: row.phone,
    email: row.email?.toLowerCase() ?? null,
    permit: row.permit,
    animals,
    hotline24h: row.hotline_24h,
    description: row.comments,
    certifications: row.federal_permit,
  };
  const listing = {
    name: row.name,
    type: row.listing_type,
    city: row.city,
    state: row.state,
    zip: row.zip,
    ...Object.fromEntries(
      Object.entries(SOURCE_COLUMNS).flatMap(([field, columns]) =>
        columns.some((column) => raw[column] !== undefined) ? [[field, said[field as keyof typeof said]]] : [],
      ),
    ),
    approved: !reading.verifiedOnly || row.state_verified,
  } as Omit<ImportedListing, 'importKey'>;
  return { listing: { ...listing, importKey: importKeyOf(listing) }, errors: null };
}
