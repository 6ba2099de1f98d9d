import { randomBytes } from 'node:crypto';

// Simulated people for bench/reliability.ts: each client is one signed-in user who, until the
// run ends, submits help requests through POST /api/v1/help-requests and reads pages, one
// request at a time and without pause (a closed loop: the load is as high as the servers allow).
// Every request goes to the next server in turn (round-robin, as a load balancer would), carries
// the client's own X-Forwarded-For (the servers run with TRUST_PROXY, so each client has its own
// sign-in budget, as separate people would) and is timed to its last byte. Each submission's
// Idempotency-Key and every answer to it are written down (the ledger), so that the database can
// be checked against what was acknowledged. Traffic goes to 127.0.0.1 only.

export const PAGES = ['/', '/resources', '/find-help', '/dashboard'] as const;
export const REQUEST_TIMEOUT_MS = 30_000;
/** 1 in REPEAT_EVERY submissions sends its key twice: once after the answer, once both at once */
const REPEAT_EVERY = 5;

export interface BenchUser {
  id: string;
  email: string;
  password: string;
  /** a session made beforehand: the cookie's name and value */
  session?: [string, string];
}

/** One person: their account, session cookies and the address the "proxy" reports for them. */
export interface Client {
  index: number;
  user: BenchUser;
  cookies: Map<string, string>;
  address: string;
}

export const newClient = (index: number, user: BenchUser): Client => ({
  index,
  user,
  cookies: new Map(user.session ? [user.session] : []),
  address: `127.1.${Math.floor(index / 250)}.${(index % 250) + 1}`,
});

/** Where requests go: the servers in turn; `origin` is the site's public address (BASE_URL). */
export interface Target {
  origin: string;
  urls: string[];
}

let turn = 0;
const nextUrl = (target: Target) => target.urls[turn++ % target.urls.length]!;

// ------------------------------------------------------------------ HTTP

export type Outcome = { status: number; body: string; ms: number } | { error: string; ms: number };

/** What went wrong without an answer, in a few words: connection refused, reset, timeout… */
function failureOf(error: unknown): string {
  const e = error as { name?: string; cause?: { code?: string; name?: string } };
  if (e.name === 'TimeoutError' || e.cause?.name === 'TimeoutError') return `no answer in ${REQUEST_TIMEOUT_MS / 1000} s`;
  const code = e.cause?.code;
  if (code === 'ECONNREFUSED') return 'connection refused';
  if (code === 'ECONNRESET' || code === 'UND_ERR_SOCKET' || code === 'EPIPE') return 'connection reset';
  return code ?? e.name ?? 'network error';
}

function keepCookies(client: Client, response: Response) {
  for (const line of response.headers.getSetCookie()) {
    const [pair = ''] = line.split(';');
    const at = pair.indexOf('=');
    if (at <= 0) continue;
    const name = pair.slice(0, at).trim();
    const value = pair.slice(at + 1).trim();
    if (value === '' || /max-age=0/i.test(line)) client.cookies.delete(name);
    else client.cookies.set(name, value);
  }
}

/** One request as `client`, to `url` (a server) or the next server in turn; never throws. */
export async function send(
  client: Client,
  target: Target,
  path: string,
  init: { method?: string; body?: unknown; headers?: Record<string, string> } = {},
  url = nextUrl(target),
): Promise<Outcome> {
  const headers: Record<string, string> = {
    'x-forwarded-for': client.address,
    accept: path.startsWith('/api/') ? 'application/json' : 'text/html',
    ...init.headers,
  };
  if (client.cookies.size) headers.cookie = [...client.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  if (init.body !== undefined) {
    headers['content-type'] = 'application/json';
    headers.origin = target.origin;
  }
  const started = performance.now();
  // Our own timer, not AbortSignal.timeout(): fetch holds its signal weakly, and a collected
  // timeout signal never fires; here a request cut off by the kill once hung a run for good.
  // The race settles the request even if the abort is not honoured.
  const abort = new AbortController();
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      const timeout = new DOMException('timed out', 'TimeoutError');
      abort.abort(timeout);
      reject(timeout);
    }, REQUEST_TIMEOUT_MS);
  });
  const exchange = async () => {
    const response = await fetch(`${url}${path}`, {
      method: init.method ?? 'GET',
      headers,
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
      redirect: 'manual',
      signal: abort.signal,
    });
    const body = await response.text();
    keepCookies(client, response);
    return { status: response.status, body, ms: performance.now() - started };
  };
  try {
    return await Promise.race([exchange(), deadline]);
  } catch (error) {
    return { error: failureOf(error), ms: performance.now() - started };
  } finally {
    clearTimeout(timer);
  }
}

