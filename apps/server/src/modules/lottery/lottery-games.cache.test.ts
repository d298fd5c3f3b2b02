import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { LotteryScheduleSchema } from '@app/contracts';
import { buildTestApp } from '../../testing/test-app.ts';
import { lotteryGames } from '../../db/schema.ts';

// The lobby's game rows kept in the read cache (lottery-games.service.ts): a change in SQL by hand
// waits for READ_CACHE_MS, the back office's change is seen at once.
let app: FastifyInstance;
const headers = { authorization: 'Bearer test-operator-token-0123456789' };

beforeAll(async () => {
  app = await buildTestApp({ readCacheMs: 3_600_000 });
});
afterAll(async () => app.close());

async function scheduledIds(): Promise<Set<string>> {
  const res = await app.inject({
    method: 'GET',
    url: '/wps/lottery/schedule?prizeMode=ZY&language=TY',
  });
  expect(res.statusCode, res.body).toBe(200);
  const schedule = LotteryScheduleSchema.parse(res.json().value);
  return new Set(schedule.days.flatMap((d) => d.games.map((g) => g.gameId)));
}

describe('lottery games kept for the lobby', () => {
  it('keeps the rows past a change in SQL, and drops them when the back office changes a game', async () => {
    const before = await scheduledIds();
    const gameId = [...before][0]!;
    await app.db
      .update(lotteryGames)
      .set({ enabled: false })
      .where(eq(lotteryGames.gameId, gameId));
    // Kept: the lobby still lists it.
    expect((await scheduledIds()).has(gameId)).toBe(true);

    const patch = (enabled: boolean) =>
      app.inject({
        method: 'PATCH',
        url: `/wps/admin/lottery/games/${gameId}`,
        headers,
        payload: { enabled },
      });
    // The back office sees the row as it is and closes its sales again: the kept rows go.
    expect((await patch(false)).statusCode).toBe(200);
    expect((await scheduledIds()).has(gameId)).toBe(false);
    expect((await patch(true)).statusCode).toBe(200);
    expect(await scheduledIds()).toEqual(before);
  });
});
