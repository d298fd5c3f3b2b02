import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildTestApp, OPERATOR_AUTH } from '../testing/test-app.ts';
import { HELP, main } from './ops.ts';
import { bearer } from '../testing/auth-helpers.ts';
import { hashPassword } from '../lib/password.ts';
import { buildMember, fund, walletBalance } from '../testing/factories.ts';
import { insertPaymentPassword } from '../modules/withdraw/withdraw.repository.ts';

let app: FastifyInstance;
let env: Record<string, string>;
beforeAll(async () => {
  app = await buildTestApp();
  await app.listen({ host: '127.0.0.1', port: 0 });
  const { port } = app.server.address() as net.AddressInfo;
  env = { OPS_URL: `http://127.0.0.1:${port}`, OPERATOR_TOKEN: 'test-operator-token-0123456789' };
});
afterAll(async () => {
  await app.close();
});

/** Runs the CLI against the listening app; returns its exit code and what it printed. */
async function ops(args: string[], overrides: Record<string, string> = {}) {
  const out: string[] = [];
  const err: string[] = [];
  const code = await main(
    args,
    { ...env, ...overrides },
    {
      out: (line) => out.push(line),
      err: (line) => err.push(line),
    },
  );
  return { code, out: out.join('\n'), err: err.join('\n') };
}

async function gate() {
  const res = await app.inject({
    method: 'GET',
    url: '/wps/admin/system/gate',
    headers: OPERATOR_AUTH,
  });
  return res.json().value;
}

async function statusCodeFor(remoteAddress: string, headers: Record<string, string> = {}) {
  const res = await app.inject({
    method: 'GET',
    url: '/wps/system/status',
    remoteAddress,
    headers,
  });
  return res.json().value.status as number;
}

