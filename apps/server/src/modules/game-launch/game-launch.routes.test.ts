import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { and, eq } from 'drizzle-orm';
import { games, recentGames, vendorWalletAccounts, vendors } from '../../db/schema.ts';
import { buildTestApp, OPERATOR_AUTH } from '../../testing/test-app.ts';
import { bearer } from '../../testing/auth-helpers.ts';
import { buildMember, uniqueId, vendorCall, type TestMember } from '../../testing/factories.ts';
import { LAUNCH_TOKEN_TTL_MS } from '../vendor-wallet/vendor-wallet.service.ts';

let app: FastifyInstance;
let member: TestMember;

beforeAll(async () => {
  app = await buildTestApp();
  member = await buildMember(app);
});
afterAll(async () => app.close());
afterEach(() => {
  vi.useRealTimers();
});

type GameRow = typeof games.$inferSelect;

/** A demo game of a vendor, optionally one that launches by room or offers free play. */
async function gameOf(vendorCode: string, where: Partial<Pick<GameRow, 'supportPlay'>> = {}) {
  const rows = await app.db.select().from(games).where(eq(games.vendorCode, vendorCode));
  const row = rows.find(
    (g) => where.supportPlay === undefined || g.supportPlay === where.supportPlay,
  );
  if (!row) throw new Error(`no demo game of ${vendorCode}`);
  return row;
}

function launch(token: string | null, query: Record<string, string>) {
  return app.inject({
    method: 'GET',
    url: '/wps/game/launchGame',
    query,
    headers: token ? bearer(token) : {},
  });
}

function queryOf(game: GameRow, extra: Record<string, string> = {}) {
  return {
    category: game.gameType,
    vendor: game.vendorCode,
    gameId: game.gameId,
    nodeId: game.nodeId,
    gameCode: game.gameCode,
    ...extra,
  };
}

/** The launch token in a launch URL. */
function tokenIn(url: string): string {
  // The sandbox runner reads ?token=; the site's in-house game page reads ?launch=.
  const params = new URL(url, 'http://site.test').searchParams;
  const token = params.get('token') ?? params.get('launch');
  if (!token) throw new Error(`no token in ${url}`);
  return token;
}

async function authenticate(vendorCode: string, token: string) {
  return vendorCall(app, 'authenticate', { requestId: uniqueId('auth'), token }, { vendorCode });
}

