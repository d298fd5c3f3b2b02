import type { Db } from '../../db/client.ts';
import {
  findPlayer,
  findVendorWallet,
  type PlayerRow,
  type VendorWalletRow,
} from './vendor-wallet.repository.ts';

/**
 * What a money call looks up and what barely ever changes, kept in memory per database
 * (docs/decisions/2026-11-24-money-path.md): a vendor with its wallet account and secret's name,
 * and a player's identity (id, type, account number), which never changes. Neither is trusted
 * alone: the money call's statement checks the vendor row (enabled, same wallet account, same
 * secret) and reads the member's status and protection itself, and when anything differs the
 * service reads everything afresh. So a vendor switched off, or a block or a break set, in any
 * process holds on the next call.
 */

const MAX_PLAYERS = 50_000;

type Caches = {
  vendors: Map<string, VendorWalletRow>;
  players: Map<string, Omit<PlayerRow, 'status'>>;
};

const byDb = new WeakMap<Db, Caches>();

function cachesOf(db: Db): Caches {
  let caches = byDb.get(db);
  if (!caches) {
    caches = { vendors: new Map(), players: new Map() };
    byDb.set(db, caches);
  }
  return caches;
}

/** A vendor and its wallet account as last read; undefined when unknown (never kept). */
export async function cachedVendorWallet(
  db: Db,
  vendorCode: string,
): Promise<VendorWalletRow | undefined> {
  const { vendors } = cachesOf(db);
  const hit = vendors.get(vendorCode);
  if (hit) return hit;
  return rememberVendorWallet(db, vendorCode, await findVendorWallet(db, vendorCode));
}

/** Keeps what a fresh read of a vendor found (or forgets the code). */
export function rememberVendorWallet(
  db: Db,
  vendorCode: string,
  row: VendorWalletRow | undefined,
): VendorWalletRow | undefined {
  const { vendors } = cachesOf(db);
  if (row) vendors.set(vendorCode, row);
  else vendors.delete(vendorCode);
  return row;
}

/** Forgets every vendor (after a change to vendors or wallet accounts). */
export function invalidateVendorWallets(db: Db): void {
  cachesOf(db).vendors.clear();
}

/** A player's identity by account number; undefined when unknown (never kept). */
export async function cachedPlayerIdentity(
  db: Db,
  playerId: string,
): Promise<Omit<PlayerRow, 'status'> | undefined> {
  const { players } = cachesOf(db);
  const hit = players.get(playerId);
  if (hit) return hit;
  const row = await findPlayer(db, playerId);
  if (!row) return undefined;
  if (players.size >= MAX_PLAYERS) players.clear();
  const identity = { id: row.id, type: row.type, accountNo: row.accountNo };
  players.set(playerId, identity);
  return identity;
}
