import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { i18n } from '../../../lib/translation.ts';
import { encodeCustomerServicePath } from '@app/contracts';
import { buildStatus } from '../../../testing/factories.ts';
import { storeStatus } from '../../../lib/queries/status.ts';
import type { FakeAnswer } from '../../../testing/fake-api.ts';
import { findPage, renderApp } from '../../../testing/render-app.tsx';

const t = (key: string) => i18n.t(key);

describe('system status gate (spec §2, §4)', () => {
  it('status 0 renders the site', async () => {
    renderApp({ status: buildStatus({ status: 0 }) });
    expect(await screen.findByTestId('home-header')).toBeInTheDocument();
    expect(screen.queryByTestId('status-maintenance')).not.toBeInTheDocument();
    expect(screen.queryByTestId('status-ip')).not.toBeInTheDocument();
  });

  it('status 1 renders the maintenance page with its title, text and customer service', async () => {
    renderApp({
      status: buildStatus({
        status: 1,
        maintenance: { enabled: true, title: 'Nâng cấp hệ thống', text: 'Quay lại lúc 10:00' },
      }),
    });
    const page = await screen.findByTestId('status-maintenance');
    expect(page).toHaveTextContent('Nâng cấp hệ thống');
    expect(page).toHaveTextContent('Quay lại lúc 10:00');
    expect(screen.queryByTestId('home-header')).not.toBeInTheDocument();
    expect(screen.queryByTestId('bottom-menu')).not.toBeInTheDocument();
    const link = within(page).getByRole('link', { name: t('status.channel.LIVECHAT') });
    expect(link).toHaveAttribute('href', 'https://chat.example.test/room');
    expect(link).toHaveAttribute('target', '_blank');
  });

  it('shows the site’s own maintenance title and text when the operator wrote none', async () => {
    renderApp({
      status: buildStatus({ status: 1, maintenance: { enabled: true, title: '', text: ' ' } }),
    });
    const page = await screen.findByTestId('status-maintenance');
    expect(page).toHaveTextContent(t('status.maintenanceTitle'));
    expect(page).toHaveTextContent(t('status.maintenanceText'));
  });

  it('status 2 renders the IP page with the visitor address and a contact button', async () => {
    renderApp({
      status: buildStatus({ status: 2, location: { ip: '198.51.100.23', country: 'SG' } }),
    });
    const page = await screen.findByTestId('status-ip');
    expect(page).toHaveTextContent(t('status.accessDenied'));
    expect(page).toHaveTextContent(t('status.accessDeniedText'));
    expect(screen.getByTestId('status-ip-address')).toHaveTextContent('198.51.100.23');
    expect(within(page).getByTestId('gate-support')).toHaveAccessibleName(t('status.contactUs'));
    expect(within(page).getByRole('link', { name: t('status.channel.LIVECHAT') })).toHaveAttribute(
      'href',
      'https://chat.example.test/room',
    );
  });

  it.each([1, 2] as const)(
    'status %i offers every outside channel and never /m/customer, which the gate blocks',
    async (gate) => {
      const channel = (csType: string, title: string, path: string) => ({
        csType,
        title,
        path: encodeCustomerServicePath(path, 'k3y5ecr8'),
      });
      renderApp({
        status: buildStatus({
          status: gate,
          info: {
            customerService: [
              channel('LIVECHAT', '', '/m/customer'),
              channel('ZALO', '', 'https://zalo.me/support'),
              channel('TELEGRAM', 'Telegram 24/7', 'https://t.me/support'),
            ],
          },
        }),
      });
      const support = await screen.findByTestId('gate-support');
      const links = within(support).getAllByRole('link');
      expect(links.map((a) => a.getAttribute('href'))).toEqual([
        'https://zalo.me/support',
        'https://t.me/support',
      ]);
      expect(links.map((a) => a.textContent)).toEqual([t('status.channel.ZALO'), 'Telegram 24/7']);
    },
  );

  it('hides the contact button when no customer service is configured', async () => {
    renderApp({ status: buildStatus({ status: 2, info: { customerService: [] } }) });
    await screen.findByTestId('status-ip');
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });

  it('hides the contact button when the only channel is a site page', async () => {
    renderApp({
      status: buildStatus({
        status: 1,
        info: {
          customerService: [
            {
              csType: 'LIVECHAT',
              title: '',
              path: encodeCustomerServicePath('/m/customer', 'k3y5ecr8'),
            },
          ],
        },
      }),
    });
    await screen.findByTestId('status-maintenance');
    expect(screen.queryByTestId('gate-support')).not.toBeInTheDocument();
  });

  it('shows a loading screen while the first status has neither cache nor answer', async () => {
    let answer: (value: FakeAnswer) => void = () => {};
    renderApp({
      api: {
        '/wps/system/status': () => new Promise<FakeAnswer>((resolve) => (answer = resolve)),
      },
    });
    expect(await screen.findByTestId('status-loading')).toBeInTheDocument();
    answer({ value: buildStatus() });
    expect(await screen.findByTestId('home-header')).toBeInTheDocument();
    expect(screen.queryByTestId('status-loading')).not.toBeInTheDocument();
  });

  it('paints at once from the cached status while it asks again', async () => {
    storeStatus(buildStatus());
    renderApp({ api: { '/wps/system/status': () => new Promise<FakeAnswer>(() => {}) } });
    expect(await screen.findByTestId('home-header')).toBeInTheDocument();
    expect(screen.queryByTestId('status-loading')).not.toBeInTheDocument();
  });

  it('switches to maintenance when the fresh answer replaces a cached normal status', async () => {
    storeStatus(buildStatus());
    renderApp({ status: buildStatus({ status: 1 }) });
    expect(await screen.findByTestId('status-maintenance')).toBeInTheDocument();
  });

  it('offers a retry when the first status call fails on the network', async () => {
    let online = false;
    const app = renderApp({
      api: {
        '/wps/system/status': () => (online ? { value: buildStatus() } : { networkError: true }),
      },
    });
    const retry = await screen.findByRole('button', { name: t('errors.loadFailed') });
    expect(screen.getByTestId('status-error')).toBeInTheDocument();
    online = true;
    await app.user.click(retry);
    expect(await screen.findByTestId('home-header')).toBeInTheDocument();
  });

  it.each([
    ['system.maintenance', 1, 'status-maintenance'],
    ['system.region_restricted', 2, 'status-ip'],
  ] as const)(
    'asks for the status again when a call fails with %s',
    async (code, statusCode, testId) => {
      let gate: 0 | 1 | 2 = 0;
      const app = renderApp({
        api: {
          '/wps/system/status': () => ({ value: buildStatus({ status: gate }) }),
          '/wps/content/banners': () => {
            gate = statusCode;
            return { error: code };
          },
        },
      });
      expect(await screen.findByTestId(testId)).toBeInTheDocument();
      expect(app.api.callsTo('/wps/system/status').length).toBeGreaterThanOrEqual(2);
    },
  );

  it('keeps the site when other calls fail', async () => {
    renderApp({
      api: {
        '/wps/content/banners': { error: 'internal.error' },
        '/wps/game/providers': { networkError: true },
      },
    });
    await findPage();
    await waitFor(() => expect(screen.getByTestId('site-footer')).toBeInTheDocument());
    expect(screen.getByTestId('home-header')).toBeInTheDocument();
    expect(screen.queryByTestId('top-banner')).not.toBeInTheDocument();
  });
});
