import { SecurityCenter } from '../../features/security-center/components/security-center.tsx';

/** /m/securityCenter (SECPRIV): passwords, contacts, authenticator, devices, sign-in history. */
export function Component() {
  return <SecurityCenter />;
}
