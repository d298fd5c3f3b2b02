import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../../db/client.ts';
import { buildTestApp } from '../../testing/test-app.ts';
import {
  ACCOUNTS,
  balanceOf,
  checkLedger,
  describeAccount,
  HOUSE_SHARDS,
  reverseTransfer,
  transfer,
} from './ledger.service.ts';
import { allBalances, buildMember, fund, transferCount } from '../../testing/factories.ts';

let app: FastifyInstance;
let db: Db;
beforeAll(async () => {
  app = await buildTestApp();
  db = app.db;
});
afterAll(async () => {
  await app.close();
});

const key = () => `test:${Math.random().toString(36).slice(2)}`;

/** The database's own message for a statement that must fail (Drizzle wraps it in `cause`). */
async function failure(statement: Promise<unknown>): Promise<string> {
  try {
    await statement;
  } catch (err) {
    const cause = (err as { cause?: { message?: string; constraint?: string } }).cause;
    return `${(err as Error).message} ${cause?.message ?? ''} ${cause?.constraint ?? ''}`;
  }
  throw new Error('the statement did not fail');
}

describe('transfers', () => {
  it('moves money between two accounts and records both balances after it', async () => {
    const m = await buildMember(app);
    const { transfer: t, replayed } = await transfer(db, {
      debit: ACCOUNTS.bonus,
      credit: ACCOUNTS.memberWallet(m.id),
      amountMinor: 12_345n,
      kind: 'bonus',
      reference: 'welcome',
      idempotencyKey: key(),
      memberId: m.id,
    });
    expect(replayed).toBe(false);
    expect(t).toMatchObject({
      debitCode: 'bonus',
      creditCode: `member:${m.id}`,
      amountMinor: 12_345n,
      creditBalanceAfterMinor: 12_345n,
    });
    expect(await balanceOf(db, ACCOUNTS.memberWallet(m.id))).toBe(12_345n);
  });

  it('answers a replayed idempotency key with the first transfer and moves nothing', async () => {
    const m = await buildMember(app);
    const input = {
      debit: ACCOUNTS.house(3),
      credit: ACCOUNTS.memberWallet(m.id),
      amountMinor: 500n,
      kind: 'adjustment' as const,
      reference: 'x',
      idempotencyKey: key(),
      memberId: m.id,
    };
    const first = await transfer(db, input);
    const before = await allBalances(db);
    // Another shard of the house is the same account for a replay.
    const again = await transfer(db, { ...input, debit: ACCOUNTS.house(7) });
    expect(again).toMatchObject({ replayed: true, transfer: { id: first.transfer.id } });
    expect(await allBalances(db)).toEqual(before);
    await expect(transfer(db, { ...input, amountMinor: 501n })).rejects.toMatchObject({
      code: 'ledger.idempotency_mismatch',
    });
  });

  it('applies a key once when the same transfer is posted many times at once', async () => {
    const m = await buildMember(app);
    const input = {
      debit: ACCOUNTS.bonus,
      credit: ACCOUNTS.memberWallet(m.id),
      amountMinor: 100n,
      kind: 'bonus' as const,
      reference: 'race',
      idempotencyKey: key(),
      memberId: m.id,
    };
    const results = await Promise.all(Array.from({ length: 8 }, () => transfer(db, input)));
    expect(new Set(results.map((r) => r.transfer.id)).size).toBe(1);
    expect(results.filter((r) => !r.replayed)).toHaveLength(1);
    expect(await balanceOf(db, ACCOUNTS.memberWallet(m.id))).toBe(100n);
  });

  it('never takes a member wallet below zero', async () => {
    const m = await buildMember(app);
    const before = await transferCount(db);
    await expect(
      transfer(db, {
        debit: ACCOUNTS.memberWallet(m.id),
        credit: ACCOUNTS.house(0),
        amountMinor: 1n,
        kind: 'bet',
        reference: 'x',
        idempotencyKey: key(),
      }),
    ).rejects.toMatchObject({ code: 'wallet.insufficient_funds' });
    expect(await transferCount(db)).toBe(before);
    expect(await balanceOf(db, ACCOUNTS.memberWallet(m.id))).toBe(0n);
  });

  it('refuses a zero amount and a transfer to the same account', async () => {
    const base = { kind: 'bonus' as const, reference: 'x', idempotencyKey: key() };
    await expect(
      transfer(db, { ...base, debit: 'bonus', credit: 'house:1', amountMinor: 0n }),
    ).rejects.toThrow();
    await expect(
      transfer(db, { ...base, debit: 'bonus', credit: 'bonus', amountMinor: 1n }),
    ).rejects.toThrow();
  });

  it('fixes a mistake with a correcting transfer, once, never by an edit', async () => {
    const m = await buildMember(app);
    const { transfer: wrong } = await transfer(db, {
      debit: ACCOUNTS.bonus,
      credit: ACCOUNTS.memberWallet(m.id),
      amountMinor: 9_999n,
      kind: 'bonus',
      reference: 'oops',
      idempotencyKey: key(),
      memberId: m.id,
    });
    const fix = await reverseTransfer(db, wrong.id, { reason: 'sent twice' });
    expect(fix.transfer).toMatchObject({
      kind: 'correction',
      debitCode: `member:${m.id}`,
      creditCode: 'bonus',
      reversesTransferId: wrong.id,
    });
    expect(await balanceOf(db, ACCOUNTS.memberWallet(m.id))).toBe(0n);
    expect((await reverseTransfer(db, wrong.id, { reason: 'again' })).replayed).toBe(true);
    expect(await balanceOf(db, ACCOUNTS.memberWallet(m.id))).toBe(0n);
  });

  it('refuses to update or delete a transfer or an audit line (append-only)', async () => {
    await fund(app, await buildMember(app), '1.00'); // writes a transfer and an audit line
    expect(await failure(db.execute(sql`update ledger_transfers set amount_minor = 1`))).toMatch(
      /append-only/,
    );
    expect(await failure(db.execute(sql`delete from ledger_transfers`))).toMatch(/append-only/);
    expect(await failure(db.execute(sql`delete from operator_audit`))).toMatch(/append-only/);
  });

  it('has the floor in SQL too: a wallet balance below zero is refused by the database', async () => {
    const m = await buildMember(app);
    await transfer(db, {
      debit: ACCOUNTS.bonus,
      credit: ACCOUNTS.memberWallet(m.id),
      amountMinor: 1n,
      kind: 'bonus',
      reference: 'x',
      idempotencyKey: key(),
    });
    const message = await failure(
      db.execute(
        sql`update ledger_accounts set balance_minor = -1 where code = ${ACCOUNTS.memberWallet(m.id)}`,
      ),
    );
    expect(message).toMatch(/ledger_accounts_floor_ck/);
  });
});

