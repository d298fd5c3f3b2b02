import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import {
  elottSheetFromSeed,
  LotteryBetPageSchema,
  LotteryGameDetailSchema,
  LotteryMenusSchema,
  LotterySettleResultSchema,
  LotteryVerifySchema,
  PlaceLotteryBetsResultSchema,
  TIMERS,
  VietnameseNumeroSchema,
  type PlaceLotteryBetsBody,
} from '@app/contracts';
import { queryRows } from '../../db/client.ts';
import { buildTestApp, OPERATOR_AUTH } from '../../testing/test-app.ts';
import { bearer, loginAs } from '../../testing/auth-helpers.ts';
import { checkLedger } from '../ledger/ledger.service.ts';
import { selectDrawsToSettle } from './lottery.repository.ts';

// Monday 3 March 2031, 15:00 in Vietnam (UTC+7): past the seeded history, before the day's draws
// (South 16:15, Central 17:15, North 18:15). The tests run in time order, as the clock would.
const START = new Date('2031-03-03T08:00:00Z');
let now = START;
let app: FastifyInstance;
let token: string;

const NORTH_GAME = '101'; // XSMB, every day 18:15, closes 18:10
const HCM_GAME = '301'; // TP.HCM, Monday and Saturday 16:15, closes 16:10
const FAST_GAME = '401'; // LD1, every 60 s, closes 10 s before

// Hand-written sheets (domain/vietnamese-lottery.md shapes).
const NORTH_SHEET =
  '12345~67890~11122,33344~55566,77788,99900,12312,45645,78978~1234,5678,9012,3456~7890,1357,2468,1122,3344,5566~123,456,789~12,34,56,45';
const SOUTH_SHEET =
  '123456~65432~11111~22222,33333~44444,55555,66666,77777,88888,99999,10101~2020~3030,4040,5050~606~56';

async function tick(at: Date) {
  now = at;
  return app.lottery.tick(at);
}

function bets(body: Omit<PlaceLotteryBetsBody, 'requestId'> & { requestId?: string }) {
  return app.inject({
    method: 'POST',
    url: '/wps/lottery/bets',
    headers: bearer(token),
    payload: { requestId: `req-${Math.random().toString(36).slice(2, 12)}`, ...body },
  });
}

async function balance(): Promise<string> {
  const res = await app.inject({ url: '/wps/wallet', headers: bearer(token) });
  return res.json().value.sumBalance as string;
}

const minor = (amount: string) => BigInt(amount.replace('.', ''));

function enterResult(gameId: string, numero: string, winningNumber: string) {
  return app.inject({
    method: 'POST',
    url: '/wps/admin/lottery/result',
    headers: OPERATOR_AUTH,
    payload: { gameId, numero, winningNumber },
  });
}

beforeAll(async () => {
  app = await buildTestApp({}, { lottery: { clock: () => now, demoResults: false } });
  token = await loginAs(app, 'demo');
  await tick(now);
});
afterAll(async () => app.close());

