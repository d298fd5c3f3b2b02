import { useTranslation } from 'react-i18next';
import { useErrorText } from '../lib/i18n.ts';

/** The end of an edit form: the save's error, if any, then Cancel and the submit button. */
export function FormFooter({
  error,
  busy,
  submitLabel,
  onCancel,
}: {
  error: unknown;
  busy: boolean;
  submitLabel: string;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  return (
    <>
      {error ? (
        <p className="alert error" role="alert">
          {errorText(error)}
        </p>
      ) : null}
      <div className="row end">
        <button type="button" className="btn ghost" onClick={onCancel}>
          {t('common.cancel')}
        </button>
        <button type="submit" className="btn primary" disabled={busy}>
          {submitLabel}
        </button>
      </div>
    </>
  );
}
