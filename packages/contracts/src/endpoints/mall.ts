import { defineEndpoint } from '../endpoint.ts';
import {
  AdminMallItemListSchema,
  AdminMallItemSchema,
  AdminMallOrderPageSchema,
  AdminMallOrderQuerySchema,
  AdminMallOrderSchema,
  DEFAULT_POINT_RATES,
  MallHomeSchema,
  MallItemBodySchema,
  MallOrderPageSchema,
  MallOrderStateBodySchema,
  MallPageQuerySchema,
  PointAdjustBodySchema,
  PointAdjustResultSchema,
  PointEntryPageSchema,
  PointRatesBodySchema,
  PointRatesSchema,
  PointSettlementSchema,
  RedeemBodySchema,
  RedeemResultSchema,
  type AdminMallItem,
  type MallItem,
  type MallOrder,
} from '../mall.ts';
import { IdParamsSchema } from '../promotions.ts';

// Points and the point mall (docs/decisions/2026-11-25-point-mall.md).

const item: MallItem = {
  id: 1,
  kind: 'bonus',
  name: 'Thưởng 50.000 ₫',
  description: 'Tiền thưởng vào Trung tâm phần thưởng',
  imageUrl: null,
  cost: 500,
  bonus: '50000.00',
  stock: 100,
  perMemberLimit: 3,
  redeemed: 1,
};

const order: MallOrder = {
  id: 7,
  itemId: 1,
  itemName: 'Thưởng 50.000 ₫',
  kind: 'bonus',
  cost: 500,
  state: 'delivered',
  voucherCode: null,
  bonus: '50000.00',
  address: null,
  createdAt: '2026-11-25T03:00:00.000Z',
  updatedAt: '2026-11-25T03:00:00.000Z',
};

const adminItem: AdminMallItem = {
  ...item,
  wageringMultiple: 1,
  active: true,
  sort: 0,
  redeemed: 12,
};

const pageDocs = {
  pageNo: 'Page number from 1.',
  pageSize: 'Rows per page, at most 100 (default 20).',
};

export const getMallEndpoint = defineEndpoint({
  method: 'GET',
  path: '/wps/member/mall',
  auth: 'real',
  module: 'PTSYS3',
  response: MallHomeSchema,
  errors: [],
  tag: 'member',
  summary: 'Point mall: the member’s points and the items on offer',
  description:
    'The points balance and the active items, each with its cost, stock, per-member limit and how many this member has redeemed (spec §2 `/m/mall/mallHome`). Trial accounts are refused (spec §6).',
  examples: { response: { points: 1250, items: [item] } },
});

export const listPointEntriesEndpoint = defineEndpoint({
  method: 'GET',
  path: '/wps/member/mall/points',
  auth: 'real',
  module: 'PTSYS3',
  query: MallPageQuerySchema,
  response: PointEntryPageSchema,
  errors: [],
  tag: 'member',
  summary: 'Points history',
  description:
    'Points earned from valid turnover (one line per settled hour), spent on redemptions and returned by cancelled orders, newest first.',
  docs: { query: pageDocs },
  examples: {
    query: { pageNo: 1, pageSize: 20 },
    response: {
      list: [
        {
          id: 3,
          kind: 'earn',
          points: 120,
          note: '2026-11-25T02:00:00.000Z',
          createdAt: '2026-11-25T03:05:00.000Z',
        },
      ],
      pageNum: 1,
      pageSize: 20,
      total: 1,
      totalPages: 1,
    },
  },
});

export const listMallOrdersEndpoint = defineEndpoint({
  method: 'GET',
  path: '/wps/member/mall/orders',
  auth: 'real',
  module: 'PTSYS3',
  query: MallPageQuerySchema,
  response: MallOrderPageSchema,
  errors: [],
  tag: 'member',
  summary: 'Point mall orders',
  description: 'The member’s redemptions with their state, newest first.',
  docs: { query: pageDocs },
  examples: {
    query: { pageNo: 1 },
    response: { list: [order], pageNum: 1, pageSize: 20, total: 1, totalPages: 1 },
  },
});

export const redeemMallItemEndpoint = defineEndpoint({
  method: 'POST',
  path: '/wps/member/mall/items/:id/redeem',
  auth: 'real',
  module: 'PTSYS3',
  params: IdParamsSchema,
  body: RedeemBodySchema,
  response: RedeemResultSchema,
  errors: [
    'mall.notFound',
    'mall.outOfStock',
    'mall.limit',
    'mall.points',
    'mall.address',
    'protection.excluded',
  ],
  tag: 'member',
  summary: 'Redeem an item with points',
  description:
    'One transaction: the stock, the member’s limit and the points change together or not at all, however many redemptions of the last item arrive at once. Bonus credit becomes a reward-center grant and a voucher its code (both delivered at once); physical goods need a delivery address and wait for the operator. Refused during a time-out or self-exclusion.',
  docs: { params: { id: 'The item id.' } },
  examples: {
    params: { id: 1 },
    body: {},
    response: { order, points: 750 },
  },
});

// ---- back office

export const listAdminMallItemsEndpoint = defineEndpoint({
  method: 'GET',
  path: '/wps/admin/mall/items',
  auth: 'operator',
  permission: 'content.write',
  gate: false,
  response: AdminMallItemListSchema,
  errors: [],
  tag: 'operator',
  summary: 'Point mall items',
  description: 'Every item, active or not, with how many were redeemed (orders not cancelled).',
  examples: { response: { list: [adminItem] } },
});

