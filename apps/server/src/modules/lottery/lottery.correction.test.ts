import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import {
  LotteryCorrectionResultSchema,
  LotteryCorrectionSchema,
  type LotteryCorrectionBody,
  type PlaceLotteryBetsBody,
} from '@app/contracts';
import { queryRows } from '../../db/client.ts';
import { buildTestApp, OPERATOR_AUTH } from '../../testing/test-app.ts';
import { bearer } from '../../testing/auth-helpers.ts';
import { buildMember, fund, walletBalance, type TestMember } from '../../testing/factories.ts';
import { ACCOUNTS, checkLedger, transfer } from '../ledger/ledger.service.ts';
import { beginCorrection, correctLotteryResult } from './lottery-correction.service.ts';

// Monday 3 March 2031, 16:00 in Vietnam: the South's 16:15 draws are on sale until 16:10.
let now = new Date('2031-03-03T09:00:00Z');
const DRAWN = new Date('2031-03-03T09:15:00Z');
const NUMERO = '20310303';
const HCM_GAME = '301'; // TP.HCM, South sheet
const DT_GAME = '302'; // Đồng Tháp, South sheet
const CM_GAME = '303'; // Cà Mau, South sheet
let app: FastifyInstance;

// The result entered wrongly, and the official one: only the special prize differs (…456 → …678).
// Last two digits of the 18 numbers, first sheet: 56 32 11 22 33 44 55 66 77 88 99 01 20 30 40 50 06 56
// corrected sheet: 78 32 11 22 33 44 55 66 77 88 99 01 20 30 40 50 06 56
const WRONG =
  '123456~65432~11111~22222,33333~44444,55555,66666,77777,88888,99999,10101~2020~3030,4040,5050~606~56';
const RIGHT =
  '987678~65432~11111~22222,33333~44444,55555,66666,77777,88888,99999,10101~2020~3030,4040,5050~606~56';

// South odds (DEFAULT_LOTTERY_SETTINGS): LO2 4.4, LO3 33, DE 80, DE_G1 80, DAU 8, XIEN2 28, BA_CANG 650.
// Stakes 1,000 each. Expected wins under the wrong sheet → under the right one:
const A_BETS: PlaceLotteryBetsBody['bets'] = [
  { betType: 'DE', numbers: ['56'], stake: '1000' }, // 80,000 → 0
  { betType: 'BA_CANG', numbers: ['456'], stake: '1000' }, // 650,000 → 0
];
const B_BETS: PlaceLotteryBetsBody['bets'] = [
  { betType: 'DE', numbers: ['78'], stake: '1000' }, // 0 → 80,000
  { betType: 'LO3', numbers: ['678'], stake: '1000' }, // 0 → 33,000
  { betType: 'DAU', numbers: ['7'], stake: '1000' }, // tens digit 5 → 7: 0 → 8,000
];
const C_BETS: PlaceLotteryBetsBody['bets'] = [
  { betType: 'LO2', numbers: ['56'], stake: '1000' }, // 2 hits → 1: 8,800 → 4,400
  { betType: 'XIEN2', numbers: ['56', '78'], stake: '1000' }, // 78 missing → present: 0 → 28,000
  { betType: 'LO2', numbers: ['11'], stake: '1000' }, // 4,400 under both
  { betType: 'DE_G1', numbers: ['32'], stake: '1000' }, // 80,000 under both
  { betType: 'DE', numbers: ['99'], stake: '1000' }, // lost under both
];

const minor = (amount: string) => BigInt(amount.replace('.', ''));

async function place(member: TestMember, gameId: string, bets: PlaceLotteryBetsBody['bets']) {
  const res = await app.inject({
    method: 'POST',
    url: '/wps/lottery/bets',
    headers: bearer(member.token),
    payload: { gameId, numero: NUMERO, requestId: `req-${member.account}-${gameId}`, bets },
  });
  expect(res.statusCode, res.body).toBe(200);
}

function correct(body: Partial<LotteryCorrectionBody>) {
  return app.inject({
    method: 'POST',
    url: '/wps/admin/lottery/correction',
    headers: OPERATOR_AUTH,
    payload: { gameId: HCM_GAME, numero: NUMERO, reason: 'special prize mistyped', ...body },
  });
}

