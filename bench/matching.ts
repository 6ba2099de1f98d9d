import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { gunzipSync } from 'node:zlib';
import { serve } from '@hono/node-server';
import type autocannon from 'autocannon';
import { inArray, sql } from 'drizzle-orm';
import zipcodes from 'zipcodes';
import { matchQueryFor, type TMatchQuery } from '../common/matching.ts';
import { ZMatchQuery } from '../common/matching-schemas.ts';
import { STATE_CODES, type StateCode } from '../common/us-states.ts';
import type { QuestionAnswer } from '../common/wizard.ts';
import { ANONYMOUS, type Actor } from '../server/auth/actor.ts';
import type { Db } from '../server/db/client.ts';
import { migrate } from '../server/db/migrate.ts';
import { helpRequestSubmissions, providers } from '../server/db/schema.ts';
import { animalTypeSeeds } from '../server/db/seed/data/animal-types.ts';
import { buildSampleProviders } from '../server/db/seed/data/sample-providers.ts';
import { seedDatabase } from '../server/db/seed/seed.ts';
import type { ProviderSeed } from '../server/db/seed/types.ts';
import { formTypeFor, getFormQuestions, type FormQuestion } from '../server/features/help-requests/wizard-questions.ts';
import { submitHelpRequest, type HelpRequestInput } from '../server/features/help-requests/submit-help-request.ts';
import { freshMatches, type Matcher } from '../server/features/matching/kept-matches.ts';
import { matchProviders } from '../server/features/matching/match-providers.ts';
import { mulberry32 } from '../server/lib/prng.ts';
import type { Realtime } from '../server/lib/realtime.ts';
import { createUser } from '../test/factories.ts';
import { createTestApp } from '../test/services.ts';
import { runAutocannon } from './autocannon.ts';
import { openBenchDatabase } from './bench-database.ts';
import { benchCommand, runBenchmark, runDescription, type BenchRun } from './run.ts';
import { formatTimingTable, summarise, type Timing } from './guide-search.ts';

// Provider matching: GET /api/v1/providers/match over 100,000 generated listings, measured three
// ways: in-process requests one at a time next to the bare service call (matchProviders) on the
// same queries; under load from autocannon over loopback; and, on PostgreSQL, help requests
// submitted concurrently through the service the wizard calls. PGlite in memory by default; a
// fresh database on a PostgreSQL server when BENCH_DATABASE_URL is set (created here, dropped at
// the end). Traffic goes to 127.0.0.1 only. Prints figures; never fails on them, only on errors
// (a response other than 200, an exception).

const LISTINGS = 100_000;
const INSERT_BATCH = 1_000;
const SEED = 20_240_923;
const REQUESTERS = 50;
const WARMUP = 50;
const REQUESTS = 400;
const SECONDS = 10;
const CONNECTIONS = 10;
const SUBMISSIONS = 500;
const SUBMITTING_AT_ONCE = 8;
const APPROVED_SHARE = 0.8;
/** of approved listings: claimed, each run by a provider account of its own, so they are notified of requests */
const CLAIMED_SHARE = 0.1;
const STANDARDS = [
  ['none', 0.35],
  ['basic', 0.3],
  ['association', 0.2],
  ['certified', 0.15],
] as const;

/** Where people ask from: cities large and small, and a few rural ZIPs, in 29 states. */
const PLACES = [
  '10001',
  '90012',
  '60601',
  '77002',
  '85004',
  '19103',
  '92101',
  '32801',
  '98101',
  '80302',
  '30303',
  '02108',
  '55401',
  '97201',
  '37203',
  '63101',
  '70112',
  '84101',
  '59601',
  '82001',
  '58501',
  '04101',
  '05401',
  '99501',
  '96813',
  '87501',
  '25301',
  '28202',
  '69101',
  '82901',
  '97720',
  '72201',
];
const ANIMALS = {
  rehabilitator: ['Songbird', 'Raptor (Hawk, Owl, Eagle)', 'Deer / Fawn', 'Turtle', 'Waterfowl (Duck, Goose, Swan)', 'Opossum'],
  control: ['Raccoon', 'Squirrel', 'Bat', 'Skunk', 'Snake', 'Groundhog / Woodchuck'],
} as const;

const isState = (value: string): value is StateCode => (STATE_CODES as readonly string[]).includes(value);

