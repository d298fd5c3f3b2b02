import '../locales/strings.ts';
import { Link } from '../../../lib/router.tsx';
import { useTranslation } from '../../../lib/translation.ts';
import { BalanceWidget } from '../../../components/wallet/balance-widget.tsx';
import {
  isTrialRefusal,
  RealAccountOnly,
  TrialNotice,
} from '../../../components/wallet/real-account-only.tsx';
import { useDepositChannels } from '../api/get-channels.ts';
import { DepositForm } from './deposit-form.tsx';
import '../../../components/wallet/balance.css';
import '../../../locales/pages/strings.ts';

/** spec §2 /m/voucherCenter: channels, amount within limits, bank transfer or online gateway. */
export function DepositPage() {
  const { t } = useTranslation();
  const channels = useDepositChannels();
  return (
    <div className="money-page" data-testid="deposit-page">
      <RealAccountOnly>
        <BalanceWidget />
        {channels.isPending ? (
          <p className="record-empty">{t('common.loading')}</p>
        ) : channels.isError ? (
          isTrialRefusal(channels.error) ? (
            <TrialNotice />
          ) : (
            <p className="record-empty" role="alert">
              <button
                type="button"
                className="btn btn--ghost"
                onClick={() => void channels.refetch()}
              >
                {t('errors.loadFailed')}
              </button>
            </p>
          )
        ) : channels.data.length === 0 ? (
          <p className="record-empty">{t('pages.voucherCenter.title')}</p>
        ) : (
          <DepositForm channels={channels.data} />
        )}
        <p className="record-more">
          <Link to="/m/vouReport" className="btn btn--outline btn--small">
            {t('actions.depositRecord')}
          </Link>
        </p>
      </RealAccountOnly>
    </div>
  );
}
