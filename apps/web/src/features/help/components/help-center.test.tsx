import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { HelpCenterSchema } from '@app/contracts';
import { renderApp } from '../../../testing/render-app.tsx';

// The page's code loads on first visit; give it time on a busy machine.
const SLOW = { timeout: 8000 };

const help = HelpCenterSchema.parse({
  language: 'vi',
  groups: [
    {
      groupName: 'account',
      title: 'Tài khoản',
      items: [
        { id: 1, title: 'Đăng ký thế nào?', content: '<p>Bấm <b>Đăng ký</b>.</p>' },
        {
          id: 2,
          title: 'Quên mật khẩu?',
          content: '<p>Chọn Quên mật khẩu.</p><script>alert(1)</script>',
        },
      ],
    },
    {
      groupName: 'deposit',
      title: 'Nạp tiền',
      items: [{ id: 3, title: 'Nạp tối thiểu?', content: '<p>100.000 ₫</p>' }],
    },
  ],
});

describe('help center (spec §2)', () => {
  it('shows the groups and an accordion where opening one closes the previous', async () => {
    const app = renderApp({
      path: '/m/help',
      api: { '/wps/content/help': { value: help }, '/wps/content/banners': { value: [] } },
    });
    const page = await screen.findByTestId('help-center', undefined, SLOW);
    expect(
      within(page)
        .getAllByRole('heading')
        .map((h) => h.textContent),
    ).toEqual(['Tài khoản', 'Nạp tiền']);
    expect(screen.queryByTestId('help-content')).not.toBeInTheDocument();
    const call = app.api.callsTo('/wps/content/help')[0]!;
    expect(call.url.searchParams.get('language')).toBe('TY');
    expect(call.url.searchParams.get('device')).toBe('MOBILE');

    const first = screen.getByRole('button', { name: 'Đăng ký thế nào?' });
    await app.user.click(first);
    expect(first).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getAllByTestId('help-content')).toHaveLength(1);
    expect(screen.getByTestId('help-content').querySelector('b')).toHaveTextContent('Đăng ký');

    // Another item, in another group: the first closes.
    const third = screen.getByRole('button', { name: 'Nạp tối thiểu?' });
    await app.user.click(third);
    expect(first).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getAllByTestId('help-content')).toHaveLength(1);
    expect(screen.getByTestId('help-content')).toHaveTextContent('100.000 ₫');

    // Opening the open one closes it.
    await app.user.click(third);
    expect(screen.queryByTestId('help-content')).not.toBeInTheDocument();

    await app.user.click(screen.getByRole('button', { name: 'Quên mật khẩu?' }));
    expect(screen.getByTestId('help-content').querySelector('script')).toBeNull();
  });

  it('shows the empty state when there is no help', async () => {
    renderApp({
      path: '/m/help',
      api: { '/wps/content/help': { value: { language: 'vi', groups: [] } } },
    });
    expect(await screen.findByTestId('empty-state', undefined, SLOW)).toHaveTextContent(
      'Chưa có bài trợ giúp',
    );
  });
});
