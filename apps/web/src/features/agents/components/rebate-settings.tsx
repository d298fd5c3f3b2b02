import '../locales/strings.ts';
import { useState, type FormEvent } from 'react';
import { useTranslation } from '../../../lib/translation.ts';
import {
  TURNOVER_CATEGORIES,
  rateToPermille,
  type DownlineRates,
  type FullRebateRates,
  type RebateRates,
  type TurnoverCategory,
} from '@app/contracts';
import { ApiError } from '@app/client/api-client';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { FormField } from '../../../components/ui/form-field.tsx';
import { PercentIcon } from '../../../components/ui/page-icons.tsx';
import { LoadFailed } from '../../../components/ui/load-failed.tsx';
import { errorText } from '../../../lib/i18n.ts';
import { useRebateRates, useSetDownlineRates } from '../api/rebates.ts';
import { AgentQuickMenu } from './agent-quick-menu.tsx';
import './agents.css';

const RATE = /^(10(\.0)?|\d(\.\d)?)$/;

/** The categories with a rate above 0, as "Slots 0.8 %" chips; all 0 is one "no rebate" chip. */
function RateChips({ rates }: { rates: FullRebateRates }) {
  const { t } = useTranslation();
  const set = TURNOVER_CATEGORIES.filter((c) => rateToPermille(rates[c]) > 0);
  if (set.length === 0) return <span className="agent__muted">{t('agent.rebate.none')}</span>;
  return (
    <ul className="agent-chips">
      {set.map((c) => (
        <li key={c} className="agent__chip">
          {t(`agent.categories.${c}`)} {rates[c]}%
        </li>
      ))}
    </ul>
  );
}

/**
 * /m/member/agent/agentRebeat (GAMSER): the agent's own rate per game category, and each direct
 * downline's, which it sets between the downline's floor (the highest rate below it) and its own
 * (docs/decisions/2026-11-25-rebates.md).
 */
export function RebateSettingsPage() {
  const { t } = useTranslation();
  const [input, setInput] = useState('');
  const [search, setSearch] = useState('');
  const [editing, setEditing] = useState<number | null>(null);
  const [pageNo, setPageNo] = useState(1);
  const rates = useRebateRates(search, pageNo);
  const pages = rates.data ? Math.max(1, Math.ceil(rates.data.total / rates.data.pageSize)) : 1;
  return (
    <div className="agent-page" data-testid="rebate-settings">
      <AgentQuickMenu />
      {rates.isPending ? (
        <p className="agent__loading" role="status">
          {t('common.loading')}
        </p>
      ) : rates.isError ? (
        <LoadFailed onRetry={() => void rates.refetch()} error={rates.error} />
      ) : (
        <>
          <section className="agent-card" data-testid="rebate-own">
            <h2 className="agent-card__title">{t('agent.rebate.own')}</h2>
            <dl className="agent-figures">
              {TURNOVER_CATEGORIES.map((c) => (
                <div key={c} className="agent-figures__item">
                  <dt>{t(`agent.categories.${c}`)}</dt>
                  <dd data-testid={`rebate-own-${c}`}>{rates.data.own[c]}%</dd>
                </div>
              ))}
            </dl>
            <p className="agent__muted">{t('agent.rebate.ownHint')}</p>
          </section>
          <form
            className="agent-search"
            role="search"
            onSubmit={(e) => {
              e.preventDefault();
              setSearch(input.trim());
              setPageNo(1);
            }}
          >
            <FormField
              name="rebate-search"
              label={t('agent.team.search')}
              value={input}
              onChange={setInput}
              placeholder={t('agent.team.searchPlaceholder')}
            />
            <button type="submit" className="btn btn--outline">
              {t('agent.team.searchButton')}
            </button>
          </form>
          {rates.data.list.length === 0 ? (
            <EmptyState
              icon={PercentIcon}
              title={t('agent.team.emptyTitle')}
              text={t('agent.team.emptyText')}
            />
          ) : (
            <ul className="agent-team" data-testid="rebate-list">
              {rates.data.list.map((row) => (
                <li key={row.memberId} className="agent-team__row" data-testid="rebate-row">
                  <div className="agent-team__who">
                    <strong>{row.account}</strong>
                    <span className="agent__chip">
                      {t(
                        row.type === 0 || row.type === 40
                          ? 'agent.team.member'
                          : 'agent.team.agent',
                      )}
                    </span>
                  </div>
                  {editing === row.memberId ? (
                    <RatesForm
                      row={row}
                      ceiling={rates.data.own}
                      onClose={() => setEditing(null)}
                    />
                  ) : (
                    <>
                      <RateChips rates={row.rates} />
                      <button
                        type="button"
                        className="btn btn--outline"
                        onClick={() => setEditing(row.memberId)}
                        data-testid="rebate-edit"
                      >
                        {t('agent.rebate.edit')}
                      </button>
                    </>
                  )}
                </li>
              ))}
            </ul>
          )}
          {pages > 1 ? (
            <nav className="agent-pager" aria-label={t('agent.rebate.pages')}>
              <button
                type="button"
                className="btn btn--outline"
                disabled={pageNo <= 1}
                onClick={() => setPageNo((n) => n - 1)}
              >
                {t('agent.rebate.prev')}
              </button>
              <span data-testid="rebate-page">
                {t('agent.rebate.page', { page: pageNo, pages })}
              </span>
              <button
                type="button"
                className="btn btn--outline"
                disabled={pageNo >= pages}
                onClick={() => setPageNo((n) => n + 1)}
                data-testid="rebate-next"
              >
                {t('agent.rebate.next')}
              </button>
            </nav>
          ) : null}
        </>
      )}
    </div>
  );
}

