import { useId, useState, type ReactNode, type Ref } from 'react';
import { useTranslation } from '../../lib/translation.ts';
import type { FieldError } from '../../lib/form-errors.ts';
import { EyeIcon, EyeOffIcon } from './icons.tsx';
import './form.css';

export type FormFieldProps = {
  name: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  type?: 'text' | 'password' | 'tel' | 'email';
  /** Shows the asterisk of a required field (spec §2 Register). */
  required?: boolean;
  /** The translated message under the field (spec §5: errors appear under each field). */
  error?: string | null;
  placeholder?: string;
  autoComplete?: string;
  inputMode?: 'text' | 'numeric' | 'decimal' | 'tel' | 'email';
  disabled?: boolean;
  readOnly?: boolean;
  maxLength?: number;
  inputRef?: Ref<HTMLInputElement>;
  /** Before the input, e.g. the dialing-code picker. */
  start?: ReactNode;
  /** After the input, e.g. the SMS send link or the captcha image. */
  end?: ReactNode;
  /** Password fields get a show/hide button (spec §2 Change password). */
  revealable?: boolean;
  hint?: string;
};

/** One labelled input with its error under it; the error is tied to the input for screen readers. */
export function FormField({
  name,
  label,
  value,
  onChange,
  onBlur,
  type = 'text',
  required = false,
  error,
  placeholder,
  autoComplete,
  inputMode,
  disabled,
  readOnly,
  maxLength,
  inputRef,
  start,
  end,
  revealable = type === 'password',
  hint,
}: FormFieldProps) {
  const { t } = useTranslation();
  const id = useId();
  const [revealed, setRevealed] = useState(false);
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const describedBy = [error ? errorId : null, hint ? hintId : null].filter(Boolean).join(' ');

  return (
    <div className="ui-field" data-field={name}>
      <label htmlFor={id} className="ui-field__label">
        {label}
        {required ? (
          <span className="ui-field__required" aria-hidden="true">
            *
          </span>
        ) : null}
      </label>
      <div className={`ui-field__control${error ? ' ui-field__control--invalid' : ''}`}>
        {start}
        <input
          ref={inputRef}
          id={id}
          name={name}
          className="ui-field__input"
          type={type === 'password' && revealed ? 'text' : type}
          value={value}
          placeholder={placeholder}
          autoComplete={autoComplete}
          inputMode={inputMode}
          disabled={disabled}
          readOnly={readOnly}
          maxLength={maxLength}
          aria-required={required || undefined}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy || undefined}
          autoCapitalize="off"
          autoCorrect="off"
          spellCheck={false}
          onChange={(event) => onChange(event.target.value)}
          onBlur={(event) => {
            // Leaving the field for a button of the same form (submit, send code, show password)
            // does not check it: a message appearing now would move that button from under the
            // finger before the click lands. The button's own action checks what it needs.
            const next = event.relatedTarget;
            if (next instanceof HTMLButtonElement && next.form === event.target.form) return;
            onBlur?.();
          }}
        />
        {type === 'password' && revealable ? (
          <button
            type="button"
            className="ui-field__reveal"
            aria-label={revealed ? t('auth.password.hide') : t('auth.password.show')}
            aria-pressed={revealed}
            data-testid={`${name}-reveal`}
            onClick={() => setRevealed((r) => !r)}
          >
            {revealed ? <EyeOffIcon size={20} /> : <EyeIcon size={20} />}
          </button>
        ) : null}
        {end}
      </div>
      {hint && !error ? (
        <p id={hintId} className="ui-field__hint">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="ui-field__error" data-testid={`${name}-error`}>
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** The form-level error line under the fields (a failure not tied to one field). */
export function FormError({ error }: { error: FieldError | null }) {
  const { t } = useTranslation();
  if (!error) return null;
  return (
    <p className="ui-form__error" role="alert" data-testid="form-error">
      {t(error.key, error.values)}
    </p>
  );
}
