import '../locales/strings.ts';
import { useTranslation } from '../../../lib/translation.ts';
import type { WithdrawInfo } from '@app/contracts';

/** The bound accounts as radio options, and "add" while fewer than the maximum are bound. */
export function WithdrawAccountPicker({
  info,
  selected,
  onSelect,
  onAdd,
}: {
  info: WithdrawInfo;
  selected: number;
  onSelect: (accountId: number) => void;
  onAdd: () => void;
}) {
  const { t } = useTranslation();
  return (
    <fieldset className="money-options" style={{ border: 0, padding: 0, margin: 0 }}>
      <legend className="money-card__title">{t('withdraw.fields.account')}</legend>
      {info.bankAccounts.map((a) => (
        <label key={a.id} className="money-option">
          <input
            type="radio"
            name="bankAccountId"
            value={a.id}
            checked={a.id === selected}
            onChange={() => onSelect(a.id)}
          />
          <span className="money-option__main">
            {a.bankName} · {a.accountNoMasked}
            <span className="money-option__sub">{a.accountName}</span>
          </span>
        </label>
      ))}
      {info.bankAccounts.length < info.maxBankAccounts ? (
        <button
          type="button"
          className="btn btn--outline btn--small"
          onClick={onAdd}
          data-testid="add-bank-account"
        >
          {t('withdraw.bind.add')}
        </button>
      ) : null}
    </fieldset>
  );
}
