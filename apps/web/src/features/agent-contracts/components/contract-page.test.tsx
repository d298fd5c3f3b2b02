import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import {
  AGENT_PERMISSION_KEYS,
  AgentHomeSchema,
  ContractRequestsSchema,
  ContractSchema,
  MyContractSchema,
  type Contract,
} from '@app/contracts';
import { buildSession } from '../../../testing/factories.ts';
import { renderApp } from '../../../testing/render-app.tsx';
import enLocale from '../locales/en.json';
import viLocale from '../locales/vi.json';

const en = enLocale.agentContracts;
const vi = viLocale.agentContracts;

const SLOW = { timeout: 8000 };

function contract(overrides: Partial<Contract> = {}): Contract {
  return ContractSchema.parse({
    id: 7,
    kind: 'salary',
    state: 'pending',
    memberId: 12,
    account: 'agent01a',
    upline: 'agent01',
    offeredBy: 'agent:agent01',
    tiers: [
      { activeMembers: 5, threshold: '5000000.00', reward: '100000.00' },
      { activeMembers: 10, threshold: '20000000.00', reward: '300000.00' },
    ],
    createdAt: '2026-11-24T08:00:00.000Z',
    acceptedAt: null,
    effectiveFrom: null,
    endedAt: null,
    ...overrides,
  });
}

const requests = (dailysalreqtype: number | null, contracthoursalreq: number | null = null) => ({
  value: ContractRequestsSchema.parse({
    dailysalreqtype,
    divtypecompperiodreq: null,
    contracthoursalreq,
  }),
});

const agentHome = {
  value: AgentHomeSchema.parse({
    account: 'agent01a',
    nickname: null,
    type: 2,
    sumBalance: '100.00',
    permissions: [...AGENT_PERMISSION_KEYS],
    dividendEnabled: true,
    unreadMail: 0,
    kpi: {
      teamLoginMemberCount: 0,
      teamBetMemberCount: 0,
      teamRegisterMemberCount: 0,
      teamOnlineCount: 0,
    },
    directCount: 0,
    teamSize: 0,
  }),
};

function keys(tree: unknown, prefix = ''): string[] {
  if (typeof tree !== 'object' || tree === null) return [prefix];
  return Object.entries(tree).flatMap(([k, v]) => keys(v, prefix ? `${prefix}.${k}` : k));
}

describe('contract strings', () => {
  it('has the same keys in both languages, and English differs from Vietnamese', () => {
    expect(keys(vi).sort()).toEqual(keys(en).sort());
    expect(JSON.stringify(vi)).not.toEqual(JSON.stringify(en));
    expect(vi.offer.accept).toBe('Đồng ý');
  });
});

describe('contract prompts (spec §4)', () => {
  it('asks on the agent home; Go opens the contract page; Cancel moves to the next request', async () => {
    const app = renderApp({
      path: '/m/agent',
      session: buildSession({ type: 2 }),
      api: {
        '/wps/agent/home': agentHome,
        '/wps/content/announcements': { value: { list: [], unreadCount: 0 } },
        '/wps/agent/contracts/requests': requests(7, 9),
        '/wps/agent/contracts/salary': {
          value: MyContractSchema.parse({
            kind: 'salary',
            offer: contract(),
            active: null,
            statements: [],
          }),
        },
      },
    });
    const salary = await screen.findByTestId('contract-prompt-salary', undefined, SLOW);
    expect(salary).toHaveTextContent('Hợp đồng lương ngày');
    // Cancel: the hourly request is next.
    await app.user.click(within(salary).getByRole('button', { name: 'Hủy' }));
    const hourly = await screen.findByTestId('contract-prompt-hourly');
    await app.user.click(within(hourly).getByRole('button', { name: 'Hủy' }));
    await waitFor(() => expect(screen.queryByTestId('contract-prompt-hourly')).toBeNull());
    expect(app.pathname()).toBe('/m/agent');
  });

  it('asks on the site home for a signed-in member, and Go opens the page', async () => {
    const app = renderApp({
      path: '/m/home',
      session: buildSession({ type: 1 }),
      api: { '/wps/agent/contracts/requests': requests(7) },
    });
    await screen.findByTestId('contract-prompt-salary', undefined, SLOW);
    await app.user.click(screen.getByTestId('contract-prompt-go'));
    await waitFor(() => expect(app.pathname()).toBe('/m/member/agent/getSalaryContract'));
  });

  it('does not ask for affiliate agents (type 41)', async () => {
    const app = renderApp({
      path: '/m/home',
      session: buildSession({ type: 41 }),
      api: { '/wps/agent/contracts/requests': requests(7) },
    });
    await screen.findByTestId('home-page', undefined, SLOW);
    expect(app.api.callsTo('/wps/agent/contracts/requests')).toHaveLength(0);
    expect(screen.queryByTestId('contract-prompt-salary')).toBeNull();
  });
});

