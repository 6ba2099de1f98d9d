import { CsvError, parse } from 'csv-parse/sync';
import { MAX_IMPORT_BYTES, MAX_IMPORT_ROWS, MAX_IMPORT_SIZE_LABEL, type ImportField } from '../../../common/provider-import.ts';
import { badRequest, type FieldErrors } from '../../lib/errors.ts';
import { isYes, validateImportRow, type ImportedListing, type RawImportRow } from './import-row.ts';

// Reading a state agency's listings file (docs/decisions/003): headers matched loosely to our
// columns, then every row checked (import-row.ts) and rows that repeat a listing refused. Whatever
// is wrong with the file as a whole is one error for the csv field; with a row, per column.
// A file in WildlifeRehabber.com's state-agency template is read as that template is published
// (docs/decisions/056). Pure: no database, so it is tested without one.

type Column = Exclude<ImportField, 'name'>;

/** Header names as agencies write them, after normalising (lower case, letters and digits only). */
const HEADER_ALIASES: Record<Column, string[]> = {
  first_name: ['firstname', 'first', 'fname', 'givenname'],
  last_name: ['lastname', 'last', 'lname', 'surname', 'familyname'],
  organisation: [
    'organisation',
    'organization',
    'organisationname',
    'organizationname',
    'org',
    'orgname',
    'business',
    'businessname',
    'company',
    'companyname',
    'facility',
    'facilityname',
    'name',
    'listingname',
  ],
  listing_type: ['listingtype', 'type', 'providertype', 'licensetype', 'permittype', 'category'],
  state_verified: ['stateverified'],
  street: ['street', 'streetaddress', 'address', 'address1', 'addressline1'],
  city: ['city', 'town'],
  state: ['state', 'st'],
  zip: ['zip', 'zipcode', 'postalcode', 'postcode', 'zip5'],
  phone: ['phone', 'phonenumber', 'telephone', 'tel', 'primaryphone'],
  // `mail` is WildlifeRehabber.com's template's name for it.
  email: ['email', 'emailaddress', 'mail'],
  comments: ['comments', 'comment', 'publiccomments'],
  country: ['country', 'countrycode'],
  permit: ['permit', 'permitnumber', 'permitno', 'permitid', 'license', 'licensenumber', 'licenseno', 'licence', 'licencenumber'],
  federal_permit: ['federalpermit', 'federalpermitnumber', 'federalpermitno', 'fedpermit', 'usfwspermit', 'migratorybirdpermit'],
  // Not 'hotline' alone: agencies' files use it for a phone number.
  hotline_24h: ['hotline24h', '24hourhotline', '24hrhotline', '24hhotline', 'open24hours', '247'],
  small_mammals: ['smallmammals', 'smallmammal'],
  large_mammals: ['largemammals', 'largemammal'],
  rabies_vector: ['rabiesvector', 'rabiesvectors', 'rabiesvectorspecies', 'rvs'],
  passerines: ['passerines', 'passerine', 'songbirds'],
  waterfowl: ['waterfowl'],
  water_sea_birds: ['waterseabirds', 'waterandseabirds', 'waterbirds', 'seabirds'],
  raptors: ['raptors', 'raptor', 'birdsofprey'],
  reptiles_amphibians: ['reptilesamphibians', 'reptilesandamphibians', 'herps', 'herptiles'],
  marine_mammals: ['marinemammals', 'marinemammal'],
};
/** Columns only WildlifeRehabber.com's template has: a file naming one is read as that template. */
const TEMPLATE_HEADERS = new Set(['mail', 'stateverified']);
const COLUMN_OF_HEADER = new Map(Object.entries(HEADER_ALIASES).flatMap(([column, aliases]) => aliases.map((alias) => [alias, column as Column])));

export const normaliseHeader = (header: string) => header.toLowerCase().replace(/[^a-z0-9]/g, '');

export type ReadRow =
  { row: number; raw: RawImportRow; listing: ImportedListing; errors: null } | { row: number; raw: RawImportRow; listing: null; errors: FieldErrors };

