import { useState } from 'react';
import { useTranslation } from '../../../lib/translation.ts';
import { TIMERS } from '@app/contracts';
import { errorKey, type FieldError } from '../../../lib/form-errors.ts';
import { useToast } from '../../../components/ui/toast.tsx';

/**
 * What the password-recovery forms share (spec §4 Forgot email flow, §8): while the call runs the
 * button is disabled and "please wait" shows; a failure hides it, frees the button and says why
 * under the form, unless the form handles the failure itself.
 */
export function useRecoverySubmit() {
  const { t } = useTranslation();
  const toast = useToast();
  const [pending, setPending] = useState(false);
  const [formError, setFormError] = useState<FieldError | null>(null);

  const run = async (call: () => Promise<void>, onFailure?: (error: unknown) => void) => {
    setPending(true);
    setFormError(null);
    toast.show(t('messages.in_please_wait'), 'loading', TIMERS.loadingOverlay);
    try {
      await call();
    } catch (error) {
      toast.hide();
      setPending(false);
      if (onFailure) onFailure(error);
      else setFormError({ key: errorKey(error) });
    }
  };

  return { toast, pending, formError, setFormError, run };
}
