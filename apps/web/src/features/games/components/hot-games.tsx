import { useTranslation } from 'react-i18next';
import { PAGE_SIZE } from '@app/contracts';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { FlameIcon } from '../../../components/ui/icons.tsx';
import { useHotGames } from '../api/get-hot-games.ts';
import { useGameLanguage } from '../lib/use-debounced-value.ts';
import { GameGrid } from './game-grid.tsx';
import { useGameActions } from './use-game-actions.tsx';
import './lobby.css';

/**
 * The hot games page (spec §2 "Hot games"): the layout shows the hot banner group; the hot tiles
 * of every category follow, as many as the vendor game list holds (spec §9: 100).
 */
export function HotGames() {
  const { t } = useTranslation();
  const language = useGameLanguage();
  const hot = useHotGames({
    gameType: '',
    vassalage: '',
    pageSize: PAGE_SIZE.vendorGameList,
    language,
  });
  const actions = useGameActions();
  return (
    <div className="hot-games" data-testid="hot-games">
      <h2 className="lobby-heading">
        <span className="lobby-section__icon">
          <FlameIcon size={18} />
        </span>
        {t('games.category.HOT')}
      </h2>
      {hot.isError || hot.data?.length === 0 ? (
        <EmptyState
          icon={FlameIcon}
          title={t(hot.isError ? 'games.loadFailed' : 'games.noGames')}
          text={t('games.emptyText')}
          action={{ label: t('games.backHome'), to: '/m/home' }}
        />
      ) : (
        <GameGrid
          games={hot.data ?? []}
          actions={actions}
          loading={hot.isPending}
          skeletons={9}
          testId="hot-games-grid"
        />
      )}
      {actions.toast}
    </div>
  );
}
