import type { Ref } from 'react';
import { useTranslation } from '../../../lib/translation.ts';
import { FormField } from '../../../components/ui/form-field.tsx';
import { DialingCodeSelect } from './dialing-code-select.tsx';
import '../locales/pages/strings.ts';

export type MobileNumberFieldProps = {
  value: string;
  /** Called with the digits only: anything else typed or pasted is dropped. */
  onChange: (digits: string) => void;
  onBlur?: () => void;
  dialingCode: string;
  onDialingCode: (code: string) => void;
  error?: string | null;
  required?: boolean;
  inputRef?: Ref<HTMLInputElement>;
};

/**
 * The mobile number with its dialing-code picker in front (spec §2 Login, Register, Forgot
 * password): the same input wherever a number is asked for.
 */
export function MobileNumberField({
  value,
  onChange,
  onBlur,
  dialingCode,
  onDialingCode,
  error,
  required,
  inputRef,
}: MobileNumberFieldProps) {
  const { t } = useTranslation();
  return (
    <FormField
      name="mobileNum"
      type="tel"
      label={t('auth.fields.mobileNum')}
      value={value}
      required={required}
      onChange={(v) => onChange(v.replace(/\D/g, ''))}
      onBlur={onBlur}
      error={error}
      placeholder={t('auth.placeholders.mobileNum')}
      autoComplete="tel-national"
      inputMode="tel"
      maxLength={20}
      inputRef={inputRef}
      start={<DialingCodeSelect value={dialingCode} onChange={onDialingCode} />}
    />
  );
}