export const isOk = (outcome: Outcome): outcome is Extract<Outcome, { status: number }> => 'status' in outcome && outcome.status >= 200 && outcome.status < 300;
export const outcomeLabel = (outcome: Outcome) => ('status' in outcome ? String(outcome.status) : outcome.error);
export const bodyOf = (outcome: Outcome) => ('body' in outcome ? outcome.body : '');

/** Signs `client` in on `url`; throws with the server's answer if that fails. */
export async function signIn(client: Client, target: Target, url?: string) {
  const outcome = await send(
    client,
    target,
    '/api/auth/sign-in/email',
    { method: 'POST', body: { email: client.user.email, password: client.user.password } },
    url,
  );
  if (!isOk(outcome)) throw new Error(`sign-in of ${client.user.email} failed: ${outcomeLabel(outcome)} ${bodyOf(outcome).slice(0, 200)}`);
}

/** `work` over `items`, `atOnce` at a time. */
export async function inBatches<T>(items: T[], atOnce: number, work: (item: T) => Promise<void>) {
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(atOnce, items.length) }, async () => {
      while (next < items.length) await work(items[next++]!);
    }),
  );
}

// ------------------------------------------------------------------ what happened

export interface KindFigures {
  /** durations of the requests answered (any status) */
  answeredMs: number[];
  ok: number;
  failures: Map<string, number>;
}

/** Each request by kind and outcome, and the time span of the run. */
export class Recorder {
  readonly kinds = new Map<string, KindFigures>();
  startedAt = performance.now();
  endedAt = this.startedAt;

  record(kind: string, outcome: Outcome) {
    let figures = this.kinds.get(kind);
    if (!figures) this.kinds.set(kind, (figures = { answeredMs: [], ok: 0, failures: new Map() }));
    if ('status' in outcome) figures.answeredMs.push(outcome.ms);
    if (isOk(outcome)) figures.ok++;
    else figures.failures.set(outcomeLabel(outcome), (figures.failures.get(outcomeLabel(outcome)) ?? 0) + 1);
    this.endedAt = performance.now();
  }

  get seconds() {
    return (this.endedAt - this.startedAt) / 1000;
  }
}

/** One help request as a client meant it: the key, what the servers said, each time it was sent. */
export interface Submission {
  key: string;
  userId: string;
  /** answers sent, so the stored request can be checked for all of them */
  answers: number;
  sends: number;
  /** sends after a failure (no answer, 5xx) */
  retries: number;
  /** 2xx answers: status and the id of the request */
  acks: { status: number; id: string }[];
}

// ------------------------------------------------------------------ the load

export interface LoadOptions {
  target: Target;
  clients: Client[];
  /** request bodies to cycle through, with the number of answers each carries */
  bodies: { body: Record<string, unknown>; answers: number }[];
  seconds: number;
  /** the run goes on at least until then (a performance.now() time): after a restart, say */
  notBefore?: () => number;
  /** Idempotency-Keys start with it, so that a run's requests can be told apart in the database */
  keyPrefix: string;
  /** a 5xx or a lost connection on a submission: send it again with the same key until it is acknowledged */
  retry: boolean;
}