describe('accounts', () => {
  it('knows every code an account may have and refuses others', () => {
    expect(describeAccount('member:7')).toMatchObject({ kind: 'member_wallet', memberId: 7 });
    expect(describeAccount('trial:7')).toMatchObject({
      kind: 'trial_wallet',
      mayGoNegative: false,
    });
    expect(describeAccount(`house:${HOUSE_SHARDS - 1}`)).toMatchObject({ mayGoNegative: true });
    expect(describeAccount('pending_withdrawal')).toMatchObject({ mayGoNegative: false });
    for (const bad of [`house:${HOUSE_SHARDS}`, 'member:0', 'member:x', 'clearing:bad code', 'x']) {
      expect(() => describeAccount(bad), bad).toThrow();
    }
  });

  it('splits the house over shards, and bets land on many of them', async () => {
    const m = await buildMember(app);
    await transfer(db, {
      debit: ACCOUNTS.bonus,
      credit: ACCOUNTS.memberWallet(m.id),
      amountMinor: 10_000n,
      kind: 'bonus',
      reference: 'x',
      idempotencyKey: key(),
    });
    const { randomHouseAccount } = await import('./ledger.service.ts');
    for (let i = 0; i < 64; i++) {
      await transfer(db, {
        debit: ACCOUNTS.memberWallet(m.id),
        credit: randomHouseAccount(),
        amountMinor: 1n,
        kind: 'bet',
        reference: 'x',
        idempotencyKey: key(),
        memberId: m.id,
      });
    }
    const [row] = await queryRows<{ n: number }>(
      db,
      sql`select count(distinct credit_account_id)::int as n from ledger_transfers
           where member_id = ${m.id} and kind = 'bet'`,
    );
    expect(row!.n).toBeGreaterThan(4);
  });
});

describe('checkLedger', () => {
  it('holds on the demo data: sum zero, balances = transfers, no negative wallet', async () => {
    const check = await checkLedger(db);
    expect(check).toMatchObject({ ok: true, sumOfBalances: '0.00', drift: [], negative: [] });
    expect(check.transfers).toBeGreaterThan(0);
  });

  it('reports a balance that does not match its transfers', async () => {
    // Only a test writes a balance directly, to show that the check sees it.
    const code = ACCOUNTS.house(5);
    await db.execute(
      sql`update ledger_accounts set balance_minor = balance_minor + 1 where code = ${code}`,
    );
    try {
      const check = await checkLedger(db);
      expect(check.ok).toBe(false);
      expect(check.sumOfBalances).toBe('0.01');
      expect(check.drift).toEqual([expect.objectContaining({ account: code })]);
    } finally {
      await db.execute(
        sql`update ledger_accounts set balance_minor = balance_minor - 1 where code = ${code}`,
      );
    }
    expect((await checkLedger(db)).ok).toBe(true);
  });
});
