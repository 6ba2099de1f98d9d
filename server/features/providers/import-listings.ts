import { createHash } from 'node:crypto';
import { inArray, sql } from 'drizzle-orm';
import type { ImportCounts, ImportReport, ImportRowReport } from '../../../common/provider-import.ts';
import { stateName } from '../../../common/us-states.ts';
import type { Actor } from '../../auth/actor.ts';
import { requireActorRole } from '../../auth/permissions.ts';
import type { Db } from '../../db/client.ts';
import { withTransaction } from '../../db/transaction.ts';
import { providers } from '../../db/schema.ts';
import { recordAudit } from '../../lib/audit.ts';
import type { FieldErrors } from '../../lib/errors.ts';
import type { Geocoder, Located } from '../../lib/geocoder.ts';
import { readListingsCsv, type ReadRow } from './import-csv.ts';
import { listingKind, listingName, type ImportedListing } from './import-row.ts';

// Provider listings from a state agency's CSV (docs/decisions/003, 056, 057): a preview
// that writes nothing, then the import in one transaction. Each row finds its listing again by
// its import key, so the same file imported twice changes nothing. Imported listings are
// approved (a state agency licensed them) unless the file marks other rows state_verified and not
// theirs, and unclaimed (nobody runs them on Wildline yet).

/** Taken for the whole import, so two administrators' imports of one file take turns. */
const IMPORT_LOCK = 727_275;
const BATCH = 500;

type Placed = ImportedListing & { lat: number; lng: number };
type Checked = { row: number; raw: ReadRow['raw']; listing: Placed; errors: null } | { row: number; raw: ReadRow['raw']; listing: null; errors: FieldErrors };

/**
 * What a row may write. While a listing is unclaimed the agency's file is its only source, so
 * all of it. Once an organisation has claimed it, its phone, e-mail, animals, description and
 * certifications are theirs (they keep them, and the 24-hour hotline box, on
 * /provider-dashboard/listing) and its kind is an administrator's call: the file still keeps the
 * agency's record of the permit holder (name, address, permit) current. A field none of whose
 * columns the file has is left as it is (undefined in the row; docs/decisions/056).
 */
const AGENCY_FIELDS = ['name', 'address', 'city', 'state', 'zip', 'lat', 'lng', 'permit'] as const;
const LISTING_FIELDS = ['type', 'phone', 'email', 'animals', 'hotline24h', 'description', 'certifications'] as const;
type WrittenField = (typeof AGENCY_FIELDS)[number] | (typeof LISTING_FIELDS)[number];

/** The file's column each field comes from, as the preview names a change. */
const COLUMN_OF: Record<WrittenField, string> = {
  name: 'name',
  address: 'street',
  city: 'city',
  state: 'state',
  zip: 'zip',
  lat: 'location',
  lng: 'location',
  permit: 'permit',
  type: 'listing_type',
  phone: 'phone',
  email: 'email',
  animals: 'species',
  hotline24h: 'hotline_24h',
  description: 'comments',
  certifications: 'federal_permit',
};

const existingColumns = {
  id: providers.id,
  importKey: providers.importKey,
  claimed: providers.claimed,
  name: providers.name,
  address: providers.address,
  city: providers.city,
  state: providers.state,
  zip: providers.zip,
  lat: providers.lat,
  lng: providers.lng,
  permit: providers.permit,
  type: providers.type,
  phone: providers.phone,
  email: providers.email,
  animals: providers.animals,
  hotline24h: providers.hotline24h,
  description: providers.description,
  certifications: providers.certifications,
  approved: providers.approved,
} satisfies Record<WrittenField | 'id' | 'importKey' | 'claimed' | 'approved', unknown>;
type Existing = Pick<typeof providers.$inferSelect, keyof typeof existingColumns>;

/** approve: an unclaimed listing held until now that the agency's file now vouches for (docs/decisions/057) */
type Update = Pick<Existing, 'id' | WrittenField> & { approve: boolean };
type Planned = { report: ImportRowReport; insert?: Placed; update?: Update };

/** For an uploaded file: its bytes as text (UTF-8, or what Excel saves as "CSV"). */
export { decodeCsvBytes } from './import-csv.ts';

const chunks = <T>(items: T[], size: number) => Array.from({ length: Math.ceil(items.length / size) }, (_, i) => items.slice(i * size, (i + 1) * size));

