import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { WalletValueSchema } from '@app/contracts';
import { queryRows } from '../../db/client.ts';
import { buildTestApp } from '../../testing/test-app.ts';
import { bearer, loginAs } from '../../testing/auth-helpers.ts';
import { checkLedger } from '../ledger/ledger.service.ts';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(async () => {
  await app.close();
});

const wallet = (headers: Record<string, string> = {}) =>
  app.inject({ method: 'GET', url: '/wps/wallet', headers });

describe('GET /wps/wallet (spec §3 Wallet, §2 balance widget and header)', () => {
  it('refuses a visitor and an unknown token', async () => {
    const none = await wallet();
    expect(none.statusCode).toBe(401);
    expect(none.json().code).toBe('auth.required');
    const bad = await wallet(bearer('x'.repeat(43)));
    expect(bad.statusCode).toBe(401);
    expect(bad.json().code).toBe('auth.session_expired');
    const huge = await wallet(bearer('x'.repeat(5000)));
    expect(huge.statusCode).toBe(401);
  });

  it("answers the demo member's 5,000,000.00 with the merchant's currency symbol", async () => {
    const res = await wallet(bearer(await loginAs(app, 'demo')));
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const value = WalletValueSchema.parse(res.json().value);
    expect(value).toEqual({
      sumBalance: '5000000.00',
      currencySymbol: '₫',
      currency: 'VND',
      wallets: [{ code: 'MAIN', balance: '5000000.00' }],
      pendingWithdrawal: '0.00',
      isTrial: false,
    });
    const agent = await wallet(bearer(await loginAs(app, 'agent01')));
    expect(agent.json().value.sumBalance).toBe('5000000.00');
  });

  it('funds the demo balances by ledger transfers from the bonus account, never a balance write', async () => {
    const rows = await queryRows<{ account: string; kind: string; debit: string }>(
      app.db,
      sql`select m.account, t.kind, d.code as debit from ledger_transfers t
          join members m on m.id = t.member_id join ledger_accounts d on d.id = t.debit_account_id
          where m.account in ('demo', 'agent01', 'trial_demo') order by m.account`,
    );
    expect(rows).toEqual([
      { account: 'agent01', kind: 'bonus', debit: 'bonus' },
      { account: 'demo', kind: 'bonus', debit: 'bonus' },
      {
        account: 'trial_demo',
        kind: 'trial_funding',
        debit: expect.stringMatching(/^trial_funding:\d+$/),
      },
    ]);
    expect((await checkLedger(app.db)).ok).toBe(true);
  });

  it('gives a new trial account (free play) 2,000,000.00 of play money from trial funding', async () => {
    const trial = await app.inject({
      method: 'POST',
      url: '/wps/auth/trial',
      remoteAddress: '198.51.100.7',
    });
    expect(trial.statusCode).toBe(200);
    const res = await wallet(bearer(trial.json().value.token));
    expect(res.json().value).toMatchObject({
      sumBalance: '2000000.00',
      wallets: [{ code: 'TRIAL', balance: '2000000.00' }],
      isTrial: true,
    });
    const demoTrial = await wallet(bearer(await loginAs(app, 'trial_demo')));
    expect(demoTrial.json().value.sumBalance).toBe('2000000.00');
    expect((await checkLedger(app.db)).ok).toBe(true);
  });
});

describe('GET /wps/session/renew (spec §7)', () => {
  it('refuses a visitor and a logged-out token', async () => {
    expect((await app.inject({ method: 'GET', url: '/wps/session/renew' })).statusCode).toBe(401);
    const token = await loginAs(app, 'demo');
    await app.inject({ method: 'DELETE', url: '/wps/auth/session', headers: bearer(token) });
    const res = await app.inject({
      method: 'GET',
      url: '/wps/session/renew',
      headers: bearer(token),
    });
    expect(res.statusCode).toBe(401);
    expect(res.json().code).toBe('auth.session_expired');
  });

  it('extends the session by its idle time and answers the wallet', async () => {
    const token = await loginAs(app, 'demo');
    const res = await app.inject({
      method: 'GET',
      url: '/wps/session/renew',
      headers: bearer(token),
    });
    expect(res.statusCode).toBe(200);
    const value = res.json().value;
    expect(value.expiresAt).toBeGreaterThan(Date.now() + 6.9 * 24 * 3600 * 1000);
    expect(value.wallet.sumBalance).toBe('5000000.00');
  });
});
