import { describe, expect, it } from 'vitest';
import { FEDERAL_PERMIT_CERTIFICATION, MAX_IMPORT_ROWS, SPECIES_ANIMALS, SPECIES_FLAGS, WILDLIFEREHABBER_TEMPLATE } from '../../../common/provider-import.ts';
import { animalTypeSeeds } from '../../db/seed/data/animal-types.ts';
import { decodeCsvBytes, readListingsCsv } from './import-csv.ts';
import { normalisePhone } from '../../../common/phone.ts';
import { listingKind, listingName } from './import-row.ts';

// Reading a state agency's listings file (docs/decisions/003): no database here, only the file.

const HEADER = 'first_name,last_name,organisation,listing type,street,city,state,zip,phone,email,permit';
const csv = (...rows: string[]) => [HEADER, ...rows].join('\n');
const fileErrorOf = (text: string) => {
  try {
    readListingsCsv(text);
  } catch (error) {
    return (error as { fieldErrors?: { csv?: string[] } }).fieldErrors?.csv?.[0];
  }
  throw new Error('the file was accepted');
};

describe('the columns of a listings file', () => {
  it('matches headers whatever their case, spaces, underscores or hyphens, and ignores columns it does not know', () => {
    const [row] = readListingsCsv(
      'First Name,LAST-NAME,Listing_Type,City,STATE,Zip Code,Phone Number,E-mail,Permit #,County,Small Mammals,24-Hour Hotline\nAna,Ruiz,rehab,Boulder,co,80302,3035550100,ana@example.org,WR-1,Boulder,Y,yes',
    );
    expect(row).toMatchObject({
      row: 2,
      errors: null,
      listing: {
        name: 'Ana Ruiz',
        type: 'rehabilitator',
        city: 'Boulder',
        state: 'CO',
        zip: '80302',
        phone: '303-555-0100',
        email: 'ana@example.org',
        permit: 'WR-1',
        hotline24h: true,
      },
    });
    expect(row!.raw).not.toHaveProperty('County');
    expect(row!.listing!.animals).toEqual(SPECIES_ANIMALS.small_mammals);
  });

  it('refuses a file without a required column, naming every one missing', () => {
    expect(fileErrorOf('organisation,city,state\nFoothills,Boulder,CO')).toBe(
      'The file has no listing_type, zip, phone (or email) columns. The first row must name the columns.',
    );
    expect(fileErrorOf('city,state,zip,type,phone\nBoulder,CO,80302,rehab,303-555-0100')).toMatch(
      /^The file has no organisation \(or first_name and last_name\) column\./,
    );
  });

  it('refuses a file that names a column twice, an empty file, and one without listings', () => {
    expect(fileErrorOf(`${HEADER},Organization\n`)).toBe('More than one column means organisation: keep one of them.');
    expect(fileErrorOf('')).toMatch(/^The file is empty/);
    expect(fileErrorOf(`${HEADER}\n,,,\n`)).toMatch(/^The file has no listings/);
  });

  it('refuses a file that is not CSV, too large, or with too many rows', () => {
    expect(fileErrorOf(csv('"Foothills,Boulder'))).toMatch(/^The file could not be read as CSV: Quote Not Closed/);
    expect(fileErrorOf(csv(`,,${'x'.repeat(2 * 1024 * 1024)}`))).toBe('The file is larger than 2 MB: split it into smaller files.');
    const rows = Array.from({ length: MAX_IMPORT_ROWS + 1 }, (_, i) => `,,Org ${i},rehab,,Boulder,CO,80302,303-555-0100,,`);
    expect(fileErrorOf(csv(...rows))).toBe('The file has 5,001 listings; at most 5,000 can be imported at once: split it into smaller files.');
  });

  it('numbers rows as the spreadsheet does, blank rows included, and reads quoted values with commas and line breaks', () => {
    const rows = readListingsCsv(
      csv(
        ',,"Hawks, Owls & More",rehab,"12 Elm St\nUnit 2",Boulder,CO,80302,303-555-0100,,',
        '',
        ',,,,,,,,,,',
        ',,Fox Hollow,rehab,,Boulder,CO,80302,303-555-0101,,',
      ),
    );
    expect(rows.map((r) => [r.row, r.listing?.name, r.listing?.address])).toEqual([
      [2, 'Hawks, Owls & More', '12 Elm St\nUnit 2'],
      [5, 'Fox Hollow', null],
    ]);
  });

  it('reads a file saved by Excel as Windows-1252, and one with a byte-order mark', () => {
    const latin = Uint8Array.from([...Buffer.from(`${HEADER}\n,,Caf`), 0xe9, ...Buffer.from(' Wildlife,rehab,,Boulder,CO,80302,303-555-0100,,')]);
    expect(readListingsCsv(decodeCsvBytes(latin))[0]!.listing!.name).toBe('Café Wildlife');
    expect(readListingsCsv(`\uFEFF${csv(',,Fox Hollow,rehab,,Boulder,CO,80302,303-555-0100,,')}`)[0]!.listing!.name).toBe('Fox Hollow');
  });
});

