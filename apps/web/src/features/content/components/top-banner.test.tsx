import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { buildBanner } from '../../../testing/factories.ts';
import { findPage, renderApp } from '../../../testing/render-app.tsx';

describe('top banner', () => {
  it('shows each banner with its title as alt text and asks for the group with COMM3', async () => {
    const app = renderApp({
      api: {
        '/wps/content/banners': {
          value: [
            buildBanner({ title: 'Thưởng nạp đầu', sequence: 2 }),
            buildBanner({ title: 'Xổ số miền Bắc', sequence: 1 }),
          ],
        },
      },
    });
    const banner = within(await screen.findByTestId('top-banner'));
    const images = banner.getAllByRole('img');
    // In sequence order.
    expect(images.map((img) => img.getAttribute('alt'))).toEqual([
      'Xổ số miền Bắc',
      'Thưởng nạp đầu',
    ]);
    expect(app.api.callsTo('/wps/content/banners')[0]!.init?.headers).toMatchObject({
      'x-module-id': 'COMM3',
    });
    // More than one banner: a carousel with one dot per slide, and its pause button.
    expect(banner.getAllByRole('button', { name: /^Xem banner/ })).toHaveLength(2);
    expect(banner.getAllByRole('button')).toHaveLength(3);
  });

  it('opens the link of a banner on tap', async () => {
    const app = renderApp({
      api: {
        '/wps/content/banners': {
          value: [buildBanner({ title: 'Khuyến mãi', link: '/m/activityDetail?id=3' })],
        },
      },
    });
    await app.user.click(await screen.findByRole('img', { name: 'Khuyến mãi' }));
    await waitFor(() => expect(app.pathname()).toBe('/m/activityDetail'));
    expect(app.router.state.location.search).toBe('?id=3');
  });

  it('shows a banner without a link as a picture only, with no dots when alone', async () => {
    renderApp({
      api: { '/wps/content/banners': { value: [buildBanner({ title: 'Chỉ là ảnh', link: '' })] } },
    });
    const banner = within(await screen.findByTestId('top-banner'));
    expect(banner.getByRole('img', { name: 'Chỉ là ảnh' })).toBeInTheDocument();
    expect(banner.queryByRole('link')).not.toBeInTheDocument();
    expect(banner.queryByRole('button')).not.toBeInTheDocument();
  });

  it('refuses a javascript: link', async () => {
    renderApp({
      api: {
        '/wps/content/banners': {
          value: [buildBanner({ title: 'Lạ', link: 'javascript:alert(1)' })],
        },
      },
    });
    const banner = within(await screen.findByTestId('top-banner'));
    expect(banner.queryByRole('link')).not.toBeInTheDocument();
  });

  it('shows nothing, quietly, when the call fails or the group is empty', async () => {
    renderApp({ api: { '/wps/content/banners': { error: 'route.not_found' } } });
    await findPage();
    await waitFor(() =>
      expect(document.querySelector('.top-banner--placeholder')).not.toBeInTheDocument(),
    );
    expect(screen.queryByTestId('top-banner')).not.toBeInTheDocument();
    expect(screen.getByTestId('home-header')).toBeInTheDocument();
  });
});