export interface LoadResult {
  recorder: Recorder;
  ledger: Submission[];
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
/** Worth sending again: no answer, an overloaded or failing server. A 4xx is the request's own fault. */
const retryable = (outcome: Outcome) => !('status' in outcome) || outcome.status >= 500 || outcome.status === 429;
const backoffMs = (failures: number) => Math.min(2000, 100 * 2 ** failures);

/** Runs every client until `seconds` have passed; requests in flight then are finished and counted. */
export async function runLoad(options: LoadOptions): Promise<LoadResult> {
  const recorder = new Recorder();
  const ledger: Submission[] = [];
  const endsAt = performance.now() + options.seconds * 1000;
  const over = () => performance.now() >= Math.max(endsAt, options.notBefore?.() ?? 0);

  const runClient = async (client: Client) => {
    let failuresInARow = 0;
    /** after a failure, wait a little before the next request: no spinning on a refused connection */
    const settle = async (outcome: Outcome) => {
      failuresInARow = retryable(outcome) ? failuresInARow + 1 : 0;
      if (failuresInARow) await sleep(backoffMs(failuresInARow - 1));
    };
    const submitOnce = async (submission: Submission, body: Record<string, unknown>, kind: string) => {
      for (let attempt = 0; ; attempt++) {
        submission.sends++;
        if (attempt) submission.retries++;
        const outcome = await send(client, options.target, '/api/v1/help-requests', { method: 'POST', body, headers: { 'idempotency-key': submission.key } });
        recorder.record(attempt ? 'submit, sent again after a failure' : kind, outcome);
        if (isOk(outcome)) {
          failuresInARow = 0;
          submission.acks.push({ status: outcome.status, id: (JSON.parse(outcome.body) as { id: string }).id });
          return;
        }
        await settle(outcome);
        if (!options.retry || !retryable(outcome) || over()) return;
      }
    };

    for (let n = 0; !over(); n++) {
      const { body, answers } = options.bodies[(client.index + n) % options.bodies.length]!;
      const submission: Submission = {
        key: `${options.keyPrefix}-${client.index}-${n}-${randomBytes(4).toString('hex')}`,
        userId: client.user.id,
        answers,
        sends: 0,
        retries: 0,
        acks: [],
      };
      ledger.push(submission);
      if (n % REPEAT_EVERY === REPEAT_EVERY - 1) {
        // The same key twice at once: the second waits on the first's row and gets its id.
        await Promise.all([submitOnce(submission, body, 'submit, same key twice at once'), submitOnce(submission, body, 'submit, same key twice at once')]);
      } else {
        await submitOnce(submission, body, 'submit');
        // The same key again once answered, as a client does that did not hear the answer.
        if (n % REPEAT_EVERY === 1 && submission.acks.length && !over()) await submitOnce(submission, body, 'submit, same key again');
      }
      for (const page of [PAGES[(2 * n) % PAGES.length]!, PAGES[(2 * n + 1) % PAGES.length]!]) {
        if (over()) break;
        const outcome = await send(client, options.target, page);
        recorder.record(`GET ${page}`, outcome);
        await settle(outcome);
      }
    }
  };

  recorder.startedAt = performance.now();
  await Promise.all(options.clients.map(runClient));
  return { recorder, ledger };
}

// ------------------------------------------------------------------ realtime

/** A signed-in page following GET /api/v1/events: the events it has heard, with when. */
export interface EventListener {
  events: { event: string; at: number }[];
  /** resolves once an event named `name` arrives after `since` (performance.now()), or false after `timeoutMs` */
  heard(name: string, since: number, timeoutMs: number): Promise<boolean>;
  close(): void;
}

export async function listenForEvents(client: Client, url: string): Promise<EventListener> {
  const abort = new AbortController();
  const headers: Record<string, string> = { accept: 'text/event-stream', 'x-forwarded-for': client.address };
  headers.cookie = [...client.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  const response = await fetch(`${url}/api/v1/events`, { headers, signal: abort.signal });
  if (response.status !== 200 || !response.body) throw new Error(`GET ${url}/api/v1/events answered ${response.status}`);
  const events: EventListener['events'] = [];
  const waiting = new Set<() => void>();
  let ready!: () => void;
  const isReady = new Promise<void>((resolve) => (ready = resolve));
  void (async () => {
    const decoder = new TextDecoder();
    let buffer = '';
    try {
      for await (const chunk of response.body!) {
        buffer += decoder.decode(chunk as Uint8Array, { stream: true });
        let end: number;
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const name = /^event: (.*)$/m.exec(block)?.[1];
          if (!name) continue;
          events.push({ event: name, at: performance.now() });
          if (name === 'ready') ready();
          for (const wake of waiting) wake();
        }
      }
    } catch {
      // closed by close() or by the server stopping
    }
  })();
  // The server listens for this page from then on.
  let waited: NodeJS.Timeout | undefined;
  await Promise.race([
    isReady,
    new Promise((_, reject) => (waited = setTimeout(() => reject(new Error(`GET ${url}/api/v1/events sent no ready event`)), REQUEST_TIMEOUT_MS))),
  ])
    .catch((error: unknown) => {
      abort.abort();
      throw error;
    })
    .finally(() => clearTimeout(waited));
  return {
    events,
    heard(name, since, timeoutMs) {
      const found = () => events.some((e) => e.event === name && e.at >= since);
      if (found()) return Promise.resolve(true);
      return new Promise((resolve) => {
        const wake = () => {
          if (!found()) return;
          clearTimeout(timer);
          waiting.delete(wake);
          resolve(true);
        };
        const timer = setTimeout(() => {
          waiting.delete(wake);
          resolve(false);
        }, timeoutMs);
        waiting.add(wake);
      });
    },
    close: () => abort.abort(),
  };
}
