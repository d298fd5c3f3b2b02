import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

// The embedded database (PGlite) is one process's: a second process opening the same DATA_DIR
// would corrupt it (PGlite aborts, at best). A lock file beside the directory says who has it; a
// lock left by a process that is gone (kill -9, a power cut) is taken over, so a restart starts.
// docs/decisions/2026-11-24-production-operations.md

export class DataDirLockedError extends Error {
  constructor(
    readonly dataDir: string,
    readonly pid: number,
  ) {
    super(
      `DATA_DIR ${dataDir} is in use by process ${pid}: the embedded database serves one process. ` +
        'Stop that process, give this one another DATA_DIR, or set DATABASE_URL to share a PostgreSQL.',
    );
    this.name = 'DataDirLockedError';
  }
}

type LockRecord = { pid: number; host: string; started: string | null };

/** The lock file of a data directory: `<dir>.lock` beside it, never inside the database's files. */
export function lockPathOf(dataDir: string): string {
  return `${path.resolve(dataDir)}.lock`;
}

/** When the process started, from /proc (Linux): tells a live owner from a reused pid. */
function startOf(pid: number): string | null {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Field 22 (starttime) counts after the command name, which may itself hold spaces.
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19] ?? null;
  } catch {
    return null;
  }
}

function isAlive(record: LockRecord): boolean {
  if (record.host !== os.hostname()) return true; // another machine's: never taken over silently
  try {
    process.kill(record.pid, 0);
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
  const started = startOf(record.pid);
  return record.started === null || started === null || started === record.started;
}

function readRecord(file: string): LockRecord | null {
  try {
    const parsed = JSON.parse(fs.readFileSync(file, 'utf8')) as Partial<LockRecord>;
    if (typeof parsed.pid !== 'number' || typeof parsed.host !== 'string') return null;
    return { pid: parsed.pid, host: parsed.host, started: parsed.started ?? null };
  } catch {
    return null;
  }
}

/**
 * Takes the lock of `dataDir` for this process, or throws DataDirLockedError naming the process
 * that holds it. Returns the release function (removes the file if it is still this process's).
 */
export function lockDataDir(dataDir: string): () => void {
  const file = lockPathOf(dataDir);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const mine: LockRecord = { pid: process.pid, host: os.hostname(), started: startOf(process.pid) };
  const body = JSON.stringify(mine);
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      fs.writeFileSync(file, body, { flag: 'wx' });
      return release(file);
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
    }
    const held = readRecord(file);
    if (held && held.pid === process.pid && held.host === mine.host) {
      throw new DataDirLockedError(dataDir, held.pid);
    }
    if (held && isAlive(held)) throw new DataDirLockedError(dataDir, held.pid);
    // The holder is gone: take the lock over. Written beside and renamed, so a reader never sees
    // half a record; whoever renames last holds it, and the check below tells the loser.
    const temp = `${file}.${process.pid}`;
    fs.writeFileSync(temp, body);
    fs.renameSync(temp, file);
    const now = readRecord(file);
    if (now?.pid === process.pid && now.host === mine.host) return release(file);
  }
  const held = readRecord(file);
  throw new DataDirLockedError(dataDir, held?.pid ?? -1);
}

function release(file: string): () => void {
  let released = false;
  return () => {
    if (released) return;
    released = true;
    const held = readRecord(file);
    if (held?.pid === process.pid && held.host === os.hostname()) fs.rmSync(file, { force: true });
  };
}
