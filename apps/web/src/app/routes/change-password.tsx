import { ChangePasswordForm } from '../../features/auth/components/change-password-form.tsx';
import { useSiteInfo } from '../../lib/queries/status.ts';

/** /m/changePsw: change password, e.g. the first password after an operator opened the account. */
export function Component() {
  const info = useSiteInfo();
  return info ? <ChangePasswordForm info={info} /> : null;
}
