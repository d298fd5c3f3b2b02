import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { queryRows } from '../../db/client.ts';
import { bearer } from '../../testing/auth-helpers.ts';
import { buildTestApp } from '../../testing/test-app.ts';
import { buildMember } from '../../testing/factories.ts';
import { signInDemoOperator, testClock } from '../../testing/operators.ts';

// Every operator action writes one audit line: who (the signed-in operator), from where, what,
// before → after, and for money the ledger transfer.

const clock = testClock();
let app: FastifyInstance;
let admin: string;

beforeAll(async () => {
  app = await buildTestApp({}, { clock: clock.now });
  admin = await signInDemoOperator(app, 'administrator', clock.now());
});
afterAll(async () => app.close());

type Line = {
  action: string;
  actor: string;
  operator_id: number | null;
  ip: string | null;
  target_id: string;
  transfer_id: number | null;
  before: unknown;
  after: unknown;
};

async function lastLine(action: string): Promise<Line | undefined> {
  const rows = await queryRows<Line>(
    app.db,
    // bigint columns read as text on PostgreSQL and as numbers on PGlite: read both as int.
    sql`select action, actor, operator_id::int as operator_id, ip, target_id,
               transfer_id::int as transfer_id, before, after
        from operator_audit where action = ${action} order by id desc limit 1`,
  );
  return rows[0];
}

function call(method: 'POST' | 'PUT' | 'PATCH', url: string, payload?: object) {
  return app.inject({ method, url, headers: bearer(admin), ...(payload ? { payload } : {}) });
}

const byAdmin = { actor: 'operator:administrator', ip: '127.0.0.1' };

describe('audit lines', () => {
  it('gate: maintenance and regions, before → after', async () => {
    const res = await call('PATCH', '/wps/admin/system/gate', { maintenance: { enabled: true } });
    expect(res.statusCode).toBe(200);
    const line = await lastLine('gate.update');
    expect(line).toMatchObject({
      ...byAdmin,
      before: { maintenance: { enabled: false } },
      after: { maintenance: { enabled: true } },
    });
    expect(line!.operator_id).toBeGreaterThan(0);
    await call('PATCH', '/wps/admin/system/gate', { maintenance: { enabled: false } });
  });

  it('whitelabel flags: only the changed ones', async () => {
    await call('PATCH', '/wps/admin/system/whitelabel', { SMSLOGIN3: false });
    expect(await lastLine('whitelabel.update')).toMatchObject({
      ...byAdmin,
      after: { SMSLOGIN3: false },
    });
  });

  it('vendor split', async () => {
    const after = { esportsVendors: ['TF'], cockfightVendors: ['DS88'] };
    expect((await call('PUT', '/wps/admin/game/vendor-split', after)).statusCode).toBe(200);
    expect(await lastLine('game.vendor_split')).toMatchObject({ ...byAdmin, after });
  });

  it('lottery odds', async () => {
    const res = await call('PATCH', '/wps/admin/lottery/settings', {
      odds: { north: { DE: '95' } },
    });
    expect(res.statusCode).toBe(200);
    const line = await lastLine('lottery.settings');
    expect(line).toMatchObject({ ...byAdmin, after: { odds: { north: { DE: '95' } } } });
    expect(line!.before).not.toEqual(line!.after);
  });

  it('announcement create and end', async () => {
    const created = await call('POST', '/wps/admin/content/announcements', {
      type: 'PL',
      title: 'Bảo trì',
      content: '<p>Bảo trì lúc 2 giờ</p>',
    });
    expect(created.statusCode).toBe(200);
    const id = created.json().value.id as number;
    expect(await lastLine('announcement.create')).toMatchObject({
      ...byAdmin,
      target_id: String(id),
    });
    expect((await call('POST', `/wps/admin/content/announcements/${id}/end`)).statusCode).toBe(200);
    expect(await lastLine('announcement.end')).toMatchObject({ ...byAdmin, target_id: String(id) });
  });

  it('balance adjustment and its reversal, each with its ledger transfer', async () => {
    const member = await buildMember(app);
    const adjusted = await call('POST', '/wps/admin/wallet/adjust', {
      account: member.account,
      amount: '1000',
      reason: 'goodwill',
    });
    const transferId = adjusted.json().value.transfer.id as number;
    expect(await lastLine('wallet.adjust')).toMatchObject({
      ...byAdmin,
      transfer_id: transferId,
    });
    const reversed = await call('POST', `/wps/admin/ledger/transfers/${transferId}/reverse`, {
      reason: 'wrong account',
    });
    expect(await lastLine('ledger.reverse')).toMatchObject({
      ...byAdmin,
      transfer_id: reversed.json().value.transfer.id,
    });
  });

  it('deposit channel change', async () => {
    const res = await call('PUT', '/wps/admin/payment/channels/BANK_TEST', {
      kind: 'bank_transfer',
      name: 'Test bank',
      minAmount: '10000',
      maxAmount: '100000',
      bank: { bankName: 'VCB', accountName: 'LOTUS', accountNo: '0123456789' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await lastLine('channel.save')).toMatchObject({ ...byAdmin, target_id: 'BANK_TEST' });
  });

  it('operator creation by a signed-in administrator', async () => {
    await call('POST', '/wps/admin/operators', { username: 'audited', role: 'content' });
    expect(await lastLine('operator.create')).toMatchObject({
      ...byAdmin,
      after: { username: 'audited', role: 'content' },
    });
  });
});
