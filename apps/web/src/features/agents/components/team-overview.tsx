import '../locales/strings.ts';
import { useState } from 'react';
import { useTranslation } from '../../../lib/translation.ts';
import type { TeamFigures } from '@app/contracts';
import { formatMoney } from '@app/client/format';
import { LoadFailed } from '../../../components/ui/load-failed.tsx';
import { useTeamOverview } from '../api/agents.ts';
import { AgentQuickMenu } from './agent-quick-menu.tsx';
import { RangeTabs, RANGES, type RangeId } from './range-tabs.tsx';
import './agents.css';

const COUNT_FIELDS = ['teamSize', 'newRegistrations', 'firstDeposits'] as const;
const MONEY_FIELDS = ['deposits', 'withdrawals', 'validBets', 'wins', 'profitLoss'] as const;

/**
 * /m/agent/team/overview (spec §2 team overview, AGEPAG): team size, new registrations, first
 * deposits, deposits, withdrawals, valid bets, wins and profit and loss of the whole team over a
 * date range, and the same per depth below the agent.
 */
export function TeamOverviewPage() {
  const { t } = useTranslation();
  const [range, setRange] = useState<RangeId>('today');
  const overview = useTeamOverview(RANGES[range]());
  return (
    <div className="agent-page" data-testid="team-overview">
      <AgentQuickMenu />
      <RangeTabs value={range} onChange={setRange} />
      {overview.isPending ? (
        <p className="agent__loading" role="status">
          {t('common.loading')}
        </p>
      ) : overview.isError ? (
        <LoadFailed onRetry={() => void overview.refetch()} error={overview.error} />
      ) : (
        <>
          <p className="agent__muted">
            {overview.data.startDate} – {overview.data.endDate}
          </p>
          <Figures figures={overview.data.total} testId="overview-total" />
          {overview.data.byDepth.map((d) => (
            <section key={d.depth} className="agent-card" data-testid={`overview-depth-${d.depth}`}>
              <h2 className="agent-card__title">{t('agent.overview.depth', { depth: d.depth })}</h2>
              <Figures figures={d} />
            </section>
          ))}
        </>
      )}
    </div>
  );
}

function Figures({ figures, testId }: { figures: TeamFigures; testId?: string }) {
  const { t } = useTranslation();
  return (
    <dl className="agent-figures" data-testid={testId}>
      {COUNT_FIELDS.map((f) => (
        <div key={f} className="agent-figures__item">
          <dt>{t(`agent.overview.fields.${f}`)}</dt>
          <dd data-testid={testId ? `${testId}-${f}` : undefined}>{figures[f]}</dd>
        </div>
      ))}
      {MONEY_FIELDS.map((f) => (
        <div key={f} className="agent-figures__item">
          <dt>{t(`agent.overview.fields.${f}`)}</dt>
          <dd data-testid={testId ? `${testId}-${f}` : undefined}>{formatMoney(figures[f])}</dd>
        </div>
      ))}
    </dl>
  );
}
