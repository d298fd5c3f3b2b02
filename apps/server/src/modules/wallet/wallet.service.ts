import { formatAmountMinor, type SessionRenewValue, type WalletValue } from '@app/contracts';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import type { SettingsStore } from '../system/settings-store.ts';
import { findLiveSession, touchSession, type MemberRow } from '../auth/auth.repository.ts';
import { hashToken, SESSION_IDLE_MS } from '../auth/session.service.ts';
import { balanceOf, walletOf } from '../ledger/ledger.service.ts';
import { pendingWithdrawalTotal } from '../withdraw/withdraw.repository.ts';

/**
 * spec §3 Wallet (sumBalance, currencySymbol) for the balance widget and the home header (§2),
 * and §7 "session renew". One wallet per member in this seamless design: sumBalance is its
 * balance (trial accounts: the trial wallet).
 */
export async function getWallet(
  db: Db,
  settings: SettingsStore,
  member: MemberRow,
): Promise<WalletValue> {
  const site = await settings.site();
  const wallet = walletOf(member);
  const [balance, pending] = await Promise.all([
    balanceOf(db, wallet.code),
    wallet.isTrial ? Promise.resolve(0n) : pendingWithdrawalTotal(db, member.id),
  ]);
  return {
    sumBalance: formatAmountMinor(balance),
    currencySymbol: site.currency.symbol,
    currency: site.currency.code,
    wallets: [{ code: wallet.isTrial ? 'TRIAL' : 'MAIN', balance: formatAmountMinor(balance) }],
    pendingWithdrawal: formatAmountMinor(pending),
    isTrial: wallet.isTrial,
  };
}

/** Extends the session by its full idle time now, and answers the wallet with its new expiry. */
export async function renewSession(
  db: Db,
  settings: SettingsStore,
  member: MemberRow,
  token: string,
): Promise<SessionRenewValue> {
  const live = await findLiveSession(db, hashToken(token));
  if (!live) throw new AppError('auth.session_expired');
  const expiresAt = new Date(Date.now() + SESSION_IDLE_MS);
  await touchSession(db, live.session.id, expiresAt);
  return { expiresAt: expiresAt.getTime(), wallet: await getWallet(db, settings, member) };
}
