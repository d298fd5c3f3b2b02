import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { openDatabase, queryRows, type Database } from './client.ts';
import { startUpkeep, upkeepPass } from './upkeep.ts';

/** The embedded database's upkeep on a PGlite of its own (no other table to analyze). */
describe('embedded database upkeep', () => {
  let database: Database;

  beforeAll(async () => {
    database = await openDatabase({ dataDir: 'memory://' });
    await database.db.execute(
      sql`create table upkeep_items (id int primary key, v int not null default 0)`,
    );
  });
  afterAll(() => database.close());

  /** Writes are counted when the session next goes idle, at most once a second unless forced. */
  const write = async (statement: ReturnType<typeof sql>) => {
    await database.db.execute(statement);
    await database.db.execute(sql`select pg_stat_force_next_flush()`);
  };

  const stats = async () =>
    (
      await queryRows<{ reltuples: number; dead: number }>(
        database.db,
        sql`select c.reltuples::float8 as reltuples, s.n_dead_tup::float8 as dead
              from pg_class c join pg_stat_user_tables s on s.relid = c.oid
             where c.relname = 'upkeep_items'`,
      )
    )[0]!;

  it('analyzes a table never analyzed, then only once enough of it changed', async () => {
    await write(sql`insert into upkeep_items (id) select g from generate_series(1, 1000) g`);
    expect((await stats()).reltuples).toBe(-1);
    expect(await upkeepPass(database.db)).toEqual({ analyzed: ['upkeep_items'], vacuumed: [] });
    expect((await stats()).reltuples).toBe(1000);
    // Nothing changed: nothing to do.
    expect(await upkeepPass(database.db)).toEqual({ analyzed: [], vacuumed: [] });

    // 100 rows changed: under 50 + 10% of 1,000.
    await write(sql`update upkeep_items set v = v + 1 where id <= 100`);
    expect((await upkeepPass(database.db)).analyzed).toEqual([]);
    // 60 more: past it.
    await write(sql`update upkeep_items set v = v + 1 where id > 940`);
    expect((await upkeepPass(database.db)).analyzed).toEqual(['upkeep_items']);
  });

  it('vacuums a table once 50 + 20% of its rows are dead', async () => {
    const before = (await stats()).dead;
    expect(before).toBeLessThanOrEqual(250);
    expect((await upkeepPass(database.db)).vacuumed).toEqual([]);
    await write(sql`delete from upkeep_items where id <= 300`);
    const report = await upkeepPass(database.db);
    expect(report.vacuumed).toEqual(['upkeep_items']);
    expect((await stats()).dead).toBe(0);
  });

  it('runs on the embedded database at start, and leaves a server database to its autovacuum', async () => {
    await write(sql`delete from upkeep_items where id <= 600`);
    const quiet = { error: () => undefined };
    // As if on PostgreSQL: no pass, the deleted rows still counted dead.
    await startUpkeep({ ...database, kind: 'postgres' }, quiet)();
    expect((await stats()).dead).toBeGreaterThan(100);
    // On PGlite the first pass runs at once; stopping waits for it.
    await startUpkeep(database, quiet)();
    expect((await stats()).dead).toBe(0);
  });

  it('vacuums a table once 1,000 + 20% of its rows were inserted since its last vacuum, so that its pages are all-visible', async () => {
    const visibility = async () =>
      (
        await queryRows<{ pages: number; visible: number }>(
          database.db,
          sql`select relpages as pages, relallvisible as visible from pg_class
               where relname = 'upkeep_items'`,
        )
      )[0]!;
    // 1,000 rows on 400: under 1,000 + 20% of 1,400.
    await write(sql`insert into upkeep_items (id) select g from generate_series(2001, 3000) g`);
    expect((await upkeepPass(database.db)).vacuumed).toEqual([]);
    // 500 more: past 1,000 + 20% of 1,900.
    await write(sql`insert into upkeep_items (id) select g from generate_series(3001, 3500) g`);
    expect((await upkeepPass(database.db)).vacuumed).toEqual(['upkeep_items']);
    const { pages, visible } = await visibility();
    expect(pages).toBeGreaterThan(0);
    expect(visible).toBe(pages);
  });
});
