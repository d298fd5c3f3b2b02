import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import {
  InboxMessageSchema,
  InboxPageSchema,
  UnreadCountsSchema,
  type InboxItem,
  type UnreadCounts,
} from '@app/contracts';
import { renderApp } from '../../../testing/render-app.tsx';
import { buildStatus } from '../../../testing/factories.ts';

const member = { token: 'member-token', merchantCode: 'VN01', userName: 'demo', type: 0 };

const item = (overrides: Partial<InboxItem> = {}): InboxItem => ({
  id: 7,
  title: 'Lệnh nạp đã xác nhận',
  preview: 'Lệnh nạp 500.000 ₫ đã vào ví.',
  sentAt: '2026-11-20T03:04:00.000Z',
  read: false,
  ...overrides,
});

function page(list: InboxItem[], unreadCount = list.filter((m) => !m.read).length) {
  return InboxPageSchema.parse({
    list,
    pageNum: 1,
    pageSize: 20,
    total: list.length,
    totalPages: 1,
    unreadCount,
  });
}

const counts = (c: Partial<UnreadCounts>) =>
  UnreadCountsSchema.parse({
    announcements: 0,
    inbox: 0,
    chat: 0,
    total: (c.announcements ?? 0) + (c.inbox ?? 0) + (c.chat ?? 0),
    ...c,
  });

describe('inbox list and detail (spec §2 /m/webEmail, /m/messageDetail)', () => {
  it('lists messages newest first with the unread ones marked, and opens one', async () => {
    let unread = 1;
    const app = renderApp({
      path: '/m/webEmail',
      session: member,
      api: {
        '/wps/member/inbox': () => ({
          value: page([
            item({ read: unread === 0 }),
            item({ id: 5, title: 'Chào mừng', read: true }),
          ]),
        }),
        '/wps/member/inbox/7': () => {
          unread = 0;
          return {
            value: InboxMessageSchema.parse({
              id: 7,
              title: 'Lệnh nạp đã xác nhận',
              content: '<p>Đã vào <b>ví</b>.</p><img src=x onerror="alert(1)">',
              sentAt: '2026-11-20T03:04:00.000Z',
              read: true,
            }),
          };
        },
        '/wps/member/unread': () => ({ value: counts({ inbox: unread, announcements: 2 }) }),
      },
    });
    const list = await screen.findByTestId('inbox-list');
    const [first, second] = within(list).getAllByTestId('inbox-item');
    expect(first).toHaveTextContent('Lệnh nạp đã xác nhận');
    expect(first).toHaveTextContent('Lệnh nạp 500.000 ₫ đã vào ví.');
    expect(within(first!).getByTestId('inbox-unread')).toBeInTheDocument();
    expect(within(second!).queryByTestId('inbox-unread')).not.toBeInTheDocument();
    // The tabs carry each half's unread count.
    expect(await screen.findByTestId('unread-inbox')).toHaveTextContent('1');
    expect(screen.getByTestId('unread-announcements')).toHaveTextContent('2');

    await app.user.click(within(first!).getByRole('link'));
    await waitFor(() => expect(app.pathname()).toBe('/m/messageDetail'));
    const detail = await screen.findByTestId('inbox-detail');
    expect(detail).toHaveTextContent('Lệnh nạp đã xác nhận');
    const content = within(detail).getByTestId('inbox-content');
    expect(content.querySelector('b')).toHaveTextContent('ví');
    expect(content.innerHTML).not.toContain('onerror');
    // Opening marks it read on the server: back on the list, the list and the badges count again.
    const unreadCalls = app.api.callsTo('/wps/member/unread').length;
    await app.user.click(screen.getByRole('button', { name: 'Quay lại' }));
    await waitFor(() => expect(app.pathname()).toBe('/m/webEmail'));
    await waitFor(() => expect(screen.queryByTestId('unread-inbox')).not.toBeInTheDocument());
    expect(screen.queryByTestId('inbox-unread')).not.toBeInTheDocument();
    expect(app.api.callsTo('/wps/member/unread').length).toBeGreaterThan(unreadCalls);
  });

  it('shows the empty state only when the inbox is really empty, with the feedback button', async () => {
    renderApp({
      path: '/m/webEmail',
      session: member,
      api: {
        '/wps/member/inbox': { value: page([]) },
        '/wps/member/unread': { value: counts({}) },
      },
    });
    expect(await screen.findByTestId('empty-state')).toBeInTheDocument();
    expect(screen.getByTestId('feedback-open')).toBeInTheDocument();
    expect(screen.queryByTestId('inbox-list')).not.toBeInTheDocument();
  });

  it('deletes a message after a confirmation and goes back to the inbox', async () => {
    const app = renderApp({
      path: '/m/messageDetail?id=7',
      session: member,
      api: {
        '/wps/member/inbox/7': (_url, init) =>
          init?.method === 'DELETE'
            ? { value: { id: 7, deleted: true } }
            : {
                value: InboxMessageSchema.parse({
                  id: 7,
                  title: 'Sẽ xóa',
                  content: '<p>x</p>',
                  sentAt: '2026-11-20T03:04:00.000Z',
                  read: true,
                }),
              },
        '/wps/member/inbox': { value: page([]) },
        '/wps/member/unread': { value: counts({}) },
      },
    });
    await app.user.click(await screen.findByTestId('inbox-delete'));
    const dialog = await screen.findByTestId('inbox-delete-dialog');
    // Nothing is deleted before the confirmation.
    expect(app.api.callsTo('/wps/member/inbox/7').every((c) => c.init?.method !== 'DELETE')).toBe(
      true,
    );
    await app.user.click(within(dialog).getByTestId('inbox-delete-confirm'));
    await waitFor(() => expect(app.pathname()).toBe('/m/webEmail'));
    expect(app.api.callsTo('/wps/member/inbox/7').some((c) => c.init?.method === 'DELETE')).toBe(
      true,
    );
  });

  it('shows the empty view for an unknown message', async () => {
    renderApp({
      path: '/m/messageDetail?id=999',
      session: member,
      api: {
        '/wps/member/inbox/999': { error: 'inbox.not_found' },
        '/wps/member/unread': { value: counts({}) },
      },
    });
    expect(await screen.findByTestId('empty-state')).toBeInTheDocument();
    expect(screen.queryByTestId('inbox-detail')).not.toBeInTheDocument();
  });

  it('sends feedback once a topic and 10 characters are there, and shows the server’s code text', async () => {
    let answer: object = { error: 'feedback.too_long' };
    const app = renderApp({
      path: '/m/webEmail',
      session: member,
      api: {
        '/wps/member/inbox': { value: page([]) },
        '/wps/member/unread': { value: counts({}) },
        '/wps/member/feedback': () => answer as never,
      },
    });
    await app.user.click(await screen.findByTestId('feedback-open'));
    const send = screen.getByTestId('feedback-send');
    expect(send).toBeDisabled();
    await app.user.selectOptions(screen.getByTestId('feedback-category'), 'withdrawal');
    await app.user.type(screen.getByTestId('feedback-content'), 'ngắn');
    expect(send).toBeDisabled();
    await app.user.type(screen.getByTestId('feedback-content'), ' nhưng giờ đủ dài');
    expect(send).toBeEnabled();
    await app.user.click(send);
    expect(await screen.findByRole('alert')).toHaveTextContent('Góp ý tối đa 500 ký tự');
    answer = {
      value: {
        id: 1,
        category: 'withdrawal',
        content: 'ngắn nhưng giờ đủ dài',
        status: 'open',
        createdAt: '2026-11-24T00:00:00.000Z',
      },
    };
    await app.user.click(send);
    await waitFor(() => expect(screen.getByTestId('feedback-content')).toHaveValue(''));
    const put = app.api.callsTo('/wps/member/feedback').at(-1)!;
    expect(put.init?.method).toBe('PUT');
    expect(JSON.parse(String(put.init?.body))).toEqual({
      category: 'withdrawal',
      content: 'ngắn nhưng giờ đủ dài',
    });
  });
});

