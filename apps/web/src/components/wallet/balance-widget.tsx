import { useTranslation } from '../../lib/translation.ts';
import { EyeIcon, EyeOffIcon, RefreshIcon } from '../ui/icons.tsx';
import { useWallet } from '../../lib/queries/wallet.ts';
import { setBalanceHidden, useBalanceHidden } from './balance-visibility.ts';
import { formatMoney, MASK } from '@app/client/format';
import './balance.css';

/**
 * spec §2 "Balance widget": the total balance with the currency symbol and 2 decimals, a hide
 * toggle (asterisks, remembered) and a refresh button that masks the figure while it loads.
 */
export function BalanceWidget() {
  const { t } = useTranslation();
  const wallet = useWallet();
  const hidden = useBalanceHidden();
  const loading = wallet.isFetching || !wallet.data;
  const text = hidden || loading || !wallet.data ? MASK : formatMoney(wallet.data.sumBalance);

  return (
    <section className="balance-widget" data-testid="balance-widget" aria-busy={loading}>
      <div className="balance-widget__text">
        <span className="balance-widget__label">{t('wallet.balance.total')}</span>
        <span className="balance-widget__amount" data-testid="balance-amount">
          {wallet.data ? (
            <span className="balance-widget__symbol">{wallet.data.currencySymbol}</span>
          ) : null}
          {text}
        </span>
        {wallet.isError && !wallet.isFetching ? (
          <span className="balance-widget__error" role="alert">
            {t('errors.loadFailed')}
          </span>
        ) : null}
      </div>
      <div className="balance-widget__actions">
        <button
          type="button"
          className="icon-button balance-widget__button"
          aria-label={hidden ? t('wallet.balance.show') : t('wallet.balance.hide')}
          aria-pressed={hidden}
          data-testid="balance-toggle"
          onClick={() => setBalanceHidden(!hidden)}
        >
          {hidden ? <EyeOffIcon size={20} /> : <EyeIcon size={20} />}
        </button>
        <button
          type="button"
          className={`icon-button balance-widget__button${wallet.isFetching ? ' is-spinning' : ''}`}
          aria-label={t('wallet.balance.refresh')}
          data-testid="balance-refresh"
          disabled={wallet.isFetching}
          onClick={() => void wallet.refetch()}
        >
          <RefreshIcon size={18} />
        </button>
      </div>
    </section>
  );
}

/** spec §2 "Home header": the balance beside the name (masked when the member hid it). */
export function HeaderBalance() {
  const wallet = useWallet();
  const hidden = useBalanceHidden();
  if (!wallet.data) return null;
  return (
    <span className="header-balance" data-testid="header-balance">
      {wallet.data.currencySymbol}
      {hidden || wallet.isFetching ? MASK : formatMoney(wallet.data.sumBalance)}
    </span>
  );
}
