import '../locales/strings.ts';
import { useState } from 'react';
import { useTranslation } from '../../../lib/translation.ts';

export type WithdrawErrors = Record<
  string,
  { key: string; values?: Record<string, string> } | null | undefined
>;

/** The errors under the fields of a withdrawal form, their translated messages, clearing one. */
export function useWithdrawErrors() {
  const { t } = useTranslation();
  const [errors, setErrors] = useState<WithdrawErrors>({});
  const message = (f: string) => {
    const e = errors[f];
    return e ? t(e.key, e.values) : null;
  };
  const clear = (f: string) => setErrors((e) => (e[f] ? { ...e, [f]: null } : e));
  return { errors, setErrors, message, clear };
}
