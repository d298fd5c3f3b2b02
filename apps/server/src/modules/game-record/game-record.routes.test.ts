import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { and, eq, sql } from 'drizzle-orm';
import { RECORDS_UTC_OFFSET } from '@app/contracts';
import { games, vendorRounds } from '../../db/schema.ts';
import { buildTestApp } from '../../testing/test-app.ts';
import { bearer } from '../../testing/auth-helpers.ts';
import {
  buildMember,
  fund,
  uniqueId,
  vendorCall,
  type TestMember,
} from '../../testing/factories.ts';

let app: FastifyInstance;
let alice: TestMember;
let bob: TestMember;
type Game = typeof games.$inferSelect;
let slot: Game;
let table: Game;

async function firstGame(vendorCode: string): Promise<Game> {
  const [game] = await app.db
    .select()
    .from(games)
    .where(and(eq(games.vendorCode, vendorCode), eq(games.enabled, true)))
    .orderBy(games.id)
    .limit(1);
  return game!;
}

/** A round through the signed wallet API: a bet, then a win, a rollback, or nothing. */
async function playRound(
  member: TestMember,
  game: Game,
  stake: string,
  end: { win: string } | 'rollback' | 'open',
) {
  const roundId = uniqueId('round');
  const base = {
    playerId: member.accountNo,
    currency: 'VND',
    roundId,
    gameCode: game.gameCode,
  };
  const betTx = uniqueId('bet');
  const vendorCode = game.vendorCode;
  const bet = await vendorCall(
    app,
    'bet',
    { ...base, requestId: uniqueId('r'), transactionId: betTx, amount: stake },
    { vendorCode },
  );
  expect(bet.status).toBe('OK');
  if (end === 'rollback') {
    const rb = await vendorCall(
      app,
      'rollback',
      {
        ...base,
        requestId: uniqueId('r'),
        transactionId: uniqueId('rb'),
        betTransactionId: betTx,
        amount: stake,
      },
      { vendorCode },
    );
    expect(rb.status).toBe('OK');
  } else if (end !== 'open') {
    const win = await vendorCall(
      app,
      'win',
      {
        ...base,
        requestId: uniqueId('r'),
        transactionId: uniqueId('win'),
        betTransactionId: betTx,
        amount: end.win,
        roundClosed: true,
      },
      { vendorCode },
    );
    expect(win.status).toBe('OK');
  }
  return roundId;
}

/** Today in merchant time, and `days` before it. */
function merchantDay(daysAgo = 0): string {
  const offsetMs = 7 * 3600_000; // RECORDS_UTC_OFFSET
  return new Date(Date.now() + offsetMs - daysAgo * 86_400_000).toISOString().slice(0, 10);
}

async function record(member: TestMember | null, query: Record<string, string> = {}) {
  return app.inject({
    method: 'GET',
    url: '/wps/game/record',
    query,
    headers: member ? bearer(member.token) : {},
  });
}

type Round = {
  roundId: string;
  gameName: string;
  vendorCode: string;
  vendorName: string;
  bet: string;
  win: string;
  net: string;
  status: string;
  time: string;
};

const ids = { won: '', lost: '', open: '', cancelled: '', live: '', old: '', bob: '' };

beforeAll(async () => {
  expect(RECORDS_UTC_OFFSET).toBe('+07:00');
  app = await buildTestApp();
  alice = await buildMember(app);
  bob = await buildMember(app);
  await fund(app, alice, '1000.00');
  await fund(app, bob, '1000.00');
  slot = await firstGame('JL');
  table = await firstGame('DGL');
  ids.won = await playRound(alice, slot, '10.00', { win: '25.00' });
  ids.lost = await playRound(alice, slot, '20.00', { win: '0' });
  ids.open = await playRound(alice, slot, '5.00', 'open');
  ids.cancelled = await playRound(alice, slot, '7.50', 'rollback');
  ids.live = await playRound(alice, table, '100.00', { win: '195.00' });
  ids.old = await playRound(alice, slot, '1.00', { win: '2.00' });
  ids.bob = await playRound(bob, slot, '3.00', { win: '0' });
  // One round three days ago.
  await app.db
    .update(vendorRounds)
    .set({ createdAt: sql`now() - interval '3 days'` })
    .where(eq(vendorRounds.roundId, ids.old));
});
afterAll(async () => app.close());