function RatesForm({
  row,
  ceiling,
  onClose,
}: {
  row: DownlineRates;
  ceiling: FullRebateRates;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const save = useSetDownlineRates();
  const [values, setValues] = useState<Record<TurnoverCategory, string>>({ ...row.rates });
  const [message, setMessage] = useState<string | null>(null);
  const [badField, setBadField] = useState<TurnoverCategory | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setMessage(null);
    setBadField(null);
    const changed: RebateRates = {};
    for (const c of TURNOVER_CATEGORIES) {
      const value = values[c].trim().replace(',', '.');
      if (!RATE.test(value)) {
        setBadField(c);
        setMessage(t('agent.rebate.format'));
        return;
      }
      if (value !== row.rates[c]) changed[c] = value;
    }
    save.mutate(
      { memberId: row.memberId, rates: changed },
      {
        onSuccess: () => onClose(),
        onError: (error) => {
          const field = error instanceof ApiError ? (error.value as { field?: string })?.field : '';
          const category = field?.split('.')[2] as TurnoverCategory | undefined;
          if (category) setBadField(category);
          setMessage(errorText(error));
        },
      },
    );
  };

  return (
    <form className="agent-form" noValidate onSubmit={submit} data-testid="rebate-form">
      <div className="agent-rates">
        {TURNOVER_CATEGORIES.map((c) => (
          <FormField
            key={c}
            name={`rebate-${c}`}
            inputMode="decimal"
            label={t(`agent.categories.${c}`)}
            value={values[c]}
            onChange={(v) => setValues((prev) => ({ ...prev, [c]: v }))}
            hint={t('agent.rebate.bounds', { floor: row.floor[c], ceiling: ceiling[c] })}
            {...(badField === c ? { error: message ?? '' } : {})}
          />
        ))}
      </div>
      <div className="agent-form__actions">
        <button type="button" className="btn btn--outline" onClick={onClose}>
          {t('common.cancel')}
        </button>
        <button
          type="submit"
          className="btn btn--gold"
          disabled={save.isPending}
          data-testid="rebate-save"
        >
          {save.isPending ? t('common.loading') : t('agent.rebate.save')}
        </button>
      </div>
      {message && badField === null ? (
        <p className="agent__message" role="alert">
          {message}
        </p>
      ) : null}
    </form>
  );
}
