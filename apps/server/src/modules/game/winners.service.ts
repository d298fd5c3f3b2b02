import {
  TRIAL_TYPE,
  formatAmountMinor,
  type ListedGameCategory,
  type SiteLanguage,
  type Winners,
} from '@app/contracts';
import type { Db } from '../../db/client.ts';
import { insertWin, selectLatestWins } from './game.repository.ts';
import { nameIn } from './game.presenter.ts';
import { categoryFilter } from './game.service.ts';

/**
 * An account name as the winner board shows it: the first two characters, three asterisks and
 * the last one ("demo" → "de***o"); shorter names keep only their first character.
 */
export function maskCustomerName(account: string): string {
  const chars = [...account];
  if (chars.length >= 4) return `${chars.slice(0, 2).join('')}***${chars.at(-1)}`;
  return `${chars[0] ?? ''}***`;
}

export type WinRecord = {
  /** Unique per win, e.g. the wallet call's `${walletAccount}:${transactionId}`; a repeat records nothing. */
  reference: string;
  memberId: number;
  /** The vendor row and game code the vendor's call names. */
  vendorCode: string;
  gameCode: string;
  amountMinor: bigint;
  wonAt?: Date;
};

/**
 * Records a settled win for the winner board; the seamless wallet's win path calls it once the
 * credit is committed. Zero wins and games the catalogue does not know are not recorded.
 * Returns whether the win was recorded now.
 */
export async function recordWin(db: Db, win: WinRecord): Promise<boolean> {
  if (win.amountMinor <= 0n) return false;
  return insertWin(db, win);
}

/**
 * The latest wins for the winner board (spec §2, §3 "Winner item"): real members only (trial
 * accounts play with play money), playable games, newest first, names masked.
 */
export async function listWinners(
  db: Db,
  query: { gameCategory: 'ALL' | ListedGameCategory; language: SiteLanguage; limitNum: number },
): Promise<Winners> {
  const category =
    query.gameCategory === 'ALL' ? undefined : await categoryFilter(db, query.gameCategory);
  const rows = await selectLatestWins(
    db,
    { ...(category ? { category } : {}), trialType: TRIAL_TYPE },
    query.limitNum,
  );
  return {
    list: rows.map((r) => ({
      customerName: maskCustomerName(r.account),
      gameName: nameIn(r, query.language),
      winAmount: formatAmountMinor(BigInt(r.amountMinor)),
      gameId: r.gameId,
      nodeId: r.nodeId,
      vendor: r.vassalage,
    })),
  };
}
