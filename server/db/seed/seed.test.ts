import webpush from 'web-push';
import { sql } from 'drizzle-orm';
import { pino } from 'pino';
import { describe, expect, it } from 'vitest';
import { useTestDatabase } from '../../../test/database.ts';
import { loadConfig } from '../../config.ts';
import { seedDatabase, seedOnFirstStart, seedOptionsFrom } from './seed.ts';

const vapidKeys = webpush.generateVAPIDKeys();

const database = useTestDatabase();
const quiet = pino({ level: 'silent' });

async function rows<T>(query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await database.db.execute(query)) as unknown as { rows: T[] }).rows;
}

const SEEDED_TABLES = ['animal_types', 'issue_categories', 'wildlife_issues', 'state_agencies', 'form_questions', 'system_settings', 'providers'];

/** A fingerprint of every seeded row, so "changes nothing" means no row differs, not just the counts. */
async function fingerprint() {
  const result: Record<string, string> = {};
  for (const table of SEEDED_TABLES) {
    const [row] = await rows<{ digest: string }>(sql.raw(`select md5(coalesce(string_agg(t::text, '|' order by t::text), '')) as digest from ${table} t`));
    result[table] = row!.digest;
  }
  return result;
}

describe('seed', () => {
  it('running it twice changes nothing', async () => {
    await seedDatabase(database.db, { sampleData: true, production: false });
    const first = await fingerprint();
    await seedDatabase(database.db, { sampleData: true, production: false });
    expect(await fingerprint()).toEqual(first);
  });

  it('fills the reference data the product needs', async () => {
    await seedDatabase(database.db, { sampleData: true, production: false });
    const [counts] = await rows<Record<string, number>>(sql`select
      (select count(*)::int from animal_types where active) as animals,
      (select count(*)::int from issue_categories) as categories,
      (select count(*)::int from state_agencies) as agencies,
      (select count(*)::int from agency_phone_lines) as phone_lines,
      (select count(*)::int from agency_phone_lines where source_url is null) as unsourced_lines`);
    expect(counts!.animals).toBeGreaterThanOrEqual(40);
    expect(counts!.categories).toBeGreaterThanOrEqual(6);
    expect(counts!.agencies).toBe(50);
    // The states' numbers come from migration 0024, each read from a named source; the seed adds
    // none of its own: never an invented phone number (docs/decisions/046).
    expect(counts!.phone_lines).toBe(0);
    expect(counts!.unsourced_lines).toBe(0);

    for (const formType of ['rehabilitation', 'control']) {
      const types = await rows<{ question_type: string; animal_specific: boolean }>(
        sql`select distinct question_type, is_animal_specific as animal_specific from form_questions where form_type = ${formType}`,
      );
      expect(new Set(types.map((t) => t.question_type))).toEqual(new Set(['text', 'textarea', 'select', 'radio', 'checkbox', 'number']));
      expect(types.some((t) => t.animal_specific)).toBe(true);
    }

    const [setting] = await rows<{ value: unknown }>(sql`select value from system_settings where key = 'donation_suggestions'`);
    expect(setting!.value).toEqual({ amounts: [25, 50, 100, 250], default: 50 });
  });

  it('adds at least 400 sample listings over all 50 states, marked as samples with reserved phone numbers', async () => {
    await seedDatabase(database.db, { sampleData: true, production: false });
    const [summary] = await rows<Record<string, number>>(sql`select
      count(*)::int as total,
      count(distinct state)::int as states,
      count(*) filter (where not sample)::int as not_sample,
      count(*) filter (where phone !~ '^\\d{3}-555-01\\d\\d$')::int as bad_phones,
      count(*) filter (where type = 'rehabilitator')::int as rehabilitators,
      count(*) filter (where type = 'control')::int as control,
      count(*) filter (where not claimed)::int as unclaimed,
      count(*) filter (where claimed and not approved)::int as pending,
      count(distinct standards) filter (where type = 'control' and standards <> 'none')::int as standards_levels,
      count(*) filter (where lat is null or lng is null)::int as without_location
      from providers`);
    expect(summary!.total).toBeGreaterThanOrEqual(400);
    expect(summary!.states).toBe(50);
    expect(summary).toMatchObject({ not_sample: 0, bad_phones: 0, without_location: 0, standards_levels: 3 });
    expect(summary!.rehabilitators).toBeGreaterThan(100);
    expect(summary!.control).toBeGreaterThan(100);
    expect(summary!.unclaimed).toBeGreaterThan(0);
    expect(summary!.pending).toBeGreaterThan(0);

    // One approved listing of each kind within a few miles of Boulder, CO 80302.
    const nearBoulder = await rows<{ type: string }>(sql`select distinct type from providers
      where approved and earth_distance(ll_to_earth(lat, lng), ll_to_earth(40.0150, -105.2705)) < 10 * 1609.344`);
    expect(nearBoulder.map((r) => r.type).sort()).toEqual(['control', 'rehabilitator']);
  });

  it('leaves the sample listings out when SAMPLE_DATA=false', async () => {
    await seedDatabase(database.db, { sampleData: false, production: true });
    const [count] = await rows<{ n: number }>(sql`select count(*)::int as n from providers`);
    expect(count!.n).toBe(0);
    const [animals] = await rows<{ n: number }>(sql`select count(*)::int as n from animal_types`);
    expect(animals!.n).toBeGreaterThanOrEqual(40);
  });

  it('seeds no sample listing on a first start on PostgreSQL unless SAMPLE_DATA asks: made-up listings must not reach real people in need', async () => {
    const onPostgres = (env: Record<string, string> = {}) =>
      loadConfig({
        NODE_ENV: 'production',
        DATABASE_URL: 'postgres://db.example/wildline',
        SESSION_SECRET: 's'.repeat(32),
        // Required in production with DATABASE_URL, like the session secret: phone notifications
        // are signed with it.
        VAPID_PUBLIC_KEY: vapidKeys.publicKey,
        VAPID_PRIVATE_KEY: vapidKeys.privateKey,
        DATA_DIR: '/nonexistent-unused',
        ...env,
      });
    await seedOnFirstStart(database.db, seedOptionsFrom(onPostgres()), quiet);
    const sampleCount = async () => (await rows<{ n: number }>(sql`select count(*)::int as n from providers where sample`))[0]!.n;
    expect(await sampleCount()).toBe(0);
    expect((await rows(sql`select 1 from wildlife_issues`)).length).toBeGreaterThan(0);

    await database.reset();
    await seedOnFirstStart(database.db, seedOptionsFrom(onPostgres({ SAMPLE_DATA: 'true' })), quiet);
    expect(await sampleCount()).toBeGreaterThan(0);
  });

  it('seeds a new database on first start only, keeping later edits', async () => {
    await seedOnFirstStart(database.db, { sampleData: false, production: false }, quiet);
    await database.db.execute(sql`delete from animal_types where name = 'Bat'`);
    await seedOnFirstStart(database.db, { sampleData: false, production: false }, quiet);
    const bats = await rows(sql`select 1 from animal_types where name = 'Bat'`);
    expect(bats).toHaveLength(0);
  });
});
