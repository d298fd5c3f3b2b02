import { useEffect, type ReactNode } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { onApiError } from '@app/client/api-client';
import { statusQueryKey, useStatus } from '../../../lib/queries/status.ts';
import { IpRestrictedPage } from './ip-restricted-page.tsx';
import { MaintenancePage } from './maintenance-page.tsx';
import { StatusError, StatusLoading } from './status-loading.tsx';

const GATE_CODES = new Set(['system.maintenance', 'system.region_restricted']);

/**
 * spec §2 "System status gate": 0 renders the site, 1 the maintenance page, 2 the IP-restricted
 * page. Any call refused for maintenance or region makes the status be asked again, so the gate
 * switches without a reload.
 */
export function StatusGate({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const status = useStatus();

  useEffect(
    () =>
      onApiError((error) => {
        if (GATE_CODES.has(error.code)) {
          void queryClient.invalidateQueries({ queryKey: statusQueryKey });
        }
      }),
    [queryClient],
  );

  if (!status.data) {
    if (status.isError) {
      return <StatusError onRetry={() => void status.refetch()} isRetrying={status.isFetching} />;
    }
    return <StatusLoading />;
  }
  if (status.data.status === 1) return <MaintenancePage status={status.data} />;
  if (status.data.status === 2) return <IpRestrictedPage status={status.data} />;
  return children;
}
