import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import type { ColumnDef } from '@tanstack/react-table';
import { callEndpoint } from '@app/client/api-client';
import { getMemberEndpoint, type MemberDetail } from '@app/contracts';
import { AdjustForm } from '../../components/adjust-form.tsx';
import { DataTable } from '../../components/data-table.tsx';
import { Money, When } from '../../components/format.tsx';
import { Page, Panel } from '../../components/page.tsx';
import { QueryState } from '../../components/query-state.tsx';
import { useCan } from '../../lib/operator.ts';
import { MemberActions } from './member-actions.tsx';
import { MemberStatusBadge } from './member-badges.tsx';
import { MemberProtection } from './member-protection.tsx';
import { MemberRewards } from './member-rewards.tsx';
import { useMemberColumns } from './member-columns.tsx';

function Profile({ detail }: { detail: MemberDetail }) {
  const { t } = useTranslation();
  const p = detail.profile;
  const facts: [string, React.ReactNode][] = [
    ['ID', p.id],
    [t('members.accountNo'), p.accountNo],
    [t('members.kind'), `${t(`members.kinds.${p.kind}`)} (type ${p.type})`],
    [t('members.status'), <MemberStatusBadge status={p.status} />],
    [t('members.nickname'), p.nickname ?? '—'],
    [t('members.realNames'), p.realNames.join(', ') || '—'],
    [t('members.mobile'), p.mobileNum ?? '—'],
    [t('members.email'), p.email ?? '—'],
    [t('members.labels'), p.labels.join(', ') || '—'],
    [t('members.club'), p.clubLabel],
    [t('members.parent'), p.parentAccount ?? '—'],
    [
      t('members.registered'),
      <>
        <When value={p.createdAt} /> {p.registerIp ? `· ${p.registerIp}` : ''}
      </>,
    ],
    [t('members.lastLoginAt'), <When value={p.lastLoginAt} />],
  ];
  return (
    <dl className="facts">
      {facts.map(([name, value]) => (
        <div key={name} className="fact">
          <dt>{name}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

function Wallet({ detail }: { detail: MemberDetail }) {
  const { t } = useTranslation();
  return (
    <div className="kpi-grid">
      <div className="kpi">
        <span className="kpi-label">
          {detail.wallet.isTrial ? t('members.trialBalance') : t('members.balance')}
        </span>
        <span className="kpi-value" data-testid="member-balance">
          <Money value={detail.wallet.balance} />
        </span>
      </div>
      <div className="kpi">
        <span className="kpi-label">{t('members.pendingWithdrawal')}</span>
        <span className="kpi-value">
          <Money value={detail.wallet.pendingWithdrawal} />
        </span>
      </div>
      <div className="kpi">
        <span className="kpi-label">{t('members.openSessions')}</span>
        <span className="kpi-value">{detail.wallet.openSessions}</span>
      </div>
    </div>
  );
}

function Section<Row>({
  title,
  rows,
  columns,
  name,
}: {
  title: string;
  rows: Row[];
  columns: ColumnDef<Row, unknown>[];
  name: string;
}) {
  return (
    <Panel title={title}>
      <DataTable columns={columns} data={rows} exportName={name} pageSize={10} />
    </Panel>
  );
}

/** One member: profile, wallet and ledger, money requests, play, sign-ins, notes, and the actions. */
export function MemberPage() {
  const { t } = useTranslation();
  const { account = '' } = useParams();
  const canAdjust = useCan('money.adjust');
  const columns = useMemberColumns();
  const query = useQuery({
    queryKey: ['admin', 'member', account],
    queryFn: ({ signal }) => callEndpoint(getMemberEndpoint, { params: { account }, signal }),
  });
  return (
    <Page title={account} actions={<Link to="/members">{t('members.back')}</Link>}>
      <QueryState query={query}>
        {(detail) => (
          <>
            <div className="grid-2">
              <Panel title={t('members.profile')}>
                <Profile detail={detail} />
              </Panel>
              <div className="stack">
                <Panel title={t('members.wallet')}>
                  <Wallet detail={detail} />
                </Panel>
                <Panel title={t('members.actions')}>
                  <MemberActions key={detail.profile.updatedAt} detail={detail} />
                </Panel>
                <Panel title={t('members.protection.title')}>
                  <MemberProtection memberId={detail.profile.id} />
                </Panel>
                {canAdjust && !detail.wallet.isTrial ? (
                  <Panel title={t('nav.adjust')}>
                    <AdjustForm account={detail.profile.account} />
                  </Panel>
                ) : null}
              </div>
            </div>
            <Panel title={t('members.rewards.heading')}>
              <MemberRewards memberId={detail.profile.id} />
            </Panel>
            <Section
              title={t('members.ledger')}
              rows={detail.ledger}
              columns={columns.ledger}
              name={`${account}-ledger`}
            />
            <div className="grid-2 even">
              <Section
                title={t('members.deposits')}
                rows={detail.deposits}
                columns={columns.deposits}
                name={`${account}-deposits`}
              />
              <Section
                title={t('members.withdrawals')}
                rows={detail.withdrawals}
                columns={columns.withdrawals}
                name={`${account}-withdrawals`}
              />
            </div>
            <Section
              title={t('members.betsByGame')}
              rows={detail.betsByGame}
              columns={columns.games}
              name={`${account}-games`}
            />
            <Section
              title={t('members.lotteryBets')}
              rows={detail.lotteryBets}
              columns={columns.lottery}
              name={`${account}-lottery`}
            />
            <div className="grid-2 even">
              <Section
                title={t('members.logins')}
                rows={detail.logins}
                columns={columns.logins}
                name={`${account}-logins`}
              />
              <Section
                title={t('members.notes')}
                rows={detail.notes}
                columns={columns.notes}
                name={`${account}-notes`}
              />
            </div>
          </>
        )}
      </QueryState>
    </Page>
  );
}
