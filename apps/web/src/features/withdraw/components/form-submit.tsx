import type { ReactNode } from 'react';

/** The form's error line (a failure not tied to one field) and its submit button. */
export function FormSubmit({
  error,
  pending,
  testId,
  children,
}: {
  /** The translated error, or null. */
  error: string | null;
  pending: boolean;
  testId: string;
  children: ReactNode;
}) {
  return (
    <>
      {error ? (
        <p className="ui-form__error" role="alert">
          {error}
        </p>
      ) : null}
      <button
        type="submit"
        className="btn btn--gold btn--block"
        disabled={pending}
        data-testid={testId}
      >
        {children}
      </button>
    </>
  );
}