async function wins(member: TestMember, gameId: string) {
  const res = await app.inject({
    url: `/wps/lottery/bets?gameId=${gameId}&numero=${NUMERO}&pageSize=100`,
    headers: bearer(member.token),
  });
  const list = res.json().value.list as { numbers: string[]; betType: string; winAmount: string }[];
  return Object.fromEntries(list.map((b) => [`${b.betType}:${b.numbers.join('-')}`, b.winAmount]));
}

async function lotteryPool(): Promise<bigint> {
  const [row] = await queryRows<{ total: string }>(
    app.db,
    sql`select coalesce(sum(balance_minor), 0)::text as total from ledger_accounts where code like 'lottery:%'`,
  );
  return BigInt(row!.total);
}

async function transfersOf(kind: string, drawGame: string) {
  return queryRows<{ member_id: number; amount: string; key: string }>(
    app.db,
    sql`select t.member_id, t.amount_minor::text as amount, t.idempotency_key as key
          from ledger_transfers t
          join lottery_bets b on b.bet_no = t.meta->>'betNo'
          join lottery_games g on g.game_pk = b.game_pk
         where t.kind = ${kind} and g.game_id = ${drawGame}
         order by t.id`,
  );
}

let a: TestMember;
let b: TestMember;
let c: TestMember;
let d: TestMember;
let e: TestMember;

beforeAll(async () => {
  app = await buildTestApp({}, { lottery: { clock: () => now, demoResults: false } });
  await app.lottery.tick(new Date('2031-03-03T01:00:00Z'));
  await app.lottery.tick(now);
  [a, b, c] = [await buildMember(app), await buildMember(app), await buildMember(app)];
  for (const m of [a, b, c]) await fund(app, m, '10000');
  // Bets on two South draws of the day (TP.HCM and Đồng Tháp), before their sales close.
  await place(a, HCM_GAME, A_BETS);
  await place(b, HCM_GAME, B_BETS);
  await place(c, HCM_GAME, C_BETS);
  await place(a, DT_GAME, [{ betType: 'DE', numbers: ['56'], stake: '1000' }]);
  await place(b, DT_GAME, B_BETS);
  await place(c, DT_GAME, C_BETS);
  [d, e] = [await buildMember(app), await buildMember(app)];
  for (const m of [d, e]) await fund(app, m, '10000');
  await place(d, CM_GAME, B_BETS);
  await place(e, CM_GAME, C_BETS);
});
afterAll(async () => app.close());

