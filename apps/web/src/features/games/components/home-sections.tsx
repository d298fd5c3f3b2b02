import { useDeferredValue, useRef, type RefObject } from 'react';
import { Link } from '../../../lib/router.tsx';
import { useTranslation } from '../../../lib/translation.ts';
import { PAGE_SIZE, type Game, type GameCategory, type ListedGameCategory } from '@app/contracts';
import { ChevronRightIcon } from '../../../components/ui/icons.tsx';
import { LoadFailed } from '../../../components/ui/load-failed.tsx';
import { useGameListPage } from '../api/get-game-list.ts';
import { useHotGames } from '../api/get-hot-games.ts';
import { useVendorConfig } from '../api/get-vendor-config.ts';
import { HotMatchesButton } from './hot-matches.tsx';
import { CATEGORY_ICONS, categoryPath } from '../lib/categories.ts';
import { useGameLanguage } from '../lib/use-debounced-value.ts';
import { useNearViewport } from '../lib/use-near-viewport.ts';
import { GameGrid, type GameActions } from './game-grid.tsx';
import { useGameActions } from './use-game-actions.tsx';
import './lobby.css';

type SectionProps = { category: GameCategory; actions: GameActions };

function SectionFrame({
  category,
  actions,
  games,
  isPending,
  waiting,
  isError,
  onRetry,
  frameRef,
}: SectionProps & {
  games: readonly Game[] | undefined;
  isPending: boolean;
  /** Out of sight, its games not asked for yet. */
  waiting: boolean;
  isError: boolean;
  onRetry: () => void;
  frameRef: RefObject<HTMLElement | null>;
}) {
  const { t } = useTranslation();
  const Icon = CATEGORY_ICONS[category];
  const label = t(`games.category.${category}`);
  return (
    <section
      ref={frameRef}
      className="lobby-section"
      data-testid={`home-section-${category}`}
      aria-labelledby={`home-section-${category}-title`}
    >
      <header className="lobby-section__head">
        <h2 className="lobby-section__title" id={`home-section-${category}-title`}>
          <span className="lobby-section__icon">
            <Icon size={18} />
          </span>
          {label}
        </h2>
        {category === 'SPORTS' ? <HotMatchesButton /> : null}
        <Link
          to={categoryPath(category)}
          className="lobby-section__more"
          data-testid={`home-section-more-${category}`}
          aria-label={t('games.moreOf', { name: label })}
        >
          {t('games.more')}
          <ChevronRightIcon size={16} />
        </Link>
      </header>
      {isError ? (
        <LoadFailed onRetry={onRetry} testId={`home-section-retry-${category}`} />
      ) : !isPending && games?.length === 0 ? (
        <p className="lobby-section__note">{t('games.noGames')}</p>
      ) : (
        <GameGrid
          layout="strip"
          games={games ?? []}
          actions={actions}
          loading={isPending}
          waiting={waiting}
          skeletons={6}
        />
      )}
    </section>
  );
}

function HotSection({ actions }: { actions: GameActions }) {
  const language = useGameLanguage();
  const ref = useRef<HTMLElement>(null);
  const near = useNearViewport(ref);
  const query = useHotGames(
    { gameType: '', vassalage: '', pageSize: PAGE_SIZE.homeSection, language },
    near,
  );
  const games = useDeferredValue(query.data);
  return (
    <SectionFrame
      frameRef={ref}
      category="HOT"
      actions={actions}
      games={games}
      isPending={games === undefined && !query.isError}
      waiting={!near}
      isError={query.isError}
      onRetry={() => void query.refetch()}
    />
  );
}

function CategorySection({ category, actions }: { category: ListedGameCategory } & SectionProps) {
  const language = useGameLanguage();
  const ref = useRef<HTMLElement>(null);
  const near = useNearViewport(ref);
  const query = useGameListPage(
    {
      gameType: category,
      pageSize: PAGE_SIZE.homeSection,
      vassalage: '',
      gameName: '',
      gameClassify: '',
      minBet: '',
      isNew: false,
      language,
    },
    near,
  );
  const games = useDeferredValue(query.data?.games);
  return (
    <SectionFrame
      frameRef={ref}
      category={category}
      actions={actions}
      games={games}
      isPending={games === undefined && !query.isError}
      waiting={!near}
      isError={query.isError}
      onRetry={() => void query.refetch()}
    />
  );
}

/*
 * A section's 29 tiles are drawn from a deferred copy of its games: the answer's arrival renders
 * nothing new at once, then React draws the tiles in slices that leave the phone free to answer
 * in between (a list's answer arrives in a store update, which React would otherwise draw in one
 * long task).
 */

const NO_SECTIONS: readonly GameCategory[] = [];

/**
 * The home game sections (spec §2 Home, §9: 29 games each), each with a link to its page: HOT
 * first, then one per category of the vendor sorting except ELOTT (the configuration's homeOrder).
 */
export function HomeSections() {
  const { data: config, isPending } = useVendorConfig();
  const actions = useGameActions();
  // The configuration's arrival mounts every section (frames, skeletons, links): in a background
  // render that yields to the phone, as the sections' tiles are drawn, not in the store's update.
  const order = config?.homeOrder ?? NO_SECTIONS;
  const sections = useDeferredValue(order);
  // Busy (holding a screen's height) until the sections are mounted, not only until they are known.
  const busy = isPending || sections !== order;
  return (
    <div className="lobby-sections" data-testid="home-sections" aria-busy={busy}>
      {sections.map((category) =>
        category === 'HOT' ? (
          <HotSection key={category} actions={actions} />
        ) : (
          <CategorySection key={category} category={category} actions={actions} />
        ),
      )}
      {actions.toast}
    </div>
  );
}
