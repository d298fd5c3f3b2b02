import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { renderApp } from '../../../testing/render-app.tsx';
import { bootWith } from '../../../testing/boot-data.ts';
import { buildPromotion } from '../testing/factories.ts';

// The page's code loads on first visit; give it time on a busy machine.
const SLOW = { timeout: 8000 };

const local = (y: number, m: number, d: number, h = 10) => new Date(y, m - 1, d, h).toISOString();

function promotions() {
  return [
    buildPromotion({
      id: 1,
      title: 'Thưởng chào mừng',
      category: 'new_player',
      startDate: local(2026, 11, 14),
      endDate: null,
      noExpiry: 1,
    }),
    buildPromotion({
      id: 2,
      title: 'Đổi điểm lấy quà',
      category: 'point_mall',
      startDate: local(2026, 11, 1),
      endDate: local(2026, 12, 31),
    }),
    buildPromotion({
      id: 3,
      title: 'Xổ số một ngày',
      category: 'lotto_promo',
      startDate: local(2026, 12, 24, 8),
      endDate: local(2026, 12, 24, 22),
      content: '<p>Chỉ <b>hôm nay</b>.</p><img src=x onerror="alert(1)"><script>alert(2)</script>',
    }),
  ];
}

describe('promotions page (spec §2, §4)', () => {
  it('shows all, then the categories present, and filters the cards by the chosen one', async () => {
    const app = renderApp({
      path: '/m/activity',
      api: { '/wps/content/promotions': { value: { list: promotions() } } },
    });
    const menu = await screen.findByTestId('promo-menu', undefined, SLOW);
    const tabs = within(menu).getAllByRole('tab');
    expect(tabs.map((t) => t.textContent)).toEqual([
      'Tất cả',
      'Thành viên mới',
      'Xổ số',
      'Đổi điểm',
    ]);
    expect(tabs[0]).toHaveAttribute('aria-selected', 'true');
    const cards = screen.getAllByTestId('promo-card');
    expect(cards).toHaveLength(3);
    expect(cards[0]).toHaveTextContent('Thưởng chào mừng');
    expect(within(cards[0]!).getByTestId('promo-dates')).toHaveTextContent('14/11/2026 - Dài hạn');
    expect(within(cards[1]!).getByTestId('promo-dates')).toHaveTextContent(
      '01/11/2026 - 31/12/2026',
    );
    expect(within(cards[2]!).getByTestId('promo-dates')).toHaveTextContent(/^24\/12\/2026$/);
    expect(cards[0]!.querySelector('img')).toHaveAttribute(
      'src',
      '/wps/media/promo/p1-vi-card.svg',
    );
    expect(app.api.callsTo('/wps/content/promotions')[0]!.url.searchParams.get('language')).toBe(
      'TY',
    );

    await app.user.click(within(menu).getByRole('tab', { name: 'Đổi điểm' }));
    expect(within(menu).getByRole('tab', { name: 'Đổi điểm' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(screen.getAllByTestId('promo-card').map((c) => c.textContent)).toEqual([
      expect.stringContaining('Đổi điểm lấy quà'),
    ]);
    await app.user.click(within(screen.getByTestId('promo-card')).getByRole('link'));
    await waitFor(() => expect(app.router.state.location.search).toBe('?id=2'), SLOW);
    await waitFor(() => expect(app.pathname()).toBe('/m/activityDetail'), SLOW);
  });

  it('shows the empty state when there is no promotion', async () => {
    renderApp({ path: '/m/activity', api: { '/wps/content/promotions': { value: { list: [] } } } });
    expect(await screen.findByTestId('empty-state', undefined, SLOW)).toHaveTextContent(
      'Hiện chưa có khuyến mãi',
    );
    expect(screen.queryByTestId('promo-menu')).not.toBeInTheDocument();
  });

  it('opens the detail: banner, title, header dates YYYY/MM/DD and sanitised content', async () => {
    const [, , oneDay] = promotions();
    renderApp({
      path: '/m/activityDetail?id=3',
      api: { '/wps/content/promotions/3': { value: oneDay } },
    });
    const detail = await screen.findByTestId('promo-detail', undefined, SLOW);
    expect(within(detail).getByRole('heading')).toHaveTextContent('Xổ số một ngày');
    expect(screen.getByTestId('promo-detail-dates')).toHaveTextContent(/^2026\/12\/24$/);
    expect(detail.querySelector('.promo-detail__banner')).toHaveAttribute(
      'src',
      '/wps/media/promo/p3-vi-banner.svg',
    );
    const content = screen.getByTestId('promo-detail-content');
    expect(content.querySelector('b')).toHaveTextContent('hôm nay');
    expect(content.querySelector('script')).toBeNull();
    expect(content.querySelector('img')?.getAttribute('onerror')).toBeNull();
  });

  it('shows the promotion its first HTML carried without asking, and asks for any other', async () => {
    const [, , oneDay] = promotions();
    bootWith('boot-promotion', JSON.stringify({ id: 3, language: 'TY', promotion: oneDay }));
    const booted = renderApp({ path: '/m/activityDetail?id=3' });
    const detail = await screen.findByTestId('promo-detail', undefined, SLOW);
    expect(within(detail).getByRole('heading')).toHaveTextContent('Xổ số một ngày');
    expect(detail.querySelector('.promo-detail__banner')).toHaveAttribute(
      'src',
      '/wps/media/promo/p3-vi-banner.svg',
    );
    expect(screen.getByTestId('promo-detail-content').querySelector('script')).toBeNull();
    expect(booted.api.callsTo('/wps/content/promotions/3')).toEqual([]);
    // Read once.
    expect(document.getElementById('boot-promotion')).toBeNull();
    booted.unmount();

    // Written for another promotion, or not a promotion: the page asks for its own.
    const [longTerm] = promotions();
    for (const boot of [
      { id: 3, language: 'TY', promotion: oneDay },
      { id: 1, language: 'EN', promotion: longTerm },
      { id: 1, language: 'TY', promotion: { title: 7 } },
    ]) {
      bootWith('boot-promotion', JSON.stringify(boot));
      const other = renderApp({
        path: '/m/activityDetail?id=1',
        api: { '/wps/content/promotions/1': { value: longTerm } },
      });
      expect(await screen.findByTestId('promo-detail', undefined, SLOW)).toHaveTextContent(
        'Thưởng chào mừng',
      );
      expect(other.api.callsTo('/wps/content/promotions/1')).toHaveLength(1);
      other.unmount();
    }
  });

  it('shows the long-term header and an empty view for an unknown or missing id', async () => {
    const [longTerm] = promotions();
    const first = renderApp({
      path: '/m/activityDetail?id=1',
      api: { '/wps/content/promotions/1': { value: longTerm } },
    });
    expect(await screen.findByTestId('promo-detail-dates', undefined, SLOW)).toHaveTextContent(
      '2026/11/14 - Dài hạn',
    );
    first.unmount();

    const unknown = renderApp({
      path: '/m/activityDetail?id=999',
      api: { '/wps/content/promotions/999': { error: 'promotion.not_found' } },
    });
    expect(await screen.findByTestId('empty-state', undefined, SLOW)).toHaveTextContent(
      'Không tìm thấy khuyến mãi',
    );
    unknown.unmount();

    const missing = renderApp({ path: '/m/activityDetail?id=abc' });
    expect(await screen.findByTestId('empty-state', undefined, SLOW)).toHaveTextContent(
      'Không tìm thấy khuyến mãi',
    );
    expect(
      missing.api.calls.filter((c) => c.url.pathname.startsWith('/wps/content/promotions')),
    ).toEqual([]);
  });
});
