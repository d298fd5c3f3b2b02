/**
 * What durability costs the embedded database: single-row commits per second on a PGlite data
 * directory with fsync on (the default: every commit synced to disk before it is acknowledged)
 * and off (PGLITE_FSYNC=false), one after another as one connection makes them.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { openDatabase } from '../apps/server/src/db/client.ts';
import { round, type Bench, type Figure } from './lib.ts';

const COMMITS = 500;

async function commitsPerSecond(fsync: boolean): Promise<{ perSecond: number; msEach: number }> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-pglite-'));
  const database = await openDatabase({ dataDir: path.join(dir, 'data'), fsync });
  try {
    await database.db.execute(sql`create table commits (id int primary key, at timestamptz)`);
    const started = performance.now();
    for (let i = 0; i < COMMITS; i++) {
      await database.db.execute(sql`insert into commits values (${i}, now())`);
    }
    const ms = performance.now() - started;
    return { perSecond: (COMMITS * 1000) / ms, msEach: ms / COMMITS };
  } finally {
    await database.close();
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

export const pgliteDurabilityBench: Bench = {
  name: 'pglite-durability',
  description: 'PGlite on disk: single-row commits per second, fsync on (default) and off',
  async run(ctx) {
    const figures: Figure[] = [];
    for (const fsync of [true, false]) {
      const { perSecond, msEach } = await commitsPerSecond(fsync);
      ctx.log(
        `fsync ${fsync ? 'on ' : 'off'}: ${round(perSecond)} commits/s, ${round(msEach, 2)} ms each`,
      );
      const context = { fsync: fsync ? 'on' : 'off', commits: COMMITS };
      figures.push(
        {
          bench: 'pglite-durability',
          name: 'commits/s',
          value: round(perSecond),
          unit: '/s',
          context,
        },
        {
          bench: 'pglite-durability',
          name: 'commit',
          value: round(msEach, 2),
          unit: 'ms',
          context,
        },
      );
    }
    return figures;
  },
};
