import type { ReactNode } from 'react';
import { useTranslation } from '../../lib/translation.ts';
import { EmptyState } from '../ui/empty-state.tsx';
import { LockIcon } from '../ui/page-icons.tsx';
import { isTrialSession, useSession } from '../../lib/session.ts';
import { ApiError } from '@app/client/api-client';
import { useMemberInfo } from '../../lib/queries/member-info.ts';

/** spec §6: type 4 (trial) is refused real-account functions. */
export function useIsTrial(): boolean {
  const session = useSession();
  const member = useMemberInfo();
  return isTrialSession(session) || member?.type === 4;
}

export function isTrialRefusal(error: unknown): boolean {
  return error instanceof ApiError && error.code === 'auth.trial_forbidden';
}

/** The spec §6 message with a register action, in place of a money form. */
export function TrialNotice() {
  const { t } = useTranslation();
  return (
    <EmptyState
      icon={LockIcon}
      text={t('messages.actualAccount')}
      action={{ label: t('actions.register'), to: '/m/register' }}
      secondaryAction={{ label: t('actions.login'), to: '/m/login' }}
    />
  );
}

/** Renders the page for real accounts and the trial notice for trial ones. */
export function RealAccountOnly({ children }: { children: ReactNode }) {
  return useIsTrial() ? <TrialNotice /> : <>{children}</>;
}
