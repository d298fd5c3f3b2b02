/**
 * withRetry runs a transaction again when PostgreSQL fails it as a deadlock victim, and only
 * then. On PostgreSQL (TEST_DATABASE_URL) two transactions really deadlock; the embedded database
 * runs one transaction at a time and cannot.
 */
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { getTestDatabase } from '../testing/test-app.ts';
import { queryRows } from './client.ts';
import { isRetryable, withRetry } from './retry.ts';

const onPostgres = !!process.env.TEST_DATABASE_URL;

/** A promise and the function that settles it. */
function held() {
  let resolve!: () => void;
  const promise = new Promise<void>((r) => (resolve = r));
  return { promise, resolve };
}

describe('withRetry', () => {
  it('retries a deadlock or a serialization failure, whether the driver or the ORM threw it', async () => {
    expect(isRetryable({ code: '40P01' })).toBe(true);
    expect(isRetryable({ cause: { code: '40001' } })).toBe(true);
    expect(isRetryable({ code: '23505' })).toBe(false);
    expect(isRetryable(null)).toBe(false);

    let runs = 0;
    const result = await withRetry(async () => {
      runs += 1;
      if (runs < 3) throw Object.assign(new Error('deadlock detected'), { code: '40P01' });
      return 'done';
    });
    expect([result, runs]).toEqual(['done', 3]);
  });

  it('gives up after its attempts, and at once on any other error', async () => {
    let runs = 0;
    const deadlock = Object.assign(new Error('deadlock detected'), { code: '40P01' });
    await expect(
      withRetry(async () => {
        runs += 1;
        throw deadlock;
      }, 4),
    ).rejects.toBe(deadlock);
    expect(runs).toBe(4);

    runs = 0;
    const other = Object.assign(new Error('duplicate key'), { code: '23505' });
    await expect(
      withRetry(async () => {
        runs += 1;
        throw other;
      }),
    ).rejects.toBe(other);
    expect(runs).toBe(1);
  });

  it.skipIf(!onPostgres)(
    'lets two transactions that lock two rows in opposite orders both commit (PostgreSQL)',
    async () => {
      const { db } = await getTestDatabase();
      await db.execute(
        sql`create table if not exists retry_probe (id int primary key, n int not null)`,
      );
      await db.execute(
        sql`insert into retry_probe values (1, 0), (2, 0) on conflict (id) do update set n = 0`,
      );

      // Each takes its first row, waits until the other has its own, then wants the other's.
      const holds = [held(), held()];
      let attempts = 0;
      const cross = (first: 1 | 2, second: 1 | 2) =>
        withRetry(() =>
          db.transaction(async (tx) => {
            attempts += 1;
            await tx.execute(sql`update retry_probe set n = n + 1 where id = ${first}`);
            holds[first - 1]!.resolve();
            await holds[second - 1]!.promise;
            await tx.execute(sql`update retry_probe set n = n + 1 where id = ${second}`);
          }),
        );
      await Promise.all([cross(1, 2), cross(2, 1)]);

      // One of them was the deadlock's victim and ran again (on a loaded machine a run may be
      // chosen as a victim more than once); both committed once.
      expect(attempts).toBeGreaterThanOrEqual(3);
      const rows = await queryRows(db, sql`select id, n from retry_probe order by id`);
      expect(rows).toEqual([
        { id: 1, n: 2 },
        { id: 2, n: 2 },
      ]);
      await db.execute(sql`drop table retry_probe`);
    },
    60_000,
  );
});
