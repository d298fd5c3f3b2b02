import '../locales/strings.ts';
import { useState } from 'react';
import { Link } from '../../../lib/router.tsx';
import { useTranslation } from '../../../lib/translation.ts';
import { TIMERS, type PrizeMode } from '@app/contracts';
import { Modal } from '../../../components/ui/modal.tsx';
import { CloseIcon } from '../../../components/ui/icons.tsx';
import { useSiteInfo } from '../../../lib/queries/status.ts';
import { useDebouncedValue } from '../lib/use-countdown.ts';
import { HistoryFilter, type HistoryGroup } from './history-filter.tsx';
import { HistoryList } from './history-list.tsx';

/** The configured "more history" link (site settings paths.moreLotteryHistory). */
export function useMoreHistoryPath(): string {
  return useSiteInfo()?.paths.moreLotteryHistory ?? '/m/lottery?tab=history';
}

/**
 * spec §2 "Lottery history modal": dropdown of lottery group, search on the remark, results, and
 * the link to more history. The lobby mounts it for the location it was opened at, so any route
 * change closes it; so do the mask and the close button. Choosing a group resets the search.
 */
export function HistoryModal({
  groups,
  prizeMode,
  onClose,
}: {
  groups: readonly HistoryGroup[];
  prizeMode: PrizeMode;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [gameGroupId, setGameGroupId] = useState<number | null>(null);
  const [search, setSearch] = useState('');
  const remark = useDebouncedValue(search.trim(), TIMERS.searchDebounce);
  const more = useMoreHistoryPath();
  return (
    <Modal
      variant="sheet"
      labelledBy="lottery-history-title"
      onClose={onClose}
      testId="lottery-history-modal"
      maskTestId="lottery-history-mask"
      className="lottery-history-modal"
    >
      <header className="lottery-modal__head">
        <h2 id="lottery-history-title">{t('lottery.history.title')}</h2>
        <button
          type="button"
          className="icon-button"
          aria-label={t('lottery.close')}
          data-testid="lottery-history-close"
          onClick={onClose}
        >
          <CloseIcon />
        </button>
      </header>
      <HistoryFilter
        groups={groups}
        gameGroupId={gameGroupId}
        search={search}
        onGroup={(id) => {
          setGameGroupId(id);
          setSearch('');
        }}
        onSearch={setSearch}
      />
      <div className="lottery-modal__body">
        <HistoryList filter={{ gameGroupId, remark, prizeMode }} pageLimit={1} />
      </div>
      <Link
        className="lottery-link lottery-modal__more"
        to={more}
        data-testid="lottery-history-more"
      >
        {t('lottery.history.more')}
      </Link>
    </Modal>
  );
}
