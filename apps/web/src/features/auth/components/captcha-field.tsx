import type { Ref } from 'react';
import { useTranslation } from '../../../lib/translation.ts';
import { CAPTCHA, type Captcha, type FieldRule } from '@app/contracts';
import { checkRule, type FieldError } from '../../../lib/form-errors.ts';
import { RefreshIcon } from '../../../components/ui/icons.tsx';
import { FormField } from '../../../components/ui/form-field.tsx';
import '../locales/pages/strings.ts';

/**
 * spec §5: a captcha answer is an equation result or letters and digits, 1-16 characters, and
 * required when shown ('enter code'). The server decides the answer, so an operator's pattern for
 * the field is not applied here.
 */
const CAPTCHA_RULE: FieldRule = {
  name: 'captcha',
  enabled: true,
  required: true,
  min: CAPTCHA.minChars,
  max: CAPTCHA.maxChars,
};

export function checkCaptchaAnswer(value: string): FieldError | null {
  const error = checkRule(CAPTCHA_RULE, value.trim());
  return error?.key === 'validation.required' ? { key: 'validation.captcha_required' } : error;
}

export type CaptchaFieldProps = {
  captcha: Captcha | undefined;
  isLoading: boolean;
  onRefresh: () => void;
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  error?: string | null;
  inputRef?: Ref<HTMLInputElement>;
  /** Shows the asterisk; the login form marks none of its fields. */
  markRequired?: boolean;
};

/**
 * The captcha (spec §2, §5): an input for the equation result or the characters shown (1-16), and
 * the image, which a tap replaces with a new one.
 */
export function CaptchaField({
  captcha,
  isLoading,
  onRefresh,
  value,
  onChange,
  onBlur,
  error,
  inputRef,
  markRequired = true,
}: CaptchaFieldProps) {
  const { t } = useTranslation();
  return (
    <FormField
      name="captcha"
      label={t('auth.fields.captcha')}
      value={value}
      onChange={onChange}
      onBlur={onBlur}
      required={markRequired}
      error={error}
      placeholder={t('auth.placeholders.captcha')}
      autoComplete="off"
      maxLength={CAPTCHA.maxChars}
      inputRef={inputRef}
      end={
        <button
          type="button"
          className="auth-captcha"
          data-testid="captcha-refresh"
          aria-label={t('auth.captcha.refresh')}
          onClick={onRefresh}
        >
          {captcha && !isLoading ? (
            <img
              className="auth-captcha__image"
              src={captcha.image}
              alt={t('auth.captcha.alt')}
              data-testid="captcha-image"
              data-captcha-id={captcha.captchaId}
            />
          ) : (
            <span className="auth-captcha__loading">
              <RefreshIcon size={18} />
            </span>
          )}
        </button>
      }
    />
  );
}
