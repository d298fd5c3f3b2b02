import { describe, expect, it } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  answerFeedbackEndpoint,
  getOperatorMeEndpoint,
  listAdminFeedbackEndpoint,
  listAdminInboxEndpoint,
  sendInboxMessageEndpoint,
  withdrawInboxMessageEndpoint,
  type AdminFeedback,
  type AdminInboxMessage,
  type OperatorRole,
} from '@app/contracts';
import { App } from '../../app/app.tsx';
import { changeLanguage } from '../../lib/i18n.ts';
import { installSession, setToken } from '../../lib/session.ts';
import { fakeApi } from '../../testing/fake-api.ts';
import { meOf } from '../../testing/operators.ts';
import { sendBodyOf } from './inbox-form.tsx';

installSession();

const message: AdminInboxMessage = {
  id: 12,
  title: 'Quà VIP2',
  content: '<p>Quà</p>',
  target: 'segment',
  account: null,
  memberType: null,
  clubLabel: 'VIP2',
  label: null,
  sentAt: '2026-11-23T09:30:00.000Z',
  sentBy: 'admin',
  recipients: 38,
  reads: 11,
  withdrawnAt: null,
  feedbackId: null,
};

const feedback: AdminFeedback = {
  id: 4,
  memberId: 1,
  account: 'demo',
  category: 'withdrawal',
  content: 'Lệnh rút của tôi chờ hơn 2 giờ.',
  status: 'open',
  createdAt: '2026-11-24T02:10:00.000Z',
  answer: null,
  answeredAt: null,
  answeredBy: null,
  messageId: null,
};

const page = <T,>(list: T[]) => ({
  list,
  pageNum: 1,
  pageSize: 50,
  total: list.length,
  totalPages: 1,
});

async function open(path: string, role: OperatorRole = 'administrator') {
  setToken('session-token');
  const api = fakeApi([
    [getOperatorMeEndpoint, { value: meOf(role) }],
    [listAdminInboxEndpoint, { value: page([message]) }],
    [
      sendInboxMessageEndpoint,
      (body) => ({
        status: 201,
        value: {
          ...message,
          id: 13,
          ...(body as object),
          clubLabel: null,
          recipients: 1,
          reads: 0,
        },
      }),
    ],
    [
      withdrawInboxMessageEndpoint,
      { value: { ...message, withdrawnAt: '2026-11-24T10:00:00.000Z' } },
    ],
    [listAdminFeedbackEndpoint, { value: page([feedback]) }],
    [
      answerFeedbackEndpoint,
      (body) => ({
        value: {
          ...feedback,
          status: 'answered',
          answer: (body as { content: string }).content,
          answeredAt: '2026-11-24T03:00:00.000Z',
          answeredBy: 'admin',
          messageId: 31,
        },
      }),
    ],
  ]);
  await changeLanguage('en');
  window.history.pushState({}, '', `/admin${path}`);
  render(<App />);
  return api;
}

describe('the inbox screen', () => {
  it('sends only the fields of the chosen target', () => {
    const base = {
      title: 'T',
      content: '<p>x</p>',
      account: ' demo ',
      memberType: '1',
      clubLabel: 'VIP2',
      label: '',
    };
    expect(sendBodyOf({ ...base, target: 'member' })).toEqual({
      title: 'T',
      content: '<p>x</p>',
      target: 'member',
      account: 'demo',
    });
    expect(sendBodyOf({ ...base, target: 'segment' })).toEqual({
      title: 'T',
      content: '<p>x</p>',
      target: 'segment',
      memberType: 1,
      clubLabel: 'VIP2',
    });
    expect(sendBodyOf({ ...base, target: 'all' })).toEqual({
      title: 'T',
      content: '<p>x</p>',
      target: 'all',
    });
  });

  it('lists sent messages with recipients and reads, offers each target’s fields, and withdraws', async () => {
    const api = await open('/inbox');
    const user = userEvent.setup();
    const menu = await screen.findByRole('navigation', { name: 'Back office menu' });
    expect(within(menu).getByRole('link', { name: 'Inbox' })).toBeInTheDocument();
    const row = (await screen.findByRole('cell', { name: 'Quà VIP2' })).closest('tr')!;
    expect(row).toHaveTextContent('Segment: VIP2');
    expect(row).toHaveTextContent('11 / 38');

    // The compose form (its rich-text editor needs a real browser: e2e/tests/admin/inbox.spec.ts).
    await user.click(screen.getByTestId('inbox-compose'));
    expect(await screen.findByTestId('inbox-account')).toBeInTheDocument();
    await user.selectOptions(screen.getByTestId('inbox-target'), 'segment');
    expect(screen.queryByTestId('inbox-account')).not.toBeInTheDocument();
    expect(screen.getByTestId('inbox-club')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));

    window.confirm = () => true;
    await user.click(within(row).getByRole('button', { name: 'Withdraw' }));
    expect(await screen.findByText('“Quà VIP2” withdrawn')).toBeInTheDocument();
    expect(
      api.calls.some((c) => c.method === 'DELETE' && c.path === '/wps/admin/inbox/messages/12'),
    ).toBe(true);
  });
});

describe('the feedback screen', () => {
  it('lists open feedback and opens the answer form with the member’s text', async () => {
    await open('/feedback');
    const user = userEvent.setup();
    const row = (await screen.findByRole('cell', { name: 'demo' })).closest('tr')!;
    expect(row).toHaveTextContent('Withdrawal');
    expect(row).toHaveTextContent('Open');
    await user.click(within(row).getByRole('button', { name: 'Answer' }));
    // The answer's rich-text editor needs a real browser: e2e/tests/admin/inbox.spec.ts.
    const form = await screen.findByTestId('feedback-answer-form');
    expect(within(form).getByRole('textbox', { name: 'Answer' })).toBeInTheDocument();
    expect(screen.getAllByText(feedback.content)).toHaveLength(2);
  });

  it('shows no answer button to a role that may only read members', async () => {
    await open('/feedback', 'read_only');
    const row = (await screen.findByRole('cell', { name: 'demo' })).closest('tr')!;
    await waitFor(() => expect(row).toHaveTextContent('Open'));
    expect(within(row).queryByRole('button', { name: 'Answer' })).not.toBeInTheDocument();
  });
});
