import { and, asc, count, desc, eq, gte, lt, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { deposits, members, paymentChannels } from '../../db/schema.ts';

export type ChannelRow = typeof paymentChannels.$inferSelect;
export type DepositRow = typeof deposits.$inferSelect;
export type DepositWithNames = DepositRow & { channelName: string; account: string };

export async function listChannels(db: Db, enabledOnly: boolean): Promise<ChannelRow[]> {
  const query = db.select().from(paymentChannels);
  const filtered = enabledOnly ? query.where(eq(paymentChannels.enabled, true)) : query;
  return filtered.orderBy(asc(paymentChannels.sort), asc(paymentChannels.code));
}

export async function findChannel(db: Db, code: string): Promise<ChannelRow | undefined> {
  const [row] = await db
    .select()
    .from(paymentChannels)
    .where(eq(paymentChannels.code, code))
    .limit(1);
  return row;
}

export async function upsertChannel(
  db: Db,
  values: typeof paymentChannels.$inferInsert,
): Promise<ChannelRow> {
  const { code: _code, ...rest } = values;
  const [row] = await db
    .insert(paymentChannels)
    .values(values)
    .onConflictDoUpdate({ target: paymentChannels.code, set: { ...rest, updatedAt: new Date() } })
    .returning();
  return row!;
}

export async function insertDeposit(
  db: Db,
  values: typeof deposits.$inferInsert,
): Promise<DepositRow> {
  const [row] = await db.insert(deposits).values(values).returning();
  return row!;
}

const withNames = {
  deposit: deposits,
  channelName: paymentChannels.name,
  account: members.account,
};

function selectDeposits(db: Db) {
  return db
    .select(withNames)
    .from(deposits)
    .innerJoin(paymentChannels, eq(paymentChannels.code, deposits.channelCode))
    .innerJoin(members, eq(members.id, deposits.memberId));
}

function flatten(row: {
  deposit: DepositRow;
  channelName: string;
  account: string;
}): DepositWithNames {
  return { ...row.deposit, channelName: row.channelName, account: row.account };
}

export async function findDeposit(
  db: Db,
  where: { id: number } | { orderNo: string },
): Promise<DepositWithNames | undefined> {
  const condition = 'id' in where ? eq(deposits.id, where.id) : eq(deposits.orderNo, where.orderNo);
  const [row] = await selectDeposits(db).where(condition).limit(1);
  return row ? flatten(row) : undefined;
}

/** The deposit row, locked until the transaction ends (decisions on one deposit queue here). */
export async function lockDeposit(
  db: Db,
  where: { id: number } | { orderNo: string },
): Promise<DepositRow | undefined> {
  const condition = 'id' in where ? eq(deposits.id, where.id) : eq(deposits.orderNo, where.orderNo);
  const [row] = await db.select().from(deposits).where(condition).for('update').limit(1);
  return row;
}

export async function updateDeposit(
  db: Db,
  id: number,
  set: Partial<
    Pick<DepositRow, 'status' | 'transferId' | 'reason' | 'decidedBy' | 'gatewayRef'>
  > & {
    decided?: boolean;
  },
): Promise<void> {
  const { decided, ...values } = set;
  await db
    .update(deposits)
    .set({ ...values, ...(decided ? { decidedAt: new Date() } : {}) })
    .where(eq(deposits.id, id));
}

export type DepositFilter = {
  memberId?: number;
  status?: DepositRow['status'];
  from?: Date;
  to?: Date;
};

/** A page of deposits, newest first, with the total count. */
export async function listDeposits(
  db: Db,
  filter: DepositFilter,
  page: { offset: number; limit: number },
): Promise<{ rows: DepositWithNames[]; total: number }> {
  const conditions: SQL[] = [];
  if (filter.memberId !== undefined) conditions.push(eq(deposits.memberId, filter.memberId));
  if (filter.status) conditions.push(eq(deposits.status, filter.status));
  if (filter.from) conditions.push(gte(deposits.createdAt, filter.from));
  if (filter.to) conditions.push(lt(deposits.createdAt, filter.to));
  const where = conditions.length > 0 ? and(...conditions) : undefined;
  const rows = await selectDeposits(db)
    .where(where)
    .orderBy(desc(deposits.createdAt), desc(deposits.id))
    .limit(page.limit)
    .offset(page.offset);
  const [total] = await db.select({ n: count() }).from(deposits).where(where);
  return { rows: rows.map(flatten), total: Number(total?.n ?? 0) };
}
