import { randomBytes } from 'node:crypto';
import webpush from 'web-push';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { adminQuery } from '../server/db/admin-query.ts';
import { openDatabase, type Database, type Db } from '../server/db/client.ts';
import { migrate } from '../server/db/migrate.ts';
import { seedOnFirstStart } from '../server/db/seed/seed.ts';
import { formTypeFor, getFormQuestions } from '../server/features/help-requests/wizard-questions.ts';
import { createOfflineGeocoder } from '../server/lib/geocoder.ts';
import { STUCK_AFTER_MS } from '../server/lib/jobs.ts';
import { createLogger } from '../server/lib/logger.ts';
import { createProviderAccount, createUser } from '../test/factories.ts';
import { SERVER_ENTRY, freePort, startServer, type RunningServer } from '../e2e/server.ts';
import { openBenchDatabase } from './bench-database.ts';
import { snapshotBuild } from './build-snapshot.ts';
import { createSessionCookies } from './sessions.ts';
import { summarise } from './guide-search.ts';
import {
  PAGES,
  REQUEST_TIMEOUT_MS,
  bodyOf,
  inBatches,
  isOk,
  listenForEvents,
  newClient,
  runLoad,
  send,
  signIn,
  type BenchUser,
  type LoadResult,
  type Recorder,
  type Submission,
  type Target,
} from './load-clients.ts';
import { answerOf } from './matching.ts';
import { checkJobs, checkSubmissions, unfinishedJobs, type Check } from './reliability-checks.ts';
import { benchCommand, runBenchmark, runDescription, type BenchRun } from './run.ts';

// Load and crashes: the built production server under N signed-in clients who submit
// help requests and read pages (1); the same with the server killed (SIGKILL) half-way and
// started again on the same data (2); and two servers on one PostgreSQL, requests round-robin
// (3). After each, the data is checked against what the clients were told: acknowledged requests
// stored once and whole, one request per Idempotency-Key, notification jobs done with one e-mail
// each (at most one per attempt after the crash), sessions valid on both servers, a realtime
// event crossing from one server to the other. Those checks set exit code 1; timings never do.
// PGlite in a temporary DATA_DIR by default; a fresh database on the PostgreSQL server of
// BENCH_DATABASE_URL when set. Part 3 needs PostgreSQL: BENCH_DATABASE_URL's server, or
// postgres://postgres@127.0.0.1:5432 when it answers; otherwise it is skipped with a note.

const CLIENTS = 200;
const SECONDS = 60;
const DEFAULT_POSTGRES = 'postgres://postgres@127.0.0.1:5432/postgres';
/** people signed in through the API (and timed); the others' sessions are made beforehand (bench/sessions.ts) */
const SIGNED_IN_THROUGH_API = 10;
/** the job worker's poll interval (server/lib/jobs.ts), and some room */
const WORKER_POLL_MS = 2_000;
/** without a way to read PGlite's jobs while a server holds it: no new e-mail for this long means the queue is empty */
const QUIET_MS = 3_000;
const DRAIN_TIMEOUT_MS = STUCK_AFTER_MS + 60_000;
const EVENT_TIMEOUT_MS = 5_000;

/** Where requests are made: in each place a rehabilitator and a control operator with accounts, so each request notifies one provider. */
const PLACES = [
  { zip: '80302', city: 'Boulder', state: 'CO' },
  { zip: '97201', city: 'Portland', state: 'OR' },
  { zip: '30303', city: 'Atlanta', state: 'GA' },
  { zip: '02108', city: 'Boston', state: 'MA' },
] as const;
const ANIMALS = { emergency: ['Songbird', 'Raptor (Hawk, Owl, Eagle)'], conflict: ['Raccoon', 'Bat'] } as const;

const progress = (message: string) => process.stderr.write(`bench/reliability: ${message}\n`);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const envNumber = (name: string, fallback: number) => Number(process.env[name]) || fallback;
const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

// ------------------------------------------------------------------ the database

