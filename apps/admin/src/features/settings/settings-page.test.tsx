import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  WHITELABEL_FLAGS,
  getOperatorMeEndpoint,
  getSiteSettingsEndpoint,
  updateSiteSettingsEndpoint,
  type OperatorRole,
  type SiteInfo,
  type Whitelabel,
} from '@app/contracts';
import { App } from '../../app/app.tsx';
import { changeLanguage } from '../../lib/i18n.ts';
import { installSession, setToken } from '../../lib/session.ts';
import { fakeApi } from '../../testing/fake-api.ts';
import { meOf } from '../../testing/operators.ts';

installSession();

const site: SiteInfo = {
  merchantCode: 'VN01',
  siteName: 'Lucky Lotus',
  customerService: [
    { csType: 'LIVECHAT', title: 'CSKH', path: '/m/customer' },
    { csType: 'ZALO', title: 'Zalo', path: 'https://zalo.me/lotus' },
    { csType: 'HOTLINE', title: 'Hotline', path: 'tel:19006868' },
  ],
  imageCDNs: [''],
  domainRoute: [],
  mobileTemplate: {
    mem_cen: true,
    dep_func: true,
    app_background: '#0f3d3e',
    app_desc: '',
    app_desc_font_color: '#ffffff',
  },
  paths: {},
  register: {
    captchaEnabled: true,
    fields: [
      { name: 'username', enabled: true, required: true, min: 6, max: 16, pattern: '^[a-z]+$' },
      { name: 'nickname', enabled: true, required: false },
    ],
  },
  fieldRules: [{ name: 'loginPassword', enabled: true, required: true, min: 6, max: 20 }],
  resources: [{ resourceType: 'Android', url: '/m/app?platform=android' }],
  whitelabel: Object.fromEntries(WHITELABEL_FLAGS.map((f) => [f, true])) as Whitelabel,
  mainDomain: 'localhost',
  languages: ['TY', 'EN'],
  defaultLanguage: 'TY',
  currency: { code: 'VND', symbol: '₫' },
  paymentMethods: ['VietQR'],
};

async function openSettings(role: OperatorRole, patch?: Parameters<typeof fakeApi>[0][number][1]) {
  setToken('session-token');
  const api = fakeApi([
    [getOperatorMeEndpoint, { value: meOf(role) }],
    [getSiteSettingsEndpoint, { value: site }],
    ...(patch
      ? [[updateSiteSettingsEndpoint, patch] as Parameters<typeof fakeApi>[0][number]]
      : []),
  ]);
  await changeLanguage('en');
  window.history.pushState({}, '', '/admin/settings');
  render(<App />);
  return api;
}

describe('the settings screen: site', () => {
  it('edits the customer-service list and saves it whole, in order', async () => {
    const api = await openSettings('administrator', (body) => ({
      value: { ...site, ...(body as object) },
    }));
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Site' }));
    const link = await screen.findByLabelText('Link of channel 2');
    await user.clear(link);
    await user.paste('javascript:alert(1)');
    // Only the bad link is refused: the hotline's tel: number is a channel too.
    expect(
      screen.getAllByText('A site page (/m/…), an https:// address or tel: and a number'),
    ).toHaveLength(1);
    const panel = screen.getByRole('heading', { name: 'Customer service' }).closest('section')!;
    expect(within(panel).getByRole('button', { name: 'Save' })).toBeDisabled();
    await user.clear(link);
    await user.paste('https://zalo.me/new');
    await user.click(within(panel).getByRole('button', { name: 'Move 2 up' }));
    await user.click(within(panel).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Settings saved')).toBeInTheDocument();
    const saved = api.calls.find((c) => c.method === 'PATCH');
    expect(saved?.body).toEqual({
      customerService: [
        { csType: 'ZALO', title: 'Zalo', path: 'https://zalo.me/new' },
        { csType: 'LIVECHAT', title: 'CSKH', path: '/m/customer' },
        { csType: 'HOTLINE', title: 'Hotline', path: 'tel:19006868' },
      ],
    });
  });

  it('says when the server refuses a field pattern, and catches one that does not compile before sending', async () => {
    await openSettings('administrator', {
      status: 400,
      code: 'settings.pattern_refused',
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Field rules' }));
    const pattern = await screen.findByLabelText('Pattern of nickname');
    await user.click(pattern);
    await user.paste('(a+)+$');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(/field pattern is refused/i);
    // A pattern that does not compile is caught before it is sent.
    await user.clear(pattern);
    await user.paste('(unclosed');
    expect(screen.getByText(/Not a valid regular expression/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
  });

  it('shows a read-only role the site settings without controls that change them', async () => {
    await openSettings('read_only');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Site' }));
    expect(await screen.findByLabelText('Link of channel 1')).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Add a channel' })).toBeNull();
  });
});
