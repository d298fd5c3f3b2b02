import '../locales/strings.ts';
import { useTranslation } from '../../../lib/translation.ts';
import type { PaymentChannel } from '@app/contracts';

/** What to do with the chosen channel: the account to transfer to, or the online gateway's note. */
export function DepositChannelIntro({ channel }: { channel: PaymentChannel }) {
  const { t } = useTranslation();
  if (channel.kind !== 'bank_transfer' || !channel.bank) {
    return <p className="money-card__text">{t('deposit.online.intro')}</p>;
  }
  const { bank } = channel;
  return (
    <div>
      <p className="money-card__text">{t('deposit.bank.intro')}</p>
      <dl className="money-facts" data-testid="deposit-bank">
        <dt>{t('deposit.bank.bankName')}</dt>
        <dd>{bank.bankName}</dd>
        <dt>{t('deposit.bank.accountName')}</dt>
        <dd>{bank.accountName}</dd>
        <dt>{t('deposit.bank.accountNo')}</dt>
        <dd>{bank.accountNo}</dd>
        {bank.branch ? (
          <>
            <dt>{t('deposit.bank.branch')}</dt>
            <dd>{bank.branch}</dd>
          </>
        ) : null}
      </dl>
    </div>
  );
}