describe('lobby', () => {
  it('answers menus by group with the timer fields of spec §3/§4', async () => {
    const res = await app.inject({
      url: '/wps/lottery/menus?prizeMode=Lott&device=MOBILE&recentCount=100&language=TY',
    });
    expect(res.statusCode).toBe(200);
    const value = LotteryMenusSchema.parse(res.json().value);
    expect(value.menus.map((m) => m.tag)).toEqual(['north', 'central', 'south', 'fast']);
    const xsmb = value.menus[0]!.gameMenus.find((g) => g.gameId === NORTH_GAME)!;
    expect(xsmb.numero).toBe('20310303');
    expect(xsmb.isSale).toBe(true);
    // 15:00 → draw 18:15: 195 minutes; lock 5 minutes.
    expect(xsmb.remainTime).toBe(195 * 60_000);
    expect(xsmb.lockTime).toBe(5 * 60_000);
    // spec §4: countdown = remainTime − half the lotteryTime span = time until sale close (190 min).
    const span = xsmb.lotteryTime[1] - xsmb.lotteryTime[0];
    expect(xsmb.remainTime - span / 2).toBe(190 * 60_000);
    // Highlighted: remain − lock in (0, 24 h).
    expect(xsmb.remainTime - xsmb.lockTime).toBeGreaterThan(0);
    // Visitors have no recent games; the refresh is the smallest open remainTime, capped at 30 s.
    expect(value.recent).toEqual([]);
    expect(value.refreshIn).toBeLessThanOrEqual(TIMERS.lotteryRefreshCap);
    expect(value.serverTime).toBe(now.getTime());
  });

  it('lists only the prize mode’s vendors', async () => {
    const sea = LotteryMenusSchema.parse(
      (await app.inject({ url: '/wps/lottery/menus?prizeMode=SEA' })).json().value,
    );
    expect(sea.menus.flatMap((m) => m.gameMenus.map((g) => g.vassalage))).toSatisfy(
      (v: string[]) => v.length > 0 && v.every((x) => x === 'TCG_SEA'),
    );
    // The Thai lottery and the 4D games are drawn and sold here; the other SEA games are the vendor's.
    const seaGames = sea.menus[0]!.gameMenus;
    const sold = seaGames
      .filter((g) => g.sheet !== null)
      .map((g) => [g.gameCode, g.sheet, g.isSale]);
    expect(sold).toEqual(
      expect.arrayContaining([
        ['TH_GOV', 'thai', true],
        ['MY_4D', '4d', true],
        ['SG_4D', '4d', true],
      ]),
    );
    expect(sold).toHaveLength(3);
    expect(seaGames.filter((g) => g.sheet === null).every((g) => !g.isSale)).toBe(true);
    expect(sea.refreshIn).toBe(TIMERS.lotteryRefreshCap);
    const elott = LotteryMenusSchema.parse(
      (await app.inject({ url: '/wps/lottery/menus?prizeMode=Elott' })).json().value,
    );
    const ld1 = elott.menus[0]!.gameMenus.find((g) => g.gameId === FAST_GAME)!;
    expect(ld1.playType).toBe('Entertainment');
    expect(ld1.commitment).toMatch(/^[0-9a-f]{64}$/);
  });

  it('refuses a bad prize mode with a stable code', async () => {
    const res = await app.inject({ url: '/wps/lottery/menus?prizeMode=XYZ' });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('request.invalid');
  });

  it('answers the next 20 Vietnamese draws, soonest first', async () => {
    const res = await app.inject({
      url: '/wps/lottery/numero?device=MOBILE&count=20&prizeMode=Lott',
    });
    const value = VietnameseNumeroSchema.parse(res.json().value);
    expect(value.list).toHaveLength(20);
    const times = value.list.map((d) => Date.parse(d.drawAt));
    expect([...times].sort((a, b) => a - b)).toEqual(times);
    // Monday: the South at 16:15, then the Central provinces at 17:15, then the North at 18:15.
    expect(value.list[0]!.region).toBe('south');
    expect(value.list.map((d) => d.region)).toContain('central');
    expect(value.list.every((d) => d.remainTime > 0)).toBe(true);
  });

  it('answers the weekly schedule with today highlighted', async () => {
    const res = await app.inject({ url: '/wps/lottery/schedule?prizeMode=Lott' });
    const value = res.json().value;
    expect(value.today).toBe(2); // Monday
    const monday = value.days.find((d: { dayOfWeek: number }) => d.dayOfWeek === 2);
    const codes = monday.games.map((g: { gameCode: string }) => g.gameCode);
    expect(codes).toEqual(
      expect.arrayContaining(['XSMB', 'XSHCM', 'XSDT', 'XSCM', 'XSPY', 'XSTTH']),
    );
    expect(codes).not.toContain('XSBTR'); // Bến Tre draws on Tuesday
  });

  it('searches history by lottery group and remark substring (accents ignored)', async () => {
    const res = await app.inject({
      url: '/wps/lottery/history?gameGroupId=3&remark=dong thap&pageSize=50',
    });
    const page = res.json().value;
    expect(page.total).toBeGreaterThan(0);
    for (const d of page.list) {
      expect(d.gameCode).toBe('XSDT');
      expect(d.winningNumber.split('~')).toHaveLength(9);
      expect(d.resultSource).toBe('demo');
    }
  });
});

