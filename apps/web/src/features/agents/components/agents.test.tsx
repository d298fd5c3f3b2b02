import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import {
  AGENT_PERMISSION_KEYS,
  AgentHomeSchema,
  greetingOf,
  TeamPageSchema,
  type AgentHome,
} from '@app/contracts';
import { buildSession } from '../../../testing/factories.ts';
import { renderApp } from '../../../testing/render-app.tsx';

const SLOW = { timeout: 8000 };

function buildHome(overrides: Partial<AgentHome> = {}): AgentHome {
  return AgentHomeSchema.parse({
    account: 'agent01',
    nickname: 'Agent 01',
    type: 1,
    sumBalance: '5000000.00',
    permissions: [...AGENT_PERMISSION_KEYS],
    dividendEnabled: false,
    unreadMail: 3,
    kpi: {
      teamLoginMemberCount: 4,
      teamBetMemberCount: 2,
      teamRegisterMemberCount: 1,
      teamOnlineCount: 5,
    },
    directCount: 2,
    teamSize: 9,
    ...overrides,
  });
}

const announcements = (unreadCount: number) => ({
  value: {
    list: Array.from({ length: unreadCount }, (_, i) => ({
      announcementId: i + 1,
      id: i + 1,
      type: 'A',
      groupName: 'agent',
      title: `Agent notice ${i + 1}`,
      content: '<p>For agents</p>',
      startDate: '2026-11-20T00:00:00.000Z',
      endDate: null,
      read: false,
    })),
    unreadCount,
  },
});

afterEach(() => {
  vi.useRealTimers();
});

describe('greetingOf', () => {
  it('follows spec §2: 0–10 morning, 11–14 early afternoon, 15–18 late afternoon, 19–24 evening', () => {
    expect([0, 10, 11, 14, 15, 18, 19, 23].map(greetingOf)).toEqual([
      'morning',
      'morning',
      'earlyAfternoon',
      'earlyAfternoon',
      'lateAfternoon',
      'lateAfternoon',
      'evening',
      'evening',
    ]);
  });
});

describe('agent home (/m/agent)', () => {
  it('greets, shows the balance, today’s figures, the grid by key and the unread badges', async () => {
    renderApp({
      path: '/m/agent',
      session: buildSession({ type: 1 }),
      api: {
        '/wps/agent/home': {
          value: buildHome({ permissions: ['AGEPAG', 'DOWNMAN', 'MAILCEN', 'REGCEN'] }),
        },
        '/wps/content/announcements': announcements(2),
      },
    });
    const home = await screen.findByTestId('agent-home', undefined, SLOW);
    const expected = {
      morning: 'Chào buổi sáng',
      earlyAfternoon: 'Chào buổi trưa',
      lateAfternoon: 'Chào buổi chiều',
      evening: 'Chào buổi tối',
    }[greetingOf(new Date().getHours())];
    expect(within(home).getByTestId('agent-greeting')).toHaveTextContent(expected);
    expect(within(home).getByTestId('agent-name')).toHaveTextContent('agent01');
    expect(within(home).getByTestId('agent-balance')).toHaveTextContent('5,000,000.00');
    expect(within(home).getByTestId('kpi-teamOnlineCount-value')).toHaveTextContent('5');
    expect(within(home).getByTestId('agent-entry-teamOverview')).toBeInTheDocument();
    expect(within(home).getByTestId('agent-entry-teamManage')).toBeInTheDocument();
    // Keys the agent lacks hide their entries; online service is always there.
    expect(within(home).queryByTestId('agent-entry-teamPnl')).toBeNull();
    expect(within(home).queryByTestId('agent-entry-security')).toBeNull();
    expect(within(home).getByTestId('agent-entry-service')).toBeInTheDocument();
    expect(within(home).getByTestId('agent-entry-mail')).toHaveTextContent('3');
    expect(within(home).getByTestId('agent-foot-register')).toBeInTheDocument();
    expect(within(home).queryByTestId('agent-foot-dividend')).toBeNull();
    expect(await within(home).findByTestId('agent-notices-unread')).toHaveTextContent('2');
  });

  it('hides open account without REGCEN and shows dividend when enabled', async () => {
    renderApp({
      path: '/m/agent',
      session: buildSession({ type: 2 }),
      api: {
        '/wps/agent/home': { value: buildHome({ permissions: ['AGEPAG'], dividendEnabled: true }) },
        '/wps/content/announcements': announcements(0),
      },
    });
    const home = await screen.findByTestId('agent-home', undefined, SLOW);
    expect(within(home).queryByTestId('agent-foot-register')).toBeNull();
    expect(within(home).getByTestId('agent-foot-dividend')).toBeInTheDocument();
  });
});

