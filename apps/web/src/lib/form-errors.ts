import { useCallback, useRef, useState } from 'react';
import { validateField, type FieldRule, type FieldValue } from '@app/contracts';
import { ApiError } from '@app/client/api-client';

/** A message key (validation.*, messages.*, errors.*) and its values, translated when shown. */
export type FieldError = { key: string; values?: Record<string, string | number> };
export type FieldErrors<F extends string> = Partial<Record<F, FieldError | null>>;

/** The contracts engine's answer for one field, as a FieldError (spec §5). */
export function checkRule(rule: FieldRule, value: FieldValue): FieldError | null {
  const message = validateField(rule, value);
  return message ? { key: message } : null;
}

/**
 * Errors by field plus the inputs, so a failed submit can focus the first invalid field in the
 * form's order (spec §5).
 */
export function useFieldErrors<F extends string>() {
  const [errors, setErrors] = useState<FieldErrors<F>>({});
  const inputs = useRef<Partial<Record<F, HTMLInputElement | null>>>({});

  const inputRef = useCallback(
    (name: F) => (element: HTMLInputElement | null) => {
      inputs.current[name] = element;
    },
    [],
  );

  const setError = useCallback((name: F, error: FieldError | null) => {
    setErrors((current) => (current[name] === error ? current : { ...current, [name]: error }));
  }, []);

  const focus = useCallback((name: F) => {
    const input = inputs.current[name];
    if (input) {
      input.focus();
      input.scrollIntoView?.({ block: 'center' });
    }
  }, []);

  /** Sets every error at once; focuses and returns the first invalid field of `order`, or null. */
  const report = useCallback(
    (found: FieldErrors<F>, order: readonly F[]): F | null => {
      setErrors(found);
      const first = order.find((name) => found[name]) ?? null;
      if (first) focus(first);
      return first;
    },
    [focus],
  );

  return { errors, setError, setErrors, inputRef, focus, report };
}

/**
 * The field a server error points at (`value.field` = "body.username") and its message: the rule
 * message the server sends for a 400, else the translated error code.
 */
export function serverFieldError(error: unknown): { field: string; error: FieldError } | null {
  if (!(error instanceof ApiError)) return null;
  const value = error.value as
    { field?: unknown; issues?: { message?: unknown }[] } | null | undefined;
  if (!value || typeof value.field !== 'string') return null;
  const field = value.field.replace(/^body\./, '');
  const issue = value.issues?.[0]?.message;
  if (
    error.code === 'request.invalid' &&
    typeof issue === 'string' &&
    issue.startsWith('validation.')
  ) {
    return { field, error: { key: issue } };
  }
  return { field, error: { key: `errors.${error.code}` } };
}

/** The translation key of any failure: the error code's message, or the unknown error. */
export function errorKey(error: unknown): string {
  return error instanceof ApiError ? `errors.${error.code}` : 'errors.unknown';
}