const fileError = (message: string) => badRequest(message, { csv: [message] });

/** A file's bytes as text: UTF-8, or Windows-1252 (what Excel saves "CSV" as) when not valid UTF-8. */
export function decodeCsvBytes(bytes: Uint8Array): string {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return new TextDecoder('windows-1252').decode(bytes);
  }
}

/**
 * Which column each header is; a required column missing, or one named twice, refuses the file.
 * Comments become the listing's description only where the template says they are for public
 * display: another file's comments column may hold the agency's own notes, and is not read.
 */
function columnsOf(headers: string[], template: boolean): (Column | null)[] {
  const columns = headers.map((header) => {
    const column = COLUMN_OF_HEADER.get(normaliseHeader(header)) ?? null;
    return column === 'comments' && !template ? null : column;
  });
  const twice = columns.filter((column, i) => column && columns.indexOf(column) !== i);
  if (twice.length) throw fileError(`More than one column means ${[...new Set(twice)].join(', ')}: keep one of them.`);
  const has = (column: Column) => columns.includes(column);
  const missing = [
    has('organisation') || has('first_name') || has('last_name') ? null : 'organisation (or first_name and last_name)',
    ...(['listing_type', 'city', 'state', 'zip'] as const).filter((column) => !has(column)),
    has('phone') || has('email') ? null : 'phone (or email)',
  ].filter(Boolean);
  if (missing.length) throw fileError(`The file has no ${missing.join(', ')} column${missing.length > 1 ? 's' : ''}. The first row must name the columns.`);
  return columns;
}

function records(text: string): string[][] {
  try {
    // Every record, blank ones too, so that a row's number is its row in the spreadsheet.
    return parse(text, { bom: true, relax_column_count: true, relax_quotes: true, trim: true });
  } catch (error) {
    if (error instanceof CsvError) throw fileError(`The file could not be read as CSV: ${error.message}.`);
    throw error;
  }
}

/** The file's rows, each with its listing or its errors. */
export function readListingsCsv(text: string): ReadRow[] {
  if (Buffer.byteLength(text, 'utf8') > MAX_IMPORT_BYTES) throw fileError(`The file is larger than ${MAX_IMPORT_SIZE_LABEL}: split it into smaller files.`);
  const [headers, ...body] = records(text);
  if (!headers || headers.every((h) => !h)) throw fileError('The file is empty: the first row must name the columns, then one listing per row.');
  const template = headers.some((header) => TEMPLATE_HEADERS.has(normaliseHeader(header)));
  const columns = columnsOf(headers, template);
  const rows = body.map((values, i) => ({ row: i + 2, values })).filter(({ values }) => values.some(Boolean));
  if (rows.length === 0) throw fileError('The file has no listings: only the row of column names.');
  if (rows.length > MAX_IMPORT_ROWS)
    throw fileError(
      `The file has ${rows.length.toLocaleString('en-US')} listings; at most ${MAX_IMPORT_ROWS.toLocaleString('en-US')} can be imported at once: split it into smaller files.`,
    );

  const raws = rows.map(({ row, values }) => {
    const raw: RawImportRow = {};
    columns.forEach((column, i) => {
      if (column) raw[column] = values[i] ?? '';
    });
    return { row, raw };
  });
  const reading = { template, verifiedOnly: raws.some(({ raw }) => isYes(raw.state_verified)) };

  const firstRowOfKey = new Map<string, number>();
  return raws.map(({ row, raw }): ReadRow => {
    const checked = validateImportRow(raw, reading);
    if (!checked.listing) return { row, raw, listing: null, errors: checked.errors };
    const first = firstRowOfKey.get(checked.listing.importKey);
    if (first === undefined) {
      firstRowOfKey.set(checked.listing.importKey, row);
      return { row, raw, ...checked };
    }
    const [column, same] = checked.listing.permit ? ['permit', 'the same permit number'] : ['name', 'the same type, name and ZIP code'];
    return { row, raw, listing: null, errors: { [column]: [`Duplicate of row ${first}: ${same}`] } };
  });
}