describe('GET /wps/game/launchGame', () => {
  it('refuses a visitor and an unknown session', async () => {
    const game = await gameOf('JL');
    const visitor = await launch(null, queryOf(game));
    expect(visitor.statusCode).toBe(401);
    expect(visitor.json().code).toBe('auth.required');
    const stale = await launch('not-a-session-token', queryOf(game));
    expect(stale.statusCode).toBe(401);
  });

  it('refuses bad input with request.invalid', async () => {
    const game = await gameOf('JL');
    const noGame = await launch(member.token, { category: 'RNG', vendor: 'JL' });
    expect(noGame.statusCode).toBe(400);
    expect(noGame.json().code).toBe('request.invalid');
    const badVendor = await launch(member.token, queryOf(game, { vendor: 'JL;drop' }));
    expect(badVendor.statusCode).toBe(400);
    const badCategory = await launch(member.token, queryOf(game, { category: 'NOPE' }));
    expect(badCategory.statusCode).toBe(400);
  });

  it('answers a sandbox URL with a one-time token that authenticates the member once', async () => {
    const game = await gameOf('JL');
    const res = await launch(member.token, queryOf(game, { language: 'EN' }));
    expect(res.statusCode).toBe(200);
    const { url, expiresAt } = res.json().value as { url: string; expiresAt: string };
    const parsed = new URL(url, 'http://site.test');
    expect(parsed.pathname).toBe('/sandbox/vendor/JL/play');
    expect(parsed.searchParams.get('game')).toBe(game.gameCode);
    expect(parsed.searchParams.get('language')).toBe('en');
    expect(parsed.searchParams.get('lobbyUrl')).toBe('/m/home');
    const ttl = Date.parse(expiresAt) - Date.now();
    expect(ttl).toBeGreaterThan(LAUNCH_TOKEN_TTL_MS - 60_000);
    expect(ttl).toBeLessThanOrEqual(LAUNCH_TOKEN_TTL_MS);

    const token = tokenIn(url);
    const first = await authenticate('JL', token);
    expect(first).toMatchObject({ status: 'OK', playerId: member.accountNo, currency: 'VND' });
    // One use only: a second authenticate with the same token is refused.
    expect((await authenticate('JL', token)).status).toBe('INVALID_TOKEN');
  });

  it('issues a token that expires: unused for longer than its lifetime, it is refused', async () => {
    const game = await gameOf('JL');
    // Launch "six minutes ago"; the vendor calls now.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() - LAUNCH_TOKEN_TTL_MS - 60_000);
    const res = await launch(member.token, queryOf(game));
    vi.useRealTimers();
    expect(res.statusCode).toBe(200);
    expect(Date.parse(res.json().value.expiresAt)).toBeLessThan(Date.now());
    expect((await authenticate('JL', tokenIn(res.json().value.url))).status).toBe('INVALID_TOKEN');
  });

  it('records the game as the member’s most recent', async () => {
    const first = await gameOf('BGS');
    const second = await gameOf('RBG');
    const other = await buildMember(app);
    expect((await launch(other.token, queryOf(first))).statusCode).toBe(200);
    expect((await launch(other.token, queryOf(second))).statusCode).toBe(200);
    const rows = await app.db.select().from(recentGames).where(eq(recentGames.memberId, other.id));
    expect(rows.map((r) => r.gameId).sort()).toEqual([first.id, second.id].sort());
    const recent = await app.inject({
      method: 'GET',
      url: '/wps/game/recent',
      headers: bearer(other.token),
    });
    expect(recent.json().value.list.map((g: { nodeId: string }) => g.nodeId)).toEqual([
      second.nodeId,
      first.nodeId,
    ]);
  });

  it('launches a live table by room id', async () => {
    const table = (await app.db.select().from(games).where(eq(games.vendorCode, 'DGL'))).find(
      (g) => g.roomId,
    )!;
    const res = await launch(member.token, {
      category: 'LIVE',
      vendor: 'DGL',
      roomId: table.roomId!,
    });
    expect(res.statusCode).toBe(200);
    expect(new URL(res.json().value.url, 'http://x').searchParams.get('game')).toBe(table.gameCode);
  });

  it('answers the in-house game page for INHOUSE games', async () => {
    const game = await gameOf('INHOUSE');
    const res = await launch(member.token, queryOf(game));
    expect(res.statusCode).toBe(200);
    const url = new URL(res.json().value.url, 'http://site.test');
    expect(url.pathname).toBe(`/m/originals/${game.gameCode}`);
    expect((await authenticate('INHOUSE', tokenIn(res.json().value.url))).status).toBe('OK');
  });

  it('refuses an unknown game, another vendor’s game, the wrong category and a wrong game code, issuing nothing', async () => {
    const game = await gameOf('JL');
    const cases = [
      queryOf(game, { gameId: '999999', nodeId: 'JL-999999' }),
      queryOf(game, { vendor: 'BGS' }),
      queryOf(game, { category: 'LIVE' }),
      queryOf(game, { gameCode: 'other-code' }),
    ];
    for (const query of cases) {
      const res = await launch(member.token, query);
      expect(res.statusCode).toBe(404);
      expect(res.json().code).toBe('game.not_found');
    }
  });

  it('refuses a switched-off game, a switched-off vendor and a switched-off wallet account', async () => {
    const game = await gameOf('RBG');
    await app.db.update(games).set({ enabled: false }).where(eq(games.id, game.id));
    const off = await launch(member.token, queryOf(game));
    expect(off.statusCode).toBe(409);
    expect(off.json().code).toBe('game.disabled');
    await app.db.update(games).set({ enabled: true }).where(eq(games.id, game.id));

    await app.db.update(vendors).set({ enabled: false }).where(eq(vendors.code, 'RBG'));
    const vendorOff = await launch(member.token, queryOf(game));
    expect(vendorOff.json().code).toBe('game.vendor_disabled');
    await app.db.update(vendors).set({ enabled: true }).where(eq(vendors.code, 'RBG'));

    await app.db
      .update(vendorWalletAccounts)
      .set({ enabled: false })
      .where(eq(vendorWalletAccounts.accountTypeName, 'RBG'));
    const walletOff = await launch(member.token, queryOf(game));
    expect(walletOff.json().code).toBe('game.vendor_disabled');
    await app.db
      .update(vendorWalletAccounts)
      .set({ enabled: true })
      .where(eq(vendorWalletAccounts.accountTypeName, 'RBG'));
    expect((await launch(member.token, queryOf(game))).statusCode).toBe(200);
  });

  it('refuses the in-house lottery, which the site opens on its own pages', async () => {
    const [game] = await app.db
      .select()
      .from(games)
      .where(and(eq(games.vendorCode, 'LOTT'), eq(games.enabled, true)))
      .limit(1);
    const res = await launch(member.token, queryOf(game!, { category: 'LOTT' }));
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('game.launch_unavailable');
  });

  it('lets a trial account launch free-play games only', async () => {
    const trial = await buildMember(app, { type: 4 });
    const free = await gameOf('JL', { supportPlay: true });
    const ok = await launch(trial.token, queryOf(free));
    expect(ok.statusCode).toBe(200);
    const auth = await authenticate('JL', tokenIn(ok.json().value.url));
    expect(auth).toMatchObject({ status: 'OK', playerId: trial.accountNo });

    const live = await gameOf('DGL', { supportPlay: false });
    const refused = await launch(trial.token, queryOf(live));
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('game.trial_unavailable');
  });

  it('is refused while the GAMELO3 module is switched off', async () => {
    const game = await gameOf('JL');
    const switchTo = async (on: boolean) => {
      const res = await app.inject({
        method: 'PATCH',
        url: '/wps/admin/system/whitelabel',
        headers: OPERATOR_AUTH,
        payload: { GAMELO3: on },
      });
      expect(res.statusCode, res.body).toBe(200);
    };
    await switchTo(false);
    const off = await launch(member.token, queryOf(game));
    expect(off.statusCode).toBe(403);
    expect(off.json()).toMatchObject({ code: 'module.disabled', value: { module: 'GAMELO3' } });
    await switchTo(true);
    expect((await launch(member.token, queryOf(game))).statusCode).toBe(200);
  });
});
