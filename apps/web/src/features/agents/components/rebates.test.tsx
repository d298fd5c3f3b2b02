import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { AgentRebateRatesSchema, RebateIncomeSchema, fullRates } from '@app/contracts';
import { buildSession } from '../../../testing/factories.ts';
import { renderApp } from '../../../testing/render-app.tsx';

const SLOW = { timeout: 8000 };

const rates = AgentRebateRatesSchema.parse({
  own: fullRates({ RNG: 12, LIVE: 10 }),
  list: [
    {
      memberId: 42,
      account: 'agent01a',
      type: 2,
      rates: fullRates({ RNG: 8 }),
      floor: fullRates({ RNG: 5 }),
    },
    { memberId: 43, account: 'doi001', type: 0, rates: fullRates({}), floor: fullRates({}) },
  ],
  total: 2,
  pageNo: 1,
  pageSize: 20,
});

describe('rebate settings (/m/member/agent/agentRebeat)', () => {
  it('shows the agent’s rates and its downlines’, and sets one within its bounds', async () => {
    const app = renderApp({
      path: '/m/member/agent/agentRebeat',
      session: buildSession({ type: 1 }),
      api: {
        '/wps/agent/rebate/rates': { value: rates },
        '/wps/agent/rebate/rates/42': {
          value: {
            memberId: 42,
            account: 'agent01a',
            type: 2,
            upline: 'agent01',
            rates: fullRates({ RNG: 9 }),
            ceiling: rates.own,
            floor: fullRates({ RNG: 5 }),
          },
        },
      },
    });
    expect(await screen.findByTestId('rebate-own-RNG', undefined, SLOW)).toHaveTextContent('1.2%');
    const rows = screen.getAllByTestId('rebate-row');
    expect(rows[0]).toHaveTextContent('Nổ hũ 0.8%');
    expect(rows[1]).toHaveTextContent('Chưa có hoàn trả');

    await app.user.click(within(rows[0]!).getByTestId('rebate-edit'));
    const form = screen.getByTestId('rebate-form');
    expect(form).toHaveTextContent('Từ 0.5% đến 1.2%');
    // A rate with two decimals is refused before any call.
    const slots = within(form).getByLabelText(/Nổ hũ/);
    await app.user.clear(slots);
    await app.user.type(slots, '0.85');
    await app.user.click(screen.getByTestId('rebate-save'));
    expect(await within(form).findByText(/tối đa một chữ số thập phân/)).toBeInTheDocument();
    expect(app.api.callsTo('/wps/agent/rebate/rates/42')).toHaveLength(0);

    await app.user.clear(slots);
    await app.user.type(slots, '0.9');
    await app.user.click(screen.getByTestId('rebate-save'));
    await waitFor(() => expect(app.api.callsTo('/wps/agent/rebate/rates/42')).toHaveLength(1));
    const body = JSON.parse(String(app.api.callsTo('/wps/agent/rebate/rates/42')[0]!.init!.body));
    // Only what changed is sent.
    expect(body).toEqual({ rates: { RNG: '0.9' } });
    await waitFor(() => expect(screen.queryByTestId('rebate-form')).not.toBeInTheDocument());
  });

  it('shows the server’s refusal at the field it names', async () => {
    const app = renderApp({
      path: '/m/member/agent/agentRebeat',
      session: buildSession({ type: 1 }),
      api: {
        '/wps/agent/rebate/rates': { value: rates },
        '/wps/agent/rebate/rates/42': {
          error: 'rebate.below_downline',
          value: { field: 'body.rates.RNG' },
        },
      },
    });
    const rows = await screen.findAllByTestId('rebate-row', undefined, SLOW);
    await app.user.click(within(rows[0]!).getByTestId('rebate-edit'));
    const slots = within(screen.getByTestId('rebate-form')).getByLabelText(/Nổ hũ/);
    await app.user.clear(slots);
    await app.user.type(slots, '0.2');
    await app.user.click(screen.getByTestId('rebate-save'));
    expect(await screen.findByText(/không được thấp hơn tỷ lệ đã cấp/)).toBeInTheDocument();
    expect(slots).toHaveAttribute('aria-invalid', 'true');
  });
});

describe('rebate income (/m/member/teamRebate)', () => {
  it('shows the totals and the income by day, game and member', async () => {
    const income = RebateIncomeSchema.parse({
      startDate: '2026-11-18',
      endDate: '2026-11-24',
      total: '13800.00',
      own: '0.00',
      team: '13800.00',
      settledThrough: '2026-11-24',
      days: [{ day: '2026-11-24', turnover: '2000000.00', amount: '13800.00' }],
      categories: [
        { category: 'RNG', turnover: '1700000.00', amount: '10800.00' },
        { category: 'LIVE', turnover: '300000.00', amount: '3000.00' },
      ],
      members: [
        { memberId: 5, account: 'doi001', depth: 2, turnover: '1300000.00', amount: '7000.00' },
      ],
    });
    const app = renderApp({
      path: '/m/member/teamRebate',
      session: buildSession({ type: 1 }),
      api: { '/wps/agent/rebate/income': { value: income } },
    });
    expect(await screen.findByTestId('income-total', undefined, SLOW)).toHaveTextContent(
      '13,800.00',
    );
    expect(screen.getByTestId('income-categories')).toHaveTextContent('Nổ hũ');
    expect(screen.getByTestId('income-members')).toHaveTextContent('doi001');
    // Settled days only: the ranges end yesterday.
    await app.user.click(screen.getByTestId('income-range-month'));
    await waitFor(() => {
      const calls = app.api.callsTo('/wps/agent/rebate/income');
      const last = calls[calls.length - 1]!.url.searchParams;
      const days = (Date.parse(last.get('endDate')!) - Date.parse(last.get('startDate')!)) / 864e5;
      expect(days).toBe(29);
    });
  });
});