/** The database the servers share, and a way for the bench to read it. */
interface Store {
  engine: 'pglite' | 'postgres';
  label: string;
  /** environment for the servers: DATABASE_URL on PostgreSQL */
  env: Record<string, string>;
  /** PGlite's DATA_DIR, kept across restarts; none on PostgreSQL (each server has a temporary one) */
  dataDir?: string;
  /** `work` on the database; on PGlite only while no server has it open (one process, one handle) */
  inspect<T>(work: (database: Database) => Promise<T>): Promise<T>;
  /** read while servers run: PostgreSQL only */
  live?: Db;
  close(): Promise<void>;
}

async function openStore(databaseUrl: string | undefined): Promise<Store> {
  if (databaseUrl) {
    const bench = await openBenchDatabase(databaseUrl);
    return {
      engine: 'postgres',
      label: bench.label,
      env: { DATABASE_URL: bench.url! },
      inspect: (work) => work(bench.database),
      live: bench.database.db,
      close: () => bench.close(),
    };
  }
  const dataDir = mkdtempSync(path.join(tmpdir(), 'wildline-bench-'));
  const inspect = async <T>(work: (database: Database) => Promise<T>) => {
    const database = await openDatabase({ dataDir: path.join(dataDir, 'pglite') });
    try {
      return await work(database);
    } finally {
      await database.close();
    }
  };
  const version = await inspect(async ({ db }) => rowsOf<{ v: string }>(await db.execute(sql`select current_setting('server_version') as v`))[0]!.v);
  return {
    engine: 'pglite',
    label: `PGlite (PostgreSQL ${version}) in a temporary DATA_DIR, the server's only connection`,
    env: {},
    dataDir,
    inspect,
    close: async () => rmSync(dataDir, { recursive: true, force: true }),
  };
}

/** A PostgreSQL server for part 3: BENCH_DATABASE_URL's, or the local default when it answers. */
async function postgresForTwoServers(): Promise<string | undefined> {
  if (process.env.BENCH_DATABASE_URL) return process.env.BENCH_DATABASE_URL;
  try {
    await adminQuery(new URL(DEFAULT_POSTGRES), 'select 1');
    return DEFAULT_POSTGRES;
  } catch {
    return undefined;
  }
}

interface Fixture {
  users: BenchUser[];
  provider: { id: string; email: string; password: string };
  bodies: { body: Record<string, unknown>; answers: number }[];
  /** to make it */
  seconds: number;
}

/**
 * Migrated and seeded as a first production start would, plus the bench's people: `clients`
 * users, and a provider account with a claimed listing of each kind at each place. Request
 * bodies with every question of their form answered, as the wizard sends them.
 */
async function prepare(database: Database, clients: number): Promise<Fixture> {
  const started = performance.now();
  const { db } = database;
  await migrate(database);
  await seedOnFirstStart(db, { sampleData: true, production: true }, createLogger('warn'));
  const geocoder = createOfflineGeocoder();
  const bodies: Fixture['bodies'] = [];
  let provider: Fixture['provider'] | undefined;
  for (const place of PLACES) {
    const located = await geocoder.locate(place);
    if (!located?.lat || !located.lng) throw new Error(`bench: the gazetteer does not know ${place.zip}`);
    for (const type of ['rehabilitator', 'control'] as const) {
      // At the ZIP's centre, where the requests are: the nearest listing, always notified.
      const { user } = await createProviderAccount(db, {
        name: `Bench ${type} of ${place.city}`,
        type,
        ...place,
        lat: located.lat,
        lng: located.lng,
        animals: [],
      });
      provider ??= user;
    }
    for (const type of ['emergency', 'conflict'] as const) {
      for (const animalType of ANIMALS[type]) {
        const questions = await getFormQuestions(db, formTypeFor(type), animalType);
        bodies.push({
          answers: questions.length,
          body: {
            ...place,
            address: `${100 + bodies.length} Bench Test Rd`,
            type,
            animalType,
            situationDetails: `Bench request (${type}, ${animalType}): synthetic, made by bench/reliability.ts.`,
            donationAmount: type === 'emergency' ? 25 : null,
            responses: Object.fromEntries(questions.map((q) => [q.id, answerOf(q)])),
          },
        });
      }
    }
  }
  const users = [];
  for (let i = 0; i < clients; i++) users.push(await createUser(db, { fullName: `Bench client ${i + 1}` }));
  const cookies = await createSessionCookies(
    db,
    users.slice(SIGNED_IN_THROUGH_API).map((u) => u.id),
    SESSION_SECRET,
  );
  return {
    users: users.map((user) => ({ ...user, session: cookies.get(user.id) })),
    provider: provider!,
    bodies,
    seconds: (performance.now() - started) / 1000,
  };
}

