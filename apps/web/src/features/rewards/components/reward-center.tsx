import '../locales/strings.ts';
import { useState } from 'react';
import { useTranslation } from '../../../lib/translation.ts';
import { formatDate, formatMoney } from '@app/client/format';
import type { Reward } from '@app/contracts';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { TrophyIcon } from '../../../components/ui/page-icons.tsx';
import { WageringNotice } from '../../../components/wallet/wagering-notice.tsx';
import '../../../components/wallet/balance.css';
import { errorText, useSiteLanguage } from '../../../lib/i18n.ts';
import { useClaimReward, useRewards } from '../api/rewards.ts';
import './reward-center.css';
import '../../../locales/promotions/strings.ts';
import '../../../locales/pages/strings.ts';

/**
 * /m/rewardCenter: the rewards granted to the member (an approved promotion application grants
 * one) — each with its amount, the wagering it asks for and its expiry — claimed into the wallet
 * with one tap, exactly once.
 */
export function RewardCenter() {
  const { t } = useTranslation();
  const rewards = useRewards();
  if (rewards.isPending) {
    return (
      <p className="rewards__loading" role="status">
        {t('common.loading')}
      </p>
    );
  }
  if (rewards.isError) {
    return (
      <EmptyState icon={TrophyIcon} text={t('errors.loadFailed')}>
        <button type="button" className="btn btn--outline" onClick={() => void rewards.refetch()}>
          {t('promotions.retry')}
        </button>
      </EmptyState>
    );
  }
  if (rewards.data.list.length === 0) {
    return (
      <EmptyState
        icon={TrophyIcon}
        title={t('pages.rewardCenter.title')}
        text={t('pages.rewardCenter.text')}
        action={{ label: t('actions.promotions'), to: '/m/activity' }}
      />
    );
  }
  return (
    <>
      <WageringNotice />
      <ul className="rewards" data-testid="reward-center">
        {rewards.data.list.map((reward) => (
          <RewardCard key={reward.id} reward={reward} />
        ))}
      </ul>
    </>
  );
}

function RewardCard({ reward }: { reward: Reward }) {
  const { t } = useTranslation();
  const language = useSiteLanguage();
  const claim = useClaimReward();
  const [problem, setProblem] = useState<string | null>(null);
  return (
    <li
      className={`rewards__card rewards__card--${reward.state}`}
      data-testid="reward"
      data-state={reward.state}
    >
      <div className="rewards__main">
        <strong className="rewards__title">{reward.title}</strong>
        <span className="rewards__amount" data-testid="reward-amount">
          {formatMoney(reward.amount)} ₫
        </span>
      </div>
      <p className="rewards__terms">
        {reward.wageringMultiple > 0
          ? t('rewards.wagering', {
              multiple: reward.wageringMultiple,
              turnover: formatMoney(reward.turnoverRequired),
            })
          : t('rewards.noWagering')}
      </p>
      <p className="rewards__terms">
        {reward.state === 'claimed'
          ? t('rewards.claimedAt', { date: formatDate(reward.claimedAt, language, 'dateTime') })
          : reward.state === 'expired'
            ? t('rewards.expiredAt', { date: formatDate(reward.expiresAt, language, 'date') })
            : t('rewards.expiresAt', { date: formatDate(reward.expiresAt, language, 'date') })}
      </p>
      {problem ? (
        <p className="rewards__problem" role="alert">
          {problem}
        </p>
      ) : null}
      {reward.state === 'claimable' ? (
        <button
          type="button"
          className="btn btn--gold btn--block"
          disabled={claim.isPending}
          data-testid="reward-claim"
          onClick={() => {
            setProblem(null);
            claim.mutate(reward.id, { onError: (error) => setProblem(errorText(error)) });
          }}
        >
          {claim.isPending ? t('common.loading') : t('rewards.claim')}
        </button>
      ) : (
        <span className="rewards__state">{t(`rewards.state.${reward.state}`)}</span>
      )}
    </li>
  );
}