/** Reads the file and places every good row by its ZIP code (or city): placed, it can be matched. */
async function checkFile(geocoder: Geocoder, csv: string): Promise<Checked[]> {
  const places = new Map<string, Promise<Located | null>>();
  return Promise.all(
    readListingsCsv(csv).map(async (read): Promise<Checked> => {
      if (!read.listing) return read;
      const { city, state, zip } = read.listing;
      const place = { city, state, zip: zip.slice(0, 5) };
      const key = `${place.zip}|${city.toLowerCase()}|${state}`;
      if (!places.has(key)) places.set(key, geocoder.locate(place));
      const located = await places.get(key)!;
      if (!located)
        return { ...read, listing: null, errors: { zip: ['We could not find this ZIP code or city, so the listing could not be placed for matching'] } };
      if (located.zipState && located.zipState !== state)
        return { ...read, listing: null, errors: { zip: [`ZIP code ${place.zip} is in ${stateName(located.zipState)}, not ${stateName(state)}`] } };
      return { ...read, listing: { ...read.listing, lat: located.lat, lng: located.lng } };
    }),
  );
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** Each row's outcome against the listings already imported; with lock, those rows are locked. */
async function plan(db: Db, checked: Checked[], lock: boolean): Promise<Planned[]> {
  const keys = checked.flatMap((c) => (c.listing ? [c.listing.importKey] : []));
  const existing = new Map<string, Existing>();
  for (const batch of chunks(keys, 1000)) {
    const query = db.select(existingColumns).from(providers).where(inArray(providers.importKey, batch));
    const rows: Existing[] = await (lock ? query.for('update') : query);
    for (const row of rows) existing.set(row.importKey!, row);
  }

  return checked.map(({ row, raw, listing, errors }): Planned => {
    const report: ImportRowReport = {
      row,
      name: listing?.name ?? listingName(raw),
      type: listing?.type ?? listingKind(raw.listing_type ?? ''),
      city: raw.city ?? '',
      state: raw.state ?? '',
      zip: raw.zip ?? '',
      outcome: 'error',
      changes: [],
      errors: errors ?? {},
      held: false,
    };
    if (!listing) return { report };
    const before = existing.get(listing.importKey);
    if (!before) return { report: { ...report, outcome: 'new', held: !listing.approved }, insert: listing };
    const fields = before.claimed ? AGENCY_FIELDS : [...AGENCY_FIELDS, ...LISTING_FIELDS];
    const changed = fields.filter((field) => listing[field] !== undefined && !same(listing[field], before[field]));
    // An import approves; it never withdraws an approval (that is an administrator's decision).
    const approve = !before.claimed && !before.approved && listing.approved;
    const held = !before.approved && !approve;
    if (changed.length === 0 && !approve) return { report: { ...report, outcome: 'unchanged', held } };
    const after = { ...before, ...Object.fromEntries(changed.map((field) => [field, listing[field]])), approve };
    const changes = [...new Set(changed.map((field) => COLUMN_OF[field])), ...(approve ? ['state_verified'] : [])];
    return { report: { ...report, outcome: 'updated', changes, held }, update: after };
  });
}

function reportOf(planned: Planned[], committed: boolean): ImportReport {
  const rows = planned.map((p) => p.report);
  const count = (outcome: ImportRowReport['outcome']) => rows.filter((r) => r.outcome === outcome).length;
  const counts: ImportCounts = { rows: rows.length, created: count('new'), updated: count('updated'), unchanged: count('unchanged'), rejected: count('error') };
  return { committed, counts, rows };
}

/** What the import would do with each row. Writes nothing. */
export async function previewListingImport(db: Db, geocoder: Geocoder, actor: Actor, csv: string): Promise<ImportReport> {
  requireActorRole(actor, 'admin');
  return reportOf(await plan(db, await checkFile(geocoder, csv), false), false);
}

/**
 * Writes the file's good rows in one transaction and audit-logs the import once. A few
 * thousand rows take seconds, so the import finishes within the request that asked for it.
 */
export async function importListings(db: Db, geocoder: Geocoder, actor: Actor, csv: string): Promise<ImportReport> {
  const admin = requireActorRole(actor, 'admin');
  const checked = await checkFile(geocoder, csv);
  return withTransaction(db, async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${IMPORT_LOCK})`);
    const planned = await plan(tx, checked, true);
    const now = new Date();

    const created = planned.flatMap((p) => (p.insert ? [p.insert] : []));
    for (const batch of chunks(created, BATCH)) {
      await tx.insert(providers).values(
        batch.map((listing) => ({
          ...listing,
          claimed: false,
          ...(listing.approved ? { approvedAt: now, approvedBy: admin.id } : {}),
          sample: false,
        })),
      );
    }
    const updated = planned.flatMap((p) => (p.update ? [p.update] : []));
    for (const batch of chunks(updated, BATCH)) {
      await tx.execute(sql`
        update providers set name = v.name, type = v.type, address = v.address, city = v.city, state = v.state, zip = v.zip,
          lat = v.lat, lng = v.lng, phone = v.phone, email = v.email, permit = v.permit, animals = v.animals,
          hotline_24h = v.hotline24h, description = v.description, certifications = v.certifications,
          approved = providers.approved or v.approve,
          approved_at = case when v.approve then ${now} else providers.approved_at end,
          approved_by = case when v.approve then ${admin.id}::uuid else providers.approved_by end,
          updated_at = now()
        from jsonb_to_recordset(${JSON.stringify(batch)}::jsonb) as v(id uuid, name text, type text, address text, city text,
          state text, zip text, lat double precision, lng double precision, phone text, email text, permit text, animals text[], hotline24h boolean,
          description text, certifications text[], approve boolean)
        where providers.id = v.id`);
    }

    const report = reportOf(planned, true);
    const fileDigest = createHash('sha256').update(csv).digest('hex').slice(0, 16);
    await recordAudit(tx, { actorId: admin.id, action: 'provider.import', entityType: 'provider_import', entityId: fileDigest, after: report.counts });
    return report;
  });
}
