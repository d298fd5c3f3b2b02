import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  MAX_IMAGE_BYTES,
  ROLE_PERMISSIONS,
  createBannerEndpoint,
  endBannerEndpoint,
  getOperatorMeEndpoint,
  listAdminBannersEndpoint,
  uploadImageEndpoint,
  type AdminBanner,
} from '@app/contracts';
import { App } from '../../app/app.tsx';
import { changeLanguage } from '../../lib/i18n.ts';
import { installSession, setToken } from '../../lib/session.ts';
import { fakeApi } from '../../testing/fake-api.ts';

installSession();

const me = {
  kind: 'operator' as const,
  operator: {
    id: 4,
    username: 'content_x',
    role: 'content' as const,
    totpEnrolled: true,
    disabled: false,
    lockedUntil: null,
    createdAt: '2026-11-24T08:00:00.000Z',
    updatedAt: '2026-11-24T08:00:00.000Z',
  },
  role: 'content' as const,
  permissions: [...ROLE_PERMISSIONS.content],
  sessionExpiresAt: '2026-11-24T20:00:00.000Z',
};

const SHA = 'a'.repeat(64);
const banner: AdminBanner = {
  id: 3,
  groupName: 'm_home',
  title: 'Tết',
  imageUrl: '/wps/media/banner/m_home-1.svg',
  link: '/m/promotion',
  sequence: 1,
  startDate: '2026-11-20T00:00:00.000Z',
  endDate: null,
  enabled: true,
  state: 'live',
};
const page = (list: AdminBanner[]) => ({
  list,
  pageNum: 1,
  pageSize: 50,
  total: list.length,
  totalPages: 1,
});

async function openBanners() {
  setToken('session-token');
  const api = fakeApi([
    [getOperatorMeEndpoint, { value: me }],
    [listAdminBannersEndpoint, { value: page([banner]) }],
    [
      uploadImageEndpoint,
      {
        status: 201,
        value: {
          url: `/wps/media/u/${SHA}.png`,
          contentType: 'image/png',
          width: 1080,
          height: 420,
          bytes: 51_200,
          sha256: SHA,
        },
      },
    ],
    [
      createBannerEndpoint,
      (body) => ({ status: 201, value: { ...banner, ...(body as object), id: 9 } }),
    ],
    [endBannerEndpoint, { value: { ...banner, state: 'ended', endDate: '2026-11-24T09:00:00Z' } }],
  ]);
  await changeLanguage('en');
  window.history.pushState({}, '', '/admin/content/banners');
  render(<App />);
  return api;
}

describe('the banners screen', () => {
  it('lists banners and creates one with an image uploaded from the computer', async () => {
    const api = await openBanners();
    const user = userEvent.setup();
    const menu = await screen.findByRole('navigation', { name: 'Back office menu' });
    expect(within(menu).getByRole('link', { name: 'Banners' })).toBeInTheDocument();
    expect(await screen.findByRole('cell', { name: 'Tết' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'New banner' }));
    const png = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'tet.png', {
      type: 'image/png',
    });
    await user.upload(screen.getByLabelText('Image'), png);
    const preview = await screen.findByTestId('banner-image-preview');
    expect(preview).toHaveAttribute('src', `/wps/media/u/${SHA}.png`);
    expect(screen.getByText('1080 × 420 pixels, 50 KB')).toBeInTheDocument();
    const upload = api.calls.find((c) => c.path === '/wps/admin/media/images');
    expect(upload?.body).toEqual({ fileName: 'tet.png', data: 'iVBORw==' });

    await user.click(screen.getByLabelText(/^Title/));
    await user.paste('Lì xì đầu năm');
    await user.click(screen.getByLabelText(/^Link/));
    await user.paste('/m/promotion');
    await user.click(screen.getByRole('button', { name: 'Create' }));
    expect(await screen.findByText('“Lì xì đầu năm” saved')).toBeInTheDocument();
    const created = api.calls.find(
      (c) => c.method === 'POST' && c.path === '/wps/admin/content/banners',
    );
    expect(created?.body).toMatchObject({
      groupName: 'm_home',
      title: 'Lì xì đầu năm',
      imageUrl: `/wps/media/u/${SHA}.png`,
      link: '/m/promotion',
      enabled: true,
      endDate: null,
    });
  });

  it('refuses a file over 2 MB before sending it, and a banner without an image', async () => {
    const api = await openBanners();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'New banner' }));
    const big = new File([new Uint8Array(MAX_IMAGE_BYTES + 1)], 'big.png', { type: 'image/png' });
    await user.upload(screen.getByLabelText('Image'), big);
    expect(screen.getByText('This file is larger than 2 MB')).toBeInTheDocument();
    await user.type(screen.getByLabelText(/^Title/), 'x');
    await user.click(screen.getByRole('button', { name: 'Create' }));
    expect(api.calls.some((c) => c.method === 'POST')).toBe(false);
  });

  it('ends a live banner after asking', async () => {
    const api = await openBanners();
    const user = userEvent.setup();
    window.confirm = () => true;
    await screen.findByRole('cell', { name: 'Tết' });
    await user.click(screen.getByRole('button', { name: 'End now' }));
    expect(await screen.findByText('“Tết” ended')).toBeInTheDocument();
    expect(api.calls.some((c) => c.path === '/wps/admin/content/banners/3/end')).toBe(true);
  });
});
