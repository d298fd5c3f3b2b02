import { useState } from 'react';
import { useSearchParams } from '../../../lib/router.tsx';
import { useTranslation } from '../../../lib/translation.ts';
import type { SiteInfo } from '@app/contracts';
import { ForgetEmailForm } from './forget-email-form.tsx';
import { PhoneResetForm } from './forget-phone-form.tsx';
import { MethodSwitch } from './method-switch.tsx';
import { ResetPasswordForm } from './reset-password-form.tsx';
import '../locales/pages/strings.ts';

type Channel = 'phone' | 'email';

/**
 * spec §2 "Forgot password": recovery by phone (SMS) or by e-mail; the phone is offered, and
 * chosen first, only when MOBILENUMPASSREG3 is on. The e-mailed link (?resetToken=) opens the
 * form that sets the new password.
 */
export function ForgetPassword({ info }: { info: SiteInfo }) {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const resetToken = params.get('resetToken');
  const channels: Channel[] =
    info.whitelabel.MOBILENUMPASSREG3 === true ? ['phone', 'email'] : ['email'];
  const [channel, setChannel] = useState<Channel>(channels[0]!);

  if (resetToken) return <ResetPasswordForm info={info} resetToken={resetToken} />;

  return (
    <div className="auth-forget">
      {channels.length > 1 ? (
        <MethodSwitch
          label={t('auth.forget.methodLabel')}
          methods={channels}
          selected={channel}
          onSelect={setChannel}
          testIdPrefix="forget"
          optionLabel={(c) => t(`auth.forget.by.${c}`)}
        />
      ) : null}
      {channel === 'phone' ? <PhoneResetForm info={info} /> : <ForgetEmailForm info={info} />}
    </div>
  );
}
