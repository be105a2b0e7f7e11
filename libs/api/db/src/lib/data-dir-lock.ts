import { linkSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** The file in a PGlite data directory that names the process that has it open. */
export const DATA_DIR_LOCK = 'pglite.lock';

interface LockOwner {
  pid: number;
  command: string;
  since: string;
}

/** The PGlite data directory is open in another process (or already in this one). */
export class DataDirInUseError extends Error {
  override name = 'DataDirInUseError';
  constructor(
    readonly dataDir: string,
    readonly owner: LockOwner,
  ) {
    const lockFile = path.join(dataDir, DATA_DIR_LOCK);
    super(
      `The PGlite database in ${dataDir} is open in process ${owner.pid} (${owner.command}, ` +
        `since ${owner.since}). PGlite is a single-process database: a second process would ` +
        `work on a copy of its own, and its changes would be lost. Stop that process (the ` +
        `server) and run this again, then start it again; with PostgreSQL (DATABASE_URL) such ` +
        `commands run beside the server. If no process uses ${dataDir}, delete ${lockFile}.`,
    );
  }
}

/** Data directories this process holds. */
const held = new Set<string>();

function readOwner(file: string): LockOwner | undefined {
  try {
    const owner = JSON.parse(readFileSync(file, 'utf8')) as Partial<LockOwner>;
    if (!Number.isInteger(owner.pid)) return undefined;
    return { pid: owner.pid as number, command: String(owner.command), since: String(owner.since) };
  } catch {
    return undefined;
  }
}

/** Whether `pid` is a process other than this one that is still running. */
function runsElsewhere(pid: number): boolean {
  if (pid === process.pid) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Claims `dataDir` for this process: writes `pglite.lock` with the pid, or throws a
 * `DataDirInUseError` naming the process that has it. A lock left by a process that no longer
 * runs (a crash, kill -9, a container restarted with the same pid) is taken over. Returns the
 * release, which removes the file.
 */
export function lockDataDir(dataDir: string): () => void {
  const directory = path.resolve(dataDir);
  const file = path.join(directory, DATA_DIR_LOCK);
  const me: LockOwner = {
    pid: process.pid,
    command: process.argv
      .slice(1)
      .map((arg) => path.basename(arg))
      .join(' ')
      .slice(0, 200),
    since: new Date().toISOString(),
  };
  if (held.has(directory)) throw new DataDirInUseError(directory, me);

  // Written whole under a name of its own, then linked: another process reads all of it or no
  // file at all (a link fails when the name exists).
  const draft = `${file}.${process.pid}.tmp`;
  writeFileSync(draft, JSON.stringify(me));
  try {
    for (let attempt = 0; ; attempt++) {
      try {
        linkSync(draft, file);
        break;
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'EEXIST' || attempt > 0) throw error;
        const owner = readOwner(file);
        if (owner && runsElsewhere(owner.pid)) throw new DataDirInUseError(directory, owner);
        rmSync(file, { force: true });
      }
    }
  } finally {
    rmSync(draft, { force: true });
  }
  held.add(directory);
  return () => {
    held.delete(directory);
    if (readOwner(file)?.pid === process.pid) rmSync(file, { force: true });
  };
}