describe('agent announcements (/m/member/notice?types=A)', () => {
  it('lists the type A announcements the footer counts', async () => {
    const app = renderApp({
      path: '/m/member/notice?types=A',
      session: buildSession({ type: 1 }),
      api: { '/wps/content/announcements': announcements(2) },
    });
    const list = await screen.findByTestId('message-list', undefined, SLOW);
    expect(within(list).getAllByTestId('message-item')).toHaveLength(2);
    expect(app.api.callsTo('/wps/content/announcements')[0]!.url.searchParams.get('types')).toBe(
      'A',
    );
  });
});

describe('team management (/m/member/team)', () => {
  it('lists the team, searches, and transfers with the payment password', async () => {
    const page = TeamPageSchema.parse({
      list: [
        {
          id: 42,
          account: 'an0012',
          type: 0,
          isAgent: false,
          depth: 1,
          upline: 'agent01',
          balance: '150000.00',
          lastLoginAt: null,
          status: 'active',
          registeredAt: '2026-11-20T08:00:00.000Z',
        },
      ],
      pageNum: 1,
      pageSize: 20,
      total: 1,
    });
    const app = renderApp({
      path: '/m/member/team',
      session: buildSession({ type: 1 }),
      api: {
        '/wps/agent/team': { value: page },
        '/wps/agent/team/transfer': {
          value: {
            transferId: 9,
            to: 'an0012',
            amount: '50000.00',
            balance: '4950000.00',
            replayed: false,
          },
        },
      },
    });
    const row = await screen.findByTestId('team-row', undefined, SLOW);
    expect(row).toHaveTextContent('an0012');
    expect(row).toHaveTextContent('150,000.00');

    await app.user.type(screen.getByRole('textbox'), 'an00');
    await app.user.click(screen.getByTestId('team-search'));
    await waitFor(() =>
      expect(
        app.api.callsTo('/wps/agent/team').some((c) => c.url.searchParams.get('search') === 'an00'),
      ).toBe(true),
    );

    await app.user.click(await screen.findByTestId('team-transfer-open'));
    const form = screen.getByTestId('team-transfer');
    await app.user.type(within(form).getByLabelText(/Số tiền/), '50000');
    await app.user.type(within(form).getByLabelText(/Mật khẩu thanh toán/), '135790');
    await app.user.click(screen.getByTestId('team-transfer-submit'));
    expect(await screen.findByTestId('team-transfer-message')).toHaveTextContent('an0012');
    const body = JSON.parse(String(app.api.callsTo('/wps/agent/team/transfer')[0]!.init!.body));
    expect(body).toMatchObject({ memberId: 42, amount: '50000', paymentPassword: '135790' });
    expect(body.requestId).toMatch(/^tt-/);
  });

  it('says why a transfer is refused', async () => {
    const app = renderApp({
      path: '/m/member/team',
      session: buildSession({ type: 1 }),
      api: {
        '/wps/agent/team': {
          value: {
            list: [
              {
                id: 42,
                account: 'an0012',
                type: 0,
                isAgent: false,
                depth: 1,
                upline: 'agent01',
                balance: '0.00',
                lastLoginAt: null,
                status: 'active',
                registeredAt: '2026-11-20T08:00:00.000Z',
              },
            ],
            pageNum: 1,
            pageSize: 20,
            total: 1,
          },
        },
        '/wps/agent/team/transfer': { error: 'agent.downline_excluded' },
      },
    });
    await app.user.click(await screen.findByTestId('team-transfer-open', undefined, SLOW));
    const form = screen.getByTestId('team-transfer');
    await app.user.type(within(form).getByLabelText(/Số tiền/), '10');
    await app.user.type(within(form).getByLabelText(/Mật khẩu thanh toán/), '135790');
    await app.user.click(screen.getByTestId('team-transfer-submit'));
    expect(await screen.findByTestId('team-transfer-message')).toHaveTextContent('tự loại trừ');
  });
});

describe('the agent quick menu', () => {
  it('links the team pages the agent’s keys allow', async () => {
    renderApp({
      path: '/m/agent/team/overview',
      session: buildSession({ type: 1 }),
      api: {
        '/wps/agent/home': { value: buildHome({ permissions: ['AGEPAG', 'DOWNMAN'] }) },
        '/wps/agent/team/overview': {
          value: {
            startDate: '2026-11-24',
            endDate: '2026-11-24',
            total: {
              teamSize: 3,
              newRegistrations: 1,
              firstDeposits: 1,
              deposits: '100000.00',
              withdrawals: '0.00',
              validBets: '5000.00',
              wins: '2000.00',
              profitLoss: '-3000.00',
            },
            byDepth: [],
          },
        },
      },
    });
    const menu = await screen.findByTestId('agent-quick-menu', undefined, SLOW);
    expect(within(menu).getByRole('link', { name: 'Tổng quan' })).toHaveAttribute(
      'href',
      '/m/agent/team/overview',
    );
    expect(within(menu).queryByRole('link', { name: 'Trung tâm đăng ký' })).toBeNull();
    expect(within(menu).getByRole('link', { name: 'Chuyển tiền' })).toBeInTheDocument();
    expect(screen.getByTestId('overview-total-teamSize')).toHaveTextContent('3');
    expect(screen.getByTestId('overview-total-profitLoss')).toHaveTextContent('-3,000.00');
  });
});

