import '../locales/strings.ts';
import { useState } from 'react';
import { useTranslation } from '../../../lib/translation.ts';
import { formatDate, formatMoney } from '@app/client/format';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { CoinsIcon } from '../../../components/ui/page-icons.tsx';
import { LoadFailed } from '../../../components/ui/load-failed.tsx';
import { useSiteLanguage } from '../../../lib/i18n.ts';
import { useRebateIncome } from '../api/rebates.ts';
import { AgentQuickMenu } from './agent-quick-menu.tsx';
import './agents.css';

const DAY_MS = 86_400_000;
/** The merchant day (+07:00) `back` days ago. */
function merchantDay(back: number): string {
  return new Date(Date.now() + 7 * 3_600_000 - back * DAY_MS).toISOString().slice(0, 10);
}

/** Settled days only: today is never in them, so every range ends yesterday. */
const RANGES = {
  yesterday: () => ({ startDate: merchantDay(1), endDate: merchantDay(1) }),
  week: () => ({ startDate: merchantDay(7), endDate: merchantDay(1) }),
  month: () => ({ startDate: merchantDay(30), endDate: merchantDay(1) }),
} as const;
type RangeId = keyof typeof RANGES;

/**
 * /m/member/teamRebate (AGEREBINC3): what the daily rebate settlement paid the agent, on its own
 * play and on its team's, per day, game category and member (docs/decisions/2026-11-25-rebates.md).
 */
export function RebateIncomePage() {
  const { t } = useTranslation();
  const language = useSiteLanguage();
  const [range, setRange] = useState<RangeId>('week');
  const income = useRebateIncome(RANGES[range]());
  return (
    <div className="agent-page" data-testid="rebate-income">
      <AgentQuickMenu />
      <div className="agent-ranges" role="tablist" aria-label={t('agent.overview.range')}>
        {(Object.keys(RANGES) as RangeId[]).map((id) => (
          <button
            key={id}
            type="button"
            role="tab"
            aria-selected={range === id}
            className={`agent-ranges__tab${range === id ? ' agent-ranges__tab--on' : ''}`}
            onClick={() => setRange(id)}
            data-testid={`income-range-${id}`}
          >
            {t(`agent.rebate.ranges.${id}`)}
          </button>
        ))}
      </div>
      {income.isPending ? (
        <p className="agent__loading" role="status">
          {t('common.loading')}
        </p>
      ) : income.isError ? (
        <LoadFailed onRetry={() => void income.refetch()} error={income.error} />
      ) : (
        <>
          <section className="agent-card">
            <dl className="agent-figures">
              {(['total', 'own', 'team'] as const).map((f) => (
                <div key={f} className="agent-figures__item">
                  <dt>{t(`agent.rebate.${f === 'own' ? 'fromOwn' : f}`)}</dt>
                  <dd data-testid={`income-${f}`}>{formatMoney(income.data[f])}</dd>
                </div>
              ))}
            </dl>
            <p className="agent__muted">
              {income.data.settledThrough
                ? t('agent.rebate.settledThrough', {
                    day: formatDate(
                      `${income.data.settledThrough}T12:00:00+07:00`,
                      language,
                      'date',
                    ),
                  })
                : t('agent.rebate.notSettled')}
            </p>
          </section>
          {income.data.days.length === 0 ? (
            <EmptyState
              icon={CoinsIcon}
              title={t('agent.rebate.emptyTitle')}
              text={t('agent.rebate.emptyText')}
            />
          ) : (
            <>
              <IncomeTable
                title={t('agent.rebate.byDay')}
                testId="income-days"
                rows={income.data.days.map((d) => ({
                  key: d.day,
                  label: formatDate(`${d.day}T12:00:00+07:00`, language, 'date'),
                  turnover: d.turnover,
                  amount: d.amount,
                }))}
              />
              <IncomeTable
                title={t('agent.rebate.byCategory')}
                testId="income-categories"
                rows={income.data.categories.map((c) => ({
                  key: c.category,
                  label: t(`agent.categories.${c.category}`),
                  turnover: c.turnover,
                  amount: c.amount,
                }))}
              />
              <IncomeTable
                title={t('agent.rebate.byMember')}
                testId="income-members"
                rows={income.data.members.map((m) => ({
                  key: String(m.memberId),
                  label:
                    m.depth === 0
                      ? t('agent.rebate.self', { account: m.account })
                      : `${m.account} · ${t('agent.team.depth', { depth: m.depth })}`,
                  turnover: m.turnover,
                  amount: m.amount,
                }))}
              />
            </>
          )}
        </>
      )}
    </div>
  );
}

function IncomeTable({
  title,
  testId,
  rows,
}: {
  title: string;
  testId: string;
  rows: Array<{ key: string; label: string; turnover: string; amount: string }>;
}) {
  const { t } = useTranslation();
  return (
    <section className="agent-card" data-testid={testId}>
      <h2 className="agent-card__title">{title}</h2>
      <table className="agent-table">
        <thead>
          <tr>
            <th scope="col">{title}</th>
            <th scope="col">{t('agent.rebate.turnover')}</th>
            <th scope="col">{t('agent.rebate.amount')}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => (
            <tr key={r.key}>
              <th scope="row">{r.label}</th>
              <td>{formatMoney(r.turnover)}</td>
              <td>{formatMoney(r.amount)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
