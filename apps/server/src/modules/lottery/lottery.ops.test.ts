import type net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { mkdtemp, writeFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildTestApp } from '../../testing/test-app.ts';
import { main } from '../../cli/ops.ts';

// Monday 3 March 2031, 16:30 in Vietnam: the South's 16:15 draws wait for their results.
const now = new Date('2031-03-03T09:30:00Z');
let app: FastifyInstance;
let env: Record<string, string>;

const SOUTH_SHEET =
  '123456~65432~11111~22222,33333~44444,55555,66666,77777,88888,99999,10101~2020~3030,4040,5050~606~56';

beforeAll(async () => {
  app = await buildTestApp({}, { lottery: { clock: () => now, demoResults: false } });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const { port } = app.server.address() as net.AddressInfo;
  env = { OPS_URL: `http://127.0.0.1:${port}`, OPERATOR_TOKEN: 'test-operator-token-0123456789' };
  // Draws are made ahead: as if the server had run since the morning.
  await app.lottery.tick(new Date('2031-03-03T01:00:00Z'));
  await app.lottery.tick(now);
});
afterAll(async () => app.close());

async function ops(args: string[]) {
  const out: string[] = [];
  const err: string[] = [];
  const code = await main(args, env, { out: (l) => out.push(l), err: (l) => err.push(l) });
  return { code, out: out.join('\n'), err: err.join('\n') };
}

describe('lottery commands of the operator CLI', () => {
  it('runs the scheduler and lists draws waiting for a result', async () => {
    const tick = await ops(['lottery', 'tick']);
    expect(tick.code).toBe(0);
    expect(tick.out).toMatch(/Scheduler pass: \d+ created/);
    const draws = await ops(['lottery', 'draws']);
    expect(draws.code).toBe(0);
    expect(draws.out).toMatch(/Draws waiting for a result: \d+/);
    expect(draws.out).toContain('XSHCM');
    expect(draws.out).toContain('20310303');
    expect(draws.out).not.toContain('XSMB'); // the North draws at 18:15
  });

  it('enters a result, refusing one that does not fit the sheet', async () => {
    const bad = await ops(['lottery', 'result', '301', '20310303', '12345~1']);
    expect(bad.code).toBe(1);
    expect(bad.err).toMatch(/lottery.result_invalid/);
    const good = await ops(['lottery', 'result', '301', '20310303', SOUTH_SHEET]);
    expect(good.code).toBe(0);
    expect(good.out).toMatch(/Result stored for XSHCM 20310303: settled/);
    const usage = await ops(['lottery', 'result', '301']);
    expect(usage.code).toBe(2);
  });

  it('corrects a settled result, with a reason', async () => {
    const right = SOUTH_SHEET.replace('123456', '123478');
    expect((await ops(['lottery', 'correct', '301', '20310303', right])).code).toBe(2);
    const res = await ops(['lottery', 'correct', '301', '20310303', right, '--reason', 'typo']);
    expect(res.code, res.err).toBe(0);
    expect(res.out).toMatch(/Correction #1 of XSHCM 20310303: 0 bets re-settled/);
    const again = await ops(['lottery', 'correct', '301', '20310303', right, '--reason', 'typo']);
    expect(again.out).toMatch(/already has this result: nothing changed/);
  });

  it('imports a file of results line by line', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'lottery-'));
    const file = path.join(dir, 'results.txt');
    await writeFile(
      file,
      `# Monday's South results\n302 20310303 ${SOUTH_SHEET}\n303 20310303 not-a-sheet\n`,
    );
    const res = await ops(['lottery', 'import', file]);
    expect(res.code).toBe(1);
    expect(res.out).toMatch(/line 2: XSDT 20310303: settled/);
    expect(res.err).toMatch(/line 3: .*result_invalid/);
    expect(res.err).toMatch(/1 line\(s\) were not imported/);
  });

  it('shows and changes odds, and cancels a draw', async () => {
    const shown = await ops(['lottery', 'odds']);
    expect(shown.out).toMatch(/DE\s+80\s+80/);
    const set = await ops(['lottery', 'odds', 'south', 'DE', '90']);
    expect(set.out).toBe('DE odds on the south sheet are now 90.');
    expect((await ops(['lottery', 'odds', 'west', 'DE', '90'])).code).toBe(2);
    // The SEA sheets have their own bet types (docs/decisions/2026-11-24-sea-lotteries.md).
    expect(shown.out).toMatch(/4d sheet:\nD4_BIG\s+350\n/);
    expect((await ops(['lottery', 'odds', '4d', 'D4_SMALL', '2800'])).out).toBe(
      'D4_SMALL odds on the 4d sheet are now 2800.',
    );
    const wrongSheet = await ops(['lottery', 'odds', 'thai', 'DE', '90']);
    expect(wrongSheet.code).toBe(2);
    expect(wrongSheet.err).toMatch(/TH_3TOP/);
    const cancel = await ops(['lottery', 'cancel', '101', '20310303', '--reason', 'not held']);
    expect(cancel.code).toBe(0);
    expect(cancel.out).toMatch(/Draw XSMB 20310303 cancelled: 0 bets refunded/);
  });
});

