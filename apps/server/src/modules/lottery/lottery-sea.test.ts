import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import {
  FOUR_D_BET_TYPES,
  LotteryBetPageSchema,
  LotteryGameDetailSchema,
  LotterySettingsSchema,
  LotterySettleResultSchema,
  parseWinningNumber,
  PlaceLotteryBetsResultSchema,
  THAI_BET_TYPES,
  type PlaceLotteryBetsBody,
} from '@app/contracts';
import { queryRows } from '../../db/client.ts';
import { buildTestApp, OPERATOR_AUTH } from '../../testing/test-app.ts';
import { bearer, loginAs } from '../../testing/auth-helpers.ts';
import { checkLedger } from '../ledger/ledger.service.ts';
import { upgradeDemoSeaLotteries } from '../../db/seed/demo/lottery.ts';

// The SEA lotteries drawn and sold here (docs/decisions/2026-11-24-sea-lotteries.md).
// Monday 3 March 2031, 08:00 UTC. The tests run in time order, as the clock would.
const START = new Date('2031-03-03T08:00:00Z');
let now = START;
let app: FastifyInstance;
let token: string;

const THAI_GAME = '1201'; // TH_GOV: the 1st and 16th, 15:30 Bangkok (UTC+7) = 08:30 UTC
const LAO_GAME = '1202'; // listed only
const MY_4D_GAME = '1203'; // Wed, Sat, Sun 19:00 Kuala Lumpur (UTC+8) = 11:00 UTC
const SG_4D_GAME = '1204'; // Wed, Sat, Sun 18:30 Singapore (UTC+8) = 10:30 UTC
const NORTH_GAME = '101';

// Hand-written sheets. 4D: 1st~2nd~3rd~10 starters~10 consolations. Thai: first~front 3~back 3~last 2.
const FOUR_D_SHEET =
  '1234~5678~9012~1000,2000,3000,4000,5000,6000,7000,8000,9000,0000~1111,2222,3333,4444,5555,6666,7777,8888,9999,0123';
const THAI_SHEET = '123456~001,002~987,654~78';

const minor = (amount: string) => BigInt(amount.replace('.', ''));

async function tick(at: Date) {
  now = at;
  return app.lottery.tick(at);
}

function bets(body: Omit<PlaceLotteryBetsBody, 'requestId'> & { requestId?: string }) {
  return app.inject({
    method: 'POST',
    url: '/wps/lottery/bets',
    headers: bearer(token),
    payload: { requestId: `sea-${Math.random().toString(36).slice(2, 12)}`, ...body },
  });
}

async function balance(): Promise<bigint> {
  const res = await app.inject({ url: '/wps/wallet', headers: bearer(token) });
  return minor(res.json().value.sumBalance as string);
}

function enterResult(gameId: string, numero: string, winningNumber: string) {
  return app.inject({
    method: 'POST',
    url: '/wps/admin/lottery/result',
    headers: OPERATOR_AUTH,
    payload: { gameId, numero, winningNumber },
  });
}

async function drawsOf(gameId: string) {
  return queryRows<{ numero: string; open_at: Date; close_at: Date; draw_at: Date }>(
    app.db,
    sql`select d.numero, d.open_at, d.close_at, d.draw_at from lottery_draws d
        join lottery_games g on g.game_pk = d.game_pk
        where g.game_id = ${gameId} and d.draw_at > ${START.toISOString()}
        order by d.draw_at`,
  );
}
const iso = (v: Date | string) => new Date(v).toISOString();

beforeAll(async () => {
  app = await buildTestApp({}, { lottery: { clock: () => now, demoResults: false } });
  token = await loginAs(app, 'demo');
  await tick(now);
});
afterAll(async () => app.close());

