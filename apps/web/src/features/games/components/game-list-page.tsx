import { useMemo, useReducer, useState } from 'react';
import { Navigate, useNavigate } from '../../../lib/router.tsx';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useTranslation } from '../../../lib/translation.ts';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { LoadFailed } from '../../../components/ui/load-failed.tsx';
import { SearchIcon, SettingsIcon } from '../../../components/ui/page-icons.tsx';
import { useSession } from '../../../lib/session.ts';
import { listPagesOptions } from '../api/list-source.ts';
import { useVendorConfig } from '../api/get-vendor-config.ts';
import { CATEGORY_ICONS } from '../lib/categories.ts';
import {
  MEMBER_TABS,
  flattenPages,
  hasActiveFilters,
  hasSlotFilters,
  initialListState,
  listReducer,
  type ListTab,
} from '../lib/game-list-state.ts';
import { useGameLanguage } from '../lib/use-debounced-value.ts';
import { useInfiniteScroll } from '../lib/use-infinite-scroll.ts';
import {
  ClassifyMenu,
  FilterPanel,
  ListTabs,
  SearchField,
  VendorRow,
  type VendorChoice,
} from './game-list-controls.tsx';
import { GameGrid } from './game-grid.tsx';
import { useGameActions } from './use-game-actions.tsx';
import './game-list.css';

/**
 * The game list (spec §2, §4): tabs all/hot/fav/recent, on RNG the vendor icons, the filter panel
 * and classify menu on "all", then the tiles, loaded page by page as the player scrolls.
 */
export function GameListPage({ params }: { params: URLSearchParams }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const session = useSession();
  const token = session?.token ?? null;
  const language = useGameLanguage();
  const [state, dispatch] = useReducer(listReducer, params, initialListState);
  const [filtersOpen, setFiltersOpen] = useState(false);
  const { data: config } = useVendorConfig();
  const actions = useGameActions();
  const list = useInfiniteQuery(listPagesOptions(state, language, token));
  const { gameType, tab, filters } = state;

  const vendors = useMemo<VendorChoice[]>(() => {
    const seen = new Set<string>();
    const out: VendorChoice[] = [];
    for (const v of config?.mapping[gameType] ?? []) {
      if (seen.has(v.vassalage)) continue;
      seen.add(v.vassalage);
      out.push({ vassalage: v.vassalage, name: v.displayName, logoUrl: v.logoUrl });
    }
    return out;
  }, [config, gameType]);

  const games = useMemo(() => flattenPages(list.data?.pages ?? []), [list.data]);
  const total = tab === 'all' ? list.data?.pages[0]?.total : undefined;
  // Tiles on screen (GameGrid's background render): the next page waits for this page's.
  const [drawn, setDrawn] = useState(0);
  const canLoadMore = list.hasNextPage && !list.isFetchingNextPage && !list.isError;
  const loadMore = () => {
    if (canLoadMore) void list.fetchNextPage();
  };
  useInfiniteScroll(canLoadMore && drawn === games.length, loadMore, drawn);

  const onTab = (next: ListTab) => {
    // spec §4: a visitor's favourites and recent games go to the login page.
    if (MEMBER_TABS.includes(next) && !session) {
      void navigate('/m/login');
      return;
    }
    dispatch({ type: 'tab', tab: next });
  };

  if (MEMBER_TABS.includes(tab) && !session) return <Navigate to="/m/login" replace />;

  const Icon = CATEGORY_ICONS[gameType];
  const vendorName = filters.vassalage
    ? (vendors.find((v) => v.vassalage === filters.vassalage)?.name ?? filters.vassalage)
    : t('games.list.allVendors');
  const filtered = hasActiveFilters(state);

  return (
    <div className="game-list-page" data-testid="game-list-page" data-game-type={gameType}>
      <div className="list-bar" data-testid="game-list-bar">
        <span className="list-bar__icon">
          <Icon size={18} />
        </span>
        <div className="list-bar__text">
          <strong>{t(`games.category.${gameType}`)}</strong>
          <span data-testid="game-list-vendor-name">{vendorName}</span>
        </div>
        {tab === 'all' ? (
          <button
            type="button"
            className={`icon-button list-bar__toggle${filtersOpen ? ' list-bar__toggle--on' : ''}`}
            aria-expanded={filtersOpen}
            aria-label={t('games.filter.toggle')}
            data-testid="game-filter-toggle"
            onClick={() => setFiltersOpen((open) => !open)}
          >
            <SettingsIcon size={20} />
          </button>
        ) : null}
      </div>

      <ListTabs tab={tab} onTab={onTab} />

      {gameType === 'RNG' ? (
        <VendorRow vendors={vendors} selected={filters.vassalage} dispatch={dispatch} />
      ) : null}

      {tab === 'all' ? (
        <div className="list-filters" key={state.generation}>
          <SearchField
            value={filters.gameName}
            onSearch={(gameName) => dispatch({ type: 'search', gameName })}
          />
          {filtersOpen ? <FilterPanel state={state} vendors={vendors} dispatch={dispatch} /> : null}
          {hasSlotFilters(gameType) ? <ClassifyMenu state={state} dispatch={dispatch} /> : null}
        </div>
      ) : null}

      <div className="list-result" data-testid="game-list-result">
        <span>
          {total !== undefined
            ? t('games.gameCount', { count: total })
            : list.isPending
              ? t('games.loading')
              : list.isError && games.length === 0
                ? null
                : t('games.gameCount', { count: games.length })}
        </span>
        {filtered && tab === 'all' ? (
          <button
            type="button"
            className="list-result__reset"
            data-testid="game-filter-reset"
            onClick={() => dispatch({ type: 'reset' })}
          >
            {t('games.filter.reset')}
          </button>
        ) : null}
      </div>

      {list.isError && games.length === 0 ? (
        <EmptyState icon={Icon} title={t('games.loadFailed')} text={t('games.retryText')}>
          <LoadFailed
            onRetry={() => void list.refetch()}
            retrying={list.isFetching}
            error={list.error}
          />
        </EmptyState>
      ) : !list.isPending && games.length === 0 ? (
        <EmptyState
          icon={tab === 'all' && filtered ? SearchIcon : Icon}
          title={t(`games.list.empty.${tab}`)}
          text={t(filtered ? 'games.list.emptyFiltered' : 'games.emptyText')}
        />
      ) : (
        <GameGrid
          games={games}
          onDrawn={setDrawn}
          actions={actions}
          loading={list.isPending}
          skeletons={9}
          showProvider={!filters.vassalage}
          testId="game-list"
        />
      )}

      {list.isFetchNextPageError ? (
        <LoadFailed onRetry={() => void list.fetchNextPage()} retrying={list.isFetchingNextPage} />
      ) : list.hasNextPage ? (
        <div className="list-more">
          <button
            type="button"
            className="btn btn--ghost btn--small"
            data-testid="game-list-more"
            disabled={list.isFetchingNextPage}
            onClick={loadMore}
          >
            {list.isFetchingNextPage ? t('games.loading') : t('games.list.loadMore')}
          </button>
        </div>
      ) : games.length > 0 && list.isSuccess ? (
        <p className="list-end" data-testid="game-list-end">
          {t('games.list.end')}
        </p>
      ) : null}
      {actions.toast}
    </div>
  );
}
