import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { and, eq } from 'drizzle-orm';
import { games, ledgerTransfers, vendorTransactions } from '../../db/schema.ts';
import { buildTestApp } from '../../testing/test-app.ts';
import { bearer } from '../../testing/auth-helpers.ts';
import { checkLedger } from '../ledger/ledger.service.ts';
import {
  allBalances,
  buildMember,
  fund,
  transferCount,
  walletBalance,
  type TestMember,
} from '../../testing/factories.ts';
import {
  httpTransport,
  injectTransport,
  ownBaseUrl,
  type WalletHttpRequest,
} from './wallet-client.ts';

/** Tickets of PAYTABLE outcomes: ×0, ×2, ×50. */
const TICKET = { lose: 0, double: 8012, top: 9999 } as const;

let app: FastifyInstance;
let nextTicket: number = TICKET.lose;
/** Every wallet call the runner made, as sent. */
const sent: WalletHttpRequest[] = [];

beforeAll(async () => {
  app = await buildTestApp();
  const inject = injectTransport(app);
  app.sandboxVendor.transport = async (request) => {
    sent.push(request);
    return inject(request);
  };
  app.sandboxVendor.draw = () => nextTicket;
});
afterAll(async () => {
  expect((await checkLedger(app.db)).ok).toBe(true);
  await app.close();
});

async function jlSlot() {
  const [game] = await app.db
    .select()
    .from(games)
    .where(and(eq(games.vendorCode, 'JL'), eq(games.enabled, true)))
    .limit(1);
  return game!;
}

/** Launches a JL slot as the site does and returns the runner URL. */
async function launchUrl(member: TestMember, language = 'TY'): Promise<URL> {
  const game = await jlSlot();
  const res = await app.inject({
    method: 'GET',
    url: '/wps/game/launchGame',
    query: {
      category: game.gameType,
      vendor: game.vendorCode,
      gameId: game.gameId,
      gameCode: game.gameCode,
      language,
    },
    headers: bearer(member.token),
  });
  expect(res.statusCode, res.body).toBe(200);
  return new URL(res.json().value.url as string, 'http://site.test');
}

