import '../locales/strings.ts';
import { useTranslation } from '../../../lib/translation.ts';
import type { LotteryMenuGroup } from '@app/contracts';
import { ClockIcon } from '../../../components/ui/page-icons.tsx';
import { VENDOR_CATEGORY, type LobbyTab } from './use-lobby-games.ts';

const TABS: readonly LobbyTab[] = ['all', 'hot', 'fav', 'recent'];

/** The category menu (ALL first, the vendor's category last when offered) and the History Result link. */
export function LobbyToolbar({
  groups,
  hasVendor,
  category,
  onCategory,
  onHistory,
}: {
  groups: readonly LotteryMenuGroup[];
  hasVendor: boolean;
  category: string;
  onCategory: (category: string) => void;
  onHistory: () => void;
}) {
  const { t } = useTranslation();
  const categories = [
    { key: 'ALL', label: t('lottery.all') },
    ...groups.map((g) => ({ key: g.tag, label: g.labelName })),
    ...(hasVendor ? [{ key: VENDOR_CATEGORY, label: t('lottery.vendorCategory') }] : []),
  ];
  return (
    <div className="lottery-toolbar">
      <nav
        className="lottery-chips"
        aria-label={t('lottery.categories')}
        data-testid="lottery-categories"
      >
        {categories.map((c) => (
          <button
            key={c.key}
            type="button"
            className={`lottery-chip${category === c.key ? ' is-active' : ''}`}
            aria-pressed={category === c.key}
            data-testid={`lottery-category-${c.key}`}
            onClick={() => onCategory(c.key)}
          >
            {c.label}
          </button>
        ))}
      </nav>
      <button
        type="button"
        className="lottery-link lottery-toolbar__history"
        data-testid="lottery-history-open"
        onClick={onHistory}
      >
        <ClockIcon size={15} />
        {t('lottery.history.link')}
      </button>
    </div>
  );
}

/** The tabs all / hot / favourites / recent. */
export function LobbyTabs({ tab, onTab }: { tab: LobbyTab; onTab: (tab: LobbyTab) => void }) {
  const { t } = useTranslation();
  return (
    <div className="lottery-tabs" role="tablist" aria-label={t('lottery.tabs.label')}>
      {TABS.map((key) => (
        <button
          key={key}
          type="button"
          role="tab"
          aria-selected={tab === key}
          className={`lottery-tab${tab === key ? ' is-active' : ''}`}
          data-testid={`lottery-tab-${key}`}
          onClick={() => onTab(key)}
        >
          {t(`lottery.tabs.${key}`)}
        </button>
      ))}
    </div>
  );
}
