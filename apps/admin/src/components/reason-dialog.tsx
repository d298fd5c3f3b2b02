import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * Asks for the reason of a decision (required to reject, optional to approve) in a modal dialog;
 * `onSubmit` gets the trimmed text.
 */
export function ReasonDialog({
  open,
  title,
  confirmLabel,
  required,
  busy,
  error,
  onSubmit,
  onClose,
}: {
  open: boolean;
  title: string;
  confirmLabel: string;
  required: boolean;
  busy?: boolean;
  error?: string | null;
  onSubmit: (reason: string) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const ref = useRef<HTMLDialogElement>(null);
  const [reason, setReason] = useState('');
  const [missing, setMissing] = useState(false);
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      setReason('');
      setMissing(false);
      dialog.showModal();
    } else if (!open && dialog.open) dialog.close();
  }, [open]);
  return (
    <dialog ref={ref} className="dialog" onClose={onClose} aria-labelledby="reason-dialog-title">
      <form
        method="dialog"
        className="stack"
        onSubmit={(e) => {
          e.preventDefault();
          const text = reason.trim();
          if (required && !text) return setMissing(true);
          onSubmit(text);
        }}
      >
        <h2 id="reason-dialog-title">{title}</h2>
        <label className={`field${missing ? ' has-error' : ''}`}>
          <span className="field-label">
            {t(required ? 'dialog.reasonRequired' : 'dialog.reasonOptional')}
          </span>
          <textarea
            rows={3}
            maxLength={500}
            value={reason}
            onChange={(e) => setReason(e.target.value)}
          />
          {missing ? (
            <span className="field-error" role="alert">
              {t('validation.required')}
            </span>
          ) : null}
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
            {confirmLabel}
          </button>
        </div>
      </form>
    </dialog>
  );
}
