import { Link } from '../../../lib/router.tsx';
import { useTranslation } from '../../../lib/translation.ts';
import type { GameCenterVendor, ListedGameCategory } from '@app/contracts';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { LoadFailed } from '../../../components/ui/load-failed.tsx';
import { ChevronRightIcon } from '../../../components/ui/icons.tsx';
import { useGameCenter } from '../api/get-game-center.ts';
import { useGameListPage } from '../api/get-game-list.ts';
import { CATEGORY_ICONS } from '../lib/categories.ts';
import { useGameLanguage } from '../lib/use-debounced-value.ts';
import { HotMatchesButton } from './hot-matches.tsx';
import { GameGrid, type GameActions } from './game-grid.tsx';
import { useGameActions } from './use-game-actions.tsx';
import './lobby.css';

/** spec §2 "Game centre pages": a vendor shows its first games, and "more" above this many. */
export const CENTER_PREVIEW = 6;

/** The game list of one vendor of the category. */
export function vendorListPath(gameType: ListedGameCategory, vassalage: string): string {
  return `/m/gameList?${new URLSearchParams({ gameType, vassalage }).toString()}`;
}

function VendorCard({
  vendor,
  gameType,
  actions,
}: {
  vendor: GameCenterVendor;
  gameType: ListedGameCategory;
  actions: GameActions;
}) {
  const { t } = useTranslation();
  const language = useGameLanguage();
  const games = useGameListPage({
    gameType,
    pageSize: CENTER_PREVIEW,
    vassalage: vendor.vassalage,
    gameName: '',
    gameClassify: '',
    minBet: '',
    isNew: false,
    language,
  });
  const hasMore = vendor.gameCount > CENTER_PREVIEW;
  const to = vendorListPath(gameType, vendor.vassalage);
  return (
    <section className="center-vendor" data-testid={`game-center-vendor-${vendor.vendorName}`}>
      <header className="center-vendor__head">
        <Link to={to} className="center-vendor__logo-link" aria-label={vendor.displayName}>
          <img
            className="center-vendor__logo"
            src={vendor.bannerUrl || vendor.logoUrl}
            alt=""
            width={108}
            height={36}
          />
        </Link>
        <div className="center-vendor__text">
          <h3 className="center-vendor__name">{vendor.displayName}</h3>
          <span className="center-vendor__count">
            {t('games.gameCount', { count: vendor.gameCount })}
          </span>
        </div>
        {hasMore ? (
          <Link
            to={to}
            className="lobby-section__more"
            data-testid="game-center-more"
            aria-label={t('games.moreOf', { name: vendor.displayName })}
          >
            {t('games.more')}
            <ChevronRightIcon size={16} />
          </Link>
        ) : null}
      </header>
      <div className="center-vendor__games">
        {games.isError ? (
          <LoadFailed
            onRetry={() => void games.refetch()}
            retrying={games.isFetching}
            error={games.error}
          />
        ) : (
          <GameGrid
            games={games.data?.games.slice(0, CENTER_PREVIEW) ?? []}
            actions={actions}
            loading={games.isPending}
            skeletons={Math.min(CENTER_PREVIEW, vendor.gameCount) || 3}
            showProvider={false}
          />
        )}
      </div>
    </section>
  );
}

/**
 * A category's game centre (spec §2): its vendors in the merchant's order with their logos (RNG:
 * only vassalage BGS), each with its first games and, above six, "more" to its game list.
 */
export function GameCenterView({ gameType }: { gameType: ListedGameCategory }) {
  const { t } = useTranslation();
  const language = useGameLanguage();
  const center = useGameCenter(gameType, language);
  const actions = useGameActions();
  const Icon = CATEGORY_ICONS[gameType];
  const vendors = center.data?.vendors ?? [];
  return (
    <div className="game-center" data-testid="game-center" data-game-type={gameType}>
      <h2 className="lobby-heading">
        <span className="lobby-section__icon">
          <Icon size={18} />
        </span>
        {t(`games.category.${gameType}`)}
        {gameType === 'SPORTS' ? <HotMatchesButton /> : null}
      </h2>
      {center.isPending ? (
        <div className="center-list" aria-busy="true">
          <div className="center-vendor center-vendor--skeleton game-tile--skeleton" />
        </div>
      ) : center.isError ? (
        <EmptyState icon={Icon} title={t('games.loadFailed')} text={t('games.retryText')}>
          <LoadFailed
            onRetry={() => void center.refetch()}
            retrying={center.isFetching}
            error={center.error}
          />
        </EmptyState>
      ) : vendors.length === 0 ? (
        <EmptyState
          icon={Icon}
          title={t('games.noVendors')}
          text={t('games.emptyText')}
          action={{ label: t('games.backHome'), to: '/m/home' }}
        />
      ) : (
        <div className="center-list">
          {vendors.map((vendor) => (
            <VendorCard
              key={vendor.vendorName}
              vendor={vendor}
              gameType={gameType}
              actions={actions}
            />
          ))}
        </div>
      )}
      {actions.toast}
    </div>
  );
}