function place(zip: string) {
  const entry = zipcodes.lookup(zip);
  if (!entry || !isState(entry.state)) throw new Error(`bench: ZIP ${zip} is not in the gazetteer's 50 states`);
  return { zip: entry.zip, city: entry.city, state: entry.state, lat: entry.latitude, lng: entry.longitude };
}

/** Query strings of GET /api/v1/providers/match, as the wizard sends them: both kinds, some with an animal, some by state only. */
export function matchQueries(): string[] {
  for (const animal of [...ANIMALS.rehabilitator, ...ANIMALS.control]) {
    if (!animalTypeSeeds.includes(animal)) throw new Error(`bench: ${animal} is not an animal type`);
  }
  return PLACES.flatMap((zip, i) => {
    const { state, lat, lng } = place(zip);
    const at = { state, lat: String(lat), lng: String(lng) };
    const queries: Record<string, string>[] = [
      { ...at, type: 'rehabilitator', ...(i % 2 === 0 ? { animal: ANIMALS.rehabilitator[i % ANIMALS.rehabilitator.length]! } : {}) },
      { ...at, type: 'control', ...(i % 2 === 1 ? { animal: ANIMALS.control[i % ANIMALS.control.length]! } : {}) },
    ];
    // Without coordinates (a ZIP the gazetteer does not know), matching falls back to the state.
    if (i % 4 === 3) queries.push({ state, type: i % 8 === 3 ? 'rehabilitator' : 'control' });
    return queries.map((q) => new URLSearchParams(q).toString());
  });
}

// ------------------------------------------------------------------ the data set

/**
 * Synthetic listings ("Bench listing N") around real ZIP centroids, so they are as dense as ZIP
 * codes are. Animals, services and hours come from a sample listing of the same kind and state.
 */
export function generateListings(count: number) {
  const random = mulberry32(SEED);
  const pick = <T>(list: readonly T[]) => list[Math.floor(random() * list.length)]!;
  const zips = Object.values(zipcodes.codes).filter((entry) => isState(entry.state));
  const profiles = new Map<string, ProviderSeed[]>();
  for (const sample of buildSampleProviders()) {
    const key = `${sample.type}:${sample.state}`;
    profiles.set(key, [...(profiles.get(key) ?? []), sample]);
  }
  const standards = () => {
    let r = random();
    for (const [level, share] of STANDARDS) if ((r -= share) < 0) return level;
    return 'none';
  };
  const rows: (typeof providers.$inferInsert)[] = [];
  for (let n = 1; n <= count; n++) {
    const at = pick(zips);
    const type = random() < 0.5 ? 'rehabilitator' : 'control';
    const profile = pick(profiles.get(`${type}:${at.state}`) ?? []);
    const approved = random() < APPROVED_SHARE;
    const claimed = approved && random() < CLAIMED_SHARE;
    rows.push({
      name: `Bench listing ${n}`,
      type,
      address: `${10 + Math.floor(random() * 4990)} Bench Test Rd`,
      city: at.city,
      state: at.state,
      zip: at.zip,
      // up to ~3 miles from the ZIP's centroid
      lat: at.latitude + (random() - 0.5) * 0.08,
      lng: at.longitude + (random() - 0.5) * 0.08,
      phone: profile.phone,
      website: profile.website,
      description: 'Synthetic listing made by bench/matching.ts.',
      services: profile.services,
      animals: profile.animals,
      availabilityDays: profile.availabilityDays,
      availabilityHours: profile.availabilityHours,
      hotline24h: profile.hotline24h ?? false,
      standards: standards(),
      certifications: profile.certifications,
      approved,
      claimed,
    });
  }
  return rows;
}

const asActor = (user: Awaited<ReturnType<typeof createUser>>): Actor => ({
  kind: 'user',
  id: user.id,
  role: user.role,
  email: user.email,
  fullName: user.fullName,
  providerId: null,
});

