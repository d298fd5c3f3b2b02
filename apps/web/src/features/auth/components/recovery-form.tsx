import type { FormEvent, ReactNode } from 'react';
import type { FieldError } from '../../../lib/form-errors.ts';
import { FormError } from '../../../components/ui/form-field.tsx';

export type RecoveryFormProps = {
  testId: string;
  onSubmit: (event: FormEvent) => Promise<void>;
  formError: FieldError | null;
  submitLabel: string;
  submitTestId: string;
  submitDisabled: boolean;
  /** The form's toast (please wait, sent, done). */
  toast: ReactNode;
  children: ReactNode;
};

/** The frame of a password-recovery form: its fields, the form's error, the button, the toast. */
export function RecoveryForm({
  testId,
  onSubmit,
  formError,
  submitLabel,
  submitTestId,
  submitDisabled,
  toast,
  children,
}: RecoveryFormProps) {
  return (
    <form className="ui-form" noValidate onSubmit={(e) => void onSubmit(e)} data-testid={testId}>
      {children}
      <FormError error={formError} />
      <button
        type="submit"
        className="btn btn--gold btn--block"
        disabled={submitDisabled}
        data-testid={submitTestId}
      >
        {submitLabel}
      </button>
      {toast}
    </form>
  );
}
