import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { count, eq } from 'drizzle-orm';
import { WinnersSchema } from '@app/contracts';
import { buildTestApp } from '../../testing/test-app.ts';
import { gameWins, games, members } from '../../db/schema.ts';
import { maskCustomerName, recordWin } from './winners.service.ts';
import { WINNERS_KEPT_MS } from './game.routes.ts';

let app: FastifyInstance;
let demoId: number;
let agentId: number;
let trialId: number;
beforeAll(async () => {
  app = await buildTestApp();
  const rows = await app.db.select({ id: members.id, account: members.account }).from(members);
  const idOf = (account: string) => rows.find((r) => r.account === account)!.id;
  demoId = idOf('demo');
  agentId = idOf('agent01');
  trialId = idOf('trial_demo');
});
afterAll(async () => {
  await app.close();
});

async function game(nodeId: string) {
  const [row] = await app.db
    .select({ vendorCode: games.vendorCode, gameCode: games.gameCode, names: games.names })
    .from(games)
    .where(eq(games.nodeId, nodeId));
  return row!;
}

async function winners(query = '') {
  const res = await app.inject({ method: 'GET', url: `/wps/game/winners${query}` });
  expect(res.statusCode, res.body).toBe(200);
  return WinnersSchema.parse(res.json().value).list;
}

const t0 = Date.parse('2026-11-03T12:00:00Z');

describe('winner board (spec §2, §3 Winner item)', () => {
  it('masks account names', () => {
    expect(maskCustomerName('demo')).toBe('de***o');
    expect(maskCustomerName('agent01')).toBe('ag***1');
    expect(maskCustomerName('abc')).toBe('a***');
    expect(maskCustomerName('a')).toBe('a***');
    expect(maskCustomerName('Nguyễn')).toBe('Ng***n');
  });

  it('records settled wins once per reference, and nothing for zero or unknown games', async () => {
    const slot = await game('BGS-1001');
    const fish = await game('JL-5001');
    const win = (reference: string, memberId: number, g: typeof slot, minor: bigint, at: number) =>
      recordWin(app.db, {
        reference,
        memberId,
        vendorCode: g.vendorCode,
        gameCode: g.gameCode,
        amountMinor: minor,
        wonAt: new Date(t0 + at),
      });
    expect(await win('w1', demoId, slot, 123450n, 0)).toBe(true);
    expect(await win('w1', demoId, slot, 123450n, 0)).toBe(false);
    expect(await win('w2', agentId, fish, 5000n, 1000)).toBe(true);
    expect(await win('w3', trialId, slot, 999999n, 2000)).toBe(true);
    expect(await win('w4', demoId, fish, 0n, 3000)).toBe(false);
    expect(
      await recordWin(app.db, {
        reference: 'w5',
        memberId: demoId,
        vendorCode: 'BGS',
        gameCode: 'NO_SUCH_GAME',
        amountMinor: 100n,
      }),
    ).toBe(false);
    const [rows] = await app.db.select({ n: count() }).from(gameWins);
    expect(Number(rows!.n)).toBe(3);
  });

  it('lists real members’ wins newest first with masked names and decimal amounts', async () => {
    const slot = await game('BGS-1001');
    const list = await winners('?gameCategory=ALL&language=TY&limitNum=20');
    // The trial account's win (play money) is not on the board.
    expect(list).toEqual([
      {
        customerName: 'ag***1',
        gameName: (await game('JL-5001')).names.vi,
        winAmount: '50.00',
        gameId: '5001',
        nodeId: 'JL-5001',
        vendor: 'JL',
      },
      {
        customerName: 'de***o',
        gameName: slot.names.vi,
        winAmount: '1234.50',
        gameId: '1001',
        nodeId: 'BGS-1001',
        vendor: 'BGS',
      },
    ]);
    expect((await winners('?language=EN'))[1]!.gameName).toBe(slot.names.en);
  });

  it('limits the list and filters by category', async () => {
    const slot = await game('BGS-1002');
    for (let i = 0; i < 30; i++) {
      await recordWin(app.db, {
        reference: `many-${i}`,
        memberId: demoId,
        vendorCode: slot.vendorCode,
        gameCode: slot.gameCode,
        amountMinor: BigInt(100 + i),
        wonAt: new Date(t0 + 10_000 + i * 1000),
      });
    }
    const board = await winners();
    expect(board).toHaveLength(20);
    expect(board[0]!.winAmount).toBe('1.29');
    expect(await winners('?limitNum=3')).toHaveLength(3);
    expect((await winners('?gameCategory=FISH')).map((w) => w.nodeId)).toEqual(['JL-5001']);
    expect(await winners('?gameCategory=LIVE')).toEqual([]);
  });

  it('refuses bad input with 400', async () => {
    for (const query of ['limitNum=0', 'limitNum=1000', 'gameCategory=HOT', 'language=XX']) {
      const res = await app.inject({ method: 'GET', url: `/wps/game/winners?${query}` });
      expect(res.statusCode, query).toBe(400);
    }
  });
});

describe('winner board kept in the read cache', () => {
  let kept: FastifyInstance;
  beforeAll(async () => {
    kept = await buildTestApp({ readCacheMs: 3_600_000 });
  });
  afterAll(async () => {
    vi.useRealTimers();
    await kept.close();
  });

  const board = async () => {
    const res = await kept.inject({ method: 'GET', url: '/wps/game/winners?limitNum=5' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=10');
    return WinnersSchema.parse(res.json().value).list.map((w) => w.winAmount);
  };
  const win = async (reference: string, minor: bigint) => {
    const [member] = await kept.db
      .select({ id: members.id })
      .from(members)
      .where(eq(members.account, 'demo'));
    const [slot] = await kept.db
      .select({ vendorCode: games.vendorCode, gameCode: games.gameCode })
      .from(games)
      .where(eq(games.nodeId, 'BGS-1001'));
    expect(
      await recordWin(kept.db, { reference, memberId: member!.id, ...slot!, amountMinor: minor }),
    ).toBe(true);
  };

  it('answers from memory until WINNERS_KEPT_MS has passed, then shows the new win', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.parse('2026-11-03T12:00:00Z'));
    await win('kept-1', 1_000n);
    expect(await board()).toEqual(['10.00']);
    await win('kept-2', 2_000n);
    // Kept: the second win is not read yet.
    expect(await board()).toEqual(['10.00']);
    vi.setSystemTime(Date.now() + WINNERS_KEPT_MS - 1);
    expect(await board()).toEqual(['10.00']);
    vi.setSystemTime(Date.now() + 2);
    expect(await board()).toEqual(['20.00', '10.00']);
  });

  it('drops the kept board with the catalogue, as an operator’s change to games or vendors does', async () => {
    const before = await board();
    await win('kept-3', 3_000n);
    expect(await board()).toEqual(before);
    await kept.readCache.invalidate('catalogue');
    expect((await board())[0]).toBe('30.00');
  });
});
