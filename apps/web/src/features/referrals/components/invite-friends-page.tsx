import '../locales/strings.ts';
import { Link } from '../../../lib/router.tsx';
import { useTranslation } from '../../../lib/translation.ts';
import { formatMoney } from '@app/client/format';
import type { ReferralSummary } from '@app/contracts';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { UsersIcon } from '../../../components/ui/page-icons.tsx';
import { RealAccountOnly } from '../../../components/wallet/real-account-only.tsx';
import { isAgentType, useSession } from '../../../lib/session.ts';
import { useReferralSummary } from '../api/referrals.ts';
import { FriendList } from './friend-list.tsx';
import { InviteLink } from './invite-link.tsx';
import './referrals.css';
import '../../../locales/promotions/strings.ts';

/**
 * /m/inviteFriends (spec §2; docs/decisions/2026-11-25-referrals.md): the member's referral link,
 * QR code and code, the reward rule, the invited friends with their state and the total earned.
 * Agents invite through their register centre (spec §6: no share button for agents).
 */
export function InviteFriendsPage() {
  return (
    <RealAccountOnly>
      <InviteFriends />
    </RealAccountOnly>
  );
}

function InviteFriends() {
  const { t } = useTranslation();
  const session = useSession();
  const agent = isAgentType(session?.type);
  const summary = useReferralSummary(!agent);
  if (agent) {
    return (
      <EmptyState
        icon={UsersIcon}
        text={t('errors.referral.agent_account')}
        action={{ label: t('referral.registerCentre'), to: '/m/agentRegister' }}
      />
    );
  }
  if (summary.isPending) {
    return (
      <p className="referral__loading" role="status">
        {t('common.loading')}
      </p>
    );
  }
  if (summary.isError) {
    return (
      <EmptyState icon={UsersIcon} text={t('errors.loadFailed')}>
        <button type="button" className="btn btn--outline" onClick={() => void summary.refetch()}>
          {t('promotions.retry')}
        </button>
      </EmptyState>
    );
  }
  return <InviteFriendsView summary={summary.data} />;
}

export function InviteFriendsView({ summary }: { summary: ReferralSummary }) {
  const { t } = useTranslation();
  const { rule } = summary;
  return (
    <section className="referral" data-testid="invite-friends">
      <div className="referral__card referral__hero">
        <h2 className="referral__title">{t('referral.title')}</h2>
        <p className="referral__rule" data-testid="referral-rule">
          {rule.enabled
            ? t('referral.rule', {
                deposit: formatMoney(rule.minFirstDeposit),
                reward: formatMoney(rule.rewardAmount),
              })
            : t('referral.ruleOff')}
        </p>
        {rule.enabled && rule.wageringMultiple > 0 ? (
          <p className="referral__muted">
            {t('referral.wagering', { multiple: rule.wageringMultiple })}
          </p>
        ) : null}
      </div>
      <InviteLink code={summary.code} />
      <dl className="referral__stats">
        <div>
          <dt>{t('referral.invited')}</dt>
          <dd data-testid="referral-invited">{summary.invited}</dd>
        </div>
        <div>
          <dt>{t('referral.rewarded')}</dt>
          <dd data-testid="referral-rewarded">{summary.rewarded}</dd>
        </div>
        <div>
          <dt>{t('referral.earned')}</dt>
          <dd data-testid="referral-earned">{formatMoney(summary.totalEarned)} ₫</dd>
        </div>
      </dl>
      <section className="referral__card">
        <h3 className="referral__subtitle">{t('referral.friends')}</h3>
        <FriendList friends={summary.friends} />
      </section>
      <Link className="btn btn--outline btn--block" to="/m/rewardCenter">
        {t('referral.rewardCenter')}
      </Link>
    </section>
  );
}
