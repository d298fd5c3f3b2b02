import '../locales/strings.ts';
import { useTranslation } from '../../../lib/translation.ts';
import { SearchIcon } from '../../../components/ui/page-icons.tsx';

export type HistoryGroup = { gameGroupId: number; labelName: string };

/** The lottery group dropdown and the remark search of the history (spec §2). */
export function HistoryFilter({
  groups,
  gameGroupId,
  search,
  onGroup,
  onSearch,
}: {
  groups: readonly HistoryGroup[];
  gameGroupId: number | null;
  search: string;
  onGroup: (id: number | null) => void;
  onSearch: (text: string) => void;
}) {
  const { t } = useTranslation();
  return (
    <div className="lottery-history-filter">
      <label className="lottery-field">
        <span>{t('lottery.history.group')}</span>
        <select
          data-testid="lottery-history-group"
          value={gameGroupId ?? ''}
          onChange={(e) => onGroup(e.target.value === '' ? null : Number(e.target.value))}
        >
          <option value="">{t('lottery.all')}</option>
          {groups.map((g) => (
            <option key={g.gameGroupId} value={g.gameGroupId}>
              {g.labelName}
            </option>
          ))}
        </select>
      </label>
      <label className="lottery-field lottery-field--search">
        <SearchIcon aria-hidden="true" />
        <input
          type="search"
          data-testid="lottery-history-search"
          placeholder={t('lottery.history.search')}
          aria-label={t('lottery.history.search')}
          value={search}
          onChange={(e) => onSearch(e.target.value)}
        />
      </label>
    </div>
  );
}
