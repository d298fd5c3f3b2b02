import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { ChatMemberProfile } from '@app/contracts';
import { Panel } from '../../components/page.tsx';
import { Money, When } from '../../components/format.tsx';

/** The member beside the conversation: account, VIP, balance, labels, recent deposits. */
export function MemberCard({ member }: { member: ChatMemberProfile }) {
  const { t } = useTranslation();
  return (
    <Panel title={t('chat.member')}>
      <dl className="facts" data-testid="chat-member">
        <dt>{t('chat.account')}</dt>
        <dd>
          <Link to={`/members/${encodeURIComponent(member.account)}`}>{member.account}</Link>
          {member.nickname ? ` (${member.nickname})` : ''}
        </dd>
        <dt>{t('chat.vip')}</dt>
        <dd>{member.clubLabel}</dd>
        <dt>{t('chat.balance')}</dt>
        <dd>
          <Money value={member.balance} />
        </dd>
        <dt>{t('chat.labels')}</dt>
        <dd>{member.labels.length ? member.labels.join(', ') : '—'}</dd>
        <dt>{t('chat.status')}</dt>
        <dd>{t(`members.statuses.${member.status}`, { defaultValue: member.status })}</dd>
        <dt>{t('chat.lastLogin')}</dt>
        <dd>{member.lastLoginAt ? <When value={member.lastLoginAt} /> : '—'}</dd>
      </dl>
      <h3 className="chat-subtitle">{t('chat.recentDeposits')}</h3>
      {member.recentDeposits.length === 0 ? (
        <p className="muted">{t('chat.noDeposits')}</p>
      ) : (
        <ul className="chat-deposits">
          {member.recentDeposits.map((d) => (
            <li key={d.orderNo}>
              <When value={d.createdAt} /> · <Money value={d.amount} /> ·{' '}
              {t(`money.states.${d.status}`, { defaultValue: d.status })}
            </li>
          ))}
        </ul>
      )}
    </Panel>
  );
}