/**
 * The clients, signed in: the first few through POST /api/auth/sign-in/email, one at a time and
 * on each server in turn (timed); the others with the session made for them beforehand.
 */
async function signedInClients(fixture: Fixture, target: Target) {
  const clients = fixture.users.map((user, i) => newClient(i, user));
  const took: number[] = [];
  const viaApi = clients.filter((c) => !c.user.session);
  for (const client of viaApi) {
    const started = performance.now();
    await signIn(client, target, target.urls[client.index % target.urls.length]);
    took.push(performance.now() - started);
  }
  const t = summarise(took);
  const others = clients.length - took.length;
  const note = `${took.length} of ${clients.length} users signed in through the API (p50 ${ms(t.p50)} ms, max ${ms(t.max)} ms, one at a time: a scrypt hash each)${others ? `, ${others} with a session made beforehand in the database` : ''}; data set made in ${fixture.seconds.toFixed(1)} s.`;
  return { clients, viaApi, note };
}

// ------------------------------------------------------------------ servers

const SESSION_SECRET = randomBytes(32).toString('base64url');
/** Production on PostgreSQL needs the Web Push key pair too, one for every server (browser notifications are signed with it). */
const VAPID = webpush.generateVAPIDKeys();
const live = new Set<RunningServer>();
let serverEntry = SERVER_ENTRY;

/**
 * The built server in production mode, behind a "proxy" (TRUST_PROXY: each client its own
 * X-Forwarded-For). API_RATE_LIMITS=off: each client submits in a closed loop, far past the 20 help
 * requests an hour one address may send, and the run measures submissions, not refusals.
 */
async function startBenchServer(store: Store, env: Record<string, string> = {}) {
  const server = await startServer(
    {
      NODE_ENV: 'production',
      // A run on one machine, not a public deployment: no https address or mail server (server/production-checks.ts).
      PRODUCTION_CHECKS: 'warn',
      SESSION_SECRET,
      VAPID_PUBLIC_KEY: VAPID.publicKey,
      VAPID_PRIVATE_KEY: VAPID.privateKey,
      TRUST_PROXY: 'true',
      API_RATE_LIMITS: 'off',
      ...store.env,
      ...env,
    },
    { entry: serverEntry, ...(store.dataDir ? { keepDataDir: store.dataDir } : {}) },
  );
  live.add(server);
  return server;
}

async function stopServer(server: RunningServer, signal: NodeJS.Signals = 'SIGTERM') {
  const code = await server.stop(signal);
  live.delete(server);
  if (signal === 'SIGTERM' && code !== 0) throw new Error(`the server exited with ${code} on SIGTERM:\n${server.logs.slice(-20).join('\n')}`);
}

const mailsLogged = (server: RunningServer) => server.logs.filter((line) => line.includes('"msg":"mail"')).length;

/**
 * Lets the job worker finish: on PostgreSQL until no job is due or running; on PGlite (which the
 * bench cannot read while a server has it) until `notBefore` has passed and no e-mail has been
 * logged for a few seconds. `notBefore`: after a kill, when the dead worker's jobs are taken up.
 */