describe('lottery games in the back office', () => {
  const headers = { authorization: 'Bearer test-operator-token-0123456789' };
  type Game = {
    gameId: string;
    gameName: string;
    region: string;
    drawMode: string;
    enabled: boolean;
    awaitingResult: number;
    intervalSeconds: number | null;
  };
  const games = async () =>
    (await app.inject({ method: 'GET', url: '/wps/admin/lottery/games', headers })).json()
      .value as Game[];

  it('lists each game with its drawing and how many draws wait for a result', async () => {
    const list = await games();
    const south = list.filter((g) => g.region === 'south' && g.drawMode === 'traditional');
    expect(south.length).toBeGreaterThan(0);
    expect(south.some((g) => g.awaitingResult > 0)).toBe(true);
    const fast = list.filter((g) => g.drawMode === 'entertainment');
    expect(fast.every((g) => (g.intervalSeconds ?? 0) >= 30)).toBe(true);
  });

  it('names each game as the draws list does, so the draws filter and its rows agree', async () => {
    const list = await games();
    const draws = (
      await app.inject({ url: '/wps/admin/lottery/draws?status=settled&pageSize=200', headers })
    ).json().value.list as { gameId: string; gameName: string }[];
    expect(draws.length).toBeGreaterThan(0);
    for (const d of draws) {
      expect(list.find((g) => g.gameId === d.gameId)?.gameName).toBe(d.gameName);
    }
  });

  it('closes a fast room’s sales and changes its interval, audited; refuses an interval on a traditional game', async () => {
    const room = (await games()).find((g) => g.drawMode === 'entertainment')!;
    const res = await app.inject({
      method: 'PATCH',
      url: `/wps/admin/lottery/games/${room.gameId}`,
      headers,
      payload: { enabled: false, intervalSeconds: 120 },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().value).toMatchObject({ enabled: false, intervalSeconds: 120 });
    const audit = await app.inject({
      method: 'GET',
      url: `/wps/admin/audit?action=lottery.game&targetId=${room.gameId}`,
      headers,
    });
    expect(audit.json().value.list[0].before.enabled).toBe(true);
    const traditional = (await games()).find((g) => g.drawMode === 'traditional')!;
    const bad = await app.inject({
      method: 'PATCH',
      url: `/wps/admin/lottery/games/${traditional.gameId}`,
      headers,
      payload: { intervalSeconds: 60 },
    });
    expect(bad.statusCode).toBe(400);
    const unknown = await app.inject({
      method: 'PATCH',
      url: '/wps/admin/lottery/games/NOPE',
      headers,
      payload: { enabled: true },
    });
    expect(unknown.json().code).toBe('lottery.game_not_found');
    await app.inject({
      method: 'PATCH',
      url: `/wps/admin/lottery/games/${room.gameId}`,
      headers,
      payload: { enabled: true, intervalSeconds: room.intervalSeconds },
    });
  });
});
