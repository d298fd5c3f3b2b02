import '../locales/strings.ts';
import { Link } from '../../../lib/router.tsx';
import { useTranslation } from '../../../lib/translation.ts';
import { formatMoney } from '@app/client/format';
import type { VipProgress, VipStatus } from '@app/contracts';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { CrownIcon } from '../../../components/ui/page-icons.tsx';
import { useVipStatus } from '../api/vip.ts';
import './vip.css';
import '../../../locales/promotions/strings.ts';

/** Whole percent of a target reached, 100 for a target of zero. */
export function percentOf(progress: VipProgress): number {
  const target = Number(progress.target);
  if (target <= 0) return 100;
  return Math.min(100, Math.floor((Number(progress.current) / target) * 100));
}

function Bar({
  label,
  progress,
  testId,
}: {
  label: string;
  progress: VipProgress;
  testId: string;
}) {
  const { t } = useTranslation();
  const percent = percentOf(progress);
  return (
    <div className="vip-bar" data-testid={testId}>
      <div className="vip-bar__text">
        <span>{label}</span>
        <span className="vip-bar__amounts">
          {t('vip.of', {
            current: formatMoney(progress.current),
            target: formatMoney(progress.target),
          })}
        </span>
      </div>
      <progress className="vip-bar__meter" max={100} value={percent} aria-label={label}>
        {percent}%
      </progress>
    </div>
  );
}

/** Shared by the club page and the benefits table: loading, failure, then the status. */
export function VipFrame({ children }: { children: (status: VipStatus) => React.ReactNode }) {
  const { t } = useTranslation();
  const status = useVipStatus();
  if (status.isPending) {
    return (
      <p className="vip__loading" role="status">
        {t('common.loading')}
      </p>
    );
  }
  if (status.isError) {
    return (
      <EmptyState icon={CrownIcon} text={t('errors.loadFailed')}>
        <button type="button" className="btn btn--outline" onClick={() => void status.refetch()}>
          {t('promotions.retry')}
        </button>
      </EmptyState>
    );
  }
  return <>{children(status.data)}</>;
}

/**
 * /m/vip: the member's level, this month's deposits and valid bets toward the next level and
 * toward keeping this one, and what the level pays (docs/decisions/2026-11-25-vip-club.md).
 */
export function VipPage() {
  return <VipFrame>{(status) => <VipClub status={status} />}</VipFrame>;
}

function VipClub({ status }: { status: VipStatus }) {
  const { t } = useTranslation();
  const level = status.levels[status.level];
  const bonuses = level
    ? (
        [
          ['upgradeBonus', level.upgradeBonus],
          ['weeklyBonus', level.weeklyBonus],
          ['monthlyBonus', level.monthlyBonus],
          ['birthdayBonus', level.birthdayBonus],
        ] as const
      ).filter(([, amount]) => Number(amount) > 0)
    : [];
  return (
    <section className="vip" data-testid="vip-page">
      <div className="vip__card">
        <CrownIcon size={36} className="vip__crown" />
        <div>
          <p className="vip__label">{t('vip.yourLevel')}</p>
          <h2 className="vip__level" data-testid="vip-level">
            {status.name}
          </h2>
        </div>
      </div>
      {status.next ? (
        <div className="vip__block">
          <h3 className="vip__title">{t('vip.toNext', { name: status.next.name })}</h3>
          <Bar label={t('vip.deposit')} progress={status.next.deposit} testId="vip-next-deposit" />
          <Bar
            label={t('vip.turnover')}
            progress={status.next.turnover}
            testId="vip-next-turnover"
          />
        </div>
      ) : (
        <p className="vip__block vip__top" data-testid="vip-top">
          {t('vip.top')}
        </p>
      )}
      {status.keep ? (
        <div className="vip__block">
          <h3 className="vip__title">{t('vip.toKeep', { name: status.name })}</h3>
          <Bar label={t('vip.deposit')} progress={status.keep.deposit} testId="vip-keep-deposit" />
          <Bar
            label={t('vip.turnover')}
            progress={status.keep.turnover}
            testId="vip-keep-turnover"
          />
        </div>
      ) : null}
      {bonuses.length > 0 ? (
        <div className="vip__block">
          <h3 className="vip__title">{t('vip.yourBonuses')}</h3>
          <dl className="vip__bonuses">
            {bonuses.map(([key, amount]) => (
              <div key={key} className="vip__bonus">
                <dt>{t(`vip.${key}`)}</dt>
                <dd>{formatMoney(amount)} ₫</dd>
              </div>
            ))}
          </dl>
        </div>
      ) : null}
      <p className="vip__rules">{t('vip.rules')}</p>
      <div className="vip__links">
        <Link
          className="btn btn--gold btn--block"
          to="/m/member/benefits"
          data-testid="vip-benefits"
        >
          {t('vip.benefits')}
        </Link>
        <Link className="btn btn--outline btn--block" to="/m/rewardCenter">
          {t('vip.rewards')}
        </Link>
      </div>
    </section>
  );
}
