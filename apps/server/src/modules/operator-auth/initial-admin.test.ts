import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { buildTestApp } from '../../testing/test-app.ts';
import { ensureInitialAdministrator } from './initial-admin.ts';
import { countOperators } from './operator-auth.repository.ts';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(async () => app.close());

describe('the first administrator from ADMIN_USERNAME and ADMIN_PASSWORD', () => {
  it('is created on a start with no operator, once, and must enrol TOTP at first sign-in', async () => {
    await app.db.execute(sql`truncate operators cascade`);
    const admin = { username: 'Boss', password: 'a-long-enough-password' };
    await ensureInitialAdministrator(app.operatorAuth, admin, app.log);
    await ensureInitialAdministrator(app.operatorAuth, admin, app.log);
    expect(await countOperators(app.db)).toBe(1);
    const res = await app.inject({
      method: 'POST',
      url: '/wps/admin/auth/sign-in',
      payload: { username: 'boss', password: admin.password },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().value.next).toBe('enrol');
  });

  it('refuses a password shorter than 12 characters', async () => {
    await app.db.execute(sql`truncate operators cascade`);
    await expect(
      ensureInitialAdministrator(
        app.operatorAuth,
        { username: 'boss', password: 'short' },
        app.log,
      ),
    ).rejects.toThrow(/ADMIN_PASSWORD/);
  });
});