export const createMallItemEndpoint = defineEndpoint({
  method: 'POST',
  path: '/wps/admin/mall/items',
  auth: 'operator',
  permission: 'content.write',
  gate: false,
  body: MallItemBodySchema,
  response: AdminMallItemSchema,
  status: 201,
  errors: [],
  tag: 'operator',
  summary: 'Create a point mall item',
  description:
    'Kind, name, cost in points, stock and an optional per-member limit; a bonus item names its credit and wagering multiple.',
  examples: {
    body: {
      kind: 'bonus',
      name: 'Thưởng 50.000 ₫',
      cost: 500,
      bonus: '50000',
      wageringMultiple: 1,
      stock: 100,
      perMemberLimit: 3,
    },
    response: adminItem,
  },
});

export const updateMallItemEndpoint = defineEndpoint({
  method: 'PUT',
  path: '/wps/admin/mall/items/:id',
  auth: 'operator',
  permission: 'content.write',
  gate: false,
  params: IdParamsSchema,
  body: MallItemBodySchema,
  response: AdminMallItemSchema,
  errors: ['mall.notFound'],
  tag: 'operator',
  summary: 'Change a point mall item',
  description:
    'Replaces the item’s fields (its kind too); orders already placed keep what they were. Setting `active` false takes it off the mall.',
  docs: { params: { id: 'The item id.' } },
  examples: {
    params: { id: 1 },
    body: { kind: 'voucher', name: 'Phiếu quà tặng', cost: 300, stock: 10 },
    response: { ...adminItem, kind: 'voucher', bonus: null, name: 'Phiếu quà tặng' },
  },
});

export const listAdminMallOrdersEndpoint = defineEndpoint({
  method: 'GET',
  path: '/wps/admin/mall/orders',
  auth: 'operator',
  permission: 'promotions.review',
  gate: false,
  query: AdminMallOrderQuerySchema,
  response: AdminMallOrderPageSchema,
  errors: [],
  tag: 'operator',
  summary: 'Point mall orders',
  description: 'Orders in one state (all by default), newest first, with the member.',
  docs: {
    query: {
      state: 'pending, shipped, delivered, cancelled or all (default).',
      pageNo: 'Page number from 1.',
      pageSize: 'Orders per page, at most 200 (default 50).',
    },
  },
  examples: {
    query: { state: 'pending' },
    response: {
      list: [{ ...order, memberId: 5, username: 'demo01' }],
      pageNum: 1,
      pageSize: 50,
      total: 1,
      totalPages: 1,
    },
  },
});

export const setMallOrderStateEndpoint = defineEndpoint({
  method: 'POST',
  path: '/wps/admin/mall/orders/:id/state',
  auth: 'operator',
  permission: 'promotions.review',
  gate: false,
  params: IdParamsSchema,
  body: MallOrderStateBodySchema,
  response: AdminMallOrderSchema,
  errors: ['mall.orderNotFound', 'mall.orderState'],
  tag: 'operator',
  summary: 'Ship, deliver or cancel a point mall order',
  description:
    'pending → shipped → delivered; pending or shipped → cancelled returns the points and the stock exactly once, however many cancellations arrive. Delivered and cancelled orders are final.',
  docs: { params: { id: 'The order id.' } },
  examples: {
    params: { id: 7 },
    body: { state: 'cancelled' },
    response: { ...order, state: 'cancelled', memberId: 5, username: 'demo01' },
  },
});

export const getPointRatesEndpoint = defineEndpoint({
  method: 'GET',
  path: '/wps/admin/mall/point-rates',
  auth: 'operator',
  permission: 'settings.read',
  gate: false,
  response: PointRatesSchema,
  errors: [],
  tag: 'operator',
  summary: 'Points earned per category',
  description:
    'Points per 1,000.00 of valid turnover in each game category (rounded down per member, hour and category).',
  examples: { response: { rates: DEFAULT_POINT_RATES } },
});

export const setPointRatesEndpoint = defineEndpoint({
  method: 'PUT',
  path: '/wps/admin/mall/point-rates',
  auth: 'operator',
  permission: 'settings.write',
  gate: false,
  body: PointRatesBodySchema,
  response: PointRatesSchema,
  errors: [],
  tag: 'operator',
  summary: 'Change the points earned per category',
  description:
    'The categories named change; the others keep their rate. Hours settled later use the new rates.',
  examples: {
    body: { rates: { LIVE: 2 } },
    response: { rates: { ...DEFAULT_POINT_RATES, LIVE: 2 } },
  },
});

export const settlePointsEndpoint = defineEndpoint({
  method: 'POST',
  path: '/wps/admin/mall/points/settle',
  auth: 'operator',
  permission: 'settings.write',
  gate: false,
  response: PointSettlementSchema,
  errors: [],
  tag: 'operator',
  summary: 'Settle points now',
  description:
    'Runs the points job at once (it also runs on its own every few minutes): every whole hour not yet settled is credited from the bet records, each member once per hour.',
  examples: {
    response: { periods: ['2026-11-25T02:00:00.000Z'], credited: 4, points: 830 },
  },
});

export const adjustPointsEndpoint = defineEndpoint({
  method: 'POST',
  path: '/wps/admin/mall/points/adjust',
  auth: 'operator',
  permission: 'money.adjust',
  gate: false,
  body: PointAdjustBodySchema,
  response: PointAdjustResultSchema,
  errors: ['resource.not_found', 'mall.points'],
  tag: 'operator',
  summary: 'Correct a member’s points',
  description:
    'Adds (or with a negative number takes) points, with the reason, as one entry of the points history. Taking more than the member holds is `mall.points`. Audited.',
  examples: {
    body: { account: 'demo01', points: 500, reason: 'Bồi thường sự cố' },
    response: { memberId: 5, points: 1750 },
  },
});
