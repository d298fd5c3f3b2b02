import '../locales/strings.ts';
import { Link } from '../../../lib/router.tsx';
import { useTranslation } from '../../../lib/translation.ts';
import type { Withdrawal } from '@app/contracts';
import { formatMoney } from '@app/client/format';

/** A requested withdrawal: its order number, amount and account, the records, or another one. */
export function WithdrawSuccess({
  withdrawal,
  onAgain,
}: {
  withdrawal: Withdrawal;
  onAgain: () => void;
}) {
  const { t } = useTranslation();
  return (
    <section className="money-card money-result money-result--ok" data-testid="withdraw-success">
      <h2 className="money-card__title">{t('withdraw.success.title')}</h2>
      <p className="money-card__text">{t('withdraw.success.text')}</p>
      <dl className="money-facts">
        <dt>{t('withdraw.fields.orderNo')}</dt>
        <dd data-testid="withdraw-order-no">{withdrawal.orderNo}</dd>
        <dt>{t('withdraw.fields.amount')}</dt>
        <dd>{formatMoney(withdrawal.amount)}</dd>
        <dt>{t('withdraw.fields.account')}</dt>
        <dd>
          {withdrawal.bankName} {withdrawal.accountNoMasked}
        </dd>
      </dl>
      <Link className="btn btn--gold btn--block" to="/m/withdrawReport">
        {t('actions.withdrawRecord')}
      </Link>
      <button type="button" className="btn btn--ghost btn--block" onClick={onAgain}>
        {t('withdraw.success.again')}
      </button>
    </section>
  );
}
