import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildTestApp, OPERATOR_AUTH } from '../testing/test-app.ts';
import { HELP, main } from './ops.ts';

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
