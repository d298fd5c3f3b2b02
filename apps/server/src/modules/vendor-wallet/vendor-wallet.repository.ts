import { and, eq, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  launchTokens,
  members,
  vendorBets,
  vendorRounds,
  vendorTransactions,
  vendorWalletAccounts,
  vendors,
} from '../../db/schema.ts';

export type VendorWalletRow = {
  vendorCode: string;
  walletAccount: string;
  vendorEnabled: boolean;
  secretEnv: string | null;
  walletEnabled: boolean | null;
};

/** A vendor row and the wallet account it belongs to (vendors.account_type_name). */
export async function findVendorWallet(
  db: Db,
  vendorCode: string,
): Promise<VendorWalletRow | undefined> {
  const [row] = await db
    .select({
      vendorCode: vendors.code,
      walletAccount: vendors.accountTypeName,
      vendorEnabled: vendors.enabled,
      secretEnv: vendorWalletAccounts.secretEnv,
      walletEnabled: vendorWalletAccounts.enabled,
    })
    .from(vendors)
    .leftJoin(
      vendorWalletAccounts,
      eq(vendorWalletAccounts.accountTypeName, vendors.accountTypeName),
    )
    .where(eq(vendors.code, vendorCode))
    .limit(1);
  return row;
}

export type PlayerRow = { id: number; type: number; status: string; accountNo: string };

const playerColumns = {
  id: members.id,
  type: members.type,
  status: members.status,
  accountNo: members.accountNo,
};

/** The member a vendor knows as `playerId` (the member's account number). */
export async function findPlayer(db: Db, playerId: string): Promise<PlayerRow | undefined> {
  const [row] = await db
    .select(playerColumns)
    .from(members)
    .where(eq(members.accountNo, playerId))
    .limit(1);
  return row;
}

export async function findPlayerById(db: Db, memberId: number): Promise<PlayerRow | undefined> {
  const [row] = await db
    .select(playerColumns)
    .from(members)
    .where(eq(members.id, memberId))
    .limit(1);
  return row;
}

// ---- launch tokens

export async function insertLaunchToken(
  db: Db,
  values: {
    tokenHash: string;
    memberId: number;
    vendorCode: string;
    gameCode: string;
    expiresAt: Date;
  },
): Promise<void> {
  await db.insert(launchTokens).values(values);
}

/** Drops tokens that expired more than a day ago. */
export async function deleteOldLaunchTokens(db: Db): Promise<void> {
  await db.delete(launchTokens).where(lt(launchTokens.expiresAt, sql`now() - interval '1 day'`));
}

/**
 * Uses up a live token issued for a vendor of `walletAccount`, in one statement: true for the one
 * caller that used it, nothing for an unknown, used, expired or other vendor's token.
 */
export async function consumeLaunchToken(
  db: Db,
  tokenHash: string,
  walletAccount: string,
): Promise<{ memberId: number } | undefined> {
  const [row] = await db
    .update(launchTokens)
    .set({ usedAt: sql`now()` })
    .from(vendors)
    .where(
      and(
        eq(launchTokens.tokenHash, tokenHash),
        sql`${launchTokens.usedAt} is null`,
        sql`${launchTokens.expiresAt} > now()`,
        eq(vendors.code, launchTokens.vendorCode),
        eq(vendors.accountTypeName, walletAccount),
      ),
    )
    .returning({ memberId: launchTokens.memberId });
  return row;
}

// ---- transactions, bets and rounds

export type VendorTransactionRow = typeof vendorTransactions.$inferSelect;

export async function findVendorTransaction(
  db: Db,
  walletAccount: string,
  transactionId: string,
): Promise<VendorTransactionRow | undefined> {
  const [row] = await db
    .select()
    .from(vendorTransactions)
    .where(
      and(
        eq(vendorTransactions.walletAccount, walletAccount),
        eq(vendorTransactions.transactionId, transactionId),
      ),
    )
    .limit(1);
  return row;
}

export async function insertVendorTransaction(
  db: Db,
  values: typeof vendorTransactions.$inferInsert,
): Promise<void> {
  await db.insert(vendorTransactions).values(values);
}

/**
 * The player's round, created when missing, and locked until the transaction ends: every money
 * call of one player's round takes this lock first, so they happen one at a time.
 */
export async function lockRoundCreating(
  db: Db,
  walletAccount: string,
  memberId: number,
  roundId: string,
): Promise<{ closedAt: Date | null }> {
  const [row] = await db
    .insert(vendorRounds)
    .values({ walletAccount, memberId, roundId })
    .onConflictDoUpdate({
      target: [vendorRounds.walletAccount, vendorRounds.memberId, vendorRounds.roundId],
      set: { roundId: sql`excluded.round_id` },
    })
    .returning({ closedAt: vendorRounds.closedAt });
  return row!;
}

/** The player's round, locked; nothing when the player never bet in it. */
export async function lockRound(
  db: Db,
  walletAccount: string,
  memberId: number,
  roundId: string,
): Promise<{ closedAt: Date | null } | undefined> {
  const [row] = await db
    .select({ closedAt: vendorRounds.closedAt })
    .from(vendorRounds)
    .where(
      and(
        eq(vendorRounds.walletAccount, walletAccount),
        eq(vendorRounds.memberId, memberId),
        eq(vendorRounds.roundId, roundId),
      ),
    )
    .for('update')
    .limit(1);
  return row;
}

export async function closeRound(
  db: Db,
  walletAccount: string,
  memberId: number,
  roundId: string,
): Promise<void> {
  await db
    .update(vendorRounds)
    .set({ closedAt: sql`now()` })
    .where(
      and(
        eq(vendorRounds.walletAccount, walletAccount),
        eq(vendorRounds.memberId, memberId),
        eq(vendorRounds.roundId, roundId),
      ),
    );
}

export type VendorBetRow = typeof vendorBets.$inferSelect;

/** Records a bet (or the rollback that came before it); false when its transaction id is taken. */
export async function insertBetIfNew(
  db: Db,
  values: typeof vendorBets.$inferInsert,
): Promise<boolean> {
  const rows = await db
    .insert(vendorBets)
    .values(values)
    .onConflictDoNothing()
    .returning({ id: vendorBets.betTransactionId });
  return rows.length === 1;
}

export async function lockBet(
  db: Db,
  walletAccount: string,
  betTransactionId: string,
): Promise<VendorBetRow | undefined> {
  const [row] = await db
    .select()
    .from(vendorBets)
    .where(
      and(
        eq(vendorBets.walletAccount, walletAccount),
        eq(vendorBets.betTransactionId, betTransactionId),
      ),
    )
    .for('update')
    .limit(1);
  return row;
}

export async function setBetState(
  db: Db,
  walletAccount: string,
  betTransactionId: string,
  state: VendorBetRow['state'],
): Promise<void> {
  await db
    .update(vendorBets)
    .set({ state })
    .where(
      and(
        eq(vendorBets.walletAccount, walletAccount),
        eq(vendorBets.betTransactionId, betTransactionId),
      ),
    );
}