async function loadDataSet(db: Db, count: number) {
  await seedDatabase(db, { sampleData: false, production: true });
  const requesters = [];
  for (let i = 0; i < REQUESTERS; i++) requesters.push(asActor(await createUser(db, { fullName: `Bench requester ${i + 1}` })));
  const listings = generateListings(count);
  for (let i = 0; i < listings.length; i += INSERT_BATCH) {
    await db.insert(providers).values(listings.slice(i, i + INSERT_BATCH));
  }
  // Each claimed listing is run by a provider account of its own, as an approved claim leaves it,
  // so a submission notifies every claimed listing it matches.
  await db.execute(
    sql`insert into users (email, full_name, role, provider_id) select 'bench-' || id || '@example.org', name, 'provider', id from providers where claimed`,
  );
  await db.execute(sql`update providers p set user_id = u.id from users u where u.provider_id = p.id`);
  const [total] = await db.select({ n: sql<number>`count(*)::int`, approved: sql<number>`count(*) filter (where approved)::int` }).from(providers);
  if (total!.n !== count) throw new Error(`expected ${count} listings, found ${total!.n}`);
  await db.execute(sql`analyze`);
  return { listings: total!.n, approved: total!.approved, requesters };
}

// ------------------------------------------------------------------ the engine

// ------------------------------------------------------------------ one at a time, in process

type App = ReturnType<typeof createTestApp>['app'];
const HEADERS = { 'accept-encoding': 'gzip', accept: 'application/json' };

async function requestMatch(app: App, query: string) {
  const path = `/api/v1/providers/match?${query}`;
  const response = await app.request(path, { headers: HEADERS });
  const body = Buffer.from(await response.arrayBuffer());
  // Checked after the clock stops.
  return () => {
    if (response.status !== 200) throw new Error(`GET ${path} answered ${response.status}: ${body.toString().slice(0, 300)}`);
    const text = response.headers.get('content-encoding') === 'gzip' ? gunzipSync(body).toString() : body.toString();
    const { providers: found } = JSON.parse(text) as { providers: unknown[] };
    if (!Array.isArray(found)) throw new Error(`GET ${path} answered without a providers array`);
    return { found: found.length, bytes: body.length };
  };
}

/**
 * HTTP and the bare service call, interleaved over the same queries (which goes first alternates),
 * so that both see the same conditions; `warmup` rounds first, untimed.
 */
async function measureOneAtATime(app: App, db: Db, queries: string[], count: number) {
  const searches: TMatchQuery[] = queries.map((q) => ZMatchQuery.parse(Object.fromEntries(new URLSearchParams(q))));
  const httpMs: number[] = [];
  const sqlMs: number[] = [];
  const found: number[] = [];
  const bytes: number[] = [];
  const sqlByQuery = new Map<string, number[]>();
  for (let i = 0; i < WARMUP + count; i++) {
    const timed = i >= WARMUP;
    const q = i % queries.length;
    const steps = [
      async () => {
        const t0 = performance.now();
        const check = await requestMatch(app, queries[q]!);
        const took = performance.now() - t0;
        const checked = check();
        if (!timed) return;
        httpMs.push(took);
        found.push(checked.found);
        bytes.push(checked.bytes);
      },
      async () => {
        const t0 = performance.now();
        await matchProviders(db, ANONYMOUS, searches[q]!);
        const took = performance.now() - t0;
        if (!timed) return;
        sqlMs.push(took);
        sqlByQuery.set(queries[q]!, [...(sqlByQuery.get(queries[q]!) ?? []), took]);
      },
    ];
    if (i % 2) steps.reverse();
    for (const step of steps) await step();
  }
  const overhead = median(httpMs.map((took, i) => took - sqlMs[i]!));
  return { http: summarise(httpMs), sql: summarise(sqlMs), overhead, found, bytes, sqlByQuery };
}

// ------------------------------------------------------------------ under load, over loopback

