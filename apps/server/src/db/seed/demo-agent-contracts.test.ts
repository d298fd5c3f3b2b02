import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { ContractRequestsSchema, MyContractSchema } from '@app/contracts';
import { loginAs, bearer } from '../../testing/auth-helpers.ts';
import { buildTestApp, OPERATOR_AUTH } from '../../testing/test-app.ts';
import { seedDemoAgentContractsOnce } from './demo/agent-contracts.ts';
import { seedDemoAgentTeamOnce } from './index.ts';

// The agent contracts' demo is not loaded in tests by default; this file loads it and checks it.

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
  expect(await seedDemoAgentTeamOnce(app.db)).toBe(true);
  expect(await seedDemoAgentContractsOnce(app.db)).toBe(true);
});
afterAll(async () => {
  await app.close();
});

const get = async (url: string, token: string) => {
  const res = await app.inject({ method: 'GET', url, headers: bearer(token) });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().value;
};

describe('the demo agent contracts', () => {
  it('loads once; agent01a has an offer waiting and a contract in force with paid statements', async () => {
    expect(await seedDemoAgentContractsOnce(app.db)).toBe(false);
    const run = await app.inject({
      method: 'POST',
      url: '/wps/admin/agent-contracts/run',
      headers: OPERATOR_AUTH,
    });
    expect(run.statusCode, run.body).toBe(200);
    expect(run.json().value.statements).toBeGreaterThan(10);
    expect(run.json().value.granted).toBeGreaterThan(0);

    const token = await loginAs(app, 'agent01a');
    const prompts = ContractRequestsSchema.parse(await get('/wps/agent/contracts/requests', token));
    expect(prompts.dailysalreqtype).not.toBeNull();
    const salary = MyContractSchema.parse(await get('/wps/agent/contracts/salary', token));
    expect(salary.offer?.tiers).toHaveLength(3);
    expect(salary.active?.upline).toBe('agent01');
    expect(salary.statements.length).toBeGreaterThanOrEqual(9);
    expect(salary.statements.some((s) => s.state === 'paid')).toBe(true);

    const dividend = MyContractSchema.parse(
      await get('/wps/agent/contracts/dividend', await loginAs(app, 'agent01b')),
    );
    expect(dividend.active?.kind).toBe('dividend');
    expect(dividend.statements.length).toBeGreaterThan(0);
    expect(
      (
        await app.inject({ method: 'GET', url: '/wps/admin/ledger/check', headers: OPERATOR_AUTH })
      ).json().value.ok,
    ).toBe(true);
  });
});
