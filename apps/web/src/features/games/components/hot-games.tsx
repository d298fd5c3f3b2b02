import { useMemo, useState } from 'react';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useTranslation } from '../../../lib/translation.ts';
import { PAGE_SIZE } from '@app/contracts';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { LoadFailed } from '../../../components/ui/load-failed.tsx';
import { FlameIcon } from '../../../components/ui/icons.tsx';
import { hotPagesQueryOptions } from '../api/get-hot-games.ts';
import { flattenPages } from '../lib/game-list-state.ts';
import { useGameLanguage } from '../lib/use-debounced-value.ts';
import { useInfiniteScroll } from '../lib/use-infinite-scroll.ts';
import { GameGrid } from './game-grid.tsx';
import { useGameActions } from './use-game-actions.tsx';
import './lobby.css';
import './game-list.css';

/**
 * The hot games page (spec §2 "Hot games"): the layout shows the hot banner group and the page the
 * announcements; the hot tiles of every category follow, 25 at a time (spec §9 "search/hot page
 * 25"), the next page loading as the player nears the end.
 */
export function HotGames() {
  const { t } = useTranslation();
  const language = useGameLanguage();
  const hot = useInfiniteQuery(
    hotPagesQueryOptions({
      gameType: '',
      vassalage: '',
      pageSize: PAGE_SIZE.searchOrHot,
      language,
    }),
  );
  const actions = useGameActions();
  const games = useMemo(() => flattenPages(hot.data?.pages ?? []), [hot.data]);
  // Tiles on screen (GameGrid's background render): the next page waits for this page's.
  const [drawn, setDrawn] = useState(0);
  const canLoadMore = hot.hasNextPage && !hot.isFetchingNextPage && !hot.isError;
  const loadMore = () => {
    if (canLoadMore) void hot.fetchNextPage();
  };
  useInfiniteScroll(canLoadMore && drawn === games.length, loadMore, drawn);

  return (
    <div className="hot-games" data-testid="hot-games">
      <h2 className="lobby-heading">
        <span className="lobby-section__icon">
          <FlameIcon size={18} />
        </span>
        {t('games.category.HOT')}
      </h2>
      {hot.isError && games.length === 0 ? (
        <EmptyState icon={FlameIcon} title={t('games.loadFailed')} text={t('games.retryText')}>
          <LoadFailed
            onRetry={() => void hot.refetch()}
            retrying={hot.isFetching}
            error={hot.error}
          />
        </EmptyState>
      ) : hot.isSuccess && games.length === 0 ? (
        <EmptyState
          icon={FlameIcon}
          title={t('games.noGames')}
          text={t('games.emptyText')}
          action={{ label: t('games.backHome'), to: '/m/home' }}
        />
      ) : (
        <GameGrid
          games={games}
          onDrawn={setDrawn}
          actions={actions}
          loading={hot.isPending}
          skeletons={9}
          testId="hot-games-grid"
        />
      )}
      {hot.isFetchNextPageError ? (
        <LoadFailed onRetry={() => void hot.fetchNextPage()} retrying={hot.isFetchingNextPage} />
      ) : hot.hasNextPage ? (
        <div className="list-more">
          <button
            type="button"
            className="btn btn--ghost btn--small"
            data-testid="hot-games-more"
            disabled={hot.isFetchingNextPage}
            onClick={loadMore}
          >
            {hot.isFetchingNextPage ? t('games.loading') : t('games.list.loadMore')}
          </button>
        </div>
      ) : games.length > 0 && hot.isSuccess ? (
        <p className="list-end" data-testid="hot-games-end">
          {t('games.list.end')}
        </p>
      ) : null}
      {actions.toast}
    </div>
  );
}
