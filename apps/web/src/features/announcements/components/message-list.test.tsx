import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { renderApp } from '../../../testing/render-app.tsx';
import { announcementList, buildAnnouncement } from '../../../testing/home-factories.ts';

const member = { token: 'member-token', merchantCode: 'VN01', userName: 'demo', type: 0 };

function items() {
  return announcementList([
    buildAnnouncement({
      id: 11,
      title: 'Bảo trì hệ thống',
      startDate: '2026-11-18T05:00:00.000Z',
      content: '<p>Bảo trì <b>thứ Ba</b> 02:00–03:00.</p><script>alert(1)</script>',
    }),
    buildAnnouncement({ id: 12, title: 'Nạp tiền VietQR', read: true }),
  ]);
}

describe('message list (spec §2, §4)', () => {
  it('needs a session: a visitor goes to /m/login', async () => {
    const app = renderApp({ path: '/m/message' });
    // The login page's code is the largest chunk; give it time on a busy machine.
    await waitFor(() => expect(app.pathname()).toBe('/m/login'), { timeout: 5000 });
  });

  it('lists title, date and preview, opens the full HTML, and marks it read for a member', async () => {
    const app = renderApp({
      path: '/m/message',
      session: member,
      api: {
        '/wps/content/announcements': { value: items() },
        '/wps/content/announcements/read': { value: { announcementId: 11, read: true } },
      },
    });
    const list = await screen.findByTestId('message-list');
    const [first, second] = within(list).getAllByTestId('message-item');
    expect(first).toHaveTextContent('Bảo trì hệ thống');
    expect(first).toHaveTextContent('2026-11-18');
    expect(first).toHaveTextContent('Bảo trì thứ Ba 02:00–03:00.');
    expect(within(first!).getByTestId('message-unread')).toBeInTheDocument();
    expect(within(second!).queryByTestId('message-unread')).not.toBeInTheDocument();
    const call = app.api.callsTo('/wps/content/announcements')[0]!;
    expect(call.url.searchParams.get('types')).toBe('PL,PU');

    await app.user.click(within(first!).getByRole('button', { name: /Bảo trì hệ thống/ }));
    const content = within(first!).getByTestId('message-content');
    expect(content.querySelector('b')).toHaveTextContent('thứ Ba');
    expect(content.querySelector('script')).toBeNull();
    await waitFor(() => expect(app.api.callsTo('/wps/content/announcements/read')).toHaveLength(1));
    const post = app.api.callsTo('/wps/content/announcements/read')[0]!;
    expect(post.init?.method).toBe('POST');
    expect(JSON.parse(String(post.init?.body))).toEqual({ announcementId: 11, read: true });
    await waitFor(() =>
      expect(within(first!).queryByTestId('message-unread')).not.toBeInTheDocument(),
    );

    // Opening one that is read already sends nothing.
    await app.user.click(within(second!).getByRole('button', { name: /Nạp tiền VietQR/ }));
    expect(app.api.callsTo('/wps/content/announcements/read')).toHaveLength(1);
  });

  it('marks nothing read for a trial account (type 4)', async () => {
    const app = renderApp({
      path: '/m/message',
      session: { token: 'trial-token', merchantCode: 'VN01', type: 4 },
      api: { '/wps/content/announcements': { value: { ...items(), unreadCount: 0 } } },
    });
    const [first] = await screen.findAllByTestId('message-item');
    await app.user.click(within(first!).getByRole('button', { name: /Bảo trì hệ thống/ }));
    expect(within(first!).getByTestId('message-content')).toBeInTheDocument();
    expect(app.api.callsTo('/wps/content/announcements/read')).toHaveLength(0);
  });

  it('shows the announcements on /m/notice without a session, and an empty state when there are none', async () => {
    const app = renderApp({
      path: '/m/notice',
      api: { '/wps/content/announcements': { value: items() } },
    });
    expect(await screen.findAllByTestId('message-item')).toHaveLength(2);
    await app.user.click(screen.getByRole('button', { name: /Bảo trì hệ thống/ }));
    expect(app.api.callsTo('/wps/content/announcements/read')).toHaveLength(0);
    app.unmount();

    renderApp({
      path: '/m/notice',
      api: { '/wps/content/announcements': { value: announcementList([]) } },
    });
    expect(await screen.findByTestId('empty-state')).toHaveTextContent('Chưa có thông báo');
  });

  it('offers a retry, not an alert, when the list fails', async () => {
    let fail = true;
    const app = renderApp({
      path: '/m/message',
      session: member,
      api: {
        '/wps/content/announcements': () =>
          fail ? { error: 'internal.error' } : { value: items() },
      },
    });
    const retry = await screen.findByRole('button', { name: 'Thử lại' });
    fail = false;
    await app.user.click(retry);
    expect(await screen.findAllByTestId('message-item')).toHaveLength(2);
  });
});
