import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import {
  AGENT_PERMISSION_KEYS,
  AgentHomeSchema,
  ContractRequestsSchema,
  ContractSchema,
  MyContractSchema,
  TeamPageSchema,
  type Contract,
} from '@app/contracts';
import { buildSession } from '../../../testing/factories.ts';
import { t } from '../../../testing/form-queries.ts';
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

const teamMember = (m: { id: number; account: string; type: number }) => ({
  ...m,
  isAgent: m.type !== 0,
  depth: 1,
  upline: 'agent01',
  balance: '0.00',
  lastLoginAt: null,
  status: 'active',
  registeredAt: '2026-11-20T08:00:00.000Z',
});

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

  it('lets an upline offer a direct sub-agent a contract and withdraw a pending offer', async () => {
    const pending = contract({ id: 9, account: 'agent01a1', memberId: 31, upline: 'agent01a' });
    const app = renderApp({
      path: '/m/member/agent/getSalaryContract',
      session: buildSession({ type: 1 }),
      api: {
        '/wps/agent/contracts/requests': requests(null),
        '/wps/agent/contracts/salary': {
          value: MyContractSchema.parse({
            kind: 'salary',
            offer: null,
            active: null,
            statements: [],
          }),
        },
        '/wps/agent/team-contracts': (_url, init) =>
          init?.method === 'POST'
            ? { value: contract({ id: 10, account: 'agent01b', memberId: 32 }) }
            : { value: { list: [pending, contract({ id: 11, kind: 'hourly' })] } },
        '/wps/agent/team-contracts/9/cancel': { value: { ...pending, state: 'cancelled' } },
        '/wps/agent/team': {
          value: TeamPageSchema.parse({
            list: [
              teamMember({ id: 32, account: 'agent01b', type: 2 }),
              teamMember({ id: 40, account: 'player07', type: 0 }),
              teamMember({ id: 41, account: 'aff01', type: 41 }),
            ],
            pageNum: 1,
            pageSize: 100,
            total: 3,
          }),
        },
      },
    });
    // Only this kind's contracts are listed.
    const listed = await screen.findAllByTestId('team-contract', undefined, SLOW);
    expect(listed).toHaveLength(1);
    expect(listed[0]).toHaveTextContent('agent01a1');

    await app.user.click(screen.getByTestId('team-offer-open'));
    const form = screen.getByTestId('team-offer-form');
    // Only agents of type 1 or 2 can be chosen.
    await waitFor(() => expect(within(form).getAllByRole('option')).toHaveLength(2));
    await app.user.click(screen.getByTestId('team-offer-send'));
    expect(screen.getByTestId('team-offer-error')).toHaveTextContent(t('messages.required'));
    await app.user.selectOptions(within(form).getByRole('combobox'), '32');
    await app.user.click(screen.getByTestId('team-offer-add-tier'));
    const inputs = within(form).getAllByRole('textbox');
    expect(inputs).toHaveLength(6);
    for (const [i, value] of ['3', '1,000,000', '50000', '6', '5000000', '150000'].entries()) {
      await app.user.type(inputs[i]!, value);
    }
    await app.user.click(screen.getByTestId('team-offer-send'));
    await waitFor(() => expect(screen.queryByTestId('team-offer-form')).toBeNull());
    const sent = app.api
      .callsTo('/wps/agent/team-contracts')
      .find((c) => c.init?.method === 'POST')!;
    expect(JSON.parse(String(sent.init!.body))).toEqual({
      memberId: 32,
      kind: 'salary',
      tiers: [
        { activeMembers: 3, threshold: '1000000', reward: '50000' },
        { activeMembers: 6, threshold: '5000000', reward: '150000' },
      ],
    });

    await app.user.click(screen.getByTestId('team-contract-cancel'));
    await app.user.click(await screen.findByTestId('team-contract-confirm'));
    await waitFor(() =>
      expect(app.api.callsTo('/wps/agent/team-contracts/9/cancel')).toHaveLength(1),
    );
  });

  it('hides the upline side without the team-management key', async () => {
    renderApp({
      path: '/m/member/agent/getSalaryContract',
      session: buildSession({ type: 2 }),
      api: {
        '/wps/agent/contracts/requests': requests(null),
        '/wps/agent/contracts/salary': {
          value: MyContractSchema.parse({
            kind: 'salary',
            offer: null,
            active: null,
            statements: [],
          }),
        },
        '/wps/agent/team-contracts': { error: 'agent.permission_denied' },
      },
    });
    expect(await screen.findByTestId('contract-active', undefined, SLOW)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByTestId('team-contracts')).toBeNull());
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
