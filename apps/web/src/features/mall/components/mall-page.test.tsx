import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { i18n } from '../../../lib/translation.ts';
import {
  MallHomeSchema,
  MallOrderPageSchema,
  RedeemResultSchema,
  type MallHome,
} from '@app/contracts';
import { buildSession, buildStatus } from '../../../testing/factories.ts';
import { renderApp } from '../../../testing/render-app.tsx';

const SLOW = { timeout: 8000 };

/** The mall as the server answers it, parsed through the contract so the fake cannot drift. */
function buildMall(points: number): MallHome {
  return MallHomeSchema.parse({
    points,
    items: [
      {
        id: 1,
        kind: 'voucher',
        name: 'Phiếu quà 100K',
        description: '',
        imageUrl: null,
        cost: 300,
        bonus: null,
        stock: 4,
        perMemberLimit: 2,
        redeemed: 0,
      },
      {
        id: 2,
        kind: 'physical',
        name: 'Áo thun',
        description: 'Size L',
        imageUrl: null,
        cost: 200,
        bonus: null,
        stock: 0,
        perMemberLimit: null,
        redeemed: 0,
      },
      {
        id: 3,
        kind: 'bonus',
        name: 'Thưởng 1 triệu',
        description: '',
        imageUrl: null,
        cost: 5000,
        bonus: '1000000.00',
        stock: 10,
        perMemberLimit: null,
        redeemed: 0,
      },
    ],
  });
}

const order = {
  id: 9,
  itemId: 1,
  itemName: 'Phiếu quà 100K',
  kind: 'voucher',
  cost: 300,
  state: 'delivered',
  voucherCode: 'ABCD2345EFGH',
  bonus: null,
  address: null,
  createdAt: '2026-11-25T03:00:00.000Z',
  updatedAt: '2026-11-25T03:00:00.000Z',
};

describe('point mall (/m/mall/mallHome)', () => {
  it('shows the points and items, redeems a voucher and shows its code and the order', async () => {
    let redeemed = false;
    const app = renderApp({
      path: '/m/mall/mallHome',
      session: buildSession(),
      api: {
        '/wps/member/mall': () => ({ value: buildMall(redeemed ? 700 : 1000) }),
        '/wps/member/mall/items/1/redeem': () => {
          redeemed = true;
          return { value: RedeemResultSchema.parse({ order, points: 700 }) };
        },
        '/wps/member/mall/orders': () => ({
          value: MallOrderPageSchema.parse({
            list: redeemed ? [order] : [],
            pageNum: 1,
            pageSize: 50,
            total: redeemed ? 1 : 0,
            totalPages: 1,
          }),
        }),
      },
    });
    await screen.findByTestId('mall', undefined, SLOW);
    expect(screen.getByTestId('mall-points')).toHaveTextContent('1,000');
    const items = screen.getAllByTestId('mall-item');
    expect(items).toHaveLength(3);
    // Sold out, and too dear: the buttons say so before the server would.
    expect(within(items[1]!).getByTestId('mall-redeem')).toBeDisabled();
    expect(within(items[1]!).getByTestId('mall-redeem')).toHaveTextContent(i18n.t('mall.soldOut'));
    expect(within(items[2]!).getByTestId('mall-redeem')).toBeDisabled();

    await app.user.click(within(items[0]!).getByTestId('mall-redeem'));
    await app.user.click(await screen.findByTestId('mall-redeem-confirm'));
    expect(await screen.findByTestId('mall-redeem-done')).toHaveTextContent('ABCD2345EFGH');
    await waitFor(() => expect(screen.getByTestId('mall-points')).toHaveTextContent('700'));

    await app.user.click(screen.getByRole('button', { name: i18n.t('mall.close') }));
    await app.user.click(screen.getByTestId('mall-tab-orders'));
    const row = await screen.findByTestId('mall-order');
    expect(row).toHaveTextContent(i18n.t('mall.state.delivered'));
    expect(row).toHaveTextContent('ABCD2345EFGH');
  });

  it("shows the server's refusal in the site's words", async () => {
    const app = renderApp({
      path: '/m/mall/mallHome',
      session: buildSession(),
      api: {
        '/wps/member/mall': () => ({ value: buildMall(1000) }),
        '/wps/member/mall/items/1/redeem': () => ({ error: 'mall.outOfStock' }),
      },
    });
    await screen.findByTestId('mall', undefined, SLOW);
    await app.user.click(within(screen.getAllByTestId('mall-item')[0]!).getByTestId('mall-redeem'));
    await app.user.click(await screen.findByTestId('mall-redeem-confirm'));
    expect(await screen.findByRole('alert')).toHaveTextContent(i18n.t('errors.mall.outOfStock'));
  });

  it('is closed with PTSYS3 off', async () => {
    renderApp({
      path: '/m/mall/mallHome',
      session: buildSession(),
      status: buildStatus({ info: { whitelabel: { PTSYS3: false } } }),
    });
    expect(await screen.findByTestId('flag-closed', undefined, SLOW)).toHaveTextContent(
      i18n.t('messages.noPermission'),
    );
    expect(screen.queryByTestId('mall')).toBeNull();
  });
});
