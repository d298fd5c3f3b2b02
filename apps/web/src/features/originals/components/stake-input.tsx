import '../locales/strings.ts';
import { useTranslation } from '../../../lib/translation.ts';
import { formatAmountMinor, parseAmountMinor } from '@app/contracts';
import { formatMoney } from '@app/client/format';

/** The stake: typed, halved or doubled within the game's limits (2 decimals, no floats). */
export function StakeInput({
  value,
  onChange,
  minStake,
  maxStake,
  disabled,
}: {
  value: string;
  onChange: (value: string) => void;
  minStake: string;
  maxStake: string;
  disabled: boolean;
}) {
  const { t } = useTranslation();
  const min = parseAmountMinor(minStake)!;
  const max = parseAmountMinor(maxStake)!;
  const current = parseAmountMinor(value.trim()) ?? min;
  const clamp = (x: bigint) => formatAmountMinor(x < min ? min : x > max ? max : x);
  return (
    <div className="og-stake">
      <label className="og-stake__label" htmlFor="og-stake">
        {t('originals.stake')}
      </label>
      <div className="og-stake__row">
        <button
          type="button"
          className="og-chip"
          disabled={disabled}
          onClick={() => onChange(clamp(current / 2n))}
          aria-label={t('originals.halve')}
        >
          ½
        </button>
        <input
          id="og-stake"
          className="og-stake__input"
          inputMode="decimal"
          autoComplete="off"
          value={value}
          disabled={disabled}
          data-testid="stake-input"
          onChange={(e) => onChange(e.target.value)}
        />
        <button
          type="button"
          className="og-chip"
          disabled={disabled}
          onClick={() => onChange(clamp(current * 2n))}
          aria-label={t('originals.double')}
        >
          ×2
        </button>
      </div>
      <p className="og-stake__limits">
        {t('originals.limits', { min: formatMoney(minStake), max: formatMoney(maxStake) })}
      </p>
    </div>
  );
}

/** A message key for a typed stake that cannot be played, or null. */
export function stakeProblem(
  value: string,
  limits: { minStake: string; maxStake: string; balance: string },
): { key: string; values?: Record<string, string> } | null {
  const minor = parseAmountMinor(value.trim());
  if (minor === null || minor === 0n) return { key: 'originals.errors.stakeFormat' };
  if (minor < parseAmountMinor(limits.minStake)!) {
    return { key: 'originals.errors.stakeMin', values: { min: formatMoney(limits.minStake) } };
  }
  if (minor > parseAmountMinor(limits.maxStake)!) {
    return { key: 'originals.errors.stakeMax', values: { max: formatMoney(limits.maxStake) } };
  }
  if (minor > (parseAmountMinor(limits.balance) ?? 0n)) return { key: 'originals.errors.balance' };
  return null;
}
