import '../locales/strings.ts';
import { useEffect, useRef, useState } from 'react';
import { Link } from '../../../lib/router.tsx';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '../../../lib/translation.ts';
import { formatAmountMinor, parseAmountMinor, type LotteryBet } from '@app/contracts';
import { invalidateMoney } from '../../../lib/queries/wallet.ts';
import { formatMoney } from '@app/client/format';
import { useLotteryBets } from '../api/get-lottery-bets.ts';
import { formatDrawTime, formatOdds } from '../lib/format.ts';
import { parseWinningNumbers, topNumber } from '../lib/winning-numbers.ts';
import { verifyPath } from './history-list.tsx';

/** How often the bet list asks again while a bet waits for its draw. */
const PENDING_POLL_MS = 3000;

export type SettledNotice = { won: boolean; amount: string; numero: string; count: number };

/**
 * What a refetch settled: bets that were pending and now are won or lost. Their total win (or
 * the loss) is what the page announces (spec: after an ELOTT draw the win or loss shows).
 */
export function settledSince(
  before: ReadonlyMap<string, LotteryBet['status']>,
  bets: readonly LotteryBet[],
): LotteryBet[] {
  return bets.filter(
    (b) => before.get(b.betNo) === 'pending' && (b.status === 'won' || b.status === 'lost'),
  );
}

function BetItem({ bet, verifiable }: { bet: LotteryBet; verifiable: boolean }) {
  const { t, i18n } = useTranslation();
  const special = topNumber(parseWinningNumbers(bet.winningNumber));
  return (
    <li
      className={`lottery-bet lottery-bet--${bet.status}`}
      data-testid={`lottery-bet-${bet.betNo}`}
      data-status={bet.status}
      data-bet-type={bet.betType}
    >
      <div className="lottery-bet__row">
        <strong>{t(`lottery.betTypes.${bet.betType}`)}</strong>
        <span
          className={`lottery-badge lottery-badge--${bet.status}`}
          data-testid="lottery-bet-status"
        >
          {t(`lottery.bet.status.${bet.status}`)}
        </span>
      </div>
      <p className="lottery-bet__numbers">{bet.numbers.join(', ')}</p>
      <p className="lottery-muted">
        #{bet.numero} · {formatDrawTime(bet.createdAt, i18n.language)} · {formatOdds(bet.odds)}
      </p>
      <div className="lottery-bet__row">
        <span>
          {t('lottery.bet.stakeTotal')}: {formatMoney(bet.totalStake)}
        </span>
        {bet.status === 'won' ? (
          <span className="lottery-win" data-testid="lottery-bet-win">
            +{formatMoney(bet.winAmount)}
          </span>
        ) : null}
      </div>
      {bet.winningNumber ? (
        <p className="lottery-muted" data-testid="lottery-bet-result">
          {t('lottery.bet.drawResult')}:{' '}
          {special ? <span className="lottery-ball lottery-ball--special">{special}</span> : null}
          {bet.hits !== null ? ` · ${t('lottery.bet.hits', { count: bet.hits })}` : null}
          {verifiable ? (
            <>
              {' · '}
              <Link className="lottery-link" to={verifyPath(bet)}>
                {t('lottery.verify.link')}
              </Link>
            </>
          ) : null}
        </p>
      ) : null}
    </li>
  );
}

/**
 * The member's bets on a game (pending / won / lost, with the draw's result). While one waits the
 * list polls; when a draw settles bets the win or the loss is announced and the balance refetched.
 */
export function BetHistory({ gameId, verifiable }: { gameId: string; verifiable: boolean }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [hasPending, setHasPending] = useState(false);
  const bets = useLotteryBets(gameId, hasPending ? PENDING_POLL_MS : false);
  const list = bets.data?.list ?? [];
  const seen = useRef<Map<string, LotteryBet['status']> | null>(null);
  const [notice, setNotice] = useState<SettledNotice | null>(null);

  const pending = list.some((b) => b.status === 'pending');
  if (pending !== hasPending) setHasPending(pending);

  useEffect(() => {
    if (!bets.data) return;
    const before = seen.current;
    seen.current = new Map(bets.data.list.map((b) => [b.betNo, b.status]));
    if (!before) return;
    const settled = settledSince(before, bets.data.list);
    if (settled.length === 0) return;
    const won = settled.filter((b) => b.status === 'won');
    const minor = won.reduce((sum, b) => sum + (parseAmountMinor(b.winAmount) ?? 0n), 0n);
    setNotice({
      won: won.length > 0,
      amount: formatAmountMinor(minor),
      numero: settled[0]!.numero,
      count: settled.length,
    });
    void invalidateMoney(queryClient);
  }, [bets.data, queryClient]);

  return (
    <section
      className="lottery-section"
      aria-labelledby="lottery-bets-title"
      data-testid="lottery-bets"
    >
      <h2 id="lottery-bets-title" className="lottery-section__title">
        {t('lottery.bet.history')}
      </h2>
      {notice ? (
        <p
          className={`lottery-notice ${notice.won ? 'is-won' : 'is-lost'}`}
          role="status"
          data-testid="lottery-settled-notice"
          data-won={notice.won ? 'true' : 'false'}
        >
          {notice.won
            ? t('lottery.bet.wonNotice', {
                numero: notice.numero,
                amount: formatMoney(notice.amount),
              })
            : t('lottery.bet.lostNotice', { numero: notice.numero })}
        </p>
      ) : null}
      {bets.isPending ? <p className="lottery-muted">{t('lottery.loading')}</p> : null}
      {bets.isSuccess && list.length === 0 ? (
        <p className="lottery-muted" data-testid="lottery-bets-empty">
          {t('lottery.bet.none')}
        </p>
      ) : null}
      {bets.data && list.length > 0 ? (
        <p className="lottery-muted">
          {t('lottery.bet.totals', {
            stake: formatMoney(bets.data.totalStake),
            win: formatMoney(bets.data.totalWin),
          })}
        </p>
      ) : null}
      <ul className="lottery-bets">
        {list.map((b) => (
          <BetItem key={b.betNo} bet={b} verifiable={verifiable} />
        ))}
      </ul>
    </section>
  );
}
