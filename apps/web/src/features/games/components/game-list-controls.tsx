import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from '../../../lib/translation.ts';
import { MIN_BETS, TIMERS } from '@app/contracts';
import { SearchIcon } from '../../../components/ui/page-icons.tsx';
import {
  CLASS_CHOICES,
  LIST_TABS,
  hasSlotFilters,
  type ClassifyChoice,
  type ListAction,
  type ListState,
  type ListTab,
} from '../lib/game-list-state.ts';

export type VendorChoice = { vassalage: string; name: string; logoUrl: string };
type Dispatch = (action: ListAction) => void;

/** Tabs all / hot / fav / recent (spec §2 "Game list"). */
export function ListTabs({ tab, onTab }: { tab: ListTab; onTab: (tab: ListTab) => void }) {
  const { t } = useTranslation();
  return (
    <div className="list-tabs" role="tablist" aria-label={t('games.list.tabs')}>
      {LIST_TABS.map((id) => (
        <button
          key={id}
          type="button"
          role="tab"
          aria-selected={tab === id}
          className="list-tabs__tab"
          data-testid={`game-list-tab-${id}`}
          onClick={() => onTab(id)}
        >
          {t(`games.list.tab.${id}`)}
        </button>
      ))}
    </div>
  );
}

/** spec §2: on RNG a row of vendor icons, All first. */
export function VendorRow({
  vendors,
  selected,
  dispatch,
}: {
  vendors: readonly VendorChoice[];
  selected: string;
  dispatch: Dispatch;
}) {
  const { t } = useTranslation();
  const choices = [{ vassalage: '', name: t('games.list.allVendors'), logoUrl: '' }, ...vendors];
  return (
    <div className="vendor-row" role="group" aria-label={t('games.list.vendors')}>
      {choices.map((v) => (
        <button
          key={v.vassalage || 'ALL'}
          type="button"
          className="vendor-row__item"
          aria-pressed={selected === v.vassalage}
          data-testid={`game-list-vendor-${v.vassalage || 'ALL'}`}
          onClick={() => dispatch({ type: 'vendor', vassalage: v.vassalage })}
        >
          {v.logoUrl ? (
            <img src={v.logoUrl} alt={v.name} width={90} height={30} />
          ) : (
            <span className="vendor-row__all">{v.name}</span>
          )}
        </button>
      ))}
    </div>
  );
}

/**
 * The game-name search (spec §5): trimmed, sent 500 ms after the last key stroke, or at once on
 * Enter.
 */
export function SearchField({
  value,
  onSearch,
}: {
  value: string;
  onSearch: (name: string) => void;
}) {
  const { t } = useTranslation();
  const [text, setText] = useState(value);
  const submit = useRef(onSearch);
  useEffect(() => {
    submit.current = onSearch;
  });
  useEffect(() => {
    const timer = setTimeout(() => submit.current(text.trim()), TIMERS.searchDebounce);
    return () => clearTimeout(timer);
  }, [text]);
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    submit.current(text.trim());
  };
  return (
    <form className="list-search" role="search" onSubmit={onSubmit}>
      <SearchIcon size={18} className="list-search__icon" />
      <input
        type="search"
        className="list-search__input"
        value={text}
        onChange={(e) => setText(e.target.value)}
        placeholder={t('games.filter.namePlaceholder')}
        aria-label={t('games.filter.name')}
        enterKeyHint="search"
        maxLength={100}
        data-testid="game-filter-name"
      />
    </form>
  );
}

/** spec §2 filter panel: manufacturer always; game type and minimum bet only on RNG. */
export function FilterPanel({
  state,
  vendors,
  dispatch,
}: {
  state: ListState;
  vendors: readonly VendorChoice[];
  dispatch: Dispatch;
}) {
  const { t } = useTranslation();
  const { filters } = state;
  const slots = hasSlotFilters(state.gameType);
  return (
    <div className="filter-panel" data-testid="game-filter-panel">
      <label className="filter-panel__field">
        <span>{t('games.filter.vendor')}</span>
        <select
          value={filters.vassalage}
          onChange={(e) => dispatch({ type: 'vendor', vassalage: e.target.value })}
          data-testid="game-filter-vendor"
        >
          <option value="">{t('games.list.allVendors')}</option>
          {vendors.map((v) => (
            <option key={v.vassalage} value={v.vassalage}>
              {v.name}
            </option>
          ))}
        </select>
      </label>
      {slots ? (
        <>
          <label className="filter-panel__field">
            <span>{t('games.filter.class')}</span>
            <select
              value={filters.classify}
              onChange={(e) =>
                dispatch({ type: 'classify', classify: e.target.value as ClassifyChoice })
              }
              data-testid="game-filter-class"
            >
              <option value="">{t('games.class.ALL')}</option>
              <option value="NEW">{t('games.class.NEW')}</option>
              {CLASS_CHOICES.map((c) => (
                <option key={c} value={c}>
                  {t(`games.class.${c}`)}
                </option>
              ))}
            </select>
          </label>
          <label className="filter-panel__field">
            <span>{t('games.filter.minBet')}</span>
            <select
              value={filters.minBet}
              onChange={(e) =>
                dispatch({ type: 'minBet', minBet: e.target.value as (typeof MIN_BETS)[number] })
              }
              data-testid="game-filter-minbet"
            >
              {MIN_BETS.map((bet) => (
                <option key={bet} value={bet}>
                  {bet === 'all' ? t('games.filter.anyBet') : bet}
                </option>
              ))}
            </select>
          </label>
        </>
      ) : null}
    </div>
  );
}

/** spec §2 classify menu: NEW, ALL, then the game classes of spec §9 (shown on the RNG list). */
export function ClassifyMenu({ state, dispatch }: { state: ListState; dispatch: Dispatch }) {
  const { t } = useTranslation();
  const choices: ClassifyChoice[] = ['NEW', '', ...CLASS_CHOICES];
  return (
    <div className="classify-menu" role="group" aria-label={t('games.filter.class')}>
      {choices.map((c) => (
        <button
          key={c || 'ALL'}
          type="button"
          className="classify-menu__item"
          aria-pressed={state.filters.classify === c}
          data-testid={`game-classify-${c || 'ALL'}`}
          onClick={() => dispatch({ type: 'classify', classify: c })}
        >
          {t(`games.class.${c || 'ALL'}`)}
        </button>
      ))}
    </div>
  );
}
