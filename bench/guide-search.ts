import { gunzipSync } from 'node:zlib';
import { sql } from 'drizzle-orm';
import { ZIssueSearch } from '../common/guide-schemas.ts';
import { ANONYMOUS } from '../server/auth/actor.ts';
import type { Db } from '../server/db/client.ts';
import { migrate } from '../server/db/migrate.ts';
import { issueCategories, wildlifeIssues } from '../server/db/schema.ts';
import { seedDatabase } from '../server/db/seed/seed.ts';
import { wildlifeIssueSeeds } from '../server/db/seed/data/wildlife-issues.ts';
import { searchWildlifeIssues } from '../server/features/guide/search-issues.ts';
import { refreshGuideVocabulary } from '../server/features/guide/vocabulary.ts';
import { mulberry32 } from '../server/lib/prng.ts';
import { createTestApp } from '../test/services.ts';
import { openBenchDatabase } from './bench-database.ts';
import { benchCommand, runBenchmark, runDescription, type BenchRun } from './run.ts';

// Guide search: server time of GET /api/v1/issues?q=… over 2,000 issues (the real guide plus
// generated variants of it), requests made in-process against the Hono app, one at a time.
// PGlite in memory by default; a fresh database on a PostgreSQL server when
// BENCH_DATABASE_URL is set (created here, dropped at the end). Prints figures; never fails
// on them, only on errors (a response other than 200, an exception).

export const TOTAL_ISSUES = 2_000;
const INSERT_BATCH = 200;
const WARMUP = 50;
const REQUESTS = 400;
const SEED = 20_240_611;

/** What people type into the guide's search box: plain, misspelt, and with the page's filters. */
export const SEARCHES = [
  'q=baby+bird',
  'q=racoon+in+attic',
  'q=bat+in+house',
  'q=fawn',
  'q=snake+garage',
  'q=oil+duck',
  'q=injured+hawk',
  'q=squirel+in+chimney',
  'q=skunk+under+deck',
  'q=hit+by+car',
  'q=baby+bunnies+in+nest',
  'q=turtle+crossing+road',
  'q=aggresive+goose',
  'q=opossum+babies',
  'q=woodpecker+pecking+siding',
  'q=coyote+and+my+dog',
  'q=bird+hit+window',
  'q=deer+eating+garden',
  'q=possum',
  'q=something+in+my+chimney',
  'q=noise+in+attic&type=conflict',
  'q=baby&type=emergency',
  'q=bat&animal=Bat',
  'q=bitten&animal=Bat',
];

// ------------------------------------------------------------------ the data set

const PLACES = [
  'backyard',
  'garden',
  'front porch',
  'garage',
  'barn',
  'school playground',
  'city park',
  'parking lot',
  'farm',
  'lakeside cabin',
  'apartment balcony',
  'highway shoulder',
  'campground',
  'golf course',
  'church roof',
  'orchard',
  'creek bank',
  'shed',
  'driveway',
  'office building',
];
const SEASONS = [
  'early spring',
  'late spring',
  'midsummer',
  'late summer',
  'autumn',
  'early winter',
  'a cold snap',
  'nesting season',
  'the week after a storm',
  'a heat wave',
];

/** Variants of the real issues: same animal, category, type and advice; title and description reworded. */
export function generateVariants(count: number, categoryIds: Map<string, string>) {
  const random = mulberry32(SEED);
  const pick = <T>(list: readonly T[]) => list[Math.floor(random() * list.length)]!;
  const rows: (typeof wildlifeIssues.$inferInsert)[] = [];
  for (let n = 1; rows.length < count; n++) {
    for (const issue of wildlifeIssueSeeds) {
      if (rows.length >= count) break;
      const place = pick(PLACES);
      const season = pick(SEASONS);
      const title = [`${issue.title} (${season})`, `${issue.title} near the ${place}`, `${issue.title}: ${place}, ${season}`][Math.floor(random() * 3)]!;
      const sentences = issue.description.split(/(?<=\.) /);
      sentences.splice(Math.floor(random() * (sentences.length + 1)), 0, `This report comes from a ${place} during ${season}.`);
      rows.push({
        id: `${issue.id}-v${n}`,
        title,
        description: sentences.join(' '),
        issueType: issue.issueType,
        severity: issue.severity,
        animalType: issue.animalType,
        categoryId: categoryIds.get(issue.category) ?? null,
        immediateActions: issue.immediateActions,
        longTermSolutions: issue.longTermSolutions,
        preventionTips: issue.preventionTips,
        searchKeywords: [...issue.searchKeywords, place],
      });
    }
  }
  return rows;
}

