import '../locales/strings.ts';
import { useTranslation } from '../../../lib/translation.ts';
import { useBanks } from '../api/get-banks.ts';

/** The bank of an account to bind: a native select of the banks the site pays out to. */
export function BankSelect({
  value,
  onChange,
  error,
}: {
  value: string;
  onChange: (bankCode: string) => void;
  error: string | null;
}) {
  const { t } = useTranslation();
  const banks = useBanks();
  return (
    <div className="ui-field">
      <label htmlFor="withdraw-bank" className="ui-field__label">
        {t('withdraw.fields.bank')}
      </label>
      <select
        id="withdraw-bank"
        name="bankCode"
        className="money-select"
        value={value}
        aria-invalid={error ? true : undefined}
        onChange={(e) => onChange(e.target.value)}
      >
        <option value="">{t('withdraw.bind.chooseBank')}</option>
        {(banks.data ?? []).map((b) => (
          <option key={b.code} value={b.code}>
            {b.name}
          </option>
        ))}
      </select>
      {error ? (
        <p className="ui-field__error" data-testid="bankCode-error">
          {error}
        </p>
      ) : null}
    </div>
  );
}
