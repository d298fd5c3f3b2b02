import fs from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { NodeFS } from '@electric-sql/pglite/nodefs';

// The embedded database made durable (docs/decisions/2026-11-24-production-operations.md).
// PGlite starts PostgreSQL with fsync off (`-F`), and its Node file system (Emscripten's NODEFS)
// has no fsync at all, so a power cut or an OS crash could lose acknowledged commits. Here fsync
// is on, the WAL is synced with fsync() (PGlite's fdatasync is a no-op, fsync reaches the file
// system), and NODEFS's streams get the fsync they lack: every commit reaches the disk before it
// is acknowledged.

type EmscriptenStream = { nfd: number };
type EmscriptenModule = {
  NODEFS: { stream_ops: { fsync?: (stream: EmscriptenStream) => void } };
  FS: { ErrnoError: new (errno: number) => Error };
};
type InitResult = Awaited<ReturnType<NodeFS['init']>>;

/** WASI's EIO, what a failed sync reports to PostgreSQL (which then stops rather than lie). */
const EIO = 29;

export class DurableNodeFS extends NodeFS {
  override async init(...args: Parameters<NodeFS['init']>): Promise<InitResult> {
    const result = await super.init(...args);
    const given = result.emscriptenOpts.preRun ?? [];
    const preRun = Array.isArray(given) ? given : [given];
    result.emscriptenOpts.preRun = [
      (mod: unknown) => {
        const module = mod as EmscriptenModule;
        module.NODEFS.stream_ops.fsync = (stream) => {
          try {
            fs.fsyncSync(stream.nfd);
          } catch {
            throw new module.FS.ErrnoError(EIO);
          }
        };
      },
      ...preRun,
    ] as typeof given;
    return result;
  }
}

/** PostgreSQL's start parameters with fsync on and the WAL synced by fsync(). */
export function durableStartParams(): string[] {
  return [
    ...PGlite.defaultStartParams.filter((p) => p !== '-F'),
    '-c',
    'fsync=on',
    '-c',
    'wal_sync_method=fsync',
  ];
}