async function drainJobs(store: Store, servers: RunningServer[], notBefore = 0) {
  const deadline = performance.now() + DRAIN_TIMEOUT_MS;
  if (store.live) {
    for (;;) {
      const [row] = rowsOf<{ n: number }>(
        await store.live.execute(sql`select count(*)::int as n from jobs where status = 'running' or (status = 'pending' and run_at <= now())`),
      );
      if (Number(row!.n) === 0 || performance.now() > deadline) return;
      await sleep(500);
    }
  }
  let mails = -1;
  let quietSince = performance.now();
  while (performance.now() < deadline) {
    const now = mails;
    mails = servers.reduce((n, s) => n + mailsLogged(s), 0);
    if (mails !== now) quietSince = performance.now();
    if (performance.now() >= notBefore && performance.now() - quietSince >= QUIET_MS) return;
    await sleep(250);
  }
}

// ------------------------------------------------------------------ report

const ms = (value: number | undefined) => (value === undefined ? '–' : value < 10 ? value.toFixed(1) : value.toFixed(0));

function formatLoad(recorder: Recorder) {
  const lines = ['| requests of kind | sent | 2xx | errors | p50 ms | p99 ms | max ms | per second |', '|---|---:|---:|---:|---:|---:|---:|---:|'];
  const all: number[] = [];
  let sent = 0;
  let ok = 0;
  const order = [...recorder.kinds.keys()].sort((a, b) => Number(a.startsWith('GET')) - Number(b.startsWith('GET')) || a.localeCompare(b));
  for (const kind of order) {
    const k = recorder.kinds.get(kind)!;
    const count = k.ok + [...k.failures.values()].reduce((a, b) => a + b, 0);
    const t = summarise(k.answeredMs);
    sent += count;
    ok += k.ok;
    all.push(...k.answeredMs);
    lines.push(`| ${kind} | ${count} | ${k.ok} | ${count - k.ok} | ${ms(t.p50)} | ${ms(t.p99)} | ${ms(t.max)} | ${(count / recorder.seconds).toFixed(1)} |`);
  }
  const t = summarise(all);
  lines.push(`| **all** | ${sent} | ${ok} | ${sent - ok} | ${ms(t.p50)} | ${ms(t.p99)} | ${ms(t.max)} | ${(sent / recorder.seconds).toFixed(1)} |`);
  const failures = new Map<string, Map<string, number>>();
  for (const [kind, k] of recorder.kinds) {
    for (const [label, n] of k.failures) {
      const byKind = failures.get(label) ?? new Map<string, number>();
      byKind.set(kind, n);
      failures.set(label, byKind);
    }
  }
  const errors = ['| error (status, or no answer) | count | of kinds |', '|---|---:|---|'];
  for (const [label, byKind] of [...failures].sort((a, b) => a[0].localeCompare(b[0]))) {
    errors.push(`| ${label} | ${[...byKind.values()].reduce((a, b) => a + b, 0)} | ${[...byKind].map(([kind, n]) => `${kind} ${n}`).join('; ')} |`);
  }
  return `${lines.join('\n')}\n\n${failures.size ? errors.join('\n') : 'No errors.'}`;
}

function formatChecks(checks: Check[]) {
  const lines = ['| data check | result | |', '|---|---|---|'];
  for (const check of checks) lines.push(`| ${check.name} | ${check.failed ? '**FAILED**' : 'passed'} | ${check.detail} |`);
  return lines.join('\n');
}

/** Signed-in requests refused as anonymous: a 401, or a page sending the person to sign in. */
function sessionCheck(recorder: Recorder): Check {
  let refused = 0;
  for (const [kind, k] of recorder.kinds) {
    for (const [label, n] of k.failures) if (label === '401' || (kind.startsWith('GET') && /^30\d$/.test(label))) refused += n;
  }
  return { name: 'every session recognised (no 401, no redirect to sign in)', failed: refused, detail: `${refused} refused` };
}

interface Part {
  title: string;
  lines: string[];
  checks: Check[];
}