describe('a row of a listings file', () => {
  it('names the listing by its organisation, else by first and last name', () => {
    const rows = readListingsCsv(
      csv('Ana,Ruiz,Foothills Raptor Care,rehab,,Boulder,CO,80302,303-555-0100,,', 'Ana,Ruiz,,rehab,,Boulder,CO,80302,303-555-0100,,'),
    );
    expect(rows.map((r) => r.listing?.name)).toEqual(['Foothills Raptor Care', 'Ana Ruiz']);
  });

  it('recognises the listing types agencies write', () => {
    for (const value of ['rehabilitator', 'Wildlife Rehabilitator', 'rehab', 'Licensed wildlife rehabilitation facility'])
      expect(listingKind(value)).toBe('rehabilitator');
    for (const value of ['control', 'Nuisance Wildlife Control Operator', 'NWCO', 'wildlife control operator']) expect(listingKind(value)).toBe('control');
    for (const value of ['', 'zoo', 'rehab and control']) expect(listingKind(value)).toBeNull();
  });

  it('tells every problem of a row, column by column', () => {
    const [row] = readListingsCsv(csv(',,,vet,,,DC,ABCDE,555-0100,not-an-email,'));
    expect(row!.listing).toBeNull();
    expect(row!.errors).toEqual({
      name: ['Give an organisation, or a first and last name'],
      listing_type: ['Listing type must be a rehabilitator or a control operator (e.g. "Wildlife rehabilitator", "NWCO")'],
      city: ['City is required'],
      state: ['State must be one of the 50 US states (a two-letter code or its name)'],
      zip: ['ZIP code must be 5 digits, or ZIP+4 like 80302-1234'],
      phone: ['Phone must be a US number with its area code, like 303-555-0100'],
      email: ['E-mail must be an address like name@example.org'],
    });
  });

  it('asks for a phone or an e-mail, and hints at a lost leading zero in a ZIP code', () => {
    const [row] = readListingsCsv(csv(',,Charles River Wildlife,rehab,,Boston,Massachusetts,2134,,,'));
    expect(row!.errors).toEqual({
      zip: ['ZIP code must be 5 digits, or ZIP+4 like 80302-1234 (a spreadsheet may have dropped a leading 0)'],
      phone: ['Give a phone number or an e-mail address, so people can reach this listing'],
    });
  });

  it('writes phone numbers one way, and refuses implausible ones', () => {
    expect(normalisePhone('(303) 555-0100')).toBe('303-555-0100');
    expect(normalisePhone('+1 303.555.0100 ext. 12')).toBe('303-555-0100 ext. 12');
    expect(normalisePhone('1-303-555-0100 x7')).toBe('303-555-0100 ext. 7');
    for (const bad of ['555-0100', '103-555-0100', '303-555-010', 'call the office', `303-555-0100${' '.repeat(1_000_000)}x`])
      expect(normalisePhone(bad)).toBeNull();
  });

  it('maps species columns onto our animal types; none set means every animal', () => {
    const flags = `${HEADER},${SPECIES_FLAGS.join(',')}`;
    const [raptors, none, bad] = readListingsCsv(
      [
        flags,
        `,,Aster,rehab,,Boulder,CO,80302,303-555-0100,,,no,n,0,false,,Yes,X`,
        `,,Birch,rehab,,Boulder,CO,80302,303-555-0101,,,,,,,,,`,
        `,,Cedar,rehab,,Boulder,CO,80302,303-555-0102,,,maybe,,,,,,`,
      ].join('\n'),
    );
    expect(raptors!.listing!.animals).toEqual([...SPECIES_ANIMALS.raptors, ...SPECIES_ANIMALS.reptiles_amphibians]);
    expect(none!.listing!.animals).toEqual([]);
    expect(bad!.errors).toEqual({ small_mammals: ['small_mammals must be yes or no (Y, yes, true, 1 or x; blank for no)'] });
  });

  it('maps species only onto animal types we seed', () => {
    const seeded = new Set(animalTypeSeeds);
    for (const flag of SPECIES_FLAGS) for (const animal of SPECIES_ANIMALS[flag]) expect(seeded, `${flag}: ${animal}`).toContain(animal);
  });

  it('refuses a row repeating a listing of the file, by permit number or by type, name and ZIP code', () => {
    const rows = readListingsCsv(
      csv(
        ',,Fox Hollow,rehab,,Boulder,CO,80302,303-555-0100,,CO-77',
        ',,Fox Hollow Annex,rehab,,Boulder,CO,80302,303-555-0101,,co 77',
        ',,Owl Rescue,rehab,,Boulder,CO,80302,303-555-0102,,N/A',
        ',,OWL RESCUE!,rehabilitator,,Boulder,CO,80302-1234,303-555-0103,,pending',
        ',,Owl Rescue,control,,Boulder,CO,80302,303-555-0104,,',
      ),
    );
    expect(rows.map((r) => r.errors)).toEqual([
      null,
      { permit: ['Duplicate of row 2: the same permit number'] },
      null,
      { name: ['Duplicate of row 4: the same type, name and ZIP code'] },
      null,
    ]);
    expect(rows[2]!.listing!.permit).toBeNull();
  });
});