async function loadDataSet(db: Db): Promise<number> {
  await seedDatabase(db, { sampleData: false, production: true });
  const categories = await db.select({ id: issueCategories.id, name: issueCategories.name }).from(issueCategories);
  const [seeded] = await db.select({ n: sql<number>`count(*)::int` }).from(wildlifeIssues);
  const variants = generateVariants(TOTAL_ISSUES - seeded!.n, new Map(categories.map((c) => [c.name, c.id])));
  for (let i = 0; i < variants.length; i += INSERT_BATCH) {
    await db.insert(wildlifeIssues).values(variants.slice(i, i + INSERT_BATCH));
  }
  await refreshGuideVocabulary(db); // the admin service does this on every change
  const [total] = await db.select({ n: sql<number>`count(*)::int` }).from(wildlifeIssues);
  if (total!.n !== TOTAL_ISSUES) throw new Error(`expected ${TOTAL_ISSUES} issues, found ${total!.n}`);
  await db.execute(sql`analyze`);
  return total!.n;
}

// ------------------------------------------------------------------ the engine

// ------------------------------------------------------------------ measuring

export interface Timing {
  count: number;
  p50: number;
  p90: number;
  p99: number;
  max: number;
  perSecond: number;
}

/** Nearest-rank percentile of sorted durations. */
function percentile(sorted: number[], p: number) {
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))]!;
}

/** `perSecond`: sequential throughput, requests over the time spent in them. */
export function summarise(durations: number[]): Timing {
  const sorted = [...durations].sort((a, b) => a - b);
  const elapsed = durations.reduce((a, b) => a + b, 0);
  return {
    count: sorted.length,
    p50: percentile(sorted, 50),
    p90: percentile(sorted, 90),
    p99: percentile(sorted, 99),
    max: sorted[sorted.length - 1] ?? 0,
    perSecond: elapsed > 0 ? (sorted.length / elapsed) * 1000 : 0,
  };
}

/** Checks on a response (status, body), run after its clock stops; `timed` is false in warm-up. */
type After = (timed: boolean) => void;
type Runner = (i: number) => Promise<After>;

/**
 * Warm-up, then `count` timed rounds, one call at a time. Each round calls every runner with the
 * same index, first one first in even rounds and last one first in odd ones, so that the HTTP
 * and SQL-only figures see the same queries under the same conditions and can be paired.
 */
async function timeInterleaved(count: number, warmup: number, runners: Runner[]) {
  const durations = runners.map((): number[] => []);
  for (let i = 0; i < warmup + count; i++) {
    const timed = i >= warmup;
    const index = timed ? i - warmup : i;
    const order = runners.map((_, r) => r);
    if (index % 2) order.reverse();
    for (const r of order) {
      const t0 = performance.now();
      const after = await runners[r]!(index);
      const took = performance.now() - t0;
      if (timed) durations[r]!.push(took);
      after(timed);
    }
  }
  return durations;
}

type App = ReturnType<typeof createTestApp>['app'];

interface Observed {
  results: number[];
  bytes: number[];
  /** per query string, the timed durations */
  byQuery: Map<string, number[]>;
}

const observe = (): Observed => ({ results: [], bytes: [], byQuery: new Map() });

/**
 * GET /api/v1/issues?<query>, timed up to the last byte of the body, asked for as a browser does
 * (gzip). The status is checked and the JSON parsed after the clock stops.
 */
function httpRunner(app: App, queries: string[], observed: Observed): Runner {
  return async (i) => {
    const path = `/api/v1/issues?${queries[i % queries.length]!}`;
    const response = await app.request(path, { headers: { 'accept-encoding': 'gzip', accept: 'application/json' } });
    const body = Buffer.from(await response.arrayBuffer());
    return (timed) => {
      if (response.status !== 200) throw new Error(`GET ${path} answered ${response.status}: ${body.toString().slice(0, 300)}`);
      const text = response.headers.get('content-encoding') === 'gzip' ? gunzipSync(body).toString() : body.toString();
      const { issues } = JSON.parse(text) as { issues: unknown[] };
      if (!Array.isArray(issues)) throw new Error(`GET ${path} answered without an issues array`);
      if (!timed) return;
      observed.results.push(issues.length);
      observed.bytes.push(body.length);
    };
  };
}

/** searchWildlifeIssues called directly with what the API would have parsed from the query string. */
function sqlRunner(db: Db, queries: string[], observed: Observed): Runner {
  const searches = queries.map((q) => ZIssueSearch.parse(Object.fromEntries(new URLSearchParams(q))));
  return async (i) => {
    const found = await searchWildlifeIssues(db, ANONYMOUS, searches[i % searches.length]!);
    return (timed) => {
      if (timed) observed.results.push(found.length);
    };
  };
}

