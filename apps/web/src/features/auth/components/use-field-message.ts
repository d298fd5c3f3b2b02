import { useTranslation } from '../../../lib/translation.ts';
import type { FieldErrors } from '../../../lib/form-errors.ts';

/** The translated message under a field (spec §5: errors appear under each field), or null. */
export function useFieldMessage<F extends string>(errors: FieldErrors<F>) {
  const { t } = useTranslation();
  return (field: F): string | null => {
    const error = errors[field];
    return error ? t(error.key, error.values) : null;
  };
}