async function dataChecks(store: Store, result: LoadResult, keyPrefix: string, atKill?: { id: number; status: string }[]) {
  return store.inspect(async ({ db }) => {
    const submissions = await checkSubmissions(db, result.ledger, keyPrefix);
    const jobs = await checkJobs(db, keyPrefix, { atKill });
    return { checks: [sessionCheck(result.recorder), ...submissions.checks, ...jobs.checks], notes: [...submissions.notes, ...jobs.notes] };
  });
}

// ------------------------------------------------------------------ the three parts

interface Settings {
  clients: number;
  seconds: number;
}

/** Parts 1 and 2, on one database: the load, then the load with a kill -9 half-way. */
async function oneServer(store: Store, settings: Settings): Promise<Part[]> {
  progress(`preparing ${settings.clients} users on ${store.label}…`);
  const fixture = await store.inspect((database) => prepare(database, settings.clients));
  const port = String(await freePort());
  let server = await startBenchServer(store, { PORT: port });
  const target: Target = { origin: server.url, urls: [server.url] };
  const { clients, note: signedIn } = await signedInClients(fixture, target);

  progress(`part 1: ${settings.clients} clients for ${settings.seconds} s…`);
  const load = await runLoad({ target, clients, bodies: fixture.bodies, seconds: settings.seconds, keyPrefix: 'load', retry: true });
  await drainJobs(store, [server]);
  await stopServer(server);
  const loadChecks = await dataChecks(store, load, 'load');

  progress(`part 2: ${settings.clients} clients for ${settings.seconds} s, kill -9 at ${settings.seconds / 2} s…`);
  server = await startBenchServer(store, { PORT: port });
  // Half the run before the kill, half after the server is back, however long it was away.
  let restartedAt = Infinity;
  const half = (settings.seconds / 2) * 1000;
  const loading = runLoad({
    target,
    clients,
    bodies: fixture.bodies,
    seconds: settings.seconds,
    notBefore: () => restartedAt + half,
    keyPrefix: 'crash',
    retry: true,
  });
  await sleep(half);
  const killedAt = performance.now();
  let atKill: Awaited<ReturnType<typeof unfinishedJobs>>;
  try {
    await stopServer(server, 'SIGKILL');
    atKill = await store.inspect(({ db }) => unfinishedJobs(db));
  } catch (error) {
    restartedAt = -Infinity; // the clients stop at the planned end
    await loading;
    throw error;
  }
  const readSeconds = (performance.now() - killedAt) / 1000;
  try {
    server = await startBenchServer(store, { PORT: port });
    restartedAt = performance.now();
  } catch (error) {
    restartedAt = -Infinity;
    await loading;
    throw error;
  }
  const downSeconds = (restartedAt - killedAt) / 1000;
  const crash = await loading;
  progress('waiting for the jobs the dead worker held…');
  const drainStarted = performance.now();
  const running = atKill.filter((j) => j.status === 'running').length;
  // Jobs the dead worker held are taken up once its heartbeat is old enough: wait for that.
  await drainJobs(store, [server], running ? killedAt + STUCK_AFTER_MS + WORKER_POLL_MS + 1_000 : 0);
  const drainSeconds = (performance.now() - drainStarted) / 1000;
  await stopServer(server);
  const crashChecks = await dataChecks(store, crash, 'crash', atKill);

  return [
    {
      title: `1. Load: one server, ${settings.clients} clients, ${settings.seconds} s`,
      lines: [signedIn, '', formatLoad(load.recorder), '', ...loadChecks.notes],
      checks: loadChecks.checks,
    },
    {
      title: `2. Crash: the same load, the server killed (SIGKILL) after ${settings.seconds / 2} s and started again on the same data`,
      lines: [
        `The server was down for ${downSeconds.toFixed(1)} s: ${readSeconds.toFixed(1)} s to read the jobs table${store.engine === 'pglite' ? ' (opening the data directory the dead server left)' : ''}, then ${(downSeconds - readSeconds).toFixed(1)} s from starting the new server to its listening; the load went on for ${(settings.seconds / 2).toFixed(0)} s after that (${crash.recorder.seconds.toFixed(0)} s in all). At the kill, ${atKill.length - running} jobs were waiting and ${running} running. Clients sent unacknowledged submissions again with the same Idempotency-Key. After the load, ${drainSeconds.toFixed(0)} s until the queue was empty (a dead worker's jobs are taken up ${STUCK_AFTER_MS / 1000} s after its last heartbeat).`,
        '',
        formatLoad(crash.recorder),
        '',
        ...crashChecks.notes,
      ],
      checks: crashChecks.checks,
    },
  ];
}

