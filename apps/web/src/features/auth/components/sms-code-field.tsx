import { useCallback, type Ref } from 'react';
import { useTranslation } from '../../../lib/translation.ts';
import { TIMERS } from '@app/contracts';
import { sendSmsCode, type SmsRequest } from '../api/send-sms.ts';
import { errorKey, type FieldError } from '../../../lib/form-errors.ts';
import { FormField } from '../../../components/ui/form-field.tsx';
import type { useToast } from '../../../components/ui/toast.tsx';
import { useSmsCountdown, type SmsCountdown } from './use-sms-countdown.ts';
import '../locales/pages/strings.ts';

type Toast = ReturnType<typeof useToast>;

/**
 * Sends a code (spec §4 SMS code, §8 messages): "in_sms_sending" while the call runs (at most
 * 10 s), then "SMS sent" for 1.5 s and the countdown; a failure hides the loading and says why.
 */
export function useSmsSender(toast: Toast, onError: (error: FieldError) => void) {
  const { t } = useTranslation();
  const countdown = useSmsCountdown();
  const { setSending, start } = countdown;
  const send = useCallback(
    async (body: SmsRequest): Promise<boolean> => {
      setSending(true);
      toast.show(t('messages.in_sms_sending'), 'loading', TIMERS.smsSendingToast);
      try {
        const { expirationTime, resendAfter } = await sendSmsCode(body);
        start(expirationTime, resendAfter);
        toast.show(t('messages.in_sms_send'), 'success', TIMERS.smsSuccessToast);
        return true;
      } catch (error) {
        setSending(false);
        toast.hide();
        onError({ key: errorKey(error) });
        return false;
      }
    },
    [onError, setSending, start, t, toast],
  );
  return { countdown, send };
}

/** "45s" under a minute, "4:59" above (a code lives 5 minutes on the demo server). */
export function formatSeconds(seconds: number): string {
  if (seconds < 60) return `${seconds}s`;
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}

export type SmsCodeFieldProps = {
  name?: string;
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  onSend: () => void;
  countdown: SmsCountdown;
  error?: string | null;
  required?: boolean;
  inputRef?: Ref<HTMLInputElement>;
};

/**
 * The SMS code input with its send link (spec §2, §4): the link sends, then shows the countdown
 * to when the server allows another code, then "resend"; the code input is enabled while the code
 * sent can be typed (until it expires).
 */
export function SmsCodeField({
  name = 'verificationCode',
  value,
  onChange,
  onBlur,
  onSend,
  countdown,
  error,
  required,
  inputRef,
}: SmsCodeFieldProps) {
  const { t } = useTranslation();
  const { phase, seconds, codeLive } = countdown;
  const label =
    phase === 'sending'
      ? t('auth.sms.sending')
      : phase === 'countdown'
        ? t('auth.sms.countdown', { time: formatSeconds(seconds) })
        : t('auth.sms.send');
  return (
    <FormField
      name={name}
      label={t('auth.fields.smsCode')}
      value={value}
      onChange={(next) => onChange(next.replace(/\D/g, ''))}
      onBlur={onBlur}
      required={required}
      error={error}
      placeholder={t('auth.placeholders.smsCode')}
      autoComplete="one-time-code"
      inputMode="numeric"
      maxLength={12}
      disabled={!codeLive}
      inputRef={inputRef}
      end={
        <button
          type="button"
          className="ui-field__action"
          data-testid="sms-send"
          disabled={phase !== 'idle'}
          aria-live="polite"
          onClick={onSend}
        >
          {label}
        </button>
      }
    />
  );
}
