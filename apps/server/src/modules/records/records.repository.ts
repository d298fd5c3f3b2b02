import { and, count, desc, eq, gte, inArray, lt, or, type SQL } from 'drizzle-orm';
import type { TransferKind } from '@app/contracts';
import type { Db } from '../../db/client.ts';
import { ledgerTransfers } from '../../db/schema.ts';

export type WalletLineRow = {
  id: number;
  kind: TransferKind;
  amountMinor: bigint;
  reference: string;
  createdAt: Date;
  debitAccountId: number;
  debitBalanceAfterMinor: bigint;
  creditBalanceAfterMinor: bigint;
};

/** Transfers into or out of one wallet, newest first, with the total count. */
export async function listWalletTransfers(
  db: Db,
  filter: { memberId: number; walletId: number; kinds?: TransferKind[]; from?: Date; to?: Date },
  page: { offset: number; limit: number },
): Promise<{ rows: WalletLineRow[]; total: number }> {
  const conditions: SQL[] = [
    eq(ledgerTransfers.memberId, filter.memberId),
    or(
      eq(ledgerTransfers.debitAccountId, filter.walletId),
      eq(ledgerTransfers.creditAccountId, filter.walletId),
    )!,
  ];
  if (filter.kinds) conditions.push(inArray(ledgerTransfers.kind, filter.kinds));
  if (filter.from) conditions.push(gte(ledgerTransfers.createdAt, filter.from));
  if (filter.to) conditions.push(lt(ledgerTransfers.createdAt, filter.to));
  const where = and(...conditions);
  const rows = await db
    .select({
      id: ledgerTransfers.id,
      kind: ledgerTransfers.kind,
      amountMinor: ledgerTransfers.amountMinor,
      reference: ledgerTransfers.reference,
      createdAt: ledgerTransfers.createdAt,
      debitAccountId: ledgerTransfers.debitAccountId,
      debitBalanceAfterMinor: ledgerTransfers.debitBalanceAfterMinor,
      creditBalanceAfterMinor: ledgerTransfers.creditBalanceAfterMinor,
    })
    .from(ledgerTransfers)
    .where(where)
    .orderBy(desc(ledgerTransfers.createdAt), desc(ledgerTransfers.id))
    .limit(page.limit)
    .offset(page.offset);
  const [total] = await db.select({ n: count() }).from(ledgerTransfers).where(where);
  return { rows, total: Number(total?.n ?? 0) };
}