/** Serves the app on 127.0.0.1 (never another host), timing each request inside the server. */
async function serveLocally(app: App) {
  const serverMs: number[] = [];
  const refused: string[] = [];
  const paths = new Set<string>();
  let recording = false;
  const handler = async (request: Request) => {
    const t0 = performance.now();
    const response = await app.fetch(request);
    if (recording) {
      serverMs.push(performance.now() - t0);
      paths.add(request.url);
      if (response.status !== 200) refused.push(`${response.status} ${request.url}`);
    }
    return response;
  };
  const { server, port } = await new Promise<{ server: ReturnType<typeof serve>; port: number }>((resolve) => {
    const started = serve({ fetch: handler, hostname: '127.0.0.1', port: 0 }, (info: AddressInfo) => resolve({ server: started, port: info.port }));
  });
  return {
    url: `http://127.0.0.1:${port}`,
    record(on: boolean) {
      recording = on;
      if (!on) return;
      serverMs.length = refused.length = 0;
      paths.clear();
    },
    serverMs,
    refused,
    paths,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

function load(url: string, queries: string[], connections: number, seconds: number) {
  return runAutocannon({
    url,
    connections,
    seconds,
    requests: queries.map((q) => ({ method: 'GET', path: `/api/v1/providers/match?${q}`, headers: HEADERS })),
  });
}

// ------------------------------------------------------------------ submissions (PostgreSQL)

/** What the wizard's details step would have collected: every form question answered. */
export function answerOf(question: FormQuestion): QuestionAnswer {
  if (question.questionType === 'checkbox') return question.options.slice(0, 1);
  if (question.questionType === 'radio' || question.questionType === 'select') return question.options[0] ?? '';
  if (question.questionType === 'number') return 1;
  return 'Seen this morning near the back fence.';
}

async function submissionInputs(db: Db, count: number): Promise<HelpRequestInput[]> {
  const questions = new Map<string, FormQuestion[]>();
  const inputs: HelpRequestInput[] = [];
  for (let i = 0; i < count; i++) {
    const type = i % 2 ? 'conflict' : 'emergency';
    const animals = ANIMALS[type === 'emergency' ? 'rehabilitator' : 'control'];
    const animalType = animals[i % animals.length]!;
    const key = `${type}:${animalType}`;
    if (!questions.has(key)) questions.set(key, await getFormQuestions(db, formTypeFor(type), animalType));
    inputs.push({
      type,
      ...place(PLACES[i % PLACES.length]!),
      address: `${100 + i} Bench Test Rd`,
      animalType,
      situationDetails: `Bench submission ${i + 1}: synthetic request made by bench/matching.ts.`,
      donationAmount: type === 'emergency' && i % 4 === 0 ? 25 : null,
      responses: Object.fromEntries(questions.get(key)!.map((q) => [q.id, answerOf(q)])),
    });
  }
  return inputs;
}

/**
 * submitHelpRequest as the wizard's last step calls it, `atOnce` at a time, each with a new
 * Idempotency-Key, matching through `match`: the app's, or matching itself. `wizardFirst`: each
 * place's answer is asked for before the clock starts, as the wizard's steps show it before the
 * submit (docs/decisions/044).
 */
async function measureSubmissions(
  db: Db,
  requesters: Actor[],
  count: number,
  atOnce: number,
  { match, wizardFirst }: { match: Matcher; wizardFirst: boolean },
) {
  const warmup = atOnce * 2;
  const inputs = await submissionInputs(db, warmup + count);
  if (wizardFirst) for (const input of inputs) await match(ANONYMOUS, matchQueryFor(input));
  const durations: number[] = [];
  const made: string[] = [];
  let next = 0;
  const submitAll = async (from: number, until: number, timed: boolean) => {
    next = from;
    const worker = async () => {
      for (let i = next++; i < until; i = next++) {
        const t0 = performance.now();
        const { id, created } = await submitHelpRequest(db, requesters[i % requesters.length]!, inputs[i]!, randomUUID(), { match });
        if (timed) durations.push(performance.now() - t0);
        if (!created) throw new Error(`submission ${i} was not created`);
        made.push(id);
      }
    };
    await Promise.all(Array.from({ length: atOnce }, worker));
  };
  await submitAll(0, warmup, false);
  const started = performance.now();
  await submitAll(warmup, warmup + count, true);
  const seconds = (performance.now() - started) / 1000;
  const [written] = await db
    .select({ n: sql<number>`count(*)::int`, notified: sql<number>`avg(cardinality(${helpRequestSubmissions.notifiedProviders}))::float` })
    .from(helpRequestSubmissions)
    .where(inArray(helpRequestSubmissions.id, made));
  if (written!.n !== warmup + count) throw new Error(`expected ${warmup + count} help requests, found ${written!.n}`);
  return { timing: summarise(durations), seconds, notified: written!.notified, answers: inputs.map((i) => Object.keys(i.responses).length) };
}

// ------------------------------------------------------------------ report

const ms = (value: number) => (Math.abs(value) < 10 ? value.toFixed(2) : value.toFixed(1));
const mean = (values: number[]) => (values.length ? values.reduce((a, b) => a + b, 0) / values.length : 0);
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.max(0, Math.ceil(values.length / 2) - 1)] ?? 0;
const envNumber = (name: string, fallback: number) => Number(process.env[name]) || fallback;

function formatLoadTable(rows: { name: string; requests: number; perSecond: number; timing: Omit<Timing, 'count' | 'perSecond'>; note: string }[]) {
  const lines = ['| measured | requests | req/s | p50 ms | p90 ms | p99 ms | max ms | |', '|---|---:|---:|---:|---:|---:|---:|---|'];
  for (const { name, requests, perSecond, timing: t, note } of rows) {
    lines.push(`| ${name} | ${requests} | ${perSecond.toFixed(0)} | ${ms(t.p50)} | ${ms(t.p90)} | ${ms(t.p99)} | ${ms(t.max)} | ${note} |`);
  }
  return lines.join('\n');
}

const progress = (message: string) => process.stderr.write(`bench/matching: ${message}\n`);

async function main(run: BenchRun) {
  const databaseUrl = process.env.BENCH_DATABASE_URL || undefined;
  const listingCount = envNumber('BENCH_LISTINGS', LISTINGS);
  const requests = envNumber('BENCH_REQUESTS', REQUESTS);
  const seconds = envNumber('BENCH_SECONDS', SECONDS);
  const connections = envNumber('BENCH_CONNECTIONS', CONNECTIONS);
  const submissions = envNumber('BENCH_SUBMISSIONS', SUBMISSIONS);
  const warmupSeconds = Math.max(1, Math.round(seconds / 5));
  const bench = await openBenchDatabase(databaseUrl);
  run.onInterrupt(() => bench.close()); // Ctrl-C still drops the PostgreSQL database
  const keepsAnswers = process.env.BENCH_PAGE_CACHE !== 'false';
  let realtime: Realtime | undefined;
  try {
    const { db } = bench.database;
    const queries = matchQueries();
    progress(`loading ${listingCount.toLocaleString('en-US')} listings into ${bench.label}…`);
    const loadStarted = performance.now();
    await migrate(bench.database);
    const data = await loadDataSet(db, listingCount);
    const loadSeconds = (performance.now() - loadStarted) / 1000;
    // Limits off (API_RATE_LIMITS): every request here comes from one address, thousands a
    // minute by design; the figures are matching's own, not the time it takes to refuse. Answers
    // kept as deployed (PAGE_CACHE, docs/decisions/026); BENCH_PAGE_CACHE=false works each one out.
    const started = createTestApp(db, { env: { API_RATE_LIMITS: 'off', PAGE_CACHE: String(keepsAnswers) } });
    const { app } = started;
    realtime = started.realtime;
    await realtime.ready();

    progress(`${requests} requests one at a time, in process…`);
    const oneAtATime = await measureOneAtATime(app, db, queries, requests);

    progress(`autocannon: ${warmupSeconds} s warm-up, then ${seconds} s with ${connections} connections…`);
    const server = await serveLocally(app);
    let loaded: autocannon.Result;
    try {
      await load(server.url, queries, connections, warmupSeconds);
      server.record(true);
      loaded = await load(server.url, queries, connections, seconds);
      server.record(false);
    } finally {
      await server.close();
    }
    if (server.refused.length) throw new Error(`under load, the server answered: ${server.refused.slice(0, 5).join(', ')}`);

    // On PostgreSQL: submissions as the wizard makes them (its steps have worked out the place's
    // answer, kept), and, when answers are kept, also with nothing kept (a place never asked about).
    const submitted: { name: string; result: Awaited<ReturnType<typeof measureSubmissions>> }[] = [];
    if (bench.database.engine === 'postgres') {
      const ways = [
        ...(keepsAnswers ? [{ name: "from the wizard: its steps' answer for the place kept", match: started.match, wizardFirst: true }] : []),
        { name: 'nothing kept: each submission matches afresh', match: freshMatches(db), wizardFirst: false },
      ];
      for (const { name, match, wizardFirst } of ways) {
        progress(`${submissions} submissions, ${SUBMITTING_AT_ONCE} at a time, ${name}…`);
        submitted.push({ name, result: await measureSubmissions(db, data.requesters, submissions, SUBMITTING_AT_ONCE, { match, wizardFirst }) });
      }
    }

    const underLoad = summarise(server.serverMs);
    console.log(
      `Provider matching: GET /api/v1/providers/match over ${data.listings.toLocaleString('en-US')} listings (${data.approved.toLocaleString('en-US')} approved)\n`,
    );
    console.log(
      runDescription(
        bench.label,
        benchCommand('bench/matching.ts', ['BENCH_PAGE_CACHE', 'BENCH_LISTINGS', 'BENCH_REQUESTS', 'BENCH_SECONDS', 'BENCH_CONNECTIONS', 'BENCH_SUBMISSIONS']),
        `${queries.length} queries (${PLACES.length} places, both kinds, some with an animal, some by state only), cycled. One at a time: in-process requests to the Hono app (no network, gzip) interleaved with the bare service call matchProviders(), ${WARMUP} warm-up rounds, then ${requests} timed. Answers ${keepsAnswers ? 'kept until the listings or settings change (PAGE_CACHE), as deployed' : 'worked out on every request (BENCH_PAGE_CACHE=false)'}. Under load: @hono/node-server on 127.0.0.1, autocannon 9 in a worker thread, ${connections} connections each starting at a different query, ${warmupSeconds} s warm-up, then ${seconds} s; server time runs from the app receiving a request until it returns the response (waiting in the socket and the event loop before that counts in the client latency only); ${databaseUrl ? 'load, server and PostgreSQL' : 'load and server'} share the machine's cores. Data set loaded in ${loadSeconds.toFixed(1)} s`,
      ),
    );
    console.log('');
    const perResponse = `${mean(oneAtATime.found).toFixed(1)} providers, ${(mean(oneAtATime.bytes) / 1024).toFixed(1)} KB gzip`;
    console.log(
      formatTimingTable([
        { name: 'match, HTTP in process, one at a time', timing: oneAtATime.http, note: perResponse },
        { name: 'match, SQL only (matchProviders), one at a time', timing: oneAtATime.sql, note: `${mean(oneAtATime.found).toFixed(1)} providers` },
      ]),
    );
    const slowest = [...oneAtATime.sqlByQuery].map(([q, durations]) => ({ q, p50: median(durations) })).sort((a, b) => b.p50 - a.p50);
    const show = (rows: typeof slowest) => rows.map((r) => `${decodeURIComponent(r.q.replace(/\+/g, ' '))} ${ms(r.p50)} ms`).join('; ');
    console.log(`\nHTTP overhead (median of paired HTTP − SQL only): ${ms(oneAtATime.overhead)} ms`);
    console.log(`SQL p50 by query, slowest: ${show(slowest.slice(0, 3))}; fastest: ${show(slowest.slice(-2))}\n`);
    console.log(
      formatLoadTable([
        {
          name: `match under load, client latency (autocannon, ${connections} connections)`,
          requests: loaded.requests.total,
          perSecond: loaded.requests.total / loaded.duration,
          timing: loaded.latency,
          note: `${(loaded.throughput.total / Math.max(1, loaded.requests.total) / 1024).toFixed(1)} KB per response with headers; autocannon rounds latencies to whole ms`,
        },
        {
          name: 'match under load, server time',
          requests: underLoad.count,
          perSecond: loaded.requests.total / loaded.duration,
          timing: underLoad,
          note: `inside the Node process, the same requests; ${server.paths.size} different queries`,
        },
      ]),
    );
    console.log('');
    if (submitted.length) {
      console.log('| measured | submissions | at a time | seconds | submissions/s | p50 ms | p90 ms | p99 ms | max ms | per submission |');
      console.log('|---|---:|---:|---:|---:|---:|---:|---:|---:|---|');
      for (const { name, result } of submitted) {
        const t = result.timing;
        console.log(
          `| submitHelpRequest, one statement each, ${name} | ${t.count} | ${SUBMITTING_AT_ONCE} | ${result.seconds.toFixed(1)} | ${(t.count / result.seconds).toFixed(0)} | ${ms(t.p50)} | ${ms(t.p90)} | ${ms(t.p99)} | ${ms(t.max)} | ${mean(result.answers).toFixed(1)} answers, ${result.notified.toFixed(1)} providers notified |`,
        );
      }
    } else {
      console.log(
        "Submissions: skipped on PGlite. It is one connection in this process, so concurrent submissions wait for each other's transactions and the figure would measure that queue; set BENCH_DATABASE_URL=postgres://… to measure them.",
      );
    }
  } finally {
    await realtime?.close();
    await bench.close();
  }
}

await runBenchmark(import.meta.url, main);
