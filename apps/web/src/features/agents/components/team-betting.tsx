import '../locales/strings.ts';
import { useState } from 'react';
import { useTranslation } from '../../../lib/translation.ts';
import { formatDate, formatMoney } from '@app/client/format';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { FormField } from '../../../components/ui/form-field.tsx';
import { ListIcon } from '../../../components/ui/page-icons.tsx';
import { LoadFailed } from '../../../components/ui/load-failed.tsx';
import { useSiteLanguage } from '../../../lib/i18n.ts';
import { useTeamBets } from '../api/agents.ts';
import { AgentQuickMenu } from './agent-quick-menu.tsx';
import { RangeTabs, RANGES, type RangeId } from './range-tabs.tsx';
import './agents.css';

/**
 * /m/teamBetting (spec §2 team betting, TEAMBETTING3): the team's bets in the range, newest
 * first, filtered by account and by game vendor (LOTTERY for lottery bets).
 */
export function TeamBettingPage() {
  const { t } = useTranslation();
  const language = useSiteLanguage();
  const [range, setRange] = useState<RangeId>('today');
  const [account, setAccount] = useState('');
  const [vendor, setVendor] = useState('');
  const [filters, setFilters] = useState<{ account?: string; vendor?: string }>({});
  const bets = useTeamBets({ ...RANGES[range](), ...filters });
  return (
    <div className="agent-page" data-testid="team-betting">
      <AgentQuickMenu />
      <RangeTabs value={range} onChange={setRange} />
      <form
        className="agent-filters"
        onSubmit={(e) => {
          e.preventDefault();
          setFilters({
            ...(account.trim() ? { account: account.trim() } : {}),
            ...(vendor.trim() ? { vendor: vendor.trim().toUpperCase() } : {}),
          });
        }}
      >
        <FormField
          name="bets-account"
          label={t('agent.betting.account')}
          value={account}
          onChange={setAccount}
        />
        <FormField
          name="bets-vendor"
          label={t('agent.betting.vendor')}
          value={vendor}
          onChange={setVendor}
          placeholder="JL, INHOUSE, LOTTERY"
        />
        <button type="submit" className="btn btn--outline" data-testid="bets-filter">
          {t('agent.team.searchButton')}
        </button>
      </form>
      {bets.isPending ? (
        <p className="agent__loading" role="status">
          {t('common.loading')}
        </p>
      ) : bets.isError ? (
        <LoadFailed onRetry={() => void bets.refetch()} error={bets.error} />
      ) : bets.data.list.length === 0 ? (
        <EmptyState
          icon={ListIcon}
          title={t('agent.betting.emptyTitle')}
          text={t('agent.betting.emptyText')}
        />
      ) : (
        <>
          <p className="agent__muted">{t('agent.betting.total', { count: bets.data.total })}</p>
          <ul className="agent-team" data-testid="bets-list">
            {bets.data.list.map((b) => (
              <li key={b.transferId} className="agent-team__row" data-testid="bet-row">
                <div className="agent-team__who">
                  <strong>{b.account}</strong>
                  <span className="agent__chip">{b.vendor}</span>
                  {b.game ? <span className="agent__muted">{b.game}</span> : null}
                </div>
                <dl className="agent-team__facts">
                  <dt>{t('agent.betting.stake')}</dt>
                  <dd>{formatMoney(b.stake)} ₫</dd>
                  <dt>{t('agent.betting.at')}</dt>
                  <dd>{formatDate(b.at, language, 'dateTime')}</dd>
                </dl>
              </li>
            ))}
          </ul>
        </>
      )}
    </div>
  );
}