describe('bets', () => {
  it('needs a session and refuses bad numbers and stakes with stable codes', async () => {
    const anon = await app.inject({
      method: 'POST',
      url: '/wps/lottery/bets',
      payload: {
        gameId: NORTH_GAME,
        requestId: 'anon-request',
        bets: [{ betType: 'DE', numbers: ['01'], stake: '1000' }],
      },
    });
    expect(anon.statusCode).toBe(401);
    const wrong = await bets({
      gameId: NORTH_GAME,
      bets: [{ betType: 'XIEN3', numbers: ['01', '02'], stake: '1000' }],
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().code).toBe('lottery.numbers_invalid');
    const small = await bets({
      gameId: NORTH_GAME,
      bets: [{ betType: 'DE', numbers: ['01'], stake: '999.99' }],
    });
    expect(small.json().code).toBe('lottery.stake_too_small');
    const sea = await bets({
      gameId: '1202', // the Lao lottery: listed, drawn by the vendor
      bets: [{ betType: 'DE', numbers: ['01'], stake: '1000' }],
    });
    expect(sea.json().code).toBe('lottery.not_drawn_here');
    const unknown = await bets({
      gameId: '999999',
      bets: [{ betType: 'DE', numbers: ['01'], stake: '1000' }],
    });
    expect(unknown.statusCode).toBe(404);
  });

  it('debits the stake at once and charges a retried request once', async () => {
    const before = minor(await balance());
    const body = {
      gameId: NORTH_GAME,
      requestId: 'retry-request-1',
      bets: [{ betType: 'LO2' as const, numbers: ['07', '08'], stake: '1000' }],
    };
    const first = PlaceLotteryBetsResultSchema.parse((await bets(body)).json().value);
    expect(first.totalStake).toBe('2000.00');
    expect(minor(first.balance)).toBe(before - 200_000n);
    const again = PlaceLotteryBetsResultSchema.parse((await bets(body)).json().value);
    expect(again.replayed).toBe(true);
    expect(again.bets.map((b) => b.betNo)).toEqual(first.bets.map((b) => b.betNo));
    expect(minor(await balance())).toBe(before - 200_000n);
    const other = await bets({
      ...body,
      bets: [{ betType: 'LO2', numbers: ['09'], stake: '1000' }],
    });
    expect(other.json().code).toBe('lottery.request_mismatch');
  });

  it('takes bets until the last millisecond before sale close, refuses them from then on', async () => {
    now = new Date('2031-03-03T11:09:59.999Z');
    const last = await bets({
      gameId: NORTH_GAME,
      bets: [{ betType: 'DE', numbers: ['33'], stake: '1000' }],
    });
    expect(last.statusCode).toBe(200);
    now = new Date('2031-03-03T11:10:00.000Z');
    const late = await bets({
      gameId: NORTH_GAME,
      numero: '20310303',
      bets: [{ betType: 'DE', numbers: ['33'], stake: '1000' }],
    });
    expect(late.statusCode).toBe(409);
    expect(late.json().code).toBe('lottery.not_on_sale');
    // Without a numero the next draw (tomorrow's) is the current one, but it opens at 18:15.
    const next = await bets({
      gameId: NORTH_GAME,
      bets: [{ betType: 'DE', numbers: ['33'], stake: '1000' }],
    });
    expect(next.json().code).toBe('lottery.draw_not_open');
    now = START;
  });
});

describe('traditional results and settlement', () => {
  const NORTH_BETS: PlaceLotteryBetsBody['bets'] = [
    { betType: 'LO2', numbers: ['45', '99'], stake: '1000' }, // 45 ×3 → 3 × 3.45
    { betType: 'LO3', numbers: ['345', '999'], stake: '1000' }, // 345 ×1 → 26
    { betType: 'DE', numbers: ['45'], stake: '1000' }, // GB 12345 → 80
    { betType: 'DE_G1', numbers: ['90'], stake: '1000' }, // G1 67890 → 80
    { betType: 'DAU', numbers: ['4'], stake: '1000' }, // 8
    { betType: 'DUOI', numbers: ['4'], stake: '1000' }, // units digit is 5: lost
    { betType: 'BA_CANG', numbers: ['345'], stake: '1000' }, // 650
    { betType: 'XIEN2', numbers: ['45', '12'], stake: '1000' }, // 15
    { betType: 'XIEN3', numbers: ['45', '12', '99'], stake: '1000' }, // 99 missing: lost
    { betType: 'XIEN4', numbers: ['45', '12', '56', '90'], stake: '1000' }, // 200
  ];
  const NORTH_WINS = [
    '10350.00',
    '26000.00',
    '80000.00',
    '80000.00',
    '8000.00',
    '0.00',
    '650000.00',
    '15000.00',
    '0.00',
    '200000.00',
  ];

  const SOUTH_BETS: PlaceLotteryBetsBody['bets'] = [
    { betType: 'LO2', numbers: ['56'], stake: '1000' }, // GB and G8 → 2 × 4.4
    { betType: 'LO3', numbers: ['456', '606'], stake: '1000' }, // 2 × 33
    { betType: 'DE', numbers: ['56'], stake: '1000' },
    { betType: 'DE_G1', numbers: ['32'], stake: '1000' },
    { betType: 'DAU', numbers: ['5'], stake: '1000' },
    { betType: 'DUOI', numbers: ['6'], stake: '1000' },
    { betType: 'BA_CANG', numbers: ['456'], stake: '1000' },
    { betType: 'XIEN2', numbers: ['56', '01'], stake: '1000' }, // 28
    { betType: 'XIEN3', numbers: ['56', '01', '20'], stake: '1000' }, // 150
    { betType: 'XIEN4', numbers: ['56', '01', '20', '07'], stake: '1000' }, // no 07: lost
  ];
  const SOUTH_WINS = [
    '8800.00',
    '66000.00',
    '80000.00',
    '80000.00',
    '8000.00',
    '8000.00',
    '650000.00',
    '28000.00',
    '150000.00',
    '0.00',
  ];

  it('refuses a result that does not fit the sheet, and one before sale close', async () => {
    const wrong = await enterResult(NORTH_GAME, '20310303', SOUTH_SHEET);
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().code).toBe('lottery.result_invalid');
    const short = await enterResult(HCM_GAME, '20310303', SOUTH_SHEET.replace('123456', '12345'));
    expect(short.json().code).toBe('lottery.result_invalid');
    expect(short.json().message).toMatch(/GB/);
    const early = await enterResult(NORTH_GAME, '20310303', NORTH_SHEET);
    expect(early.statusCode).toBe(409);
    expect(early.json().code).toBe('lottery.draw_not_closed');
    const noAuth = await app.inject({
      method: 'POST',
      url: '/wps/admin/lottery/result',
      payload: {},
    });
    expect(noAuth.statusCode).toBe(401);
  });

  for (const [label, gameId, sheet, placed, wins, drawAt] of [
    ['South', HCM_GAME, SOUTH_SHEET, SOUTH_BETS, SOUTH_WINS, '2031-03-03T09:15:00Z'],
    ['North', NORTH_GAME, NORTH_SHEET, NORTH_BETS, NORTH_WINS, '2031-03-03T11:15:00Z'],
  ] as const) {
    it(`settles every bet type against a hand-checked ${label} sheet, once`, async () => {
      now = new Date(Date.parse(drawAt) - 30 * 60_000);
      const placedRes = await bets({ gameId, numero: '20310303', bets: [...placed] });
      expect(placedRes.statusCode).toBe(200);
      const betNos = PlaceLotteryBetsResultSchema.parse(placedRes.json().value).bets.map(
        (b) => b.betNo,
      );
      await tick(new Date(drawAt));
      const before = minor(await balance());
      const res = await enterResult(gameId, '20310303', sheet);
      expect(res.statusCode).toBe(200);
      const settled = LotterySettleResultSchema.parse(res.json().value);
      const audit = await app.inject({
        url: `/wps/admin/audit?action=lottery.result&targetId=${gameId}:20310303`,
        headers: OPERATOR_AUTH,
      });
      expect(audit.json().value.list).toHaveLength(1);
      expect(settled.draw.status).toBe('settled');
      const expectedPaid = wins.reduce((s, w) => s + minor(w), 0n);
      expect(minor(settled.paid)).toBeGreaterThanOrEqual(expectedPaid);
      const list = LotteryBetPageSchema.parse(
        (
          await app.inject({
            url: `/wps/lottery/bets?gameId=${gameId}&numero=20310303&pageSize=100`,
            headers: bearer(token),
          })
        ).json().value,
      );
      const byNo = new Map(list.list.map((b) => [b.betNo, b]));
      expect(betNos.map((no) => byNo.get(no)!.winAmount)).toEqual(wins);
      expect(betNos.map((no) => byNo.get(no)!.status)).toEqual(
        wins.map((w) => (w === '0.00' ? 'lost' : 'won')),
      );
      const mine = betNos.reduce((s, no) => s + minor(byNo.get(no)!.winAmount), 0n);
      expect(minor(await balance())).toBe(before + mine);

      // The same result again, a re-run of settlement and the scheduler pay nothing more.
      const again = LotterySettleResultSchema.parse(
        (await enterResult(gameId, '20310303', sheet)).json().value,
      );
      expect(again.settled).toBe(0);
      const draw = await queryRows<{ id: number }>(
        app.db,
        sql`select d.id from lottery_draws d join lottery_games g on g.game_pk = d.game_pk where g.game_id = ${gameId} and d.numero = '20310303'`,
      );
      expect((await app.lottery.settleDraw(Number(draw[0]!.id), now)).settled).toBe(0);
      await tick(new Date(now.getTime() + 1000));
      expect(minor(await balance())).toBe(before + mine);
      const different = await enterResult(
        gameId,
        '20310303',
        sheet.replace(/^\d/, (d) => String((Number(d) + 1) % 10)),
      );
      expect(different.json().code).toBe('lottery.result_exists');
      const winTransfers = await queryRows<{ n: string }>(
        app.db,
        sql`select count(*)::text as n from ledger_transfers where kind = 'lottery_win' and meta->>'drawId' = ${String(draw[0]!.id)}`,
      );
      expect(Number(winTransfers[0]!.n)).toBe(list.list.filter((b) => b.status === 'won').length);
    });
  }

  it('refunds every stake of a cancelled draw, once', async () => {
    // Tomorrow's North draw, on sale since today's draw.
    now = new Date('2031-03-03T12:00:00Z');
    const before = minor(await balance());
    const placed = await bets({
      gameId: NORTH_GAME,
      numero: '20310304',
      bets: [{ betType: 'DE', numbers: ['11', '22'], stake: '5000' }],
    });
    expect(placed.statusCode).toBe(200);
    expect(minor(await balance())).toBe(before - 1_000_000n);
    const cancel = (reason: string) =>
      app.inject({
        method: 'POST',
        url: '/wps/admin/lottery/cancel',
        headers: OPERATOR_AUTH,
        payload: { gameId: NORTH_GAME, numero: '20310304', reason },
      });
    const res = LotterySettleResultSchema.parse((await cancel('draw not held')).json().value);
    expect(res.draw.status).toBe('cancelled');
    expect(res.paid).toBe('10000.00');
    expect((await cancel('again')).json().value.paid).toBe('0.00');
    // Refunded whole: the scheduler's pass no longer picks the draw up.
    const [refunded] = await queryRows<{ id: number; settled_at: Date | null }>(
      app.db,
      sql`select d.id, d.settled_at from lottery_draws d join lottery_games g on g.game_pk = d.game_pk
           where g.game_id = ${NORTH_GAME} and d.numero = '20310304'`,
    );
    expect(refunded!.settled_at).not.toBeNull();
    const due = await selectDrawsToSettle(app.db, 1000);
    expect(due.map((d) => Number(d.id))).not.toContain(Number(refunded!.id));
    const lines = await app.inject({
      url: '/wps/admin/audit?action=lottery.cancel',
      headers: OPERATOR_AUTH,
    });
    expect(lines.json().value.list.map((l: { reason: string }) => l.reason)).toEqual([
      'again',
      'draw not held',
    ]);
    expect(minor(await balance())).toBe(before);
    const late = await bets({
      gameId: NORTH_GAME,
      numero: '20310304',
      bets: [{ betType: 'DE', numbers: ['11'], stake: '1000' }],
    });
    expect(late.json().code).toBe('lottery.draw_cancelled');
  });
});

