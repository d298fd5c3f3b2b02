import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { callEndpoint } from '@app/client/api-client';
import { getMemberEndpoint } from '@app/contracts';
import { Money, When } from '../../components/format.tsx';
import { QueryState } from '../../components/query-state.tsx';

/**
 * What a money decision needs to see beside the request: the member's balance and holds, their
 * last deposits and withdrawals, what they played, and their last sign-ins.
 */
export function MemberActivity({ account, onClose }: { account: string; onClose: () => void }) {
  const { t } = useTranslation();
  const query = useQuery({
    queryKey: ['admin', 'member', account],
    queryFn: ({ signal }) => callEndpoint(getMemberEndpoint, { params: { account }, signal }),
  });
  return (
    <aside className="panel activity" aria-label={t('money.activityOf', { account })}>
      <header className="panel-header">
        <h2>{t('money.activityOf', { account })}</h2>
        <button type="button" className="btn small ghost" onClick={onClose}>
          {t('common.close')}
        </button>
      </header>
      <QueryState query={query}>
        {(m) => {
          const staked = m.betsByGame.reduce((sum, g) => sum + Number(g.bets), 0);
          const won = m.betsByGame.reduce((sum, g) => sum + Number(g.wins), 0);
          return (
            <div className="stack">
              <dl className="facts">
                <dt>{t('money.balance')}</dt>
                <dd>
                  <Money value={m.wallet.balance} />
                </dd>
                <dt>{t('money.held')}</dt>
                <dd>
                  <Money value={m.wallet.pendingWithdrawal} />
                </dd>
                <dt>{t('money.played')}</dt>
                <dd>
                  <Money value={staked.toFixed(2)} /> / <Money value={won.toFixed(2)} />
                </dd>
                <dt>{t('money.registered')}</dt>
                <dd>
                  <When value={m.profile.createdAt} />
                </dd>
                <dt>{t('money.realNames')}</dt>
                <dd>{m.profile.realNames.join(', ') || '—'}</dd>
              </dl>
              <h3>{t('money.lastMoves')}</h3>
              <ul className="moves">
                {[
                  ...m.deposits.map((d) => ({ ...d, dir: '+' })),
                  ...m.withdrawals.map((w) => ({ ...w, dir: '−' })),
                ]
                  .sort((a, b) => b.createdAt.localeCompare(a.createdAt))
                  .slice(0, 8)
                  .map((x) => (
                    <li key={x.orderNo}>
                      <When value={x.createdAt} /> · {x.dir} <Money value={x.amount} /> ·{' '}
                      {t(`money.states.${x.status}`, { defaultValue: x.status })}
                    </li>
                  ))}
              </ul>
              <h3>{t('money.lastSignIns')}</h3>
              <ul className="moves">
                {m.logins.slice(0, 3).map((l) => (
                  <li key={l.at}>
                    <When value={l.at} /> · {l.ip ?? '—'}
                  </li>
                ))}
              </ul>
              <Link to={`/members/${encodeURIComponent(account)}`}>{t('money.openMember')}</Link>
            </div>
          );
        }}
      </QueryState>
    </aside>
  );
}