describe('ops CLI against a running server', () => {
  it('shows the gate', async () => {
    const { code, out } = await ops(['gate']);
    expect(code).toBe(0);
    expect(out).toMatch(/Maintenance\s+off/);
    expect(out).toMatch(/Region restriction\s+off/);
    expect(out).toMatch(/Flags off\s+.*FACEBOOKLOGIN3/);
    expect((await ops([])).out).toBe(out);
  });

  it('turns maintenance on with a title and text, and off again', async () => {
    const on = await ops(['maintenance', 'on', '--title', 'Upgrade', '--text=Back at 10:00']);
    expect(on.code).toBe(0);
    expect(on.out).toContain('Maintenance is ON: "Upgrade"');
    expect((await gate()).maintenance).toEqual({
      enabled: true,
      title: 'Upgrade',
      text: 'Back at 10:00',
    });
    expect(await statusCodeFor('198.51.100.1')).toBe(1);
    expect((await ops(['gate'])).out).toMatch(/Maintenance\s+ON/);
    const off = await ops(['maintenance', 'off']);
    expect(off).toMatchObject({ code: 0, out: 'Maintenance is off.' });
    expect(await statusCodeFor('198.51.100.1')).toBe(0);
  });

  it('blocks and unblocks addresses and countries, and turns the restriction on and off', async () => {
    expect((await ops(['region', 'block-ip', '203.0.113.0/24'])).code).toBe(0);
    expect((await ops(['region', 'block-ip', '2001:db8::1'])).code).toBe(0);
    expect((await ops(['region', 'block-country', 'us'])).out).toContain('Blocked US.');
    expect((await ops(['region', 'block-ip', '203.0.113.0/24'])).out).toContain('already blocked');
    expect((await gate()).regionRestriction).toEqual({
      enabled: false,
      blockedRanges: ['203.0.113.0/24', '2001:db8::1'],
      blockedCountries: ['US'],
    });
    expect(await statusCodeFor('203.0.113.5')).toBe(0);
    const on = await ops(['region', 'on']);
    expect(on.out).toContain('Region restriction is ON (2 ranges, 1 countries blocked)');
    expect(await statusCodeFor('203.0.113.5')).toBe(2);
    expect(await statusCodeFor('198.51.100.1', { 'cf-ipcountry': 'US' })).toBe(2);
    expect((await ops(['region', 'unblock-ip', '203.0.113.0/24'])).out).toContain('Unblocked');
    expect((await ops(['region', 'unblock-country', 'US'])).code).toBe(0);
    expect((await ops(['region', 'unblock-country', 'US'])).out).toContain('was not blocked');
    expect(await statusCodeFor('203.0.113.5')).toBe(0);
    expect((await ops(['region', 'off'])).out).toContain('Region restriction is off');
    expect((await gate()).regionRestriction).toEqual({
      enabled: false,
      blockedRanges: ['2001:db8::1'],
      blockedCountries: [],
    });
  });

  it('switches a flag off and on', async () => {
    expect(await ops(['flag', 'CBS3', 'off'])).toMatchObject({ code: 0, out: 'CBS3 is now off.' });
    expect((await ops(['flag', 'CBS3'])).out).toBe('CBS3 is off');
    expect((await ops(['gate'])).out).toMatch(/Flags off\s+.*CBS3/);
    expect((await ops(['flags'])).out).toMatch(/CBS3\s+off/);
    expect((await ops(['flag', 'CBS3', 'on'])).code).toBe(0);
    expect((await ops(['flag', 'CBS3'])).out).toBe('CBS3 is on');
  });

  it('prints help', async () => {
    for (const args of [['help'], ['--help'], ['-h']]) {
      expect(await ops(args)).toMatchObject({ code: 0, out: HELP });
    }
  });

  it('refuses bad usage with exit code 2 before calling the server', async () => {
    for (const args of [
      ['nope'],
      ['maintenance'],
      ['maintenance', 'maybe'],
      ['maintenance', 'on', '--colour', 'red'],
      ['maintenance', 'on', '--title'],
      ['maintenance', 'off', '--title', 'x'],
      ['region'],
      ['region', 'block-ip'],
      ['region', 'block-ip', '300.1.1.1/8'],
      ['region', 'block-ip', '10.0.0.0/33'],
      ['region', 'block-ip', 'example.com'],
      ['region', 'block-country', 'USA'],
      ['region', 'explode', 'x'],
      ['flag', 'NOPE3', 'on'],
      ['flag', 'CBS3', 'sideways'],
      ['gate', 'extra'],
    ]) {
      const result = await ops(args, { OPS_URL: 'http://127.0.0.1:9' });
      expect(result.code, args.join(' ')).toBe(2);
      expect(result.err, args.join(' ')).toContain('npm run ops -- help');
    }
  });

  it('says clearly when the token is wrong', async () => {
    const result = await ops(['gate'], { OPERATOR_TOKEN: 'wrong-token-0123456789' });
    expect(result.code).toBe(1);
    expect(result.err).toContain('refused the operator token (401 operator.unauthorized)');
    expect(result.err).toContain('OPERATOR_TOKEN');
  });

  it('passes on what the server refuses and why', async () => {
    const result = await ops(['maintenance', 'on', '--title', 'x'.repeat(300)]);
    expect(result.code).toBe(1);
    expect(result.err).toMatch(/The server refused: .*title.* \(400 request\.invalid\)/);
  });

  it('says clearly when the server is down or is not the API', async () => {
    const closed = await new Promise<number>((resolve) => {
      const probe = net.createServer().listen(0, '127.0.0.1', () => {
        const { port } = probe.address() as net.AddressInfo;
        probe.close(() => resolve(port));
      });
    });
    const down = await ops(['gate'], { OPS_URL: `http://127.0.0.1:${closed}` });
    expect(down.code).toBe(1);
    expect(down.err).toContain(`Cannot reach the server at http://127.0.0.1:${closed}`);
    expect(down.err).toContain('ECONNREFUSED');
    expect(down.err).toContain('OPS_URL');

    const notApi = await ops(['gate'], { OPS_URL: `${env.OPS_URL}/m` });
    expect(notApi.code).toBe(1);
    expect(notApi.err).toMatch(/not the API|refused/);

    const bad = await ops(['gate'], { OPS_URL: 'not a url' });
    expect(bad).toMatchObject({ code: 2, err: 'OPS_URL is not a URL: not a url' });
  });
});