describe('ELOTT', () => {
  it('draws from the committed seed, reveals it after the draw, and verifies', async () => {
    await tick(new Date('2031-03-03T12:00:20Z'));
    const detail = LotteryGameDetailSchema.parse(
      (await app.inject({ url: `/wps/lottery/game?gameId=${FAST_GAME}` })).json().value,
    );
    const open = detail.openDraws[0]!;
    expect(detail.game.numero).toBe(open.numero);
    expect(open.seed).toBeNull();
    expect(detail.betOptions.find((o) => o.betType === 'DE')!.odds).toBe('80');
    const placed = await bets({
      gameId: FAST_GAME,
      numero: open.numero,
      bets: [{ betType: 'LO2', numbers: ['00', '11', '22', '33', '44'], stake: '1000' }],
    });
    expect(placed.statusCode).toBe(200);
    const report = await tick(new Date(open.drawAt));
    expect(report.drawn).toBeGreaterThan(0);
    const verify = LotteryVerifySchema.parse(
      (
        await app.inject({ url: `/wps/lottery/verify?gameId=${FAST_GAME}&numero=${open.numero}` })
      ).json().value,
    );
    expect(verify.draw.status).toBe('settled');
    expect(verify.draw.commitment).toBe(open.commitment);
    expect(createHash('sha256').update(Buffer.from(verify.draw.seed!, 'hex')).digest('hex')).toBe(
      open.commitment,
    );
    expect(await elottSheetFromSeed(verify.draw.seed!, 'LD1', open.numero, 'north')).toBe(
      verify.draw.winningNumber,
    );
    expect(verify.commitmentMatches && verify.resultMatches).toBe(true);
    const bet = LotteryBetPageSchema.parse(
      (
        await app.inject({ url: `/wps/lottery/bets?numero=${open.numero}`, headers: bearer(token) })
      ).json().value,
    ).list[0]!;
    expect(bet.status).not.toBe('pending');
    const traditional = await app.inject({
      url: `/wps/lottery/verify?gameId=${NORTH_GAME}&numero=20310303`,
    });
    expect(traditional.json().code).toBe('lottery.not_entertainment');
    const entered = await enterResult(FAST_GAME, open.numero, NORTH_SHEET);
    expect(entered.json().code).toBe('lottery.entertainment_result');
  });

  it('lists the member’s recent lottery games and keeps the ledger balanced', async () => {
    const res = await app.inject({
      url: '/wps/lottery/menus?prizeMode=ZY&recentCount=100',
      headers: bearer(token),
    });
    const value = LotteryMenusSchema.parse(res.json().value);
    expect(value.recent[0]!.gameId).toBe(FAST_GAME);
    expect(value.recent.map((g) => g.gameId)).toEqual(
      expect.arrayContaining([NORTH_GAME, HCM_GAME]),
    );
    expect((await checkLedger(app.db)).ok).toBe(true);
  });
});

describe('odds', () => {
  it('lets the operator change odds; bets placed before keep theirs', async () => {
    const res = await app.inject({
      method: 'PATCH',
      url: '/wps/admin/lottery/settings',
      headers: OPERATOR_AUTH,
      payload: { odds: { north: { DE: '95' } } },
    });
    expect(res.json().value.odds.north.DE).toBe('95');
    expect(res.json().value.odds.south.DE).toBe('80');
    const bad = await app.inject({
      method: 'PATCH',
      url: '/wps/admin/lottery/settings',
      headers: OPERATOR_AUTH,
      payload: { odds: { north: { DE: '-1' } } },
    });
    expect(bad.statusCode).toBe(400);
    const detail = (await app.inject({ url: `/wps/lottery/game?gameId=${NORTH_GAME}` })).json()
      .value;
    expect(detail.betOptions.find((o: { betType: string }) => o.betType === 'DE').odds).toBe('95');
  });
});