/** HTTP and SQL only, interleaved over the same queries; the overhead is the median paired difference. */
async function measure(app: App, db: Db, queries: string[], count: number) {
  const http = observe();
  const bare = observe();
  const [httpMs, sqlMs] = await timeInterleaved(count, WARMUP, [httpRunner(app, queries, http), sqlRunner(db, queries, bare)]);
  sqlMs!.forEach((took, i) => {
    const q = queries[i % queries.length]!;
    bare.byQuery.set(q, [...(bare.byQuery.get(q) ?? []), took]);
  });
  const differences = httpMs!.map((took, i) => took - sqlMs![i]!).sort((a, b) => a - b);
  return {
    http: { timing: summarise(httpMs!), observed: http },
    sql: { timing: summarise(sqlMs!), observed: bare },
    overhead: percentile(differences, 50),
  };
}

// ------------------------------------------------------------------ report

const ms = (value: number) => (Math.abs(value) < 10 ? value.toFixed(2) : value.toFixed(1));
const mean = (values: number[]) => (values.length ? values.reduce((a, b) => a + b, 0) / values.length : 0);
const median = (values: number[]) =>
  percentile(
    [...values].sort((a, b) => a - b),
    50,
  );

export function formatTimingTable(rows: { name: string; timing: Timing; note: string }[]) {
  const lines = ['| measured | requests | p50 ms | p90 ms | p99 ms | max ms | req/s (sequential) | per response |', '|---|---:|---:|---:|---:|---:|---:|---|'];
  for (const { name, timing: t, note } of rows) {
    lines.push(`| ${name} | ${t.count} | ${ms(t.p50)} | ${ms(t.p90)} | ${ms(t.p99)} | ${ms(t.max)} | ${t.perSecond.toFixed(0)} | ${note} |`);
  }
  return lines.join('\n');
}

async function main(run: BenchRun) {
  const databaseUrl = process.env.BENCH_DATABASE_URL || undefined;
  const requests = Number(process.env.BENCH_REQUESTS) || REQUESTS;
  const bench = await openBenchDatabase(databaseUrl);
  run.onInterrupt(() => bench.close()); // Ctrl-C still drops the PostgreSQL database
  try {
    const { db } = bench.database;
    const loadStarted = performance.now();
    await migrate(bench.database);
    const issues = await loadDataSet(db);
    const loadMs = performance.now() - loadStarted;
    const { app } = createTestApp(db);

    const search = await measure(app, db, SEARCHES, requests);
    const list = await measure(app, db, ['q='], requests);

    const note = (o: Observed) => `${mean(o.results).toFixed(1)} issues${o.bytes.length ? `, ${(mean(o.bytes) / 1024).toFixed(1)} KB gzip` : ''}`;
    console.log(`Guide search: GET /api/v1/issues?q=… over ${issues.toLocaleString('en-US')} issues\n`);
    console.log(
      runDescription(
        bench.label,
        benchCommand('bench/guide-search.ts'),
        `in-process requests to the Hono app (no network), one at a time, gzip; HTTP and SQL-only interleaved; ${WARMUP} warm-up rounds, then ${requests} timed, cycling ${SEARCHES.length} searches; data set loaded in ${(loadMs / 1000).toFixed(1)} s`,
      ),
    );
    console.log('');
    console.log(
      formatTimingTable([
        { name: 'search, HTTP', timing: search.http.timing, note: note(search.http.observed) },
        { name: 'search, SQL only', timing: search.sql.timing, note: note(search.sql.observed) },
        { name: 'list (empty q), HTTP', timing: list.http.timing, note: note(list.http.observed) },
        { name: 'list (empty q), SQL only', timing: list.sql.timing, note: note(list.sql.observed) },
      ]),
    );
    console.log(`\nHTTP overhead (median of paired HTTP − SQL only): search ${ms(search.overhead)} ms, list ${ms(list.overhead)} ms`);
    const slowest = [...search.sql.observed.byQuery].map(([q, durations]) => ({ q, p50: median(durations) })).sort((a, b) => b.p50 - a.p50);
    const show = (rows: typeof slowest) => rows.map((r) => `${decodeURIComponent(r.q.replace(/^q=/, '').replace(/\+/g, ' '))} ${ms(r.p50)} ms`).join('; ');
    console.log(`SQL p50 by query, slowest: ${show(slowest.slice(0, 3))}; fastest: ${show(slowest.slice(-3))}`);
    const empty = SEARCHES.filter((_, i) => search.http.observed.results[i] === 0);
    if (empty.length) console.log(`No results for: ${empty.join(', ')}`);
  } finally {
    await bench.close();
  }
}

await runBenchmark(import.meta.url, main);
