import type { ReactNode } from 'react';
import type { FieldError } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

/**
 * A labelled control with its error under it. Errors from the contracts' schemas carry either a
 * catalogue code (`validation.required`) or zod's own text, shown as the generic invalid text.
 */
export function Field({
  label,
  error,
  hint,
  children,
}: {
  label: string;
  error?: FieldError | undefined;
  hint?: string;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const message = error
    ? error.message && /^[a-z_]+\.[a-z_.]+$/.test(error.message)
      ? t(error.message, { defaultValue: t('form.invalid') })
      : t('form.invalid')
    : null;
  return (
    <label className={`field${message ? ' has-error' : ''}`}>
      <span className="field-label">{label}</span>
      {children}
      {hint && !message ? <span className="field-hint">{hint}</span> : null}
      {message ? (
        <span className="field-error" role="alert">
          {message}
        </span>
      ) : null}
    </label>
  );
}