/** Part 3: two servers on one PostgreSQL, every request to the next one in turn. */
async function twoServers(settings: Settings, run: BenchRun): Promise<Part> {
  const title = '3. Two servers on one PostgreSQL, requests round-robin';
  const serverUrl = await postgresForTwoServers();
  if (!serverUrl) {
    return {
      title,
      lines: [`Skipped: no PostgreSQL server (set BENCH_DATABASE_URL, or run one at ${DEFAULT_POSTGRES.replace(/\/postgres$/, '')}).`],
      checks: [],
    };
  }
  const store = await openStore(serverUrl);
  const forget = run.onInterrupt(() => store.close());
  const servers: RunningServer[] = [];
  try {
    progress(`part 3: preparing ${settings.clients} users on ${store.label}…`);
    const fixture = await store.inspect((database) => prepare(database, settings.clients));
    const a = await startBenchServer(store);
    servers.push(a);
    // One public address for both, as behind a load balancer: links in e-mails, trusted origin.
    const b = await startBenchServer(store, { BASE_URL: a.url });
    servers.push(b);
    const target: Target = { origin: a.url, urls: [a.url, b.url] };
    const { clients, viaApi, note: signedIn } = await signedInClients(fixture, target);

    // A session made by one server is honoured by the other.
    let unknownSessions = 0;
    await inBatches(viaApi, 4, async (client) => {
      const other = target.urls[(client.index + 1) % 2]!;
      const outcome = await send(client, target, '/api/auth/get-session', {}, other);
      const email = isOk(outcome) ? (JSON.parse(bodyOf(outcome)) as { user?: { email?: string } } | null)?.user?.email : undefined;
      if (email !== client.user.email) unknownSessions++;
    });

    // A realtime event raised on one server reaches a page following the other.
    const provider = newClient(clients.length, fixture.provider);
    await signIn(provider, target, a.url);
    const onA = await listenForEvents(provider, a.url);
    const onB = await listenForEvents(provider, b.url);
    const requester = clients[0]!;
    const emergencyHere = fixture.bodies.find((f) => f.body.type === 'emergency' && f.body.zip === PLACES[0].zip)!;
    const crossings: Submission[] = [];
    const crossed = [];
    for (const [from, listener] of [
      [a.url, onB],
      [b.url, onA],
    ] as const) {
      const since = performance.now();
      const submission: Submission = {
        key: `two-events-${crossings.length}-${randomBytes(4).toString('hex')}`,
        userId: requester.user.id,
        answers: emergencyHere.answers,
        sends: 1,
        retries: 0,
        acks: [],
      };
      crossings.push(submission);
      const outcome = await send(
        requester,
        target,
        '/api/v1/help-requests',
        { method: 'POST', body: emergencyHere.body, headers: { 'idempotency-key': submission.key } },
        from,
      );
      if (isOk(outcome)) submission.acks.push({ status: outcome.status, id: (JSON.parse(outcome.body) as { id: string }).id });
      crossed.push(await listener.heard('refresh', since, EVENT_TIMEOUT_MS));
    }

    progress(`part 3: ${clients.length} clients for ${settings.seconds} s on two servers…`);
    const load = await runLoad({ target, clients, bodies: fixture.bodies, seconds: settings.seconds, keyPrefix: 'two', retry: true });
    const refreshes = [onA, onB].map((l) => l.events.filter((e) => e.event === 'refresh').length);
    onA.close();
    onB.close();
    await drainJobs(store, servers);
    const mails = servers.map(mailsLogged);
    await Promise.all(servers.map((s) => stopServer(s)));
    servers.length = 0;
    const checks = await dataChecks(store, { ...load, ledger: [...crossings, ...load.ledger] }, 'two');

    return {
      title: `${title}, ${clients.length} clients, ${settings.seconds} s`,
      lines: [
        `${store.label}; servers A and B with one SESSION_SECRET and one BASE_URL, each its own job worker and LISTEN connection. ${signedIn}`,
        '',
        formatLoad(load.recorder),
        '',
        `E-mails sent by each server's job worker: A ${mails[0]}, B ${mails[1]}. A provider's page following each server heard ${refreshes[0]} and ${refreshes[1]} refresh events during the load.`,
        ...checks.notes,
      ],
      checks: [
        {
          name: 'a session made on one server is valid on the other',
          failed: unknownSessions,
          detail: `${unknownSessions} of ${viaApi.length} not recognised`,
        },
        {
          name: 'a request submitted on one server raises an event on a page following the other',
          failed: crossed.filter((heard) => !heard).length,
          detail: `A → B ${crossed[0] ? 'heard' : 'not heard'}, B → A ${crossed[1] ? 'heard' : 'not heard'} within ${EVENT_TIMEOUT_MS / 1000} s`,
        },
        ...checks.checks,
      ],
    };
  } finally {
    await Promise.all(servers.map((s) => stopServer(s, 'SIGKILL')));
    await store.close();
    forget();
  }
}