describe('SEA draw schedule', () => {
  it('schedules the 4D games on Wednesday, Saturday and Sunday at their local time', async () => {
    // 3 March 2031 is a Monday; the engine makes a week of draws ahead.
    const my = await drawsOf(MY_4D_GAME);
    expect(my.map((d) => [d.numero, iso(d.draw_at), iso(d.close_at)])).toEqual([
      ['20310305', '2031-03-05T11:00:00.000Z', '2031-03-05T10:45:00.000Z'],
      ['20310308', '2031-03-08T11:00:00.000Z', '2031-03-08T10:45:00.000Z'],
      ['20310309', '2031-03-09T11:00:00.000Z', '2031-03-09T10:45:00.000Z'],
    ]);
    // Wednesday's draw has been on sale since Sunday's.
    expect(iso(my[0]!.open_at)).toBe('2031-03-02T11:00:00.000Z');
    const sg = await drawsOf(SG_4D_GAME);
    expect(sg.map((d) => [d.numero, iso(d.draw_at)])).toEqual([
      ['20310305', '2031-03-05T10:30:00.000Z'],
      ['20310308', '2031-03-08T10:30:00.000Z'],
      ['20310309', '2031-03-09T10:30:00.000Z'],
    ]);
  });

  it('schedules the Thai lottery on the 1st and 16th at 15:30 Bangkok, a month ahead', async () => {
    const th = await drawsOf(THAI_GAME);
    expect(th.map((d) => [d.numero, iso(d.open_at), iso(d.close_at), iso(d.draw_at)])).toEqual([
      [
        '20310316',
        '2031-03-01T08:30:00.000Z',
        '2031-03-16T08:15:00.000Z',
        '2031-03-16T08:30:00.000Z',
      ],
      [
        '20310401',
        '2031-03-16T08:30:00.000Z',
        '2031-04-01T08:15:00.000Z',
        '2031-04-01T08:30:00.000Z',
      ],
    ]);
  });

  it('makes no draws for the SEA games the vendor runs', async () => {
    expect(await drawsOf(LAO_GAME)).toEqual([]);
  });
});

