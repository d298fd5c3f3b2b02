import { randomBytes } from 'node:crypto';
import {
  REWARD_CLAIM_DAYS,
  formatAmountMinor,
  parseAmountMinor,
  type AdminMallItem,
  type AdminMallOrder,
  type AdminMallOrderPage,
  type MallHome,
  type MallItemBody,
  type MallItemKind,
  type MallOrder,
  type MallOrderPage,
  type MallOrderState,
  type PointEntryKind,
  type PointEntryPage,
  type RedeemBody,
  type RedeemResult,
} from '@app/contracts';
import { and, asc, count, desc, eq, gt, gte, inArray, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { mallItems, mallOrders, memberPoints, members, pointEntries } from '../../db/schema.ts';
import { AppError } from '../../lib/app-error.ts';
import { pageWindow, toPage, type PageQuery } from '../../lib/paging.ts';
import { selectProtection } from '../protection/protection.repository.ts';
import { excludedError, isExcluded } from '../protection/protection.service.ts';
import { insertRewardGrant } from '../rewards/rewards.repository.ts';
import { creditPoints } from './points.service.ts';

// The point mall (docs/decisions/2026-11-25-point-mall.md).

type ItemRow = typeof mallItems.$inferSelect;
type OrderRow = typeof mallOrders.$inferSelect;

/** Orders that count toward a member's limit and an item's redeemed count. */
const counted = ne(mallOrders.state, 'cancelled');

async function pointsOf(db: Db, memberId: number): Promise<number> {
  const [row] = await db
    .select({ balance: memberPoints.balance })
    .from(memberPoints)
    .where(eq(memberPoints.memberId, memberId));
  return row?.balance ?? 0;
}

function toOrder(row: OrderRow): MallOrder {
  return {
    id: row.id,
    itemId: row.itemId,
    itemName: row.itemName,
    kind: row.kind as MallItemKind,
    cost: row.cost,
    state: row.state as MallOrderState,
    voucherCode: row.voucherCode,
    bonus: row.bonusMinor === null ? null : formatAmountMinor(row.bonusMinor),
    address: row.address,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The member's points and the active items, with what the member redeemed of each. */
export async function readMall(db: Db, memberId: number): Promise<MallHome> {
  const [points, items, mine] = await Promise.all([
    pointsOf(db, memberId),
    db
      .select()
      .from(mallItems)
      .where(eq(mallItems.active, true))
      .orderBy(asc(mallItems.sort), asc(mallItems.id)),
    db
      .select({ itemId: mallOrders.itemId, n: count() })
      .from(mallOrders)
      .where(and(eq(mallOrders.memberId, memberId), counted))
      .groupBy(mallOrders.itemId),
  ]);
  const redeemed = new Map(mine.map((r) => [r.itemId, r.n]));
  return {
    points,
    items: items.map((i) => ({
      id: i.id,
      kind: i.kind as MallItemKind,
      name: i.name,
      description: i.description,
      imageUrl: i.imageUrl,
      cost: i.cost,
      bonus: i.bonusMinor === null ? null : formatAmountMinor(i.bonusMinor),
      stock: i.stock,
      perMemberLimit: i.perMemberLimit,
      redeemed: redeemed.get(i.id) ?? 0,
    })),
  };
}

/** The member's points history, newest first. */
export async function listPointEntries(
  db: Db,
  memberId: number,
  query: PageQuery,
): Promise<PointEntryPage> {
  const { offset, limit } = pageWindow(query);
  const where = eq(pointEntries.memberId, memberId);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(pointEntries)
      .where(where)
      .orderBy(desc(pointEntries.createdAt), desc(pointEntries.id))
      .limit(limit)
      .offset(offset),
    db.select({ n: count() }).from(pointEntries).where(where),
  ]);
  return toPage(
    rows.map((r) => ({
      id: r.id,
      kind: r.kind as PointEntryKind,
      points: r.points,
      note: r.note,
      createdAt: r.createdAt.toISOString(),
    })),
    total?.n ?? 0,
    query,
  );
}

/** The member's orders, newest first. */
export async function listMemberOrders(
  db: Db,
  memberId: number,
  query: PageQuery,
): Promise<MallOrderPage> {
  const { offset, limit } = pageWindow(query);
  const where = eq(mallOrders.memberId, memberId);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(mallOrders)
      .where(where)
      .orderBy(desc(mallOrders.createdAt), desc(mallOrders.id))
      .limit(limit)
      .offset(offset),
    db.select({ n: count() }).from(mallOrders).where(where),
  ]);
  return toPage(rows.map(toOrder), total?.n ?? 0, query);
}

/** A voucher's code: 12 characters without look-alikes (0/O, 1/I). */
function voucherCode(): string {
  const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
  return [...randomBytes(12)].map((b) => alphabet[b % alphabet.length]).join('');
}