async function openSession(member: TestMember) {
  const url = await launchUrl(member);
  const res = await app.inject({
    method: 'POST',
    url: url.pathname.replace(/\/play$/, '/session'),
    payload: { token: url.searchParams.get('token'), game: url.searchParams.get('game') },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().value as { session: string; balance: string; playerId: string };
}

function round(session: string, stake: string, vendor = 'JL') {
  return app.inject({
    method: 'POST',
    url: `/sandbox/vendor/${vendor}/round`,
    payload: { session, stake },
  });
}

async function funded(amount = '200000.00') {
  const member = await buildMember(app);
  await fund(app, member, amount);
  return member;
}

describe('sandbox runner page', () => {
  it('serves a phone page with its script and style from this origin, in the asked language', async () => {
    const url = await launchUrl(await funded(), 'EN');
    const res = await app.inject({ method: 'GET', url: `${url.pathname}${url.search}` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.headers['content-security-policy']).toContain("script-src 'self'");
    expect(res.headers['referrer-policy']).toBe('no-referrer');
    expect(res.body).toContain('<html lang="en">');
    expect(res.body).toContain('<script src="/sandbox/assets/runner.js" defer></script>');
    expect(res.body).not.toMatch(/<script>(?!<)|<style>|style="/);
    expect(res.body).toContain('href="/m/home"');
    expect(res.body).toContain('Back to the site');

    const vi = await app.inject({
      method: 'GET',
      url: `/sandbox/vendor/JL/play?game=GOLDEN_DRAGON&lobbyUrl=${encodeURIComponent('https://evil.example/')}`,
    });
    expect(vi.body).toContain('<html lang="vi">');
    expect(vi.body).toContain('Về trang chủ');
    expect(vi.body).toContain('Golden Dragon');
    // Only paths of the site are linked back to.
    expect(vi.body).not.toContain('evil.example');

    const js = await app.inject({ method: 'GET', url: '/sandbox/assets/runner.js' });
    expect(js.statusCode).toBe(200);
    expect(js.headers['content-type']).toContain('javascript');
    const css = await app.inject({ method: 'GET', url: '/sandbox/assets/runner.css' });
    expect(css.headers['content-type']).toContain('text/css');
  });

  it('refuses a bad game code', async () => {
    const res = await app.inject({ method: 'GET', url: '/sandbox/vendor/JL/play?game=<x>' });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('request.invalid');
  });
});

describe('sandbox runner rounds', () => {
  it('trades the launch token once for a session with the member’s balance', async () => {
    const member = await funded('1234.50');
    const url = await launchUrl(member);
    const payload = { token: url.searchParams.get('token'), game: url.searchParams.get('game') };
    const first = await app.inject({ method: 'POST', url: '/sandbox/vendor/JL/session', payload });
    expect(first.json().value).toMatchObject({ playerId: member.accountNo, balance: '1234.50' });
    const again = await app.inject({ method: 'POST', url: '/sandbox/vendor/JL/session', payload });
    expect(again.statusCode).toBe(401);
    expect(again.json().code).toBe('sandbox.token_invalid');
    // The authenticate call went out signed, as a vendor's would.
    const auth = sent.find((r) => r.path === '/wps/vendor/JL/wallet/authenticate')!;
    expect(auth.headers['x-signature']).toMatch(/^[0-9a-f]{64}$/);
  });

  it('moves the balance by exactly the stake and the win, in the ledger', async () => {
    const member = await funded('200000.00');
    const { session } = await openSession(member);
    const transfers = await transferCount(app.db);

    nextTicket = TICKET.double;
    const won = await round(session, '10000.00');
    expect(won.statusCode, won.body).toBe(200);
    expect(won.json().value).toMatchObject({
      stake: '10000.00',
      multiplier: '2',
      win: '20000.00',
      balance: '210000.00',
    });
    expect(await walletBalance(app.db, member)).toBe('210000.00');

    nextTicket = TICKET.lose;
    const lost = await round(session, '5000.00');
    expect(lost.json().value).toMatchObject({ win: '0.00', balance: '205000.00' });
    expect(await walletBalance(app.db, member)).toBe('205000.00');

    // Bet and win of the first round, bet of the second (a zero win moves nothing).
    expect(await transferCount(app.db)).toBe(transfers + 3);
    const rows = await app.db
      .select()
      .from(vendorTransactions)
      .where(eq(vendorTransactions.memberId, member.id));
    expect(rows.map((r) => [r.action, r.amountMinor]).sort()).toEqual(
      [
        ['bet', 1_000_000n],
        ['bet', 500_000n],
        ['win', 0n],
        ['win', 2_000_000n],
      ].sort(),
    );
    const kinds = await app.db
      .select({ kind: ledgerTransfers.kind, amount: ledgerTransfers.amountMinor })
      .from(ledgerTransfers)
      .where(eq(ledgerTransfers.memberId, member.id));
    expect(kinds.filter((k) => k.kind === 'bet')).toHaveLength(2);
    expect(kinds.filter((k) => k.kind === 'win')).toHaveLength(1);
  });

  it('pays nothing twice when a wallet call is replayed', async () => {
    const member = await funded('100000.00');
    const { session } = await openSession(member);
    nextTicket = TICKET.top;
    sent.length = 0;
    const res = await round(session, '1000.00');
    expect(res.json().value).toMatchObject({ win: '50000.00', balance: '149000.00' });
    const before = await allBalances(app.db);
    const transfers = await transferCount(app.db);
    for (const request of sent) {
      // The very bytes and signature the runner sent, again.
      const again = await app.inject({
        method: 'POST',
        url: request.path,
        headers: request.headers,
        payload: request.body,
      });
      expect(again.json()).toMatchObject({ status: 'OK' });
    }
    expect(sent.map((r) => r.path)).toEqual([
      '/wps/vendor/JL/wallet/bet',
      '/wps/vendor/JL/wallet/win',
    ]);
    expect(await allBalances(app.db)).toEqual(before);
    expect(await transferCount(app.db)).toBe(transfers);
    expect(await walletBalance(app.db, member)).toBe('149000.00');
  });

  it('refuses a stake the balance cannot cover, moving nothing', async () => {
    const member = await funded('3000.00');
    const { session } = await openSession(member);
    const before = await allBalances(app.db);
    const res = await round(session, '5000.00');
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      code: 'wallet.insufficient_funds',
      value: { balance: '3000.00' },
    });
    expect(await allBalances(app.db)).toEqual(before);
  });

  it('refuses a stake off the list, a forged session and another vendor’s session', async () => {
    const member = await funded();
    const { session } = await openSession(member);
    const odd = await round(session, '1234.00');
    expect(odd.statusCode).toBe(400);
    const [payload, mac] = session.split('.');
    const forgedPayload = Buffer.from(
      JSON.stringify({ ...JSON.parse(Buffer.from(payload!, 'base64url').toString()), p: '1' }),
    ).toString('base64url');
    const forged = await round(`${forgedPayload}.${mac}`, '1000.00');
    expect(forged.statusCode).toBe(401);
    expect(forged.json().code).toBe('sandbox.session_invalid');
    const elsewhere = await round(session, '1000.00', 'BGS');
    expect(elsewhere.json().code).toBe('sandbox.session_invalid');
    const balance = await app.inject({
      method: 'POST',
      url: '/sandbox/vendor/JL/balance',
      payload: { session },
    });
    expect(balance.json().value).toEqual({ balance: '200000.00', currency: 'VND' });
  });

  it('plays over real HTTP to the listening server, as in production', async () => {
    await app.listen({ host: '127.0.0.1', port: 0 });
    const saved = app.sandboxVendor.transport;
    app.sandboxVendor.transport = httpTransport(() => ownBaseUrl(app));
    try {
      const member = await funded('50000.00');
      const { session } = await openSession(member);
      nextTicket = TICKET.double;
      const res = await round(session, '1000.00');
      expect(res.json().value).toMatchObject({ win: '2000.00', balance: '51000.00' });
      expect(await walletBalance(app.db, member)).toBe('51000.00');
    } finally {
      app.sandboxVendor.transport = saved;
    }
  });
});
