import { linkSync, readFileSync, unlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';

// PGlite is PostgreSQL inside one process: a second process opening the same data directory
// works on its own copy, and what it writes is lost when the first one closes (a CLI run next
// to the server). So whoever opens a data directory holds a lock file in it naming its pid, as
// PostgreSQL's postmaster.pid does; a lock whose process is gone (killed, crashed) is taken over.
// It guards against that mistake; it is not a mutex for two processes starting in the same
// instant over a dead process's lock.

export const LOCK_FILE = 'wildline.lock';

export class DataDirInUseError extends Error {
  constructor(
    readonly dataDir: string,
    readonly pid: number,
  ) {
    super(
      `The data directory ${dataDir} is in use by another Wildline process (pid ${pid}), most likely the server: ` +
        'PGlite lets one process at a time open it, and the writes of a second one would be lost. ' +
        'Stop that process first, or run this command against PostgreSQL with DATABASE_URL. ' +
        `(If process ${pid} is not Wildline, delete ${path.join(dataDir, LOCK_FILE)}.)`,
    );
    this.name = 'DataDirInUseError';
  }
}

/** Lock files this process holds, removed on any exit that runs JavaScript (not a SIGKILL). */
const held = new Set<string>();
let removeOnExit = false;

/** Takes the data directory's lock (it must exist), or throws DataDirInUseError; returns its release. */
export function lockDataDir(dataDir: string): () => void {
  const lockPath = path.join(dataDir, LOCK_FILE);
  if (held.has(lockPath)) throw new DataDirInUseError(dataDir, process.pid);
  // Written whole, then linked into place: a link fails if the lock exists, and a reader never
  // sees a half-written pid.
  const ours = `${lockPath}.${process.pid}`;
  writeFileSync(ours, `${process.pid}\n`);
  try {
    for (let attempt = 0; ; attempt++) {
      try {
        linkSync(ours, lockPath);
        break;
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'EEXIST' || attempt >= 3) throw error;
      }
      const pid = lockHolder(lockPath);
      // The same pid as ours without holding it is a previous life of this pid (a container's pid 1).
      if (pid !== undefined && pid !== process.pid && isRunning(pid)) throw new DataDirInUseError(dataDir, pid);
      removeIfPresent(lockPath);
    }
  } finally {
    removeIfPresent(ours);
  }
  held.add(lockPath);
  if (!removeOnExit) {
    removeOnExit = true;
    process.on('exit', () => held.forEach(removeIfPresent));
  }
  return () => {
    if (held.delete(lockPath)) removeIfPresent(lockPath);
  };
}

/** The live process holding the data directory's lock, if any (a stale lock names none). */
export function dataDirHolder(dataDir: string): number | undefined {
  const pid = lockHolder(path.join(dataDir, LOCK_FILE));
  return pid !== undefined && isRunning(pid) ? pid : undefined;
}

/** The pid in a lock file; undefined if it is gone or unreadable (then stale). */
function lockHolder(lockPath: string): number | undefined {
  try {
    const pid = Number.parseInt(readFileSync(lockPath, 'utf8'), 10);
    return Number.isInteger(pid) && pid > 0 ? pid : undefined;
  } catch {
    return undefined;
  }
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0); // signal 0: only asks whether the process exists
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM'; // exists, another user's
  }
}

function removeIfPresent(file: string) {
  try {
    unlinkSync(file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
}