describe('contract page (/m/member/agent/getSalaryContract)', () => {
  it('shows the offer’s tiers, accepts it, then the contract in force and its statements', async () => {
    let accepted = false;
    const active = contract({
      state: 'active',
      acceptedAt: '2026-11-24T09:00:00.000Z',
      effectiveFrom: '2026-11-24T17:00:00.000Z',
    });
    const app = renderApp({
      path: '/m/member/agent/getSalaryContract',
      session: buildSession({ type: 2 }),
      api: {
        '/wps/agent/contracts/requests': requests(null),
        '/wps/agent/contracts/salary': () => ({
          value: MyContractSchema.parse({
            kind: 'salary',
            offer: accepted ? null : contract(),
            active: accepted ? active : null,
            statements: accepted
              ? [
                  {
                    id: 1,
                    contractId: 7,
                    kind: 'salary',
                    account: 'agent01a',
                    period: '2026-11-25',
                    from: '2026-11-24T17:00:00.000Z',
                    to: '2026-11-25T17:00:00.000Z',
                    activeMembers: 6,
                    validTurnover: '7500000.00',
                    netLoss: '0.00',
                    carryIn: '0.00',
                    carryOut: '0.00',
                    tier: 0,
                    amount: '100000.00',
                    state: 'paid',
                    createdAt: '2026-11-25T17:01:00.000Z',
                  },
                ]
              : [],
          }),
        }),
        '/wps/agent/contracts/7/accept': () => {
          accepted = true;
          return { value: active };
        },
      },
    });
    const offer = await screen.findByTestId('contract-offer', undefined, SLOW);
    expect(within(offer).getByTestId('contract-tiers-7')).toHaveTextContent('5,000,000.00');
    expect(within(offer).getByTestId('contract-tiers-7')).toHaveTextContent('300,000.00');
    expect(screen.getByTestId('statements-empty')).toBeInTheDocument();
    await app.user.click(screen.getByTestId('contract-accept'));
    await waitFor(() => expect(screen.queryByTestId('contract-offer')).toBeNull());
    expect(app.api.callsTo('/wps/agent/contracts/7/accept')[0]!.init?.method).toBe('POST');
    expect(await screen.findByTestId('statement-amount')).toHaveTextContent('100,000.00');
    expect(screen.getByTestId('contract-since')).toBeInTheDocument();
  });

  it('shows that dividends are off when the server says so', async () => {
    renderApp({
      path: '/m/member/agent/agentDivident',
      session: buildSession({ type: 2 }),
      api: {
        '/wps/agent/contracts/requests': requests(null),
        '/wps/agent/contracts/dividend': { error: 'contract.dividend_off' },
      },
    });
    expect(await screen.findByTestId('empty-state', undefined, SLOW)).toHaveTextContent(
      'Chia cổ tức chưa được bật trên trang này',
    );
  });
});
