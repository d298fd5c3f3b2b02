import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { i18n } from '../../lib/translation.ts';
import { buildProvider, buildStatus } from '../../testing/factories.ts';
import { findPage, renderApp } from '../../testing/render-app.tsx';

const t = (key: string, values?: Record<string, unknown>) => i18n.t(key, values);

const status = buildStatus({
  info: {
    siteName: 'Lucky Lotus',
    resources: [
      { resourceType: 'TELEGRAM', url: 'https://t.me/luckylotus' },
      { resourceType: 'FACEBOOK', url: 'https://facebook.com/luckylotus' },
      { resourceType: 'Android', url: 'https://example.test/app.apk' },
    ],
    paymentMethods: ['VietQR', 'MoMo'],
  },
});

describe('site footer (spec §1)', () => {
  it('shows provider logos, contacts, payments, the note, the advantages and the copyright', async () => {
    const app = renderApp({
      status,
      api: {
        '/wps/game/providers': {
          value: [buildProvider({ name: 'BGS Gaming' }), buildProvider({ name: 'JL Slots' })],
        },
      },
    });
    const footer = within(await screen.findByTestId('site-footer'));
    expect(await footer.findByRole('img', { name: 'BGS Gaming' })).toBeInTheDocument();
    expect(footer.getByRole('img', { name: 'JL Slots' })).toBeInTheDocument();
    expect(app.api.callsTo('/wps/game/providers')[0]!.init?.headers).toMatchObject({
      'x-module-id': 'GAMELO3',
    });

    expect(footer.getByRole('link', { name: 'Telegram' })).toHaveAttribute(
      'href',
      'https://t.me/luckylotus',
    );
    expect(footer.getByRole('link', { name: 'Facebook' })).toHaveAttribute(
      'href',
      'https://facebook.com/luckylotus',
    );
    expect(footer.queryByRole('link', { name: 'WhatsApp' })).not.toBeInTheDocument();
    expect(footer.queryByRole('link', { name: 'Instagram' })).not.toBeInTheDocument();

    expect(footer.getByText('VietQR')).toBeInTheDocument();
    expect(footer.getByText('MoMo')).toBeInTheDocument();

    for (const key of ['safePayment', 'support', 'mobile', 'odds', 'currency']) {
      expect(footer.getByText(t(`footer.advantage.${key}`))).toBeInTheDocument();
    }
    expect(
      footer.getByText(t('footer.responsibleText', { age: 18, siteName: 'Lucky Lotus' })),
    ).toBeInTheDocument();
    expect(footer.getByText('© 2019-2025 Lucky Lotus')).toBeInTheDocument();
  });

  it('leaves out the providers when their call fails', async () => {
    renderApp({ status, api: { '/wps/game/providers': { error: 'internal.error' } } });
    const footer = await screen.findByTestId('site-footer');
    await waitFor(() => expect(footer).toHaveTextContent('© 2019-2025 Lucky Lotus'));
    expect(within(footer).queryByText(t('footer.providers'))).not.toBeInTheDocument();
    expect(within(footer).queryAllByRole('img')).toHaveLength(0);
  });

  it('leaves out contacts and payments that are not configured', async () => {
    renderApp({ status: buildStatus({ info: { resources: [], paymentMethods: [] } }) });
    const footer = within(await screen.findByTestId('site-footer'));
    expect(footer.queryByText(t('footer.followUs'))).not.toBeInTheDocument();
    expect(footer.queryByText(t('footer.payments'))).not.toBeInTheDocument();
  });

  it.each(['/m/home', '/m/hot', '/m/live'])('is on %s', async (path) => {
    renderApp({ path });
    await findPage();
    expect(screen.getByTestId('site-footer')).toBeInTheDocument();
  });

  it.each(['/m/activity', '/m/login', '/m/help'])('is not on %s', async (path) => {
    renderApp({ path });
    await findPage();
    expect(screen.queryByTestId('site-footer')).not.toBeInTheDocument();
  });
});
