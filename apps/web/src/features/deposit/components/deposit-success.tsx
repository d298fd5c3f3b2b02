import '../locales/strings.ts';
import { Link } from '../../../lib/router.tsx';
import { useTranslation } from '../../../lib/translation.ts';
import type { Deposit } from '@app/contracts';
import { formatMoney } from '@app/client/format';

/** A recorded bank deposit: its order number and amount, the records, or another deposit. */
export function DepositSuccess({ deposit, onAgain }: { deposit: Deposit; onAgain: () => void }) {
  const { t } = useTranslation();
  return (
    <section className="money-card money-result money-result--ok" data-testid="deposit-success">
      <h2 className="money-card__title">{t('deposit.success.title')}</h2>
      <p className="money-card__text">{t('deposit.success.text')}</p>
      <dl className="money-facts">
        <dt>{t('deposit.fields.orderNo')}</dt>
        <dd data-testid="deposit-order-no">{deposit.orderNo}</dd>
        <dt>{t('deposit.fields.amount')}</dt>
        <dd>{formatMoney(deposit.amount)}</dd>
      </dl>
      <Link className="btn btn--gold btn--block" to="/m/vouReport">
        {t('actions.depositRecord')}
      </Link>
      <button type="button" className="btn btn--ghost btn--block" onClick={onAgain}>
        {t('deposit.success.again')}
      </button>
    </section>
  );
}
