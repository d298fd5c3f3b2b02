import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { WAGERING_MULTIPLE_MAX, parseAmountMinor, type AdminApplication } from '@app/contracts';

/**
 * The approve form: the bonus (the promotion's suggestion to start with) and how many times it
 * must be wagered; `onSubmit` gets them checked.
 */
export function ApproveDialog({
  application,
  busy,
  error,
  onSubmit,
  onClose,
}: {
  application: AdminApplication | null;
  busy: boolean;
  error: string | null;
  onSubmit: (body: { bonus: string; wageringMultiple: number }) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const ref = useRef<HTMLDialogElement>(null);
  const [bonus, setBonus] = useState('');
  const [multiple, setMultiple] = useState('1');
  const [invalid, setInvalid] = useState(false);
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (application && !dialog.open) {
      setBonus(application.suggestedBonus ?? '');
      setMultiple(String(application.suggestedWageringMultiple));
      setInvalid(false);
      dialog.showModal();
    } else if (!application && dialog.open) dialog.close();
  }, [application]);
  return (
    <dialog ref={ref} className="dialog" onClose={onClose} aria-labelledby="approve-title">
      <form
        method="dialog"
        className="stack"
        onSubmit={(e) => {
          e.preventDefault();
          const n = Number(multiple);
          const ok =
            (parseAmountMinor(bonus.trim()) ?? 0n) > 0n &&
            Number.isInteger(n) &&
            n >= 0 &&
            n <= WAGERING_MULTIPLE_MAX;
          if (!ok) return setInvalid(true);
          onSubmit({ bonus: bonus.trim(), wageringMultiple: n });
        }}
      >
        <h2 id="approve-title">{t('applications.approveTitle')}</h2>
        {application ? (
          <p className="muted">
            {application.username} · {application.promotionTitle}
          </p>
        ) : null}
        <label className={`field${invalid ? ' has-error' : ''}`}>
          <span className="field-label">{t('applications.bonus')}</span>
          <input
            inputMode="decimal"
            value={bonus}
            onChange={(e) => setBonus(e.target.value)}
            data-testid="approve-bonus"
          />
        </label>
        <label className={`field${invalid ? ' has-error' : ''}`}>
          <span className="field-label">{t('applications.wageringMultiple')}</span>
          <input
            type="number"
            min={0}
            max={WAGERING_MULTIPLE_MAX}
            value={multiple}
            onChange={(e) => setMultiple(e.target.value)}
            data-testid="approve-multiple"
          />
          {invalid ? (
            <span className="field-error" role="alert">
              {t('applications.invalid')}
            </span>
          ) : (
            <span className="field-hint">{t('applications.wageringHint')}</span>
          )}
        </label>
        {error ? (
          <p className="alert error" role="alert">
            {error}
          </p>
        ) : null}
        <div className="row end">
          <button type="button" className="btn ghost" onClick={onClose}>
            {t('common.cancel')}
          </button>
          <button type="submit" className="btn primary" disabled={busy}>
            {t('applications.approve')}
          </button>
        </div>
      </form>
    </dialog>
  );
}
