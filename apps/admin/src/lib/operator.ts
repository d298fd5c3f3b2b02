import { useQuery } from '@tanstack/react-query';
import { callEndpoint } from '@app/client/api-client';
import { getOperatorMeEndpoint, type OperatorMe, type OperatorPermission } from '@app/contracts';

export const meQueryKey = ['admin', 'me'] as const;

/** The signed-in operator with its role's permissions (the console hides what they do not allow). */
export function useMe(enabled = true) {
  return useQuery({
    queryKey: meQueryKey,
    queryFn: ({ signal }) => callEndpoint(getOperatorMeEndpoint, { signal }),
    enabled,
    staleTime: 60_000,
  });
}

export function can(me: OperatorMe | undefined, permission: OperatorPermission): boolean {
  return me?.permissions.includes(permission) ?? false;
}

/** Whether the signed-in operator's role holds a permission. */
export function useCan(permission: OperatorPermission): boolean {
  const { data } = useMe();
  return can(data, permission);
}
