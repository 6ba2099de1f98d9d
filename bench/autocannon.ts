import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';
import type autocannon from 'autocannon';

// autocannon in a worker thread of its own, so that the load does not share the event loop of
// what it measures. Each connection starts at a different point of the request list: with one
// list for all, they would ask the same thing at the same moment and, in a short run, only the
// first requests. Traffic goes to 127.0.0.1 only (the callers' URLs).

const LOAD_WORKER = `
const { parentPort, workerData } = require('node:worker_threads');
const autocannon = require(workerData.autocannon);
const { requests, ...options } = workerData.options;
let connection = 0;
const setupClient = (client) => {
  const start = Math.floor((connection++ * requests.length) / options.connections) % requests.length;
  client.setRequests([...requests.slice(start), ...requests.slice(0, start)]);
};
// Off the main thread autocannon leaves its histograms encoded; aggregateResult decodes them.
autocannon({ ...options, requests, setupClient }).then((raw) => parentPort.postMessage(autocannon.aggregateResult([raw], options)));
`;

/** Runs autocannon against `url` with `requests` cycled; throws on an error, a time-out or an answer other than 2xx. */
export async function runAutocannon(options: {
  url: string;
  connections: number;
  seconds: number;
  requests: autocannon.Request[];
}): Promise<autocannon.Result> {
  const { seconds, ...rest } = options;
  const workerOptions: autocannon.Options = { ...rest, duration: seconds };
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const worker = new Worker(LOAD_WORKER, {
      eval: true,
      workerData: { autocannon: createRequire(import.meta.url).resolve('autocannon'), options: workerOptions },
    });
    worker.once('message', resolve);
    worker.once('error', reject);
    worker.once('exit', (code) => reject(new Error(`the autocannon worker exited with ${code} before reporting`)));
  });
  const failed = result.errors + result.timeouts + result.non2xx;
  if (failed) throw new Error(`under load: ${result.errors} errors, ${result.timeouts} timeouts, ${result.non2xx} responses other than 2xx`);
  return result;
}
