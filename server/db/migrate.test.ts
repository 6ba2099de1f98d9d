import { readFileSync } from 'node:fs';
import path from 'node:path';
import { eq, inArray, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { normalisePhone } from '../../common/phone.ts';
import { useTestDatabase } from '../../test/database.ts';
import { createUser } from '../../test/factories.ts';
import { providers, users } from './schema.ts';
import { migrate, MIGRATIONS_FOLDER, pendingMigrations } from './migrate.ts';

// Runs on PGlite, and on PostgreSQL 15 in CI (TEST_DATABASE_URL): the same migrations on both.
const database = useTestDatabase();

async function rows<T>(query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await database.db.execute(query)) as unknown as { rows: T[] }).rows;
}

describe('migrations', () => {
  it('are all applied, and applying them again changes nothing', async () => {
    expect(await pendingMigrations(database)).toBe(0);
    await migrate(database);
    expect(await pendingMigrations(database)).toBe(0);
  });

  it('create every table the application uses', async () => {
    const tables = (await rows<{ tablename: string }>(sql`select tablename from pg_tables where schemaname = 'public'`)).map((r) => r.tablename);
    for (const table of [
      'users',
      'wildlife_issues',
      'issue_categories',
      'animal_types',
      'volunteer_applications',
      'field_team_members',
      'help_request_submissions',
      'provider_responses',
      'providers',
      'provider_contacts',
      'form_questions',
      'form_responses',
      'system_settings',
      'state_agencies',
      'outbox',
      'jobs',
      'audit_log',
      'provider_feedback',
      'sessions',
      'accounts',
      'verifications',
    ]) {
      expect(tables).toContain(table);
    }
  });

  it('install cube, earthdistance and pg_trgm, with a GiST index on provider location', async () => {
    const extensions = (await rows<{ extname: string }>(sql`select extname from pg_extension`)).map((r) => r.extname);
    expect(extensions).toEqual(expect.arrayContaining(['cube', 'earthdistance', 'pg_trgm']));
    const [index] = await rows<{ indexdef: string }>(sql`select indexdef from pg_indexes where indexname = 'providers_location_gist_idx'`);
    expect(index?.indexdef).toMatch(/USING gist \(ll_to_earth\(lat, lng\)\)/);
    // Boulder, CO to Denver, CO is about 25 miles as the crow flies.
    const [distance] = await rows<{ miles: number }>(
      sql`select earth_distance(ll_to_earth(40.0150, -105.2705), ll_to_earth(39.7392, -104.9903)) / 1609.344 as miles`,
    );
    expect(distance!.miles).toBeGreaterThan(23);
    expect(distance!.miles).toBeLessThan(27);
  });

  it('index the guide for full-text search, with title and keywords weighted highest', async () => {
    await database.db.execute(sql`
      insert into wildlife_issues (id, title, description, issue_type, severity, animal_type, search_keywords, immediate_actions)
      values ('bat-in-house', 'Bat in the house', 'A bat flew indoors.', 'emergency', 'high', 'Bat', '{bats,"bat indoors"}', '{"Close interior doors"}')`);
    const [match] = await rows<{ id: string; rank: number }>(sql`
      select id, ts_rank(search_vector, websearch_to_tsquery('english', 'bats house')) as rank
      from wildlife_issues where search_vector @@ websearch_to_tsquery('english', 'bats house')`);
    expect(match?.id).toBe('bat-in-house');
    const [byAction] = await rows<{ id: string }>(sql`select id from wildlife_issues where search_vector @@ websearch_to_tsquery('english', 'interior doors')`);
    expect(byAction?.id).toBe('bat-in-house');
    const [gin] = await rows<{ indexdef: string }>(sql`select indexdef from pg_indexes where indexname = 'wildlife_issues_search_idx'`);
    expect(gin?.indexdef).toContain('USING gin (search_vector)');
  });

  it('let only one provider accept a request', async () => {
    const [definition] = await rows<{ indexdef: string }>(sql`select indexdef from pg_indexes where indexname = 'provider_responses_one_accepted_idx'`);
    expect(definition?.indexdef).toMatch(/UNIQUE INDEX .* WHERE \(status = 'accepted'::text\)/);
  });

  it('0012 rewrites stored phone numbers in the one format (common/phone.ts), and running it again changes nothing', async () => {
    const typed = ['(303) 555-0142', '+1 303.555.0143', '1-720-555-0199', '303-555-0100 ext. 12', '+44 20 7946 0958', '555-0100', ''];
    const ids: string[] = [];
    for (const phone of typed) {
      const user = await createUser(database.db);
      await database.db.update(users).set({ phone }).where(eq(users.id, user.id));
      ids.push(user.id);
    }
    // Its statements for accounts' numbers: the agencies' phone column it also rewrote is gone since 0024 (agency_phone_lines).
    const statements = readFileSync(path.join(MIGRATIONS_FOLDER, '0012_phones_in_one_format.sql'), 'utf8')
      .split('--> statement-breakpoint')
      .filter((statement) => !statement.includes('"state_agencies"'));
    const stored = async () =>
      Promise.all(ids.map(async (id) => (await database.db.select({ phone: users.phone }).from(users).where(eq(users.id, id)))[0]!.phone));
    for (const run of ['run', 'run again']) {
      for (const statement of statements) await database.db.execute(sql.raw(statement));
      // A US number becomes what the forms store now; anything else is left as it was.
      expect(await stored(), run).toEqual(typed.map((phone) => normalisePhone(phone) ?? phone));
    }
    expect(await stored()).toEqual(['303-555-0142', '303-555-0143', '720-555-0199', '303-555-0100 ext. 12', '+44 20 7946 0958', '555-0100', '']);
  });

  it('0022 reads hours typed the Spanish way, works out again the listings it now reads, and leaves the others as they were', async () => {
    const migration = (name: string) => readFileSync(path.join(MIGRATIONS_FOLDER, name), 'utf8').split('--> statement-breakpoint');
    // The listings as 0020 left them: its reading of the hours, then the ones typed the Spanish way.
    await database.db.execute(sql.raw(migration('0020_opening_hours.sql')[0]!.replace('CREATE FUNCTION', 'CREATE OR REPLACE FUNCTION')));
    const typed = ['9 a.m. a 5 p.m.', '9:00 AM - 5:00 PM', 'Con cita previa'];
    const listings = await database.db
      .insert(providers)
      .values(
        typed.map((availabilityHours) => ({
          name: `Listing ${availabilityHours}`,
          type: 'rehabilitator' as const,
          city: 'Boulder',
          state: 'CO',
          availabilityHours,
        })),
      )
      .returning({ id: providers.id });
    const stored = async () =>
      database.db
        .select({ hours: providers.availabilityHours, opens: providers.opensMinute, closes: providers.closesMinute })
        .from(providers)
        .where(
          inArray(
            providers.id,
            listings.map((l) => l.id),
          ),
        )
        .orderBy(providers.name);
    expect((await stored()).map((l) => l.opens)).toEqual([null, 540, null]);
    for (const run of ['run', 'run again']) {
      for (const statement of migration('0022_spanish_opening_hours.sql')) await database.db.execute(sql.raw(statement));
      const after = await stored();
      expect(
        after.map(({ hours, opens, closes }) => [hours, opens, closes]),
        run,
      ).toEqual([
        ['9 a.m. a 5 p.m.', 540, 1020],
        ['9:00 AM - 5:00 PM', 540, 1020],
        ['Con cita previa', null, null],
      ]);
    }
  });
  it('0028 reads every text of hours as 0022 did, only faster', async () => {
    const migration = (name: string) => readFileSync(path.join(MIGRATIONS_FOLDER, name), 'utf8').split('--> statement-breakpoint');
    // 0022's function under another name, beside the one 0028 left.
    const earlier = migration('0022_spanish_opening_hours.sql').find((statement) => statement.includes('FUNCTION listing_opening_minutes'))!;
    await database.db.execute(sql.raw(earlier.replace('FUNCTION listing_opening_minutes', 'FUNCTION listing_opening_minutes_0022')));
    // Every way of writing a range these pieces make: readable or not, in English or Spanish.
    const hours = ['0', '7', '9', '12', '13', '24', '25', '09'];
    const minutes = ['', ':00', ':30', ':5', ':75'];
    const halves = ['', 'am', ' AM', ' p.m.', 'p. m.', '\u00a0a.\u00a0m.', ' pm'];
    const separators = ['-', ' – ', ' to ', ' a ', '—', ' '];
    const written: string[] = ['24/7', 'Open 24 hours', 'abierto 24 horas', '24 hrs', ' 24h ', 'By appointment', '', ' - '];
    let n = 0;
    for (const from of hours)
      for (const fromMinutes of minutes)
        for (const half of halves)
          for (const separator of separators) {
            const to = hours[(n += 3) % hours.length]!;
            const text = `${n % 5 === 0 ? 'de ' : ''}${from}${fromMinutes}${half}${separator}${to}${minutes[n % minutes.length]}${n % 2 === 0 ? half : halves[n % halves.length]}`;
            written.push(text);
          }
    const differing = await rows<{ h: string }>(
      sql`select h from jsonb_array_elements_text(${JSON.stringify(written)}::jsonb) h where listing_opening_minutes(h) is distinct from listing_opening_minutes_0022(h)`,
    );
    expect(written.length).toBeGreaterThan(1500);
    expect(differing).toEqual([]);
    const read = await rows<{ count: number }>(
      sql`select count(*)::int as count from jsonb_array_elements_text(${JSON.stringify(written)}::jsonb) h where listing_opening_minutes(h) is not null`,
    );
    expect(read[0]!.count).toBeGreaterThan(50); // some are read, so the two agree on minutes too, not only on "unknown"
  });
});
