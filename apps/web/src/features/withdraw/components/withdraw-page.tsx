import '../locales/strings.ts';
import { Link } from '../../../lib/router.tsx';
import { useTranslation } from '../../../lib/translation.ts';
import { BalanceWidget } from '../../../components/wallet/balance-widget.tsx';
import { WageringNotice } from '../../../components/wallet/wagering-notice.tsx';
import {
  isTrialRefusal,
  RealAccountOnly,
  TrialNotice,
} from '../../../components/wallet/real-account-only.tsx';
import { useWithdrawInfo } from '../api/get-withdraw-info.ts';
import { BindAccountForm } from './bind-account-form.tsx';
import { PaymentPasswordForm } from './payment-password-form.tsx';
import { WithdrawForm } from './withdraw-form.tsx';
import '../../../components/wallet/balance.css';

/** The step the member is at: set the payment password, bind an account, or withdraw. */
function WithdrawSteps() {
  const { t } = useTranslation();
  const info = useWithdrawInfo();
  if (info.isPending) return <p className="record-empty">{t('common.loading')}</p>;
  if (info.isError) {
    if (isTrialRefusal(info.error)) return <TrialNotice />;
    return (
      <p className="record-empty" role="alert">
        <button type="button" className="btn btn--ghost" onClick={() => void info.refetch()}>
          {t('errors.loadFailed')}
        </button>
      </p>
    );
  }
  if (!info.data.hasPaymentPassword) return <PaymentPasswordForm />;
  if (info.data.bankAccounts.length === 0) return <BindAccountForm />;
  return <WithdrawForm info={info.data} />;
}

/** spec §2 /m/withdraw: payment password first, then a bound account, then the withdrawal. */
export function WithdrawPage() {
  const { t } = useTranslation();
  return (
    <div className="money-page" data-testid="withdraw-page">
      <RealAccountOnly>
        <BalanceWidget />
        <WageringNotice />
        <WithdrawSteps />
        <p className="record-more">
          <Link to="/m/withdrawReport" className="btn btn--outline btn--small">
            {t('actions.withdrawRecord')}
          </Link>
        </p>
      </RealAccountOnly>
    </div>
  );
}
