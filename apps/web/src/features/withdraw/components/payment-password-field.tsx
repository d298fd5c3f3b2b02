import { FormField } from '../../../components/ui/form-field.tsx';

/** A 6-digit payment password input (spec §2 /m/withdraw): set, confirmed, or given to withdraw. */
export function PaymentPasswordField({
  name,
  label,
  autoComplete,
  value,
  onChange,
  error,
}: {
  name: string;
  label: string;
  /** new-password when it is being set, off when it is asked for. */
  autoComplete: 'new-password' | 'off';
  value: string;
  onChange: (value: string) => void;
  error: string | null;
}) {
  return (
    <FormField
      name={name}
      type="password"
      inputMode="numeric"
      maxLength={6}
      autoComplete={autoComplete}
      label={label}
      value={value}
      onChange={onChange}
      required
      error={error}
    />
  );
}
