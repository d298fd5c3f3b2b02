import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { AgentHomeSchema, TeamOverviewSchema } from '@app/contracts';
import { loginAs, bearer } from '../../testing/auth-helpers.ts';
import { buildTestApp, OPERATOR_AUTH } from '../../testing/test-app.ts';
import { DEMO_SUB_AGENTS, DEMO_TEAM_MEMBERS } from './demo/agents.ts';
import { seedDemoAgentTeamOnce } from './index.ts';

// agent01's demo team is not loaded in tests by default; this file loads it and checks it.

let app: FastifyInstance;
let token: string;
beforeAll(async () => {
  app = await buildTestApp();
  expect(await seedDemoAgentTeamOnce(app.db)).toBe(true);
  token = await loginAs(app, 'agent01');
});
afterAll(async () => {
  await app.close();
});

const get = async (url: string, headers: Record<string, string>) => {
  const res = await app.inject({ method: 'GET', url, headers });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().value;
};

describe('the demo agent team', () => {
  it('loads once and keeps the ledger whole', async () => {
    expect(await seedDemoAgentTeamOnce(app.db)).toBe(false);
    expect((await get('/wps/admin/ledger/check', OPERATOR_AUTH)).ok).toBe(true);
  });

  it('gives agent01 a three-level team with today’s figures and two weeks of play', async () => {
    const home = AgentHomeSchema.parse(await get('/wps/agent/home', bearer(token)));
    expect(home.teamSize).toBe(DEMO_TEAM_MEMBERS + DEMO_SUB_AGENTS.length);
    expect(home.kpi.teamRegisterMemberCount).toBe(2);
    expect(home.kpi.teamBetMemberCount).toBeGreaterThan(0);
    const to = new Date(Date.now() + 7 * 3_600_000).toISOString().slice(0, 10);
    const from = new Date(Date.now() + 7 * 3_600_000 - 20 * 86_400_000).toISOString().slice(0, 10);
    const overview = TeamOverviewSchema.parse(
      await get(`/wps/agent/team/overview?startDate=${from}&endDate=${to}`, bearer(token)),
    );
    expect(overview.byDepth.map((d) => d.depth)).toEqual([1, 2, 3]);
    expect(overview.total.firstDeposits).toBe(DEMO_TEAM_MEMBERS);
    expect(Number(overview.total.validBets)).toBeGreaterThan(0);
    const agents = await get('/wps/admin/agents?search=agent01c', OPERATOR_AUTH);
    const c = agents.list.find((a: { account: string }) => a.account === 'agent01c');
    expect(c.permissions).toEqual(['AGEPAG', 'DOWNMAN', 'SECPRIV', 'REGCEN']);
  });
});