describe("WildlifeRehabber.com's state-agency template (docs/decisions/056)", () => {
  const TEMPLATE = WILDLIFEREHABBER_TEMPLATE.join(',');
  /** A template row: the named columns set, every other blank. */
  const templateRow = (values: Partial<Record<(typeof WILDLIFEREHABBER_TEMPLATE)[number], string>>) =>
    WILDLIFEREHABBER_TEMPLATE.map((column) => values[column] ?? '').join(',');
  const ANA = { first_name: 'Ana', last_name: 'Ruiz', city: 'Boulder', state: 'CO', zip: '80302', phone: '303-555-0100' } as const;
  const read = (...rows: Parameters<typeof templateRow>[0][]) => readListingsCsv([TEMPLATE, ...rows.map(templateRow)].join('\n'));

  it('reads mail as the e-mail, and a blank listing_type as a wildlife rehabilitator, as the template says', () => {
    const [row] = read({ ...ANA, mail: 'Ana.Ruiz@Example.org' });
    expect(row!.listing).toMatchObject({ name: 'Ana Ruiz', type: 'rehabilitator', email: 'ana.ruiz@example.org', approved: true });
    expect(read({ ...ANA, listing_type: 'Nuisance Wildlife Control Operator' })[0]!.listing!.type).toBe('control');
    expect(read({ ...ANA, listing_type: 'Wildlife Transporter' })[0]!.errors).toEqual({
      listing_type: ['Listing type must be a rehabilitator or a control operator (e.g. "Wildlife rehabilitator", "NWCO")'],
    });
  });

  it('still refuses a blank listing type in a file of any other shape', () => {
    expect(readListingsCsv(csv('Ana,Ruiz,,,,Boulder,CO,80302,303-555-0100,,'))[0]!.errors).toEqual({
      listing_type: ['Listing type must be a rehabilitator or a control operator (e.g. "Wildlife rehabilitator", "NWCO")'],
    });
  });

  it("names a person by first and last name, and an organisation by its own name in last_name, even beside a contact's first name", () => {
    const names = [
      ['', 'Foothills Wildlife Center'],
      ['Jane', 'Foothills Wildlife Center'],
      ['Sam', 'Audubon Society of Greater Denver'],
      ['Lee', 'Park'],
      ['Robin', 'Bird'],
      ['Maria', 'Van der Berg'],
    ].map(([first, last]) => listingName({ first_name: first, last_name: last }));
    expect(names).toEqual([
      'Foothills Wildlife Center',
      'Foothills Wildlife Center',
      'Audubon Society of Greater Denver',
      'Lee Park',
      'Robin Bird',
      'Maria Van der Berg',
    ]);
  });

  it('keeps the comments as the description, and refuses comments too long to show', () => {
    expect(read({ ...ANA, comments: 'Songbirds only; call first' })[0]!.listing!.description).toBe('Songbirds only; call first');
    expect(read(ANA)[0]!.listing!.description).toBeNull();
    expect(read({ ...ANA, comments: 'x'.repeat(2001) })[0]!.errors).toEqual({ comments: ['Comments must be at most 2000 characters'] });
    // Another file's comments may be the agency's own notes: not read, and the description left alone.
    expect(readListingsCsv(`${HEADER},Comments\nAna,Ruiz,,rehab,,Boulder,CO,80302,303-555-0100,,,Permit under review`)[0]!.listing).not.toHaveProperty(
      'description',
    );
  });

  it('takes listings in the United States only: country US, USA, United States or blank', () => {
    for (const country of ['', 'US', 'usa', 'U.S.A.', 'United States', 'United States of America'])
      expect(read({ ...ANA, country })[0]!.errors, country).toBeNull();
    for (const country of ['Canada', 'MX', 'Puerto Rico'])
      expect(read({ ...ANA, country })[0]!.errors, country).toEqual({
        country: ['Country must be US (or blank): only listings in the United States can be imported'],
      });
  });

  it('keeps a federal permit with the certifications, never as the state permit that finds the listing again', () => {
    const certifications = (federal_permit: string) => read({ ...ANA, federal_permit })[0]!.listing?.certifications;
    expect(certifications('1')).toEqual([FEDERAL_PERMIT_CERTIFICATION]);
    expect(certifications('MB123456-0')).toEqual([`${FEDERAL_PERMIT_CERTIFICATION} MB123456-0`]);
    expect(certifications('')).toEqual([]);
    expect(certifications('N/A')).toEqual([]);
    expect(read({ ...ANA, federal_permit: 'maybe' })[0]!.errors).toEqual({
      federal_permit: ['federal_permit must be 1 (or yes) when the listing holds a federal permit, blank when not, or the permit number'],
    });
    const [one, two] = read({ ...ANA, federal_permit: '1' }, { ...ANA, first_name: 'Ben', federal_permit: '1' });
    expect([one!.listing!.permit, two!.errors]).toEqual([undefined, null]);
  });

  it('maps water_sea_birds and marine_mammals onto our animal types', () => {
    const [row] = read({ ...ANA, water_sea_birds: '1', marine_mammals: '1' });
    expect(row!.listing!.animals).toEqual(['Loon / Grebe', 'Heron / Egret', 'Shorebird', 'Seabird / Gull', 'Pelican', 'Marine Mammal (Seal, Sea Lion)']);
  });

  it('counts "N/A" and the like in mail as no e-mail, and asks for a phone or an e-mail', () => {
    expect(read({ ...ANA, mail: 'N/A' })[0]!.listing!.email).toBeNull();
    expect(read({ ...ANA, phone: '', mail: 'none' })[0]!.errors).toEqual({
      phone: ['Give a phone number or an e-mail address, so people can reach this listing'],
    });
  });

  it('holds the rows a file does not mark state_verified when it marks others, and approves every row of a file that marks none', () => {
    const marked = read({ ...ANA, state_verified: '1' }, { ...ANA, first_name: 'Ben' }, { ...ANA, first_name: 'Cy', state_verified: '0' });
    expect(marked.map((r) => r.listing!.approved)).toEqual([true, false, false]);
    const unmarked = read(ANA, { ...ANA, first_name: 'Ben' });
    expect(unmarked.map((r) => r.listing!.approved)).toEqual([true, true]);
    expect(read({ ...ANA, state_verified: 'pending' })[0]!.errors).toEqual({
      state_verified: ['state_verified must be yes or no (Y, yes, true, 1 or x; blank for no)'],
    });
  });
});
