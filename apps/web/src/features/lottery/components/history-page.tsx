import '../locales/strings.ts';
import { useState } from 'react';
import { useTranslation } from '../../../lib/translation.ts';
import { TIMERS, type PrizeMode } from '@app/contracts';
import { useLotteryMenus } from '../api/get-lottery-menus.ts';
import { useDebouncedValue } from '../lib/use-countdown.ts';
import { HistoryFilter } from './history-filter.tsx';
import { HistoryList } from './history-list.tsx';

/** More history (the configured link, /m/lottery?tab=history): every drawn result, paged. */
export function HistoryPage({ prizeMode }: { prizeMode: PrizeMode }) {
  const { t } = useTranslation();
  const menus = useLotteryMenus(prizeMode);
  const [gameGroupId, setGameGroupId] = useState<number | null>(null);
  const [search, setSearch] = useState('');
  const remark = useDebouncedValue(search.trim(), TIMERS.searchDebounce);
  return (
    <section className="lottery-history-page" data-testid="lottery-history-page">
      <h2 className="lottery-section__title">{t('lottery.history.title')}</h2>
      <HistoryFilter
        groups={menus.data?.menus ?? []}
        gameGroupId={gameGroupId}
        search={search}
        onGroup={(id) => {
          setGameGroupId(id);
          setSearch('');
        }}
        onSearch={setSearch}
      />
      <HistoryList filter={{ gameGroupId, remark, prizeMode }} />
    </section>
  );
}