describe('ops money commands', () => {
  async function pendingDeposit(token: string, amount: string, reference: string) {
    const res = await app.inject({
      method: 'POST',
      url: '/wps/deposit/bank',
      headers: bearer(token),
      payload: { channelCode: 'BANK_VCB', amount, reference },
      remoteAddress: '198.51.100.77',
    });
    expect(res.statusCode).toBe(201);
    return res.json().value as { id: number; orderNo: string };
  }

  it('lists pending deposits, confirms one and rejects one', async () => {
    const member = await buildMember(app);
    const a = await pendingDeposit(member.token, '1500000.5', 'NAP A');
    const b = await pendingDeposit(member.token, '60000', 'NAP B');
    const list = await ops(['deposits']);
    expect(list.code).toBe(0);
    expect(list.out).toMatch(/^Pending deposits: \d+/);
    expect(list.out).toMatch(
      new RegExp(
        `#${a.id}\\s+${a.orderNo}\\s+pending\\s+${member.account}\\s+BANK_VCB\\s+1,500,000\\.50 ref "NAP A"`,
      ),
    );
    const confirm = await ops(['deposit', 'confirm', String(a.id), '--note', 'on statement']);
    expect(confirm).toMatchObject({ code: 0 });
    expect(confirm.out).toMatch(
      new RegExp(
        `Deposit #${a.id} confirmed: 1,500,000\\.50 credited to ${member.account} \\(transfer \\d+\\)\\.`,
      ),
    );
    expect(await walletBalance(app.db, member)).toBe('1500000.50');
    const reject = await ops(['deposit', 'reject', String(b.id), '--reason', 'not received']);
    expect(reject.out).toBe(`Deposit #${b.id} rejected: nothing credited to ${member.account}.`);
    const again = await ops(['deposit', 'confirm', String(a.id)]);
    expect(again.code).toBe(1);
    expect(again.err).toContain('(409 deposit.not_pending)');
    expect((await ops(['deposits'])).out).not.toContain(`#${a.id} `);
    expect((await ops(['deposits', '--all'])).out).toContain(`#${a.id} `);
  });

  it('lists pending withdrawals with the account to pay, approves one and rejects one', async () => {
    const member = await buildMember(app);
    await fund(app, member, '300000.00');
    await insertPaymentPassword(app.db, member.id, await hashPassword('864200'));
    const bind = await app.inject({
      method: 'POST',
      url: '/wps/withdraw/bank-accounts',
      headers: bearer(member.token),
      payload: {
        bankCode: 'BIDV',
        accountName: 'HOANG VAN E',
        accountNo: '31410001234567',
        loginPassword: 'Demo1234',
      },
    });
    const ids: number[] = [];
    for (const amount of ['100000', '50000']) {
      const res = await app.inject({
        method: 'POST',
        url: '/wps/withdraw',
        headers: bearer(member.token),
        payload: { bankAccountId: bind.json().value.id, amount, paymentPassword: '864200' },
        remoteAddress: '198.51.100.78',
      });
      expect(res.statusCode).toBe(201);
      ids.push(res.json().value.id);
    }
    const list = await ops(['withdrawals']);
    expect(list.out).toContain(`#${ids[0]} `);
    expect(list.out).toContain('100,000.00  to BIDV 31410001234567 (HOANG VAN E)');
    const approve = await ops(['withdrawal', 'approve', String(ids[0])]);
    expect(approve.out).toMatch(
      new RegExp(`Withdrawal #${ids[0]} approved: 100,000\\.00 to pay to BIDV 31410001234567`),
    );
    const reject = await ops(['withdrawal', 'reject', String(ids[1]), '--reason=wrong name']);
    expect(reject.out).toMatch(
      new RegExp(`Withdrawal #${ids[1]} rejected: 50,000\\.00 returned to ${member.account}`),
    );
    expect(await walletBalance(app.db, member)).toBe('200000.00');
  });

  it('adjusts a balance with a reason, once per key, never below zero', async () => {
    const member = await buildMember(app);
    const up = await ops([
      'adjust',
      member.account,
      '250.75',
      '--reason',
      'goodwill',
      '--key',
      'ops-test-key-1',
    ]);
    expect(up.code).toBe(0);
    expect(up.out).toMatch(
      new RegExp(
        `Adjusted ${member.account} by 250\\.75: balance 250\\.75 \\(transfer \\d+, key ops-test-key-1\\)\\.`,
      ),
    );
    const retry = await ops([
      'adjust',
      member.account,
      '250.75',
      '--reason',
      'goodwill',
      '--key',
      'ops-test-key-1',
    ]);
    expect(retry.out).toBe(
      `Already done with key ops-test-key-1: nothing moved. ${member.account}'s balance is 250.75.`,
    );
    const down = await ops(['adjust', member.account, '-0.75', '--reason', 'fee']);
    expect(down.out).toContain('balance 250.00');
    const below = await ops(['adjust', member.account, '-250.01', '--reason', 'too much']);
    expect(below.code).toBe(1);
    expect(below.err).toContain('(409 wallet.insufficient_funds)');
    const unknown = await ops(['adjust', 'no-such-member', '1', '--reason', 'x']);
    expect(unknown.err).toContain('(404 operator.account_not_found)');
    expect(await walletBalance(app.db, member)).toBe('250.00');
  });

  it('checks the ledger', async () => {
    const res = await ops(['ledger']);
    expect(res.code).toBe(0);
    expect(res.out).toMatch(/^Ledger OK: \d+ accounts, \d+ transfers, sum of balances 0\.00\.$/);
  });

  it('refuses bad money usage with exit code 2 before calling the server', async () => {
    for (const args of [
      ['deposits', 'extra'],
      ['deposit'],
      ['deposit', 'approve', '1'],
      ['deposit', 'confirm'],
      ['deposit', 'confirm', 'x1'],
      ['deposit', 'confirm', '0'],
      ['deposit', 'reject', '3'],
      ['deposit', 'reject', '3', '--reason', ' '],
      ['deposit', 'confirm', '3', '--reason', 'x'],
      ['withdrawal', 'confirm', '1'],
      ['withdrawal', 'reject', '1'],
      ['adjust'],
      ['adjust', 'demo'],
      ['adjust', 'demo', '1e3', '--reason', 'x'],
      ['adjust', 'demo', '1.001', '--reason', 'x'],
      ['adjust', 'demo', '0', '--reason', 'x'],
      ['adjust', 'demo', '100'],
      ['adjust', 'demo', '100', '--reason', 'x', '--colour', 'red'],
      ['ledger', 'now'],
    ]) {
      const result = await ops(args, { OPS_URL: 'http://127.0.0.1:9' });
      expect(result.code, args.join(' ')).toBe(2);
      expect(result.err, args.join(' ')).toContain('npm run ops -- help');
    }
  });
});

describe('operator accounts', () => {
  it('creates an operator and prints its password and TOTP URI once', async () => {
    const res = await ops(['operator', 'create', 'cli-made', '--role', 'finance']);
    expect(res.code, res.err).toBe(0);
    expect(res.out).toMatch(/Created operator #\d+ cli-made \(finance\)/);
    expect(res.out).toMatch(/Password \(shown once\): \S{12,}/);
    expect(res.out).toMatch(/otpauth:\/\/totp\/.*secret=[A-Z2-7]+/);
    const list = await ops(['operators']);
    expect(list.out).toMatch(/cli-made \(finance\) active, TOTP not enrolled/);
  });

  it('refuses an unknown role before calling the server', async () => {
    const res = await ops(['operator', 'create', 'someone', '--role', 'king']);
    expect(res.code).toBe(2);
    expect(res.err).toMatch(/--role is one of administrator/);
  });
});
