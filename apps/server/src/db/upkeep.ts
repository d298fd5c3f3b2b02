import { sql } from 'drizzle-orm';
import { PeriodicJob, type JobLog } from '../lib/periodic-job.ts';
import { queryRows, type Database, type Db } from './client.ts';

/**
 * The embedded database's upkeep (docs/decisions/2026-11-25-embedded-upkeep.md). PGlite runs
 * PostgreSQL inside this process with no background workers: `autovacuum` says "on" but nothing
 * ever runs it, so without this pass no table would be analyzed or vacuumed. The planner would
 * go on planning from a just-migrated database's empty tables (sequential scans on the ledger as
 * it grows: the money path's calls three times slower) and dead rows of the balances updated on
 * every bet would pile up. PostgreSQL's own autovacuum does this work for a server database.
 *
 * The thresholds are autovacuum's defaults: analyze a table once 50 + 10% of its rows changed
 * since it was last analyzed (or it never was), vacuum it once 50 + 20% of its rows are dead or
 * 1,000 + 20% of them were inserted since its last vacuum (which marks their pages all-visible,
 * so that index-only scans, such as a game list's, need not visit them).
 */
export const UPKEEP = {
  analyzeBase: 50,
  analyzeScale: 0.1,
  vacuumBase: 50,
  vacuumScale: 0.2,
  vacuumInsertBase: 1000,
  vacuumInsertScale: 0.2,
  everyMs: 60_000,
} as const;

export type UpkeepReport = { analyzed: string[]; vacuumed: string[] };

type TableStats = {
  name: string;
  live: number;
  dead: number;
  modified: number;
  inserted: number;
  neverAnalyzed: boolean;
};

const quoted = (name: string) => sql.raw(`"${name.replaceAll('"', '""')}"`);

/** One pass: the tables past a threshold analyzed, then those past the other vacuumed. */
export async function upkeepPass(db: Db): Promise<UpkeepReport> {
  const tables = await queryRows<TableStats>(
    db,
    sql`select s.relname as name,
               s.n_live_tup::float8 as live,
               s.n_dead_tup::float8 as dead,
               s.n_mod_since_analyze::float8 as modified,
               s.n_ins_since_vacuum::float8 as inserted,
               c.reltuples < 0 as "neverAnalyzed"
          from pg_stat_user_tables s
          join pg_class c on c.oid = s.relid
         where s.schemaname = 'public'
         order by s.relname`,
  );
  const report: UpkeepReport = { analyzed: [], vacuumed: [] };
  for (const t of tables) {
    const live = Number(t.live);
    if (t.neverAnalyzed || Number(t.modified) > UPKEEP.analyzeBase + UPKEEP.analyzeScale * live) {
      await db.execute(sql`analyze ${quoted(t.name)}`);
      report.analyzed.push(t.name);
    }
    if (
      Number(t.dead) > UPKEEP.vacuumBase + UPKEEP.vacuumScale * live ||
      Number(t.inserted) > UPKEEP.vacuumInsertBase + UPKEEP.vacuumInsertScale * live
    ) {
      await db.execute(sql`vacuum ${quoted(t.name)}`);
      report.vacuumed.push(t.name);
    }
  }
  return report;
}

/**
 * Runs the pass every minute on the embedded database; on PostgreSQL it does nothing (the
 * server's autovacuum does the work). Returns the stop function.
 */
export function startUpkeep(
  database: Database,
  log: JobLog,
  everyMs: number = UPKEEP.everyMs,
): () => Promise<void> {
  if (database.kind !== 'pglite') return () => Promise.resolve();
  const job = new PeriodicJob('database upkeep', () => upkeepPass(database.db), log);
  job.start(everyMs);
  return () => job.stop();
}
