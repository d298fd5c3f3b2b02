import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { openDatabase, queryRows } from './client.ts';

// The embedded database syncs each commit to disk before it is acknowledged (issue 17: fsync on).

const dirs: string[] = [];
afterEach(() => {
  vi.restoreAllMocks();
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});
function tempDir(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pglite-fsync-'));
  dirs.push(dir);
  return path.join(dir, 'data');
}

async function commitsSynced(fsync: boolean | undefined): Promise<number> {
  const dir = tempDir();
  const database = await openDatabase({ dataDir: dir, ...(fsync === undefined ? {} : { fsync }) });
  try {
    await database.db.execute(sql`create table durable_check (id int primary key)`);
    const spy = vi.spyOn(fs, 'fsyncSync');
    for (let i = 1; i <= 5; i++) {
      await database.db.execute(sql`insert into durable_check values (${i})`);
    }
    const calls = spy.mock.calls.length;
    spy.mockRestore();
    expect(await queryRows(database.db, sql`select count(*)::int as n from durable_check`)).toEqual(
      [{ n: 5 }],
    );
    return calls;
  } finally {
    await database.close();
  }
}

describe('the embedded database on disk', () => {
  it('syncs every commit by default', async () => {
    expect(await commitsSynced(undefined)).toBeGreaterThanOrEqual(5);
  }, 60_000);

  it('syncs nothing when told not to (PGLITE_FSYNC=false)', async () => {
    expect(await commitsSynced(false)).toBe(0);
  }, 60_000);

  it('reports fsync on to PostgreSQL', async () => {
    const database = await openDatabase({ dataDir: tempDir() });
    try {
      const [row] = await queryRows<{ fsync: string; wal_sync_method: string }>(
        database.db,
        sql`select current_setting('fsync') as fsync, current_setting('wal_sync_method') as wal_sync_method`,
      );
      expect(row).toEqual({ fsync: 'on', wal_sync_method: 'fsync' });
    } finally {
      await database.close();
    }
  }, 60_000);
});