describe('GET /wps/game/record', () => {
  it('refuses a visitor and bad filters', async () => {
    expect((await record(null)).statusCode).toBe(401);
    const cases: Record<string, string>[] = [
      { startDate: '2026-13-01' },
      { gameType: 'NOPE' },
      { vendor: 'J L' },
      { pageSize: '0' },
    ];
    for (const bad of cases) {
      const res = await record(alice, bad);
      expect(res.statusCode, JSON.stringify(bad)).toBe(400);
      expect(res.json().code).toBe('request.invalid');
    }
  });

  it('lists the member’s own rounds only, newest first, with bet, win, net and status', async () => {
    const res = await record(alice);
    expect(res.statusCode, res.body).toBe(200);
    const page = res.json().value as {
      list: Round[];
      total: number;
      summary: Record<string, unknown>;
    };
    expect(page.list.map((r) => r.roundId)).toEqual([
      ids.live,
      ids.cancelled,
      ids.open,
      ids.lost,
      ids.won,
      ids.old,
    ]);
    expect(page.list.map((r) => r.roundId)).not.toContain(ids.bob);
    const byId = new Map(page.list.map((r) => [r.roundId, r]));
    expect(byId.get(ids.won)).toMatchObject({
      gameName: (slot.names as { vi: string }).vi,
      vendorCode: 'JL',
      vendorName: 'JL Slots',
      bet: '10.00',
      win: '25.00',
      net: '15.00',
      status: 'settled',
    });
    expect(byId.get(ids.lost)).toMatchObject({
      bet: '20.00',
      win: '0.00',
      net: '-20.00',
      status: 'settled',
    });
    expect(byId.get(ids.open)).toMatchObject({
      bet: '5.00',
      win: '0.00',
      net: '-5.00',
      status: 'open',
    });
    expect(byId.get(ids.cancelled)).toMatchObject({
      bet: '0.00',
      net: '0.00',
      status: 'cancelled',
    });
    expect(page.summary).toEqual({ rounds: 6, bet: '136.00', win: '222.00', net: '86.00' });

    const bobs = (await record(bob)).json().value as { list: Round[] };
    expect(bobs.list.map((r) => r.roundId)).toEqual([ids.bob]);
  });

  it('names games in the asked language', async () => {
    const res = await record(alice, { language: 'EN', vendor: 'DGL' });
    expect(res.json().value.list[0].gameName).toBe((table.names as { en: string }).en);
  });

  it('filters by days, category and vendor', async () => {
    const ofQuery = async (query: Record<string, string>) =>
      ((await record(alice, query)).json().value as { list: Round[] }).list.map((r) => r.roundId);
    const today = { startDate: merchantDay(), endDate: merchantDay() };
    expect(await ofQuery(today)).not.toContain(ids.old);
    expect(await ofQuery(today)).toHaveLength(5);
    expect(await ofQuery({ startDate: merchantDay(6), endDate: merchantDay() })).toContain(ids.old);
    expect(await ofQuery({ startDate: merchantDay(3), endDate: merchantDay(3) })).toEqual([
      ids.old,
    ]);
    expect(await ofQuery({ gameType: 'LIVE' })).toEqual([ids.live]);
    expect(await ofQuery({ gameType: 'RNG' })).not.toContain(ids.live);
    expect(await ofQuery({ gameType: 'FISH' })).toEqual([]);
    expect(await ofQuery({ vendor: 'DGL' })).toEqual([ids.live]);
    expect(await ofQuery({ vendor: 'JL' })).toHaveLength(5);
    expect(await ofQuery({ vendor: 'JL', gameType: 'LIVE' })).toEqual([]);
  });

  it('pages, with the totals of every page', async () => {
    const first = (await record(alice, { pageSize: '4' })).json().value;
    expect(first).toMatchObject({ pageNum: 1, pageSize: 4, total: 6, totalPages: 2 });
    expect(first.list).toHaveLength(4);
    const second = (await record(alice, { pageSize: '4', pageNo: '2' })).json().value;
    expect(second.list).toHaveLength(2);
    expect(second.summary).toEqual(first.summary);
    const past = (await record(alice, { pageSize: '4', pageNo: '9' })).json().value;
    expect(past.list).toEqual([]);
    expect(past.total).toBe(6);
  });
});