/**
 * Redeems one item for the member, all or nothing in one transaction.
 *
 * Lock order, the same in every mall transaction (item, then the member's points): taking one
 * from the stock with a guarded update locks the item's row, so redemptions of one item queue
 * there; the limit is counted after that lock (read committed sees the orders committed by those
 * before), and the points are taken with a guarded update (`balance >= cost`). Any refusal throws
 * and rolls the stock back with everything else.
 */
export async function redeemItem(
  db: Db,
  memberId: number,
  itemId: number,
  body: RedeemBody,
  now: Date,
): Promise<RedeemResult> {
  return db.transaction(async (t) => {
    const tx = t as unknown as Db;
    const protection = await selectProtection(tx, memberId);
    if (protection && isExcluded(protection, now)) throw excludedError(protection);
    const [item] = await tx
      .update(mallItems)
      .set({ stock: sql`${mallItems.stock} - 1` })
      .where(and(eq(mallItems.id, itemId), eq(mallItems.active, true), gt(mallItems.stock, 0)))
      .returning();
    if (!item) {
      const [exists] = await tx
        .select({ id: mallItems.id })
        .from(mallItems)
        .where(and(eq(mallItems.id, itemId), eq(mallItems.active, true)));
      throw new AppError(exists ? 'mall.outOfStock' : 'mall.notFound');
    }
    if (item.kind === 'physical' && !body.address) throw new AppError('mall.address');
    if (item.perMemberLimit !== null) {
      const [mine] = await tx
        .select({ n: count() })
        .from(mallOrders)
        .where(and(eq(mallOrders.memberId, memberId), eq(mallOrders.itemId, itemId), counted));
      if ((mine?.n ?? 0) >= item.perMemberLimit) {
        throw new AppError('mall.limit', { value: { limit: item.perMemberLimit } });
      }
    }
    const [paid] = await tx
      .update(memberPoints)
      .set({ balance: sql`${memberPoints.balance} - ${item.cost}`, updatedAt: now })
      .where(and(eq(memberPoints.memberId, memberId), gte(memberPoints.balance, item.cost)))
      .returning({ balance: memberPoints.balance });
    if (!paid) throw new AppError('mall.points', { value: { cost: item.cost } });
    const [order] = await tx
      .insert(mallOrders)
      .values({
        memberId,
        itemId,
        itemName: item.name,
        kind: item.kind,
        cost: item.cost,
        bonusMinor: item.kind === 'bonus' ? item.bonusMinor : null,
        voucherCode: item.kind === 'voucher' ? voucherCode() : null,
        address: item.kind === 'physical' ? (body.address ?? null) : null,
        // Bonus credit and vouchers are delivered by this very transaction.
        state: item.kind === 'physical' ? 'pending' : 'delivered',
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    await tx.insert(pointEntries).values({
      memberId,
      source: `redeem:${order!.id}`,
      kind: 'redeem',
      points: -item.cost,
      note: `#${order!.id} ${item.name}`.slice(0, 200),
      createdAt: now,
    });
    if (item.kind === 'bonus' && item.bonusMinor !== null) {
      await insertRewardGrant(
        tx,
        {
          memberId,
          source: `mall_order:${order!.id}`,
          title: item.name,
          amountMinor: item.bonusMinor,
          wageringMultiple: item.wageringMultiple,
        },
        REWARD_CLAIM_DAYS,
      );
    }
    return { order: toOrder(order!), points: paid.balance };
  });
}

// ---- back office

function toAdminItem(row: ItemRow, redeemed: number): AdminMallItem {
  return {
    id: row.id,
    kind: row.kind as MallItemKind,
    name: row.name,
    description: row.description,
    imageUrl: row.imageUrl,
    cost: row.cost,
    bonus: row.bonusMinor === null ? null : formatAmountMinor(row.bonusMinor),
    wageringMultiple: row.wageringMultiple,
    stock: row.stock,
    perMemberLimit: row.perMemberLimit,
    active: row.active,
    sort: row.sort,
    redeemed,
  };
}

async function redeemedCounts(db: Db, itemIds?: number[]): Promise<Map<number, number>> {
  const rows = await db
    .select({ itemId: mallOrders.itemId, n: count() })
    .from(mallOrders)
    .where(itemIds ? and(counted, inArray(mallOrders.itemId, itemIds)) : counted)
    .groupBy(mallOrders.itemId);
  return new Map(rows.map((r) => [r.itemId, r.n]));
}

/** Every item for the back office. */
export async function listAdminItems(db: Db): Promise<{ list: AdminMallItem[] }> {
  const [rows, redeemed] = await Promise.all([
    db.select().from(mallItems).orderBy(asc(mallItems.sort), asc(mallItems.id)),
    redeemedCounts(db),
  ]);
  return { list: rows.map((r) => toAdminItem(r, redeemed.get(r.id) ?? 0)) };
}

/** The columns an item body writes; a bonus amount only for kind bonus (400 otherwise). */
function itemValues(body: MallItemBody) {
  const bonusMinor = body.bonus ? parseAmountMinor(body.bonus) : null;
  if ((body.kind === 'bonus') !== (bonusMinor !== null)) {
    throw new AppError('request.invalid', {
      message: 'A bonus item needs its bonus amount; other kinds have none',
    });
  }
  return {
    kind: body.kind,
    name: body.name,
    description: body.description ?? '',
    imageUrl: body.imageUrl ?? null,
    cost: body.cost,
    bonusMinor,
    wageringMultiple: body.kind === 'bonus' ? (body.wageringMultiple ?? 0) : 0,
    stock: body.stock,
    perMemberLimit: body.perMemberLimit ?? null,
    active: body.active ?? true,
    sort: body.sort ?? 0,
  };
}

export async function createItem(db: Db, body: MallItemBody): Promise<AdminMallItem> {
  const [row] = await db.insert(mallItems).values(itemValues(body)).returning();
  return toAdminItem(row!, 0);
}

export async function updateItem(
  db: Db,
  id: number,
  body: MallItemBody,
): Promise<{ before: AdminMallItem; after: AdminMallItem }> {
  const values = itemValues(body);
  const [old] = await db.select().from(mallItems).where(eq(mallItems.id, id)).for('update');
  if (!old) throw new AppError('mall.notFound');
  const [row] = await db
    .update(mallItems)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(mallItems.id, id))
    .returning();
  const redeemed = (await redeemedCounts(db, [id])).get(id) ?? 0;
  return { before: toAdminItem(old, redeemed), after: toAdminItem(row!, redeemed) };
}

function toAdminOrder(row: OrderRow, username: string): AdminMallOrder {
  return { ...toOrder(row), memberId: row.memberId, username };
}

export async function listAdminOrders(
  db: Db,
  query: PageQuery & { state: MallOrderState | 'all' },
): Promise<AdminMallOrderPage> {
  const { offset, limit } = pageWindow(query);
  const where = query.state === 'all' ? undefined : eq(mallOrders.state, query.state);
  const [rows, [total]] = await Promise.all([
    db
      .select({ order: mallOrders, username: members.account })
      .from(mallOrders)
      .innerJoin(members, eq(members.id, mallOrders.memberId))
      .where(where)
      .orderBy(desc(mallOrders.createdAt), desc(mallOrders.id))
      .limit(limit)
      .offset(offset),
    db.select({ n: count() }).from(mallOrders).where(where),
  ]);
  return toPage(
    rows.map((r) => toAdminOrder(r.order, r.username)),
    total?.n ?? 0,
    query,
  );
}

/** The states an order may move to from each state. */
const NEXT: Record<MallOrderState, readonly MallOrderState[]> = {
  pending: ['shipped', 'delivered', 'cancelled'],
  shipped: ['delivered', 'cancelled'],
  delivered: [],
  cancelled: [],
};

/**
 * Moves an order on, in the caller's transaction. The guarded update (`state in` the states that
 * may move there) makes each move once: of two cancellations arriving together one moves the
 * order and returns the points (entry `refund:<order>`, unique) and the stock; the other finds the
 * order cancelled and answers `mall.orderState`. Lock order: the order, the item, the points.
 */
export async function setOrderState(
  tx: Db,
  id: number,
  state: 'shipped' | 'delivered' | 'cancelled',
): Promise<{ before: AdminMallOrder; after: AdminMallOrder }> {
  const from = (Object.keys(NEXT) as MallOrderState[]).filter((s) => NEXT[s].includes(state));
  const [old] = await tx
    .select({ order: mallOrders, username: members.account })
    .from(mallOrders)
    .innerJoin(members, eq(members.id, mallOrders.memberId))
    .where(eq(mallOrders.id, id));
  if (!old) throw new AppError('mall.orderNotFound');
  const [row] = await tx
    .update(mallOrders)
    .set({ state, updatedAt: new Date() })
    .where(and(eq(mallOrders.id, id), inArray(mallOrders.state, from)))
    .returning();
  if (!row) throw new AppError('mall.orderState', { value: { state: old.order.state } });
  if (state === 'cancelled') {
    await tx
      .update(mallItems)
      .set({ stock: sql`${mallItems.stock} + 1` })
      .where(eq(mallItems.id, row.itemId));
    await creditPoints(tx, {
      memberId: row.memberId,
      source: `refund:${row.id}`,
      kind: 'refund',
      points: row.cost,
      note: `#${row.id} ${row.itemName}`.slice(0, 200),
    });
  }
  return {
    before: toAdminOrder(old.order, old.username),
    after: toAdminOrder(row, old.username),
  };
}