describe('team P&L and team betting', () => {
  it('lists each member’s result and the team’s bets with filters', async () => {
    const app = renderApp({
      path: '/m/agent/team/pnl',
      session: buildSession({ type: 1 }),
      api: {
        '/wps/agent/team/pnl': {
          value: {
            startDate: '2026-11-24',
            endDate: '2026-11-24',
            list: [
              {
                account: 'an0012',
                depth: 1,
                deposits: '500000.00',
                withdrawals: '0.00',
                validBets: '250000.00',
                wins: '180000.00',
                profitLoss: '-70000.00',
              },
            ],
            pageNum: 1,
            pageSize: 20,
            total: 1,
          },
        },
        '/wps/agent/team/bets': {
          value: {
            startDate: '2026-11-24',
            endDate: '2026-11-24',
            list: [
              {
                transferId: 77,
                account: 'an0012',
                at: '2026-11-24T08:00:00.000Z',
                vendor: 'INHOUSE',
                game: 'dice',
                stake: '10000.00',
              },
            ],
            pageNum: 1,
            pageSize: 20,
            total: 1,
          },
        },
      },
    });
    const row = await screen.findByTestId('pnl-row', undefined, SLOW);
    expect(row).toHaveTextContent('an0012');
    expect(row).toHaveTextContent('-70,000.00');

    await app.router.navigate('/m/teamBetting');
    const bet = await screen.findByTestId('bet-row', undefined, SLOW);
    expect(bet).toHaveTextContent('INHOUSE');
    expect(bet).toHaveTextContent('10,000.00');
    await app.user.type(screen.getByLabelText('Nhà cung cấp'), 'inhouse');
    await app.user.click(screen.getByTestId('bets-filter'));
    await waitFor(() =>
      expect(
        app.api
          .callsTo('/wps/agent/team/bets')
          .some((c) => c.url.searchParams.get('vendor') === 'INHOUSE'),
      ).toBe(true),
    );
  });
});

describe('register centre (/m/agentRegister)', () => {
  it('opens a sub-agent account and makes an invitation link with its QR code', async () => {
    const app = renderApp({
      path: '/m/agentRegister',
      session: buildSession({ type: 1 }),
      api: {
        '/wps/agent/accounts': { value: { id: 50, account: 'sub0001', type: 2 } },
        '/wps/agent/invitations': (_url, init) =>
          init?.method === 'POST'
            ? {
                value: {
                  id: 1,
                  code: 'AGK2M9Q7XA',
                  kind: 'member',
                  rebates: { RNG: '0.8' },
                  createdAt: '2026-11-24T08:00:00.000Z',
                },
              }
            : {
                value: {
                  list: [
                    {
                      id: 1,
                      code: 'AGK2M9Q7XA',
                      kind: 'member',
                      rebates: { RNG: '0.8' },
                      createdAt: '2026-11-24T08:00:00.000Z',
                    },
                  ],
                },
              },
      },
    });
    const open = await screen.findByTestId('open-account', undefined, SLOW);
    await app.user.click(within(open).getByLabelText('Đại lý cấp dưới'));
    await app.user.type(within(open).getByLabelText(/Tên đăng nhập/), 'sub0001');
    await app.user.type(within(open).getByLabelText(/^Mật khẩu/), 'Lotus2026x');
    await app.user.click(screen.getByTestId('open-account-submit'));
    expect(await screen.findByTestId('open-account-message')).toHaveTextContent('sub0001');
    expect(JSON.parse(String(app.api.callsTo('/wps/agent/accounts')[0]!.init!.body))).toEqual({
      kind: 'agent',
      username: 'sub0001',
      password: 'Lotus2026x',
    });

    const card = await screen.findByTestId('invitation-card');
    expect(within(card).getByTestId('invitation-code')).toHaveTextContent('AGK2M9Q7XA');
    expect(within(card).getByTestId('invitation-link')).toHaveTextContent(
      '/m/register?affiliateCode=AGK2M9Q7XA',
    );
    // The link's QR code, drawn by the server from the link itself.
    const qr = within(card).getByTestId('invitation-qr');
    expect(new URL(qr.getAttribute('src')!, window.location.origin).searchParams.get('text')).toBe(
      `${window.location.origin}/m/register?affiliateCode=AGK2M9Q7XA`,
    );
  });
});
