import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  confirmContactChangeEndpoint,
  requestContactChangeEndpoint,
  type ContactChangeBody,
  type ContactConfirmBody,
} from '@app/contracts';
import { callEndpoint } from '@app/client/api-client';
import { currentLanguage } from '../../../lib/i18n.ts';
import { SESSION_QUERY_SCOPE } from '../../../lib/session.ts';

/** Sends the codes for a new mobile number or e-mail (after the login password again). */
export function useRequestContactChange() {
  return useMutation({
    mutationFn: (body: Omit<ContactChangeBody, 'language'>) =>
      callEndpoint(requestContactChangeEndpoint, {
        body: { ...body, language: currentLanguage() },
      }),
  });
}

/** Confirms the change with its codes; the security level and My account read it again. */
export function useConfirmContactChange() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: ContactConfirmBody) => {
      await callEndpoint(confirmContactChangeEndpoint, { body });
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: SESSION_QUERY_SCOPE }),
  });
}
