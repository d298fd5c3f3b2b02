import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  ROLE_PERMISSIONS,
  deletePromotionEndpoint,
  getOperatorMeEndpoint,
  listAdminPromotionsEndpoint,
  updatePromotionEndpoint,
  uploadImageEndpoint,
  type AdminPromotion,
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

const SHA = 'b'.repeat(64);
const promotion: AdminPromotion = {
  id: 7,
  title: 'Hoàn trả xổ số',
  content: '<p>Hoàn 1% mỗi ngày.</p>',
  category: 'lotto_promo',
  language: 'vi',
  translationOf: null,
  startDate: '2026-11-20T00:00:00.000Z',
  endDate: '2026-12-20T00:00:00.000Z',
  noExpiry: 0,
  images: [],
  sort: 10,
  enabled: true,
  state: 'live',
  acceptsApplications: false,
  applicationBonus: null,
  wageringMultiple: 1,
};

async function openPromotions() {
  setToken('session-token');
  const api = fakeApi([
    [getOperatorMeEndpoint, { value: me }],
    [
      listAdminPromotionsEndpoint,
      { value: { list: [promotion], pageNum: 1, pageSize: 50, total: 1, totalPages: 1 } },
    ],
    [
      uploadImageEndpoint,
      {
        status: 201,
        value: {
          url: `/wps/media/u/${SHA}.png`,
          contentType: 'image/png',
          width: 690,
          height: 260,
          bytes: 20_480,
          sha256: SHA,
        },
      },
    ],
    [updatePromotionEndpoint, (body) => ({ value: { ...promotion, ...(body as object) } })],
    [deletePromotionEndpoint, { value: { id: 7, deleted: true } }],
  ]);
  await changeLanguage('en');
  window.history.pushState({}, '', '/admin/content/promotions');
  render(<App />);
  return api;
}

describe('the promotions screen', () => {
  it('lists promotions with their state and makes one long-term with a card image', async () => {
    const api = await openPromotions();
    const user = userEvent.setup();
    const menu = await screen.findByRole('navigation', { name: 'Back office menu' });
    expect(within(menu).getByRole('link', { name: 'Promotions' })).toBeInTheDocument();
    const row = (await screen.findByRole('cell', { name: 'Hoàn trả xổ số' })).closest('tr')!;
    expect(row).toHaveTextContent('Live');
    expect(row).toHaveTextContent('Lottery');

    await user.click(within(row).getByRole('button', { name: 'Edit' }));
    await user.click(screen.getByLabelText(/Long term/));
    // Long-term: no end date to enter.
    expect(screen.queryByText('Vietnam time; needed unless long-term')).not.toBeInTheDocument();
    const png = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'card.png', {
      type: 'image/png',
    });
    await user.upload(screen.getByLabelText('Card image (1)'), png);
    await screen.findByText('690 × 260 pixels, 20 KB');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Saved “Hoàn trả xổ số”')).toBeInTheDocument();
    const patch = api.calls.find((c) => c.method === 'PATCH');
    expect(patch?.path).toBe('/wps/admin/content/promotions/7');
    expect(patch?.body).toMatchObject({
      category: 'lotto_promo',
      language: 'vi',
      noExpiry: 1,
      endDate: null,
      translationOf: null,
      images: [{ url: `/wps/media/u/${SHA}.png`, sequence: 1 }],
    });
  });

  it('deletes a promotion after asking', async () => {
    const api = await openPromotions();
    const user = userEvent.setup();
    window.confirm = () => true;
    await screen.findByRole('cell', { name: 'Hoàn trả xổ số' });
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Promotion deleted')).toBeInTheDocument();
    expect(api.calls.some((c) => c.method === 'DELETE')).toBe(true);
  });
});