describe('unread badges (spec §3) and MAILCEN (spec §6)', () => {
  it('shows the total on the menu icon and announcements + inbox beside Messages', async () => {
    const app = renderApp({
      path: '/m/home',
      session: member,
      api: { '/wps/member/unread': { value: counts({ announcements: 2, inbox: 3, chat: 1 }) } },
    });
    expect(await screen.findByTestId('header-unread')).toHaveAttribute('data-count', '6');
    await app.user.click(screen.getByTestId('side-menu-open'));
    expect(await screen.findByTestId('side-menu-unread')).toHaveTextContent('5');
  });

  it('shows the Messages count in the service modal, and no Messages entry while MAILCEN is off', async () => {
    const on = renderApp({
      path: '/m/home',
      session: member,
      api: { '/wps/member/unread': { value: counts({ announcements: 1, inbox: 3 }) } },
    });
    await on.user.click(await screen.findByTestId('bottom-menu-service'));
    const modal = await screen.findByTestId('service-modal');
    expect(await within(modal).findByTestId('service-unread')).toHaveTextContent('4');
    on.unmount();

    const off = renderApp({
      path: '/m/home',
      session: member,
      status: buildStatus({ info: { whitelabel: { MAILCEN: false } } }),
      api: { '/wps/member/unread': { value: counts({ announcements: 1 }) } },
    });
    await off.user.click(await screen.findByTestId('bottom-menu-service'));
    const closed = await screen.findByTestId('service-modal');
    expect(within(closed).queryByTestId('service-messages')).not.toBeInTheDocument();
    expect(within(closed).getAllByRole('link').length).toBeGreaterThan(0);
  });

  it('shows no badge and makes no unread call for a trial account', async () => {
    const app = renderApp({
      path: '/m/home',
      session: { token: 'trial-token', merchantCode: 'VN01', type: 4 },
      api: { '/wps/member/unread': { value: counts({ inbox: 3 }) } },
    });
    expect(await screen.findByTestId('side-menu-open')).toBeInTheDocument();
    expect(screen.queryByTestId('header-unread')).not.toBeInTheDocument();
    expect(app.api.callsTo('/wps/member/unread')).toHaveLength(0);
  });

  it('closes the inbox while MAILCEN is off: the refusal, then home', async () => {
    const app = renderApp({
      path: '/m/webEmail',
      session: member,
      status: buildStatus({ info: { whitelabel: { MAILCEN: false } } }),
      api: {
        '/wps/member/inbox': { value: page([item()]) },
        '/wps/member/unread': { value: counts({}) },
      },
    });
    expect(await screen.findByTestId('flag-closed')).toHaveTextContent(
      /không có quyền|permission/i,
    );
    expect(app.api.callsTo('/wps/member/inbox')).toHaveLength(0);
    await waitFor(() => expect(app.pathname()).toBe('/m/home'), { timeout: 5000 });
  });
});
