import { useTranslation } from '../../lib/translation.ts';
import { formatMoney } from '@app/client/format';
import { useWagering } from '../../lib/queries/wagering.ts';
import '../../locales/later/strings.ts';

/**
 * What is left to wager on claimed bonuses before a withdrawal (issue 13): shown on the reward
 * center and the withdraw page while a requirement is open; nothing otherwise.
 */
export function WageringNotice() {
  const { t } = useTranslation();
  const wagering = useWagering();
  if (!wagering.data || wagering.data.openRewards === 0) return null;
  const { remaining, required, counted } = wagering.data;
  return (
    <p className="wagering-notice" role="status" data-testid="wagering-notice">
      <strong>{t('wagering.remaining', { remaining: formatMoney(remaining) })}</strong>
      <span>
        {t('wagering.progress', { counted: formatMoney(counted), required: formatMoney(required) })}
      </span>
    </p>
  );
}