describe('SEA betting page and bets', () => {
  it('offers each sheet its own bet types with their odds', async () => {
    const detail = async (gameId: string) =>
      LotteryGameDetailSchema.parse(
        (await app.inject({ url: `/wps/lottery/game?gameId=${gameId}` })).json().value,
      );
    const my = await detail(MY_4D_GAME);
    expect(my.game.prizeMode).toBe('SEA');
    expect(my.game.sheet).toBe('4d');
    expect(my.game.timeZone).toBe('Asia/Kuala_Lumpur');
    expect(my.game.numero).toBe('20310305');
    expect(my.game.isSale).toBe(true);
    expect(my.betOptions.map((o) => [o.betType, o.odds, o.digits])).toEqual([
      ['D4_BIG', '350', 4],
      ['D4_SMALL', '2700', 4],
      ['D3_ABC', '270', 3],
      ['D2_FIRST', '80', 2],
    ]);
    const th = await detail(THAI_GAME);
    expect(th.game.sheet).toBe('thai');
    expect(th.betOptions.map((o) => o.betType)).toEqual([...THAI_BET_TYPES]);
    expect((await detail(LAO_GAME)).betOptions).toEqual([]);
  });

  it('refuses bets of another sheet, wrong numbers and late bets with stable codes, charging nothing', async () => {
    const before = await balance();
    const cases: [string, PlaceLotteryBetsBody['bets'], number, string][] = [
      [
        MY_4D_GAME,
        [{ betType: 'DE', numbers: ['01'], stake: '1000' }],
        400,
        'lottery.bet_type_unavailable',
      ],
      [
        MY_4D_GAME,
        [{ betType: 'TH_3TOP', numbers: ['123'], stake: '1000' }],
        400,
        'lottery.bet_type_unavailable',
      ],
      [
        NORTH_GAME,
        [{ betType: 'D4_BIG', numbers: ['1234'], stake: '1000' }],
        400,
        'lottery.bet_type_unavailable',
      ],
      [
        MY_4D_GAME,
        [{ betType: 'D4_BIG', numbers: ['123'], stake: '1000' }],
        400,
        'lottery.numbers_invalid',
      ],
      [
        MY_4D_GAME,
        [{ betType: 'D4_SMALL', numbers: ['12a4'], stake: '1000' }],
        400,
        'lottery.numbers_invalid',
      ],
      [
        MY_4D_GAME,
        [{ betType: 'D4_BIG', numbers: ['1234', '1234'], stake: '1000' }],
        400,
        'lottery.numbers_invalid',
      ],
      [
        THAI_GAME,
        [{ betType: 'TH_3TOD', numbers: ['12'], stake: '1000' }],
        400,
        'lottery.numbers_invalid',
      ],
      [
        THAI_GAME,
        [{ betType: 'TH_2BOTTOM', numbers: ['123456'], stake: '1000' }],
        400,
        'lottery.numbers_invalid',
      ],
      [
        THAI_GAME,
        [{ betType: 'TH_2TOP', numbers: ['12'], stake: '999' }],
        400,
        'lottery.stake_too_small',
      ],
      // All or none: a good bet beside a bad one is not placed either.
      [
        MY_4D_GAME,
        [
          { betType: 'D4_BIG', numbers: ['1234'], stake: '1000' },
          { betType: 'XIEN2', numbers: ['12', '34'], stake: '1000' },
        ],
        400,
        'lottery.bet_type_unavailable',
      ],
      [
        LAO_GAME,
        [{ betType: 'D4_BIG', numbers: ['1234'], stake: '1000' }],
        400,
        'lottery.not_drawn_here',
      ],
    ];
    for (const [gameId, slip, status, code] of cases) {
      const res = await bets({ gameId, bets: slip });
      expect([slip[0]!.betType, res.statusCode, res.json().code]).toEqual([
        slip[0]!.betType,
        status,
        code,
      ]);
    }
    const unknown = await bets({
      gameId: MY_4D_GAME,
      bets: [{ betType: 'BIG' as never, numbers: ['1234'], stake: '1000' }],
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().code).toBe('request.invalid');
    expect(await balance()).toBe(before);
  });
});

describe('SEA results and settlement', () => {
  const FOUR_D_BETS: PlaceLotteryBetsBody['bets'] = [
    { betType: 'D4_BIG', numbers: ['1234', '5555', '4321'], stake: '1000' }, // 1st + consolation: 2 × 350
    { betType: 'D4_BIG', numbers: ['4321'], stake: '1000' }, // lost
    { betType: 'D4_SMALL', numbers: ['5678', '1000'], stake: '1000' }, // 2nd prize; a starter does not pay Small: 1 × 2700
    { betType: 'D4_SMALL', numbers: ['1111'], stake: '1000' }, // consolation only: lost
    { betType: 'D3_ABC', numbers: ['234', '012', '000'], stake: '1000' }, // 1234, 9012; 1000 is a starter: 2 × 270
    { betType: 'D3_ABC', numbers: ['111'], stake: '1000' }, // lost
    { betType: 'D2_FIRST', numbers: ['34', '78'], stake: '1000' }, // 1st 1234: 1 × 80 (78 is the 2nd)
    { betType: 'D2_FIRST', numbers: ['12'], stake: '1000' }, // 9012 is the 3rd: lost
  ];
  const FOUR_D_WINS = [
    '700000.00',
    '0.00',
    '2700000.00',
    '0.00',
    '540000.00',
    '0.00',
    '80000.00',
    '0.00',
  ];
  const FOUR_D_STAKES = [
    '3000.00',
    '1000.00',
    '2000.00',
    '1000.00',
    '3000.00',
    '1000.00',
    '2000.00',
    '1000.00',
  ];

  const THAI_BETS: PlaceLotteryBetsBody['bets'] = [
    { betType: 'TH_3TOP', numbers: ['456', '123'], stake: '1000' }, // first prize 123456: 1 × 800
    { betType: 'TH_3TOP', numbers: ['654'], stake: '1000' }, // a back-3 number, not the top: lost
    { betType: 'TH_3TOD', numbers: ['645', '564', '111'], stake: '1000' }, // 456 in any order: 2 × 130
    { betType: 'TH_3TOD', numbers: ['457'], stake: '1000' }, // lost
    { betType: 'TH_2TOP', numbers: ['56'], stake: '1000' }, // 1 × 80
    { betType: 'TH_2TOP', numbers: ['78'], stake: '1000' }, // the bottom, not the top: lost
    { betType: 'TH_2BOTTOM', numbers: ['78', '56'], stake: '1000' }, // last 2 is 78: 1 × 80
    { betType: 'TH_2BOTTOM', numbers: ['56'], stake: '1000' }, // lost
    { betType: 'TH_3FRONT', numbers: ['002'], stake: '1000' }, // 1 × 400
    { betType: 'TH_3FRONT', numbers: ['987'], stake: '1000' }, // a back number: lost
    { betType: 'TH_3BACK', numbers: ['654', '987'], stake: '1000' }, // both back numbers: 2 × 400
    { betType: 'TH_3BACK', numbers: ['001'], stake: '1000' }, // a front number: lost
  ];
  const THAI_WINS = [
    '800000.00',
    '0.00',
    '260000.00',
    '0.00',
    '80000.00',
    '0.00',
    '80000.00',
    '0.00',
    '400000.00',
    '0.00',
    '800000.00',
    '0.00',
  ];

  it('refuses a result that does not fit the game’s sheet', async () => {
    now = new Date('2031-03-05T11:00:00Z');
    const thaiOn4d = await enterResult(MY_4D_GAME, '20310305', THAI_SHEET);
    expect(thaiOn4d.statusCode).toBe(400);
    expect(thaiOn4d.json().code).toBe('lottery.result_invalid');
    const nineStarters = await enterResult(
      MY_4D_GAME,
      '20310305',
      FOUR_D_SHEET.replace('1000,', ''),
    );
    expect(nineStarters.json().code).toBe('lottery.result_invalid');
    expect(nineStarters.json().message).toMatch(/G4 holds 10 numbers/);
    const fiveDigitFirst = await enterResult(
      THAI_GAME,
      '20310316',
      THAI_SHEET.replace('123456', '12345'),
    );
    expect(fiveDigitFirst.json().code).toBe('lottery.result_invalid');
    now = START;
  });

  for (const [label, gameId, numero, sheet, placed, wins, stakes, drawAt] of [
    [
      '4D',
      MY_4D_GAME,
      '20310305',
      FOUR_D_SHEET,
      FOUR_D_BETS,
      FOUR_D_WINS,
      FOUR_D_STAKES,
      '2031-03-05T11:00:00Z',
    ],
    ['Thai', THAI_GAME, '20310316', THAI_SHEET, THAI_BETS, THAI_WINS, null, '2031-03-16T08:30:00Z'],
  ] as const) {
    it(`settles every ${label} bet type against a hand-checked sheet, once`, async () => {
      now = new Date(Date.parse(drawAt) - 30 * 60_000);
      const before = await balance();
      const placedRes = await bets({ gameId, numero, bets: [...placed] });
      expect(placedRes.statusCode).toBe(200);
      const result = PlaceLotteryBetsResultSchema.parse(placedRes.json().value);
      if (stakes) expect(result.bets.map((b) => b.totalStake)).toEqual(stakes);
      const staked = result.bets.reduce((s, b) => s + minor(b.totalStake), 0n);
      expect(await balance()).toBe(before - staked);
      const betNos = result.bets.map((b) => b.betNo);

      // Sales close 15 minutes before the draw.
      now = new Date(Date.parse(drawAt) - 15 * 60_000);
      const late = await bets({ gameId, numero, bets: [placed[0]!] });
      expect(late.json().code).toBe('lottery.not_on_sale');

      await tick(new Date(drawAt));
      const res = await enterResult(gameId, numero, sheet);
      expect(res.statusCode).toBe(200);
      const settled = LotterySettleResultSchema.parse(res.json().value);
      expect(settled.draw.status).toBe('settled');
      expect(settled.draw.winningNumber).toBe(sheet);
      expect(settled.settled).toBe(placed.length);
      const paid = wins.reduce((s, w) => s + minor(w), 0n);
      expect(minor(settled.paid)).toBe(paid);
      expect(settled.won).toBe(wins.filter((w) => w !== '0.00').length);

      const list = LotteryBetPageSchema.parse(
        (
          await app.inject({
            url: `/wps/lottery/bets?gameId=${gameId}&numero=${numero}&pageSize=100`,
            headers: bearer(token),
          })
        ).json().value,
      );
      const byNo = new Map(list.list.map((b) => [b.betNo, b]));
      expect(betNos.map((no) => byNo.get(no)!.winAmount)).toEqual([...wins]);
      expect(betNos.map((no) => byNo.get(no)!.status)).toEqual(
        wins.map((w) => (w === '0.00' ? 'lost' : 'won')),
      );
      expect(await balance()).toBe(before - staked + paid);

      // The same result again, a re-run of settlement and the scheduler pay nothing more.
      const again = LotterySettleResultSchema.parse(
        (await enterResult(gameId, numero, sheet)).json().value,
      );
      expect(again.settled).toBe(0);
      expect(again.paid).toBe('0.00');
      const [draw] = await queryRows<{ id: number }>(
        app.db,
        sql`select d.id from lottery_draws d join lottery_games g on g.game_pk = d.game_pk
            where g.game_id = ${gameId} and d.numero = ${numero}`,
      );
      expect((await app.lottery.settleDraw(Number(draw!.id), now)).settled).toBe(0);
      await tick(new Date(now.getTime() + 1000));
      expect(await balance()).toBe(before - staked + paid);
      const [transfers] = await queryRows<{ n: number; total: string }>(
        app.db,
        sql`select count(*)::int as n, coalesce(sum(amount_minor), 0)::text as total
            from ledger_transfers where kind = 'lottery_win' and meta->>'drawId' = ${String(draw!.id)}`,
      );
      expect(Number(transfers!.n)).toBe(settled.won);
      expect(BigInt(transfers!.total)).toBe(paid);
      expect((await checkLedger(app.db)).ok).toBe(true);
    });
  }

  it('checks every SEA bet type in a hand-checked sheet above', () => {
    const covered = new Set([...FOUR_D_BETS, ...THAI_BETS].map((b) => b.betType));
    expect([...FOUR_D_BET_TYPES, ...THAI_BET_TYPES].filter((t) => !covered.has(t))).toEqual([]);
  });
});

describe('SEA odds and demo results', () => {
  it('lets the operator change a SEA odds; later bets carry it', async () => {
    const res = await app.inject({
      method: 'PATCH',
      url: '/wps/admin/lottery/settings',
      headers: OPERATOR_AUTH,
      payload: { odds: { '4d': { D4_BIG: '400' } } },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().value.odds['4d'].D4_BIG).toBe('400');
    expect(res.json().value.odds.thai.TH_3TOP).toBe('800');
    const wrongType = await app.inject({
      method: 'PATCH',
      url: '/wps/admin/lottery/settings',
      headers: OPERATOR_AUTH,
      payload: { odds: { '4d': { D4_BIG: 'x' } } },
    });
    expect(wrongType.statusCode).toBe(400);
    // After Sunday 16 March's draw (18:30 Singapore): Wednesday's is on sale.
    now = new Date('2031-03-16T12:00:00Z');
    const placed = await bets({
      gameId: SG_4D_GAME,
      bets: [{ betType: 'D4_BIG', numbers: ['0007'], stake: '1000' }],
    });
    expect(placed.statusCode).toBe(200);
    expect(placed.json().value.bets[0].odds).toBe('400');
    expect(placed.json().value.bets[0].numero).toBe('20310319');
  });

  it('reads odds saved before the SEA sheets with the SEA defaults', () => {
    const { odds } = LotterySettingsSchema.parse(savedBeforeSea());
    expect(odds['4d'].D4_SMALL).toBe('2700');
    expect(odds.thai.TH_2BOTTOM).toBe('80');
  });

  it('gives past SEA draws a demo result of their sheet', async () => {
    // Wednesday's Singapore draw (18:30 local) had no result entered.
    const drawn = await app.lottery.drawDemoResults(new Date('2031-03-05T11:00:00Z'));
    expect(drawn).toBeGreaterThan(0);
    const [sg] = await queryRows<{ winning_number: string; result_source: string }>(
      app.db,
      sql`select d.winning_number, d.result_source from lottery_draws d
          join lottery_games g on g.game_pk = d.game_pk
          where g.game_id = ${SG_4D_GAME} and d.numero = '20310305'`,
    );
    expect(sg!.result_source).toBe('demo');
    expect(parseWinningNumber(sg!.winning_number, '4d').ok).toBe(true);
  });
});

describe('demo databases seeded before the SEA lotteries were drawn here', () => {
  it('get the SEA sheets, times and past results once', async () => {
    // As such a database lists them: the vendor's, no sheet, in Vietnam's time zone.
    await app.db.execute(
      sql`update lottery_games set draw_mode = 'external', sheet = null, draw_month_days = null,
            time_zone = 'Asia/Ho_Chi_Minh', lock_seconds = 300
          where game_id in (${THAI_GAME}, ${MY_4D_GAME}, ${SG_4D_GAME})`,
    );
    const at = new Date('2031-03-20T00:00:00Z');
    expect(await upgradeDemoSeaLotteries(app.db, at)).toBe(3);
    const games = await queryRows<{
      game_id: string;
      draw_mode: string;
      sheet: string;
      time_zone: string;
      draw_month_days: string | null;
      lock_seconds: number;
    }>(
      app.db,
      sql`select game_id, draw_mode, sheet, time_zone, draw_month_days, lock_seconds
          from lottery_games where game_id like '120%' order by game_id`,
    );
    expect(
      games.map((g) => [g.game_id, g.draw_mode, g.sheet, g.time_zone, g.draw_month_days]),
    ).toEqual([
      [THAI_GAME, 'traditional', 'thai', 'Asia/Bangkok', '1,16'],
      [LAO_GAME, 'external', null, 'Asia/Vientiane', null],
      [MY_4D_GAME, 'traditional', '4d', 'Asia/Kuala_Lumpur', null],
      [SG_4D_GAME, 'traditional', '4d', 'Asia/Singapore', null],
      ['1205', 'external', null, 'Asia/Singapore', null],
      ['1206', 'external', null, 'Asia/Phnom_Penh', null],
    ]);
    // Past draws missing get demo results (the Thai lottery: a month back); those already there
    // keep theirs.
    const [first] = await queryRows<{ winning_number: string; result_source: string }>(
      app.db,
      sql`select d.winning_number, d.result_source from lottery_draws d
          join lottery_games g on g.game_pk = d.game_pk
          where g.game_id = ${THAI_GAME} and d.numero = '20310301'`,
    );
    expect(first!.result_source).toBe('demo');
    expect(parseWinningNumber(first!.winning_number, 'thai').ok).toBe(true);
    const [thai] = await queryRows<{ winning_number: string }>(
      app.db,
      sql`select d.winning_number from lottery_draws d join lottery_games g on g.game_pk = d.game_pk
          where g.game_id = ${THAI_GAME} and d.numero = '20310316'`,
    );
    expect(thai!.winning_number).toBe(THAI_SHEET);
    // Run again: nothing left to change.
    expect(await upgradeDemoSeaLotteries(app.db, at)).toBe(0);
  });
});

/** Settings as stored before the SEA sheets: the Vietnamese tables only. */
function savedBeforeSea() {
  return {
    odds: {
      north: {
        LO2: '3.45',
        LO3: '26',
        DE: '80',
        DE_G1: '80',
        DAU: '8',
        DUOI: '8',
        BA_CANG: '650',
        XIEN2: '15',
        XIEN3: '60',
        XIEN4: '200',
      },
      south: {
        LO2: '4.4',
        LO3: '33',
        DE: '80',
        DE_G1: '80',
        DAU: '8',
        DUOI: '8',
        BA_CANG: '650',
        XIEN2: '28',
        XIEN3: '150',
        XIEN4: '750',
      },
    },
    minStake: '1000.00',
    maxStake: '10000000.00',
  };
}
