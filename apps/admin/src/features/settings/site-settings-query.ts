import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ApiError, callEndpoint } from '@app/client/api-client';
import {
  getSiteSettingsEndpoint,
  updateSiteSettingsEndpoint,
  type EndpointBody,
} from '@app/contracts';
import { useNotify } from '../../components/toast.tsx';
import { useErrorText } from '../../lib/i18n.ts';

export const siteSettingsKey = ['admin', 'site-settings'] as const;

/** The site settings as stored (customer-service paths in the clear). */
export function useSiteSettings() {
  return useQuery({
    queryKey: siteSettingsKey,
    queryFn: ({ signal }) => callEndpoint(getSiteSettingsEndpoint, { signal }),
  });
}

export type SitePatch = EndpointBody<typeof updateSiteSettingsEndpoint>;

/** Saves one panel's part of the site settings; the others keep theirs. */
export function useSaveSiteSettings() {
  const { t } = useTranslation();
  const notify = useNotify();
  const errorText = useErrorText();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SitePatch) => callEndpoint(updateSiteSettingsEndpoint, { body }),
    onSuccess: (saved) => {
      queryClient.setQueryData(siteSettingsKey, saved);
      void queryClient.invalidateQueries({ queryKey: ['admin', 'site-status'] });
      notify(t('settings.savedToast'));
    },
    onError: (e) => notify(errorText(e), 'error'),
  });
}

/** The field the server named in a refusal (`body.fieldRules.2.pattern`), if any. */
export function refusedField(error: unknown): string | null {
  if (!(error instanceof ApiError)) return null;
  const value = error.value as { field?: unknown } | undefined;
  return typeof value?.field === 'string' ? value.field : null;
}
