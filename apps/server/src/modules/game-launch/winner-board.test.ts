import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { and, eq } from 'drizzle-orm';
import { gameWins, games, members } from '../../db/schema.ts';
import { buildTestApp } from '../../testing/test-app.ts';
import {
  buildMember,
  fund,
  uniqueId,
  vendorCall,
  type TestMember,
} from '../../testing/factories.ts';
import { maskCustomerName } from '../game/winners.service.ts';

let app: FastifyInstance;
let game: typeof games.$inferSelect;

beforeAll(async () => {
  app = await buildTestApp();
  [game] = (await app.db
    .select()
    .from(games)
    .where(and(eq(games.vendorCode, 'JL'), eq(games.enabled, true)))
    .limit(1)) as [typeof games.$inferSelect];
});
afterAll(async () => app.close());

/** A bet and its win through the signed wallet API; returns the win call's body. */
async function betAndWin(member: TestMember, win: string, vendorCode = 'JL') {
  const roundId = uniqueId('round');
  const bet = {
    requestId: uniqueId('r'),
    playerId: member.accountNo,
    currency: 'VND',
    transactionId: uniqueId('bet'),
    roundId,
    gameCode: game.gameCode,
    amount: '10.00',
  };
  expect((await vendorCall(app, 'bet', bet, { vendorCode })).status).toBe('OK');
  const body = {
    ...bet,
    requestId: uniqueId('r'),
    transactionId: uniqueId('win'),
    betTransactionId: bet.transactionId,
    amount: win,
    roundClosed: true,
  };
  expect((await vendorCall(app, 'win', body, { vendorCode })).status).toBe('OK');
  return body;
}

async function board() {
  const res = await app.inject({ method: 'GET', url: '/wps/game/winners?limitNum=50' });
  expect(res.statusCode).toBe(200);
  return res.json().value.list as { customerName: string; winAmount: string; nodeId: string }[];
}

async function winsOf(memberId: number) {
  return app.db.select().from(gameWins).where(eq(gameWins.memberId, memberId));
}

describe('winner board from the wallet’s win path', () => {
  it('shows a paid win on the board, once, however often the win call is replayed', async () => {
    const member = await buildMember(app);
    await fund(app, member, '100.00');
    const win = await betAndWin(member, '1234.50');
    const [account] = await app.db
      .select({ account: members.account })
      .from(members)
      .where(eq(members.id, member.id));
    const top = (await board())[0]!;
    expect(top).toMatchObject({
      customerName: maskCustomerName(account!.account),
      winAmount: '1234.50',
      nodeId: game.nodeId,
    });

    const replay = await vendorCall(app, 'win', { ...win, requestId: uniqueId('r') });
    expect(replay.status).toBe('OK');
    const rows = await winsOf(member.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ reference: `JL:${win.transactionId}`, amountMinor: 123_450n });
  });

  it('records no zero win and no refused win', async () => {
    const member = await buildMember(app);
    await fund(app, member, '100.00');
    await betAndWin(member, '0.00');
    // A win for a bet that was never placed is refused, and nothing is recorded.
    const refused = await vendorCall(app, 'win', {
      requestId: uniqueId('r'),
      playerId: member.accountNo,
      currency: 'VND',
      transactionId: uniqueId('win'),
      roundId: uniqueId('round'),
      gameCode: game.gameCode,
      amount: '50.00',
      betTransactionId: 'never-placed',
      roundClosed: true,
    });
    expect(refused.status).toBe('BET_NOT_FOUND');
    expect(await winsOf(member.id)).toHaveLength(0);
  });

  it('keeps trial (play money) wins off the board', async () => {
    const trial = await buildMember(app, { type: 4 });
    await betAndWin(trial, '777.00');
    expect(await winsOf(trial.id)).toHaveLength(1);
    expect((await board()).some((w) => w.winAmount === '777.00')).toBe(false);
  });
});
