import fs from 'node:fs';
import path from 'node:path';
import { SERVER_SRC } from '../lib/source-dir.ts';
import { sql } from 'drizzle-orm';
import { queryRows, type Db } from './client.ts';

const MIGRATIONS_DIR = path.join(SERVER_SRC, 'db', 'migrations');
/** Any fixed number; all processes that migrate one database take the same advisory lock. */
const MIGRATION_LOCK_KEY = 727_001;

/** Migration files in the order they apply: `NNNN_name.sql`, statements split by drizzle-kit's marker. */
export function listMigrations(dir = MIGRATIONS_DIR): { id: string; statements: string[] }[] {
  return fs
    .readdirSync(dir)
    .filter((f) => /^\d{4}_.+\.sql$/.test(f))
    .sort()
    .map((file) => ({
      id: file.replace(/\.sql$/, ''),
      statements: fs
        .readFileSync(path.join(dir, file), 'utf8')
        .split('--> statement-breakpoint')
        .map((s) => s.trim())
        .filter(Boolean),
    }));
}

/**
 * Applies the pending migrations, forward only, in one transaction under an advisory lock so that
 * several processes starting together migrate once. Returns the ids it applied.
 */
export async function migrate(db: Db): Promise<string[]> {
  const migrations = listMigrations();
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${MIGRATION_LOCK_KEY})`);
    await tx.execute(
      sql`create table if not exists schema_migrations (id text primary key, applied_at timestamptz not null default now())`,
    );
    const done = await queryRows<{ id: string }>(
      tx as unknown as Db,
      sql`select id from schema_migrations`,
    );
    const applied = new Set(done.map((r) => r.id));
    const ran: string[] = [];
    for (const m of migrations) {
      if (applied.has(m.id)) continue;
      for (const statement of m.statements) await tx.execute(sql.raw(statement));
      await tx.execute(sql`insert into schema_migrations (id) values (${m.id})`);
      ran.push(m.id);
    }
    return ran;
  });
}
