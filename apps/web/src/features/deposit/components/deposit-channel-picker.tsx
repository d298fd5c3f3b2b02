import '../locales/strings.ts';
import { useTranslation } from '../../../lib/translation.ts';
import type { PaymentChannel } from '@app/contracts';
import { formatMoney } from '@app/client/format';

/** The payment channels as radio options, each with its kind and limits. */
export function DepositChannelPicker({
  channels,
  selected,
  onSelect,
}: {
  channels: PaymentChannel[];
  selected: string;
  onSelect: (code: string) => void;
}) {
  const { t } = useTranslation();
  return (
    <fieldset className="money-options" style={{ border: 0, padding: 0, margin: 0 }}>
      <legend className="money-card__title">{t('deposit.channel')}</legend>
      {channels.map((c) => (
        <label key={c.code} className="money-option" data-testid={`channel-${c.code}`}>
          <input
            type="radio"
            name="channel"
            value={c.code}
            checked={c.code === selected}
            onChange={() => onSelect(c.code)}
          />
          <span className="money-option__main">
            {c.name}
            <span className="money-option__sub">
              {t(`deposit.kinds.${c.kind}`)} ·{' '}
              {t('deposit.limits', {
                min: formatMoney(c.minAmount),
                max: formatMoney(c.maxAmount),
              })}
            </span>
          </span>
        </label>
      ))}
    </fieldset>
  );
}