describe('correcting a settled result', () => {
  it('refuses what cannot be corrected with stable codes', async () => {
    const noAuth = await app.inject({
      method: 'POST',
      url: '/wps/admin/lottery/correction',
      payload: {},
    });
    expect(noAuth.statusCode).toBe(401);
    const noReason = await correct({ winningNumber: RIGHT, reason: '  ' });
    expect(noReason.json().code).toBe('request.invalid');
    // Not drawn yet: the result is entered, not corrected.
    const early = await correct({ winningNumber: RIGHT });
    expect(early.statusCode).toBe(409);
    expect(early.json().code).toBe('lottery.no_result');
    const fast = await correct({ gameId: '401', numero: '203103031600', winningNumber: RIGHT });
    expect(fast.json().code).toBe('lottery.entertainment_result');
    const sea = await correct({ gameId: '1202', winningNumber: RIGHT }); // Lao: listed, not drawn here
    expect(sea.json().code).toBe('lottery.not_drawn_here');
    const unknown = await correct({ numero: '19990101', winningNumber: RIGHT });
    expect(unknown.json().code).toBe('lottery.draw_not_found');
  });

  it('re-settles every bet against the right sheet through the ledger, reversing, paying and adjusting, once', async () => {
    now = DRAWN;
    await app.lottery.tick(now);
    const entered = await app.inject({
      method: 'POST',
      url: '/wps/admin/lottery/result',
      headers: OPERATOR_AUTH,
      payload: { gameId: HCM_GAME, numero: NUMERO, winningNumber: WRONG },
    });
    expect(entered.json().value.draw.status).toBe('settled');
    // Funded 10,000 each; stakes on both draws: A 3,000, B 6,000, C 10,000.
    expect(await walletBalance(app.db, a)).toBe('737000.00'); // 7,000 + 730,000
    expect(await walletBalance(app.db, b)).toBe('4000.00'); // no win
    expect(await walletBalance(app.db, c)).toBe('93200.00'); // 0 + 8,800 + 4,400 + 80,000
    // A has spent most of the win before the mistake is found.
    await transfer(app.db, {
      debit: ACCOUNTS.memberWallet(a.id),
      credit: ACCOUNTS.house(0),
      amountMinor: minor('700000.00'),
      kind: 'bet',
      reference: 'spent elsewhere',
      idempotencyKey: `spent:${a.id}`,
      memberId: a.id,
    });
    const poolBefore = await lotteryPool();

    const res = await correct({ winningNumber: RIGHT });
    expect(res.statusCode, res.body).toBe(200);
    const value = LotteryCorrectionResultSchema.parse(res.json().value);
    expect(value.changed).toBe(true);
    expect(value.draw.winningNumber).toBe(RIGHT);
    expect(value.draw.status).toBe('settled');
    const correction = value.correction!;
    expect(correction).toMatchObject({
      correctionNo: 1,
      previousWinningNumber: WRONG,
      winningNumber: RIGHT,
      reason: 'special prize mistyped',
      changedBets: 7,
      reversed: 2, // A's DE and ba càng
      newWinners: 4, // B's three, C's xiên
      adjusted: 1, // C's lô 56
      paid: '149000.00', // 80,000 + 33,000 + 8,000 + 28,000
      reclaimed: '41400.00', // all A had (37,000) + C's 4,400
      owed: '693000.00', // 730,000 − 37,000
    });
    expect(correction.completedAt).not.toBeNull();
    const aLines = correction.lines.filter((l) => l.memberId === a.id);
    expect(aLines.map((l) => [l.betType, l.reclaimed, l.owed])).toEqual([
      ['DE', '37000.00', '43000.00'],
      ['BA_CANG', '0.00', '650000.00'],
    ]);

    // Balances after: A gave what was there; B and C are paid, C's smaller lô win taken back.
    expect(await walletBalance(app.db, a)).toBe('0.00');
    expect(await walletBalance(app.db, b)).toBe('125000.00'); // 4,000 + 121,000
    expect(await walletBalance(app.db, c)).toBe('116800.00'); // 93,200 − 4,400 + 28,000
    expect(poolBefore - (await lotteryPool())).toBe(minor('107600.00')); // 149,000 − 41,400
    expect(await wins(b, HCM_GAME)).toEqual({
      'DE:78': '80000.00',
      'LO3:678': '33000.00',
      'DAU:7': '8000.00',
    });
    expect(await wins(c, HCM_GAME)).toEqual({
      'LO2:56': '4400.00',
      'XIEN2:56-78': '28000.00',
      'LO2:11': '4400.00',
      'DE_G1:32': '80000.00',
      'DE:99': '0.00',
    });
    expect((await wins(a, HCM_GAME))['DE:56']).toBe('0.00');
    const reversals = await transfersOf('lottery_reversal', HCM_GAME);
    expect(reversals.map((t) => [Number(t.member_id), t.amount])).toEqual([
      [a.id, '3700000'],
      [c.id, '440000'],
    ]);
    expect(reversals.every((t) => /^lottery:correct:\d+:\d+$/.test(t.key))).toBe(true);
    expect((await checkLedger(app.db)).ok).toBe(true);

    // The same correction again changes nothing, pays nothing and writes no second audit line.
    const transfersBefore = await queryRows<{ n: number }>(
      app.db,
      sql`select count(*)::int as n from ledger_transfers`,
    );
    const again = LotteryCorrectionResultSchema.parse(
      (await correct({ winningNumber: RIGHT })).json().value,
    );
    expect(again.changed).toBe(false);
    expect(again.correction!.correctionNo).toBe(1);
    const transfersAfter = await queryRows<{ n: number }>(
      app.db,
      sql`select count(*)::int as n from ledger_transfers`,
    );
    expect(transfersAfter[0]!.n).toBe(transfersBefore[0]!.n);
    expect(await walletBalance(app.db, b)).toBe('125000.00');
    // The draw engine's settlement and scheduler pass pay nothing more either.
    await app.lottery.tick(new Date(now.getTime() + 1000));
    expect(await walletBalance(app.db, c)).toBe('116800.00');
    const audit = await app.inject({
      url: `/wps/admin/audit?action=lottery.correction&targetId=${HCM_GAME}:${NUMERO}`,
      headers: OPERATOR_AUTH,
    });
    const lines = audit.json().value.list;
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({
      reason: 'special prize mistyped',
      before: { winningNumber: WRONG },
      after: { winningNumber: RIGHT, owed: '693000.00' },
    });
    // A result entered again through the result entry is still refused: corrections go here.
    const entry = await app.inject({
      method: 'POST',
      url: '/wps/admin/lottery/result',
      headers: OPERATOR_AUTH,
      payload: { gameId: HCM_GAME, numero: NUMERO, winningNumber: WRONG },
    });
    expect(entry.json().code).toBe('lottery.result_exists');
  });

  it('corrected back, pays what is owed nothing twice: a new win first settles the debt on its bet', async () => {
    const res = await correct({
      winningNumber: WRONG,
      reason: 'the province confirmed the first sheet',
    });
    const value = LotteryCorrectionResultSchema.parse(res.json().value);
    expect(value.correction).toMatchObject({
      correctionNo: 2,
      previousWinningNumber: RIGHT,
      winningNumber: WRONG,
      owed: '0.00',
    });
    // A had 37,000 when the first correction took it; the debt of 693,000 is cancelled by the wins.
    expect(await walletBalance(app.db, a)).toBe('37000.00');
    expect(await walletBalance(app.db, b)).toBe('4000.00');
    expect(await walletBalance(app.db, c)).toBe('93200.00');
    const history = await app.inject({
      url: `/wps/admin/lottery/corrections?gameId=${HCM_GAME}&numero=${NUMERO}`,
      headers: OPERATOR_AUTH,
    });
    const list = (history.json().value as unknown[]).map((c) => LotteryCorrectionSchema.parse(c));
    expect(list.map((c) => [c.correctionNo, c.winningNumber, c.operatorName])).toEqual([
      [2, WRONG, 'service'],
      [1, RIGHT, 'service'],
    ]);
    expect((await checkLedger(app.db)).ok).toBe(true);
  });

  it('finishes a correction a crash interrupted, between the steps or inside the second, paying nothing twice', async () => {
    now = new Date(DRAWN.getTime() + 60_000);
    await app.lottery.tick(now);
    await app.inject({
      method: 'POST',
      url: '/wps/admin/lottery/result',
      headers: OPERATOR_AUTH,
      payload: { gameId: DT_GAME, numero: NUMERO, winningNumber: WRONG },
    });
    const before = {
      a: minor(await walletBalance(app.db, a)),
      b: minor(await walletBalance(app.db, b)),
      c: minor(await walletBalance(app.db, c)),
    };
    const [draw] = await queryRows<{ id: number }>(
      app.db,
      sql`select d.id from lottery_draws d join lottery_games g on g.game_pk = d.game_pk
           where g.game_id = ${DT_GAME} and d.numero = ${NUMERO}`,
    );
    const drawId = Number(draw!.id);
    const actor = { name: 'lan', operatorId: null };

    // A crash after the correction is recorded, before any bet is re-settled.
    expect(await beginCorrection(app.db, drawId, RIGHT, 'typo', actor, now)).not.toBeNull();
    // A crash after the first batch of one bet (the call fails; its committed batch stays).
    await expect(
      correctLotteryResult(
        app.db,
        app.lottery,
        { gameId: DT_GAME, numero: NUMERO, winningNumber: RIGHT, reason: 'typo' },
        actor,
        now,
        {
          batchSize: 1,
          afterBatch: (n) => {
            if (n === 2) throw new Error('crash');
          },
        },
      ),
    ).rejects.toThrow('crash');
    const [partial] = await queryRows<{ lines: number; completed: string | null }>(
      app.db,
      sql`select (select count(*)::int from lottery_correction_lines l where l.correction_id = c.id) as lines,
                 c.completed_at as completed
            from lottery_result_corrections c where c.draw_id = ${drawId}`,
    );
    expect(partial!.completed).toBeNull();
    expect(partial!.lines).toBeGreaterThan(0);
    expect(partial!.lines).toBeLessThan(6);

    // The operator sends it again: the unfinished correction is finished, nothing paid twice.
    const res = await correct({ gameId: DT_GAME, winningNumber: RIGHT, reason: 'typo' });
    const value = LotteryCorrectionResultSchema.parse(res.json().value);
    expect(value.changed).toBe(false);
    expect(value.correction).toMatchObject({ correctionNo: 1, changedBets: 6 });
    expect(value.correction!.completedAt).not.toBeNull();
    // A: −80,000; B: +121,000; C: −4,400 + 28,000.
    expect(minor(await walletBalance(app.db, a))).toBe(before.a - minor('80000.00'));
    expect(minor(await walletBalance(app.db, b))).toBe(before.b + minor('121000.00'));
    expect(minor(await walletBalance(app.db, c))).toBe(before.c + minor('23600.00'));
    const keys = [
      ...(await transfersOf('lottery_reversal', DT_GAME)),
      ...(await transfersOf('lottery_win', DT_GAME)).filter((t) =>
        t.key.startsWith('lottery:correct:'),
      ),
    ].map((t) => t.key);
    expect(keys).toHaveLength(6);
    expect(new Set(keys).size).toBe(6);
    expect((await checkLedger(app.db)).ok).toBe(true);
  });

  it('two operators sending the same correction at once make one correction and pay once', async () => {
    await app.inject({
      method: 'POST',
      url: '/wps/admin/lottery/result',
      headers: OPERATOR_AUTH,
      payload: { gameId: CM_GAME, numero: NUMERO, winningNumber: WRONG },
    });
    const before = {
      d: minor(await walletBalance(app.db, d)),
      e: minor(await walletBalance(app.db, e)),
    };
    const answers = await Promise.all([
      correct({ gameId: CM_GAME, winningNumber: RIGHT }),
      correct({ gameId: CM_GAME, winningNumber: RIGHT }),
    ]);
    const values = answers.map((r) => LotteryCorrectionResultSchema.parse(r.json().value));
    expect(values.map((v) => v.changed).sort()).toEqual([false, true]);
    // Whichever answered last, the one correction re-settled the five bets that changed, once.
    const settledNow = LotteryCorrectionResultSchema.parse(
      (await correct({ gameId: CM_GAME, winningNumber: RIGHT })).json().value,
    );
    expect(settledNow.correction).toMatchObject({ correctionNo: 1, changedBets: 5 });
    expect(minor(await walletBalance(app.db, d))).toBe(before.d + minor('121000.00'));
    expect(minor(await walletBalance(app.db, e))).toBe(before.e + minor('23600.00'));
    expect((await checkLedger(app.db)).ok).toBe(true);
  });

  it('lists the settled provincial draws a correction picks from, without the fast rooms', async () => {
    const res = await app.inject({
      url: '/wps/admin/lottery/draws?status=settled&drawMode=traditional&pageSize=200',
      headers: OPERATOR_AUTH,
    });
    const list = res.json().value.list as { gameId: string; numero: string; region: string }[];
    expect(list.some((d) => d.gameId === HCM_GAME && d.numero === NUMERO)).toBe(true);
    expect(list.every((d) => d.region !== 'fast')).toBe(true);
    const fast = await app.inject({
      url: '/wps/admin/lottery/draws?status=settled&drawMode=entertainment',
      headers: OPERATOR_AUTH,
    });
    const rooms = fast.json().value.list as { region: string }[];
    expect(rooms.every((d) => d.region === 'fast')).toBe(true);
  });

  it("lists one game's draws, and none for a game of the other kind of draw", async () => {
    const draws = (query: string) =>
      app.inject({ url: `/wps/admin/lottery/draws?${query}`, headers: OPERATOR_AUTH }).then((r) => {
        expect(r.statusCode).toBe(200);
        return r.json().value as { total: number; list: { gameId: string; numero: string }[] };
      });
    const one = await draws(`status=settled&gameId=${HCM_GAME}&pageSize=200`);
    expect(one.list.some((d) => d.numero === NUMERO)).toBe(true);
    expect(one.list.every((d) => d.gameId === HCM_GAME)).toBe(true);
    expect(one.total).toBe(one.list.length);
    const same = await draws(`status=settled&gameId=${HCM_GAME}&drawMode=traditional&pageSize=200`);
    expect(same.total).toBe(one.total);
    const other = await draws(`status=settled&gameId=${HCM_GAME}&drawMode=entertainment`);
    expect(other).toMatchObject({ total: 0, list: [] });
  });

  it('refuses a correction of a cancelled draw', async () => {
    now = new Date('2031-03-03T12:00:00Z');
    const cancel = await app.inject({
      method: 'POST',
      url: '/wps/admin/lottery/cancel',
      headers: OPERATOR_AUTH,
      payload: { gameId: '101', numero: '20310304', reason: 'not held' },
    });
    expect(cancel.statusCode).toBe(200);
    const NORTH =
      '12345~67890~11122,33344~55566,77788,99900,12312,45645,78978~1234,5678,9012,3456~7890,1357,2468,1122,3344,5566~123,456,789~12,34,56,45';
    const res = await correct({ gameId: '101', numero: '20310304', winningNumber: NORTH });
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('lottery.draw_cancelled');
    const invalid = await correct({ winningNumber: '123456~1' });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().code).toBe('lottery.result_invalid');
  });
});
