// How many event streams may be open at once: each holds a connection and a listener
// for as long as it lives, so one session may hold 5 (a person's open tabs), one client address 20
// (a household or an office behind one address), and one process 1,000 (many addresses together
// must not take every connection and file handle the process has: docs/decisions/053).
//
// Counted in this process's memory, on purpose: a stream lives in the one process that serves it,
// so its slot lives and dies with it and cannot leak the way a database row left by a crashed
// process would. With several server processes each counts its own streams: a session could hold
// 5 on each, and every process is still bounded.

import { processMetrics } from '../../lib/metrics.ts';

export const STREAMS_PER_SESSION = 5;
export const STREAMS_PER_CLIENT_IP = 20;
export const STREAMS_PER_PROCESS = 1000;

export type StreamSlot = { release: () => void } | { refused: 'session' | 'client-ip' | 'server' };

export function createStreamSlots(limits = { perSession: STREAMS_PER_SESSION, perClientIp: STREAMS_PER_CLIENT_IP, perProcess: STREAMS_PER_PROCESS }) {
  const bySession = new Map<string, number>();
  const byClientIp = new Map<string, number>();
  let open = 0;
  return {
    /** A slot for one more stream, with its release (which may be called any number of times), or why there is none. */
    take(session: string, clientIp: string): StreamSlot {
      if ((bySession.get(session) ?? 0) >= limits.perSession) return { refused: 'session' };
      if ((byClientIp.get(clientIp) ?? 0) >= limits.perClientIp) return { refused: 'client-ip' };
      if (open >= limits.perProcess) return { refused: 'server' };
      count(bySession, session, 1);
      count(byClientIp, clientIp, 1);
      // A slot held is a stream open: the metrics' figure (server/lib/metrics.ts).
      processMetrics().eventStreamsOpen.inc();
      open++;
      let held = true;
      return {
        release() {
          if (!held) return;
          held = false;
          count(bySession, session, -1);
          count(byClientIp, clientIp, -1);
          processMetrics().eventStreamsOpen.dec();
          open--;
        },
      };
    },
  };
}

function count(counts: Map<string, number>, key: string, change: number) {
  const n = (counts.get(key) ?? 0) + change;
  if (n > 0) counts.set(key, n);
  else counts.delete(key);
}
