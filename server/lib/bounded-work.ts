// Work that takes a core and much memory (decoding a photo) runs a few at a time, and only a few
// more may wait: past that a caller is told at once that the server is busy, rather than waiting
// behind work that would take longer than anyone waits for an answer (docs/decisions/053). Work
// whose request was aborted, or timed out, before its turn came is dropped from the queue.

/** Thrown when the queue is full: the caller answers 503 with Retry-After. */
export class WorkQueueFull extends Error {
  constructor() {
    super('the work queue is full');
    this.name = 'WorkQueueFull';
  }
}

/** By its name: the queue may come from another copy of this module (onePerProcess). */
export const isWorkQueueFull = (error: unknown) => error instanceof Error && error.name === 'WorkQueueFull';

export interface BoundedWork {
  /** `work` now or when a worker is free; rejects with WorkQueueFull when `waiting` are already queued, or with the signal's reason once it aborts while queued. */
  run<T>(work: () => Promise<T>, signal?: AbortSignal): Promise<T>;
  readonly activeCount: number;
  readonly pendingCount: number;
}

export function boundedWork({ workers, waiting }: { workers: number; waiting: number }): BoundedWork {
  let active = 0;
  const queue: { start: () => void; signal?: AbortSignal }[] = [];
  const next = () => {
    while (active < workers && queue.length) {
      const entry = queue.shift()!;
      if (!entry.signal?.aborted) entry.start();
    }
  };
  return {
    run<T>(work: () => Promise<T>, signal?: AbortSignal): Promise<T> {
      if (signal?.aborted) return Promise.reject(signal.reason as Error);
      return new Promise<T>((resolve, reject) => {
        const start = () => {
          active++;
          work()
            .then(resolve, reject)
            .finally(() => {
              active--;
              next();
            });
        };
        if (active < workers) return start();
        if (queue.length >= waiting) return reject(new WorkQueueFull());
        const entry = { start, signal };
        queue.push(entry);
        signal?.addEventListener(
          'abort',
          () => {
            const at = queue.indexOf(entry);
            if (at < 0) return;
            queue.splice(at, 1);
            reject(signal.reason as Error);
          },
          { once: true },
        );
      });
    },
    get activeCount() {
      return active;
    },
    get pendingCount() {
      return queue.length;
    },
  };
}

/** The value kept under `key` for the whole process, made by `make` the first time. */
export function onePerProcess<T>(key: string, make: () => T): T {
  const registry = globalThis as Record<symbol, T | undefined>;
  return (registry[Symbol.for(key)] ??= make());
}
