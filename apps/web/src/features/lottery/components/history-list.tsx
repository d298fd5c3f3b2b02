import '../locales/strings.ts';
import { useState } from 'react';
import { Link } from '../../../lib/router.tsx';
import { useTranslation } from '../../../lib/translation.ts';
import type { LotteryDraw } from '@app/contracts';
import { useLotteryHistory, type LotteryHistoryFilter } from '../api/get-lottery-history.ts';
import { formatDrawTime } from '../lib/format.ts';
import { topNumber } from '../lib/winning-numbers.ts';
import { ResultSheet } from './winning-panel.tsx';
import { LoadFailed } from '../../../components/ui/load-failed.tsx';

/** Where an ELOTT draw's proof is shown. */
export const verifyPath = (draw: Pick<LotteryDraw, 'gameId' | 'numero'>) =>
  `/m/lottery?${new URLSearchParams({ verify: draw.gameId, numero: draw.numero }).toString()}`;

/** One drawn result: game, numero, time, special prize; the whole sheet on demand. */
export function DrawItem({ draw }: { draw: LotteryDraw }) {
  const { t, i18n } = useTranslation();
  const [open, setOpen] = useState(false);
  const special = topNumber(draw.levels);
  return (
    <li className="lottery-draw" data-testid={`lottery-draw-${draw.gameId}-${draw.numero}`}>
      <button
        type="button"
        className="lottery-draw__head"
        aria-expanded={open}
        onClick={() => setOpen((o) => !o)}
      >
        <span className="lottery-draw__name">{draw.gameName}</span>
        <span className="lottery-muted">
          #{draw.numero} · {formatDrawTime(draw.drawAt, i18n.language)}
        </span>
        {special ? <span className="lottery-ball lottery-ball--special">{special}</span> : null}
      </button>
      {draw.remark ? <p className="lottery-draw__remark">{draw.remark}</p> : null}
      {open ? <ResultSheet levels={draw.levels} /> : null}
      {draw.commitment ? (
        <Link className="lottery-link" to={verifyPath(draw)} data-testid="lottery-verify-link">
          {t('lottery.verify.link')}
        </Link>
      ) : null}
    </li>
  );
}

/** Drawn results of a filter, newest first, with load more. */
export function HistoryList({
  filter,
  pageLimit,
  testId = 'lottery-history-results',
}: {
  filter: LotteryHistoryFilter;
  /** Show only the first page (the modal); the history page loads more. */
  pageLimit?: 1;
  testId?: string;
}) {
  const { t } = useTranslation();
  const history = useLotteryHistory(filter);
  const draws =
    (pageLimit ? history.data?.pages.slice(0, 1) : history.data?.pages)?.flatMap((p) => p.list) ??
    [];
  if (history.isPending)
    return (
      <p className="lottery-muted" aria-busy="true">
        {t('lottery.loading')}
      </p>
    );
  if (history.isError)
    return (
      <LoadFailed
        onRetry={() => void history.refetch()}
        retrying={history.isFetching}
        error={history.error}
      />
    );
  return (
    <div data-testid={testId} aria-busy={history.isFetching}>
      {draws.length === 0 ? (
        <p className="lottery-muted" data-testid="lottery-history-empty">
          {t('lottery.history.empty')}
        </p>
      ) : null}
      <ul className="lottery-draws">
        {draws.map((d) => (
          <DrawItem key={`${d.gameId}-${d.numero}`} draw={d} />
        ))}
      </ul>
      {!pageLimit && history.hasNextPage ? (
        <button
          type="button"
          className="btn btn--ghost btn--block"
          disabled={history.isFetchingNextPage}
          onClick={() => void history.fetchNextPage()}
        >
          {t('lottery.loadMore')}
        </button>
      ) : null}
    </div>
  );
}
