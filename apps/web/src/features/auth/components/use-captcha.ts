import { useQuery } from '@tanstack/react-query';
import { getCaptcha } from '../api/captcha.ts';

/**
 * The captcha of a form, fetched while `enabled`. A captcha can be answered once, so the form
 * asks for a new one after each failed submit; one that expires is replaced on its own.
 */
export function useCaptcha(enabled: boolean, scope: string) {
  const query = useQuery({
    queryKey: ['auth', 'captcha', scope] as const,
    queryFn: ({ signal }) => getCaptcha(signal),
    enabled,
    staleTime: Infinity,
    gcTime: 0,
    retry: false,
    refetchInterval: (q) => (q.state.data?.expiresIn ?? 120) * 1000,
  });
  return {
    captcha: enabled ? query.data : undefined,
    isLoading: query.isFetching,
    refresh: () => void query.refetch(),
  };
}
