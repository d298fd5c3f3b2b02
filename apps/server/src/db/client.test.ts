import pg from 'pg';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { openDatabase, queryRows } from './client.ts';
import { getTestDatabase, testDatabaseUrl } from '../testing/test-app.ts';

describe('the PostgreSQL pool', () => {
  // PGlite has no connections to lose; this runs with TEST_DATABASE_URL (the CI's PostgreSQL suite).
  it.skipIf(!process.env.TEST_DATABASE_URL)(
    'survives the server ending its idle connection, and answers on the next query',
    async () => {
      await getTestDatabase(); // creates this worker's database
      const url = testDatabaseUrl()!;
      let lost: (error: Error) => void = () => undefined;
      const connectionLost = new Promise<Error>((resolve) => (lost = resolve));
      const database = await openDatabase({
        databaseUrl: url,
        dataDir: '',
        poolSize: 1,
        onConnectionError: (error) => lost(error),
      });
      try {
        const [row] = await queryRows<{ pid: number }>(
          database.db,
          sql`select pg_backend_pid() as pid`,
        );
        const admin = new pg.Client({ connectionString: url });
        await admin.connect();
        try {
          await admin.query('select pg_terminate_backend($1)', [row!.pid]);
        } finally {
          await admin.end();
        }
        // The idle connection's end reaches the pool as an 'error' event, not a crash.
        expect((await connectionLost).message).toMatch(/terminat/i);
        expect(await queryRows(database.db, sql`select 1 as one`)).toEqual([{ one: 1 }]);
      } finally {
        await database.close();
      }
    },
  );

  it.skipIf(!process.env.TEST_DATABASE_URL)(
    'compiles no query: JIT is off on its connections',
    async () => {
      await getTestDatabase();
      const database = await openDatabase({ databaseUrl: testDatabaseUrl()!, dataDir: '' });
      try {
        expect(await queryRows(database.db, sql`select current_setting('jit') as jit`)).toEqual([
          { jit: 'off' },
        ]);
      } finally {
        await database.close();
      }
    },
  );
});
