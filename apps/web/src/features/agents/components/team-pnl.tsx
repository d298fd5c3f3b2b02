import '../locales/strings.ts';
import { useState } from 'react';
import { useTranslation } from '../../../lib/translation.ts';
import { formatMoney } from '@app/client/format';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { FormField } from '../../../components/ui/form-field.tsx';
import { ChartIcon } from '../../../components/ui/page-icons.tsx';
import { LoadFailed } from '../../../components/ui/load-failed.tsx';
import { useTeamPnl } from '../api/agents.ts';
import { AgentQuickMenu } from './agent-quick-menu.tsx';
import { RangeTabs, RANGES, type RangeId } from './range-tabs.tsx';
import './agents.css';

const FIELDS = ['deposits', 'withdrawals', 'validBets', 'wins', 'profitLoss'] as const;

/**
 * /m/agent/team/pnl (spec §2 team profit and loss, AGETEAMPNL3): each team member with play or
 * money in the range, biggest turnover first, with a search by account.
 */
export function TeamPnlPage() {
  const { t } = useTranslation();
  const [range, setRange] = useState<RangeId>('today');
  const [input, setInput] = useState('');
  const [search, setSearch] = useState('');
  const pnl = useTeamPnl({ ...RANGES[range](), ...(search ? { search } : {}) });
  return (
    <div className="agent-page" data-testid="team-pnl">
      <AgentQuickMenu />
      <RangeTabs value={range} onChange={setRange} />
      <form
        className="agent-search"
        role="search"
        onSubmit={(e) => {
          e.preventDefault();
          setSearch(input.trim());
        }}
      >
        <FormField
          name="pnl-search"
          label={t('agent.team.search')}
          value={input}
          onChange={setInput}
          placeholder={t('agent.team.searchPlaceholder')}
        />
        <button type="submit" className="btn btn--outline">
          {t('agent.team.searchButton')}
        </button>
      </form>
      {pnl.isPending ? (
        <p className="agent__loading" role="status">
          {t('common.loading')}
        </p>
      ) : pnl.isError ? (
        <LoadFailed onRetry={() => void pnl.refetch()} error={pnl.error} />
      ) : pnl.data.list.length === 0 ? (
        <EmptyState
          icon={ChartIcon}
          title={t('agent.pnl.emptyTitle')}
          text={t('agent.pnl.emptyText')}
        />
      ) : (
        <ul className="agent-team" data-testid="pnl-list">
          {pnl.data.list.map((row) => (
            <li key={row.account} className="agent-team__row" data-testid="pnl-row">
              <div className="agent-team__who">
                <strong>{row.account}</strong>
                <span className="agent__muted">{t('agent.team.depth', { depth: row.depth })}</span>
              </div>
              <dl className="agent-team__facts">
                {FIELDS.map((f) => (
                  <div key={f} className="agent-team__fact">
                    <dt>{t(`agent.overview.fields.${f}`)}</dt>
                    <dd>{formatMoney(row[f])}</dd>
                  </div>
                ))}
              </dl>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
