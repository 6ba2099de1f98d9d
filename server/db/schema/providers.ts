import { sql } from 'drizzle-orm';
import { boolean, check, date, doublePrecision, index, integer, pgTable, text, timestamp, uuid, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { users } from './auth.ts';
import { bytea, createdAt, id, updatedAt } from './columns.ts';
import type { DocumentMediaType } from '../../../common/listing-documents.ts';
import { STANDARDS_LEVELS, type NamedStandardsLevel, type StandardsLevel } from '../../../common/matching.ts';
import type { LinePurpose, LineRegion, LineSituation } from '../../../common/phone-lines.ts';

// Provider listings and the state agencies shown when none match (DESIGN.md).

export const PROVIDER_KINDS = ['rehabilitator', 'control'] as const;
export type ProviderKind = (typeof PROVIDER_KINDS)[number];
export { STANDARDS_LEVELS, type StandardsLevel };

/** A listing's standards level as a number, highest first (matching's order, and its index's). */
export const standardsRank = (standards: AnyPgColumn) =>
  sql<number>`case ${standards} when 'certified' then 0 when 'association' then 1 when 'basic' then 2 else 3 end`;

export const providers = pgTable(
  'providers',
  {
    id: id(),
    name: text().notNull(),
    type: text().$type<ProviderKind>().notNull(),
    address: text(),
    city: text().notNull(),
    state: text().notNull(),
    zip: text(),
    lat: doublePrecision(),
    lng: doublePrecision(),
    phone: text(),
    email: text(),
    website: text(),
    description: text(),
    services: text()
      .array()
      .notNull()
      .default(sql`'{}'`),
    /** animal type names; an empty list accepts every animal (DESIGN.md "Matching") */
    animals: text()
      .array()
      .notNull()
      .default(sql`'{}'`),
    availabilityDays: text()
      .array()
      .notNull()
      .default(sql`'{}'`),
    availabilityHours: text().notNull().default('9:00 AM - 5:00 PM'),
    /**
     * The hours as minutes of the day in the listing's state time zone (9:00 AM - 5:00 PM: 540 and
     * 1020), read from availability_hours by the database itself (migration 0018), so every way a
     * listing is written keeps them right; null when the text cannot be read (docs/decisions/031).
     */
    opensMinute: integer().generatedAlwaysAs(sql`lower(listing_opening_minutes(availability_hours))`),
    closesMinute: integer().generatedAlwaysAs(sql`upper(listing_opening_minutes(availability_hours))`),
    /** answers the phone at any hour, any day: "24-hour hotline", ranked with the listings open now (docs/decisions/031) */
    hotline24h: boolean('hotline_24h').notNull().default(false),
    userId: uuid().references((): AnyPgColumn => users.id, { onDelete: 'set null' }),
    claimed: boolean().notNull().default(false),
    approved: boolean().notNull().default(false),
    standards: text().$type<StandardsLevel>().notNull().default('none'),
    /** a level the provider asked for, shown only once an administrator verifies it, so no listing claims a level it was not checked for */
    requestedStandards: text().$type<StandardsLevel>(),
    certifications: text()
      .array()
      .notNull()
      .default(sql`'{}'`),
    permit: text(),
    /**
     * The three verification steps, each with who and when: documentation reviewed,
     * standards verified, then approved with a badge.
     */
    documentsReviewedAt: timestamp({ withTimezone: true }),
    documentsReviewedBy: uuid().references((): AnyPgColumn => users.id, { onDelete: 'set null' }),
    standardsVerifiedAt: timestamp({ withTimezone: true }),
    standardsVerifiedBy: uuid().references((): AnyPgColumn => users.id, { onDelete: 'set null' }),
    approvedAt: timestamp({ withTimezone: true }),
    approvedBy: uuid().references((): AnyPgColumn => users.id, { onDelete: 'set null' }),
    /** a listing imported from a state agency's CSV: the same row imported again finds it here (docs/decisions/003) */
    importKey: text().unique(),
    /**
     * "Full for now" (docs/decisions/032): until this moment the listing takes no more of
     * `capacityAnimals` (an empty list: no animal at all); matched after every listing that takes
     * them, never notified of them. Null, or a moment past: it takes what it lists.
     */
    capacityUntil: timestamp({ withTimezone: true }),
    capacityAnimals: text()
      .array()
      .notNull()
      .default(sql`'{}'`),
    /** the provider's public word on it ("Call for raptors"), shown with the label */
    capacityNote: text(),
    /** sample content, badged "Sample listing" and left out when SAMPLE_DATA=false */
    sample: boolean().notNull().default(false),
    /**
     * The listing's e-mail address asked for no more requests by e-mail (docs/decisions/048): when,
     * and how ('link': the one-click link in such an e-mail; 'provider' or 'administrator'). Null:
     * told while it has an address and no account. Only its provider or an administrator undoes it.
     */
    outreachStoppedAt: timestamp({ withTimezone: true }),
    outreachStoppedVia: text().$type<'link' | 'provider' | 'administrator'>(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('providers_type_check', sql`${t.type} in ('rehabilitator', 'control')`),
    check('providers_standards_check', sql`${t.standards} in ('none', 'basic', 'association', 'certified')`),
    check(
      'providers_requested_standards_check',
      sql`${t.requestedStandards} is null or ${t.requestedStandards} in ('none', 'basic', 'association', 'certified')`,
    ),
    check('providers_state_check', sql`${t.state} ~ '^[A-Z]{2}$'`),
    // Great-circle radius search (earthdistance): ll_to_earth is immutable, so it can be indexed.
    index('providers_location_gist_idx').using('gist', sql`ll_to_earth(${t.lat}, ${t.lng})`),
    // Matching reads approved listings of one kind, nearest first (match-providers.ts): one index
    // per kind, so its nearest-neighbour scan visits only the listings it may return.
    index('providers_rehabilitator_location_gist_idx')
      .using('gist', sql`ll_to_earth(${t.lat}, ${t.lng})`)
      .where(sql`${t.approved} and ${t.type} = 'rehabilitator'`),
    index('providers_control_location_gist_idx')
      .using('gist', sql`ll_to_earth(${t.lat}, ${t.lng})`)
      .where(sql`${t.approved} and ${t.type} = 'control'`),
    index('providers_state_type_idx').on(t.state, t.type),
    // Matching without coordinates (match-providers.ts): a state's approved listings of one kind in
    // the order shown, so the first 25 are read off the index instead of sorting thousands.
    index('providers_state_type_rank_idx')
      .on(t.state, t.type, sql`(${standardsRank(t.standards)})`, t.name)
      .where(sql`${t.approved}`),
    index('providers_user_id_idx').on(t.userId),
    index('providers_name_trgm_idx').using('gin', sql`${t.name} gin_trgm_ops`),
    // Every page asks whether any sample listing is shown (the banner saying sample listings are
    // not real): a tiny index instead of a scan of every listing, usually empty in a real
    // deployment.
    index('providers_sample_shown_idx')
      .on(t.id)
      .where(sql`${t.sample} and ${t.approved}`),
  ],
);

/**
 * A listing's verification documents (permits, licences, insurance; docs/decisions/019), kept in the
 * database so every server sees them and a backup holds them. Only the listing's provider and
 * administrators read them (server/features/providers/listing-documents.ts). The media type is
 * the one found in the bytes, never the one the browser said.
 */
export const files = pgTable(
  'files',
  {
    id: id(),
    listingId: uuid()
      .notNull()
      .references(() => providers.id, { onDelete: 'cascade' }),
    /** who sent it: their documents go with their account, so a later owner of the listing never reads them */
    uploadedBy: uuid()
      .notNull()
      .references((): AnyPgColumn => users.id, { onDelete: 'cascade' }),
    /** the sender's name for it, made safe to show and to send back in a header */
    fileName: text().notNull(),
    mediaType: text().$type<DocumentMediaType>().notNull(),
    byteSize: integer().notNull(),
    /** hex SHA-256 of the content: the same document sent twice is recognised */
    sha256: text().notNull(),
    content: bytea().notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    check('files_media_type_check', sql`${t.mediaType} in ('application/pdf', 'image/jpeg', 'image/png')`),
    check('files_byte_size_check', sql`${t.byteSize} > 0 and ${t.byteSize} = octet_length(${t.content})`),
    index('files_listing_created_idx').on(t.listingId, t.createdAt),
  ],
);

/**
 * Each state's wildlife agency: its official name, website and what a caller should know. Its
 * phone numbers are `agency_phone_lines` (docs/decisions/046).
 */
export const stateAgencies = pgTable('state_agencies', {
  /** two-letter state code */
  state: text().primaryKey(),
  name: text().notNull(),
  website: text(),
  /** what a caller should know ("After hours, call the state police dispatch") */
  notes: text(),
  /** the notes in Spanish, shown on Spanish pages; without them the English is shown */
  notesEs: text(),
  /** the day an administrator last confirmed these details with the agency; null: never since seeding */
  checkedOn: date({ mode: 'string' }),
  updatedAt: updatedAt(),
});

/**
 * The numbers people are given when no provider can help (docs/decisions/046): a state agency's
 * lines, each with its purpose, and national lines for a situation (a stranding, a wildlife
 * conflict) in a region. Every number carries the page it was read from and the day it was
 * checked. Migration 0024 puts the checked numbers of `../shared/contacts/` in every database,
 * once: an administrator's later edits and removals stay.
 */
export const agencyPhoneLines = pgTable(
  'agency_phone_lines',
  {
    id: id(),
    /** the seed's key for a line it brought; null for one an administrator added */
    seedKey: text().unique(),
    scope: text().$type<'state' | 'national'>().notNull(),
    /** the state whose agency it is (scope 'state') */
    state: text(),
    /** where a national line answers: 'US', a NOAA stranding region, or a state's code */
    region: text().$type<LineRegion>(),
    /** what a national line is for: conflict, marine_mammal, sea_turtle */
    situations: text()
      .array()
      .$type<LineSituation[]>()
      .notNull()
      .default(sql`'{}'`),
    organisation: text().notNull(),
    /** the one stored format, 303-555-0100 (common/phone.ts), which a tel: link dials */
    phone: text().notNull(),
    /** as the source prints it, where that has letters ('1-800-WILDLIFE') */
    printedAs: text(),
    purpose: text().$type<LinePurpose>().notNull(),
    /** when it is answered, in the source's words */
    hours: text(),
    hoursEs: text(),
    /** the hours as the app reads them ('24/7', 'Mon-Fri 08:00-17:00'); '' when not known */
    hoursRule: text().notNull().default(''),
    /** what a caller can expect, from the source */
    callerNote: text(),
    callerNoteEs: text(),
    /** the page the number was read from, and its words */
    sourceUrl: text(),
    sourceExcerpt: text(),
    /** the day someone last read the number in its source */
    checkedOn: date({ mode: 'string' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('agency_phone_lines_scope_check', sql`(${t.scope} = 'state' and ${t.state} is not null) or (${t.scope} = 'national' and ${t.region} is not null)`),
    check('agency_phone_lines_purpose_check', sql`${t.purpose} in ('wildlife', 'rehab_referral', 'enforcement_24h', 'main', 'other')`),
    index('agency_phone_lines_state_idx').on(t.state),
  ],
);

/**
 * The names of the three standards levels (a basic listing, an association standard, a humane
 * certification), in English and Spanish, which administrators edit (/admin-dashboard/standards,
 * decision 039). Keyed by the code `providers.standards` stores; 'none' (no level chosen) is not a
 * row. Migration 0023 puts the three rows in every database.
 */
export const standardsLevels = pgTable(
  'standards_levels',
  {
    code: text().$type<NamedStandardsLevel>().primaryKey(),
    name: text().notNull(),
    /** null until given: Spanish pages then show the English name */
    nameEs: text(),
    updatedAt: updatedAt(),
  },
  (t) => [check('standards_levels_code_check', sql`${t.code} in ('basic', 'association', 'certified')`)],
);
