import { readFileSync } from 'node:fs';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { LINE_PURPOSES, parseHoursRule } from '../../common/phone-lines.ts';
import { printedNumber } from '../../common/phone.ts';
import { STATE_CODES } from '../../common/us-states.ts';
import { useTestDatabase } from '../../test/database.ts';
import { MIGRATIONS_FOLDER } from './migrate.ts';
import { agencyPhoneLines, stateAgencies } from './schema.ts';
import { agencyLineSeeds } from './seed/data/agency-phone-lines.ts';
import { stateAgencySeeds } from './seed/data/state-agencies.ts';

// Decision 046: every state has a number to call from the first start, each with its purpose and
// the page it was read from; migration 0024 puts the seed's numbers in every database, new or
// old, once, and keeps a number an administrator had entered.

const database = useTestDatabase({ resetBeforeEach: false });
const db = () => database.db;
const MIGRATION = readFileSync(path.join(MIGRATIONS_FOLDER, '0024_agency_phone_lines.sql'), 'utf8').split('--> statement-breakpoint');
const run = async (statements: string[]) => {
  for (const statement of statements) await db().execute(sql.raw(statement));
};
const stored = () =>
  db()
    .select({
      seedKey: agencyPhoneLines.seedKey,
      scope: agencyPhoneLines.scope,
      state: agencyPhoneLines.state,
      region: agencyPhoneLines.region,
      situations: agencyPhoneLines.situations,
      organisation: agencyPhoneLines.organisation,
      phone: agencyPhoneLines.phone,
      printedAs: agencyPhoneLines.printedAs,
      purpose: agencyPhoneLines.purpose,
      hours: agencyPhoneLines.hours,
      hoursEs: agencyPhoneLines.hoursEs,
      hoursRule: agencyPhoneLines.hoursRule,
      callerNote: agencyPhoneLines.callerNote,
      callerNoteEs: agencyPhoneLines.callerNoteEs,
      sourceUrl: agencyPhoneLines.sourceUrl,
      sourceExcerpt: agencyPhoneLines.sourceExcerpt,
      checkedOn: agencyPhoneLines.checkedOn,
    })
    .from(agencyPhoneLines)
    .orderBy(agencyPhoneLines.seedKey);
const seeds = () => [...agencyLineSeeds].map(({ checkedHow: _, ...line }) => line).sort((a, b) => (a.seedKey < b.seedKey ? -1 : 1));

describe('the seed’s numbers', () => {
  it('give every one of the 50 states a number to call, each with its purpose, its source and the day it was read there', () => {
    for (const state of STATE_CODES) {
      const own = agencyLineSeeds.filter((line) => line.scope === 'state' && line.state === state);
      expect(
        own.filter((line) => line.purpose !== 'other'),
        state,
      ).not.toHaveLength(0);
    }
    for (const line of agencyLineSeeds) {
      expect(LINE_PURPOSES, line.seedKey).toContain(line.purpose);
      expect(line.sourceUrl, line.seedKey).toMatch(/^https?:\/\//);
      expect(line.sourceExcerpt, line.seedKey).toBeTruthy();
      expect(line.checkedHow, line.seedKey).toBeTruthy();
      expect(line.hoursRule === '' || parseHoursRule(line.hoursRule) !== null, line.seedKey).toBe(true);
      // What the source printed is what a Call button dials.
      if (line.printedAs) expect(printedNumber(line.printedAs)?.phone, line.seedKey).toBe(line.phone);
    }
    // Every state has at least one number read again in its source.
    for (const state of STATE_CODES) expect(agencyLineSeeds.some((line) => line.state === state && line.checkedOn)).toBe(true);
  });
});

describe('migration 0024', () => {
  it('puts exactly the seed’s numbers in a new database, and announces their changes', async () => {
    expect(await stored()).toEqual(seeds());
    const triggers = await db().execute(sql`select tgname from pg_trigger where tgrelid = 'agency_phone_lines'::regclass and tgname = 'wl_content_changed'`);
    expect((triggers as unknown as { rows: unknown[] }).rows).toHaveLength(1);
  });

  it('on an older database, keeps the number an administrator entered as the agency’s main line, renames what changed, and never touches an edit', async () => {
    // The database as 0023 left it, with an administrator's number for Ohio and their own name for New Mexico.
    await run([
      'DROP TABLE "agency_phone_lines"',
      'TRUNCATE "state_agencies"',
      'ALTER TABLE "state_agencies" ADD COLUMN "phone" text, ADD COLUMN "hours" text, ADD COLUMN "hours_es" text',
    ]);
    await db().insert(stateAgencies).values(stateAgencySeeds);
    await run([
      `UPDATE "state_agencies" SET "phone" = '614-265-6300', "hours" = 'Weekdays', "checked_on" = '2026-10-01' WHERE "state" = 'OH'`,
      `UPDATE "state_agencies" SET "name" = 'New Mexico Department of Game and Fish' WHERE "state" = 'NM'`,
      `UPDATE "state_agencies" SET "name" = 'NM Wildlife (our name)' WHERE "state" = 'NM'`,
      `UPDATE "state_agencies" SET "website" = 'https://www.pgc.pa.gov' WHERE "state" = 'PA'`,
    ]);
    await run(MIGRATION);

    const ohio = await db().select().from(agencyPhoneLines).where(eq(agencyPhoneLines.state, 'OH'));
    expect(ohio.find((line) => line.seedKey === null)).toMatchObject({
      scope: 'state',
      phone: '614-265-6300',
      purpose: 'main',
      hours: 'Weekdays',
      checkedOn: '2026-10-01',
      organisation: 'Ohio Department of Natural Resources, Division of Wildlife',
    });
    expect((await stored()).filter((line) => line.seedKey !== null)).toEqual(seeds());
    const agencies = await db().select().from(stateAgencies);
    expect(agencies.find((a) => a.state === 'NM')?.name).toBe('NM Wildlife (our name)');
    expect(agencies.find((a) => a.state === 'PA')?.website).toBe('https://www.pa.gov/agencies/pgc');

    // An administrator corrects a seeded number; the seed's insert, run again, leaves it as they wrote it.
    const [first] = agencyLineSeeds;
    await db().update(agencyPhoneLines).set({ phone: '907-555-0123', callerNote: 'Checked by phone' }).where(eq(agencyPhoneLines.seedKey, first!.seedKey));
    await run(MIGRATION.filter((statement) => statement.includes('ON CONFLICT ("seed_key") DO NOTHING')));
    const [edited] = await db().select().from(agencyPhoneLines).where(eq(agencyPhoneLines.seedKey, first!.seedKey));
    expect(edited).toMatchObject({ phone: '907-555-0123', callerNote: 'Checked by phone' });
  });
});
