import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildTestApp } from '../../testing/test-app.ts';
import { bearer, loginAs } from '../../testing/auth-helpers.ts';

// A member sees their signed-in devices and ends them (OWASP ASVS 5.0 7.4.5).

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(async () => {
  await app.close();
});

const list = (token: string) =>
  app.inject({ method: 'GET', url: '/wps/member/sessions', headers: bearer(token) });
const info = (token: string) =>
  app.inject({ method: 'GET', url: '/wps/member/info', headers: bearer(token) });

describe("a member's sessions", () => {
  it('lists every live device, this one marked, and ends one of them', async () => {
    const phone = await loginAs(app, 'demo');
    const laptop = await loginAs(app, 'demo');
    const other = await loginAs(app, 'agent01');
    const res = await list(phone);
    expect(res.statusCode).toBe(200);
    const sessions = res.json().value as { id: number; current: boolean; ip: string | null }[];
    expect(sessions.length).toBeGreaterThanOrEqual(2);
    expect(sessions.filter((s) => s.current)).toHaveLength(1);
    // agent01's session is not among them
    const agentSessions = (await list(other)).json().value as { id: number }[];
    const mine = new Set(sessions.map((s) => s.id));
    expect(agentSessions.some((s) => mine.has(s.id))).toBe(false);

    const laptopId = ((await list(laptop)).json().value as { id: number; current: boolean }[]).find(
      (s) => s.current,
    )!.id;
    const end = await app.inject({
      method: 'DELETE',
      url: `/wps/member/sessions/${laptopId}`,
      headers: bearer(phone),
    });
    expect(end.statusCode).toBe(200);
    expect((await info(laptop)).statusCode).toBe(401);
    expect((await info(phone)).statusCode).toBe(200);
    // Already ended, or another member's: not found, and nothing ends.
    for (const id of [laptopId, agentSessions[0]!.id]) {
      const again = await app.inject({
        method: 'DELETE',
        url: `/wps/member/sessions/${id}`,
        headers: bearer(phone),
      });
      expect(again.statusCode).toBe(404);
      expect(again.json().code).toBe('resource.not_found');
    }
    expect((await info(other)).statusCode).toBe(200);
  });

  it('ends every other device and keeps this one', async () => {
    const keep = await loginAs(app, 'demo');
    const a = await loginAs(app, 'demo');
    const b = await loginAs(app, 'demo');
    const res = await app.inject({
      method: 'DELETE',
      url: '/wps/member/sessions',
      headers: bearer(keep),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().value.ended).toBeGreaterThanOrEqual(2);
    expect((await info(a)).statusCode).toBe(401);
    expect((await info(b)).statusCode).toBe(401);
    expect((await info(keep)).statusCode).toBe(200);
    const left = (await list(keep)).json().value as { current: boolean }[];
    expect(left).toEqual([expect.objectContaining({ current: true })]);
  });

  it('needs a session, and refuses an id that is not one', async () => {
    expect((await app.inject({ method: 'GET', url: '/wps/member/sessions' })).statusCode).toBe(401);
    const token = await loginAs(app, 'demo');
    for (const id of ['abc', '0', '-1', '1.5', '99999999999999999999']) {
      const res = await app.inject({
        method: 'DELETE',
        url: `/wps/member/sessions/${id}`,
        headers: bearer(token),
      });
      expect(res.statusCode, id).toBe(400);
    }
  });
});
