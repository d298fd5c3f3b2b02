import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { once } from 'node:events';
import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { DataDirLockedError, lockDataDir, lockPathOf } from './data-dir-lock.ts';
import { openDatabase, queryRows } from './client.ts';

const made: string[] = [];
function tempDataDir(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pglite-lock-'));
  made.push(dir);
  return path.join(dir, 'data');
}
afterEach(() => {
  for (const dir of made.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

/** The pid of a process that has exited. */
async function deadPid(): Promise<number> {
  const child = spawn(process.execPath, ['-e', '0']);
  await once(child, 'exit');
  return child.pid!;
}

describe('the embedded database lock', () => {
  it('refuses a second holder with an error naming DATA_DIR and the holder', () => {
    const dir = tempDataDir();
    const release = lockDataDir(dir);
    try {
      expect(() => lockDataDir(dir)).toThrow(DataDirLockedError);
      expect(() => lockDataDir(dir)).toThrow(
        new RegExp(
          `DATA_DIR .*data is in use by process ${process.pid}: the embedded database serves one process`,
        ),
      );
    } finally {
      release();
    }
    expect(fs.existsSync(lockPathOf(dir))).toBe(false);
    lockDataDir(dir)();
  });

  it('takes over a lock left by a process that is gone', async () => {
    const dir = tempDataDir();
    fs.mkdirSync(path.dirname(dir), { recursive: true });
    const pid = await deadPid();
    fs.writeFileSync(lockPathOf(dir), JSON.stringify({ pid, host: os.hostname(), started: '1' }));
    const release = lockDataDir(dir);
    expect(JSON.parse(fs.readFileSync(lockPathOf(dir), 'utf8')).pid).toBe(process.pid);
    release();
  });

  it('keeps a second process out, and lets a restart in after the first was killed with -9', async () => {
    const dir = tempDataDir();
    const client = path.resolve(import.meta.dirname, 'client.ts');
    const script = `
      import { openDatabase } from ${JSON.stringify(client)};
      await openDatabase({ dataDir: ${JSON.stringify(dir)} });
      console.log('open');
      setInterval(() => {}, 1000);
    `;
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', '--input-type=module', '-e', script],
      {
        stdio: ['ignore', 'pipe', 'inherit'],
      },
    );
    try {
      // Wait for the child's database to be open (its line), not for a time.
      await new Promise<void>((resolve, reject) => {
        child.stdout!.on('data', (chunk: Buffer) => {
          if (chunk.toString().includes('open')) resolve();
        });
        child.once('exit', (code) => reject(new Error(`child exited with ${code}`)));
      });
      await expect(openDatabase({ dataDir: dir })).rejects.toThrow(
        `is in use by process ${child.pid}`,
      );
    } finally {
      child.kill('SIGKILL');
      if (child.exitCode === null && child.signalCode === null) await once(child, 'exit');
    }
    // The lock file is still there (nobody removed it), and the next process takes it over.
    expect(fs.existsSync(lockPathOf(dir))).toBe(true);
    const database = await openDatabase({ dataDir: dir });
    try {
      expect(await queryRows(database.db, sql`select 1 as one`)).toEqual([{ one: 1 }]);
    } finally {
      await database.close();
    }
    expect(fs.existsSync(lockPathOf(dir))).toBe(false);
  }, 60_000);
});