// ------------------------------------------------------------------ main

async function main(run: BenchRun) {
  const clients = envNumber('BENCH_CLIENTS', CLIENTS);
  const seconds = envNumber('BENCH_SECONDS', SECONDS);
  const { entry, remove: removeBuild } = snapshotBuild();
  serverEntry = entry;
  // Ctrl-C: the servers are killed first, then the database dropped (cleanups run last first).
  run.onInterrupt(removeBuild);
  const parts: Part[] = [];
  let label: string;
  try {
    const store = await openStore(process.env.BENCH_DATABASE_URL || undefined);
    label = store.label;
    run.onInterrupt(() => store.close());
    run.onInterrupt(() => Promise.all([...live].map((s) => s.stop('SIGKILL'))));
    try {
      parts.push(...(await oneServer(store, { clients, seconds })));
    } finally {
      await Promise.all([...live].map((s) => stopServer(s, 'SIGKILL')));
      await store.close();
    }
    parts.push(await twoServers({ clients: Math.ceil(clients / 2), seconds: Math.max(5, Math.round(seconds / 3)) }, run));
  } finally {
    removeBuild();
  }

  console.log(`Reliability: load, a crash and two servers (built production server, ${clients} signed-in clients)\n`);
  console.log(
    runDescription(
      label,
      benchCommand('bench/reliability.ts', ['BENCH_CLIENTS', 'BENCH_SECONDS']),
      `each client a signed-in user (own X-Forwarded-For; the servers trust the "proxy") in a closed loop over 127.0.0.1: submit a help request (POST /api/v1/help-requests, a new Idempotency-Key; 1 in 5 keys sent twice, after the answer or both at once; a failed submission sent again with its key until acknowledged), then read two of ${PAGES.join(', ')}; timed to the last byte, ${REQUEST_TIMEOUT_MS / 1000} s timeout; clients and servers share the machine's cores. Each request notifies one provider (a claimed listing at its place), by a job and an e-mail to the outbox`,
    ),
  );
  for (const part of parts) {
    console.log(`\n### ${part.title}\n`);
    console.log(part.lines.join('\n'));
    if (part.checks.length) console.log(`\n${formatChecks(part.checks)}`);
  }
  const failed = parts.flatMap((p) => p.checks).filter((c) => c.failed);
  const total = parts.reduce((n, p) => n + p.checks.length, 0);
  console.log(
    `\n${failed.length ? `**${failed.length} of ${total} data checks FAILED**: ${failed.map((c) => c.name).join('; ')}` : `All ${total} data checks passed.`}`,
  );
  if (failed.length) process.exitCode = 1;
}

await runBenchmark(import.meta.url, main);
