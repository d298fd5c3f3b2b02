import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  resetPaymentPasswordEndpoint,
  sendPaymentResetCodeEndpoint,
  type ResetPaymentPasswordBody,
} from '@app/contracts';
import { callEndpoint } from '@app/client/api-client';
import { currentLanguage } from '../../../lib/i18n.ts';
import { SECURITY_KEY } from './get-security-overview.ts';

/** Sends the reset code to the member's verified mobile; answers the masked number. */
export function useSendPaymentResetCode() {
  return useMutation({
    mutationFn: () =>
      callEndpoint(sendPaymentResetCodeEndpoint, { body: { language: currentLanguage() } }),
  });
}

/** Sets a new payment password with the SMS code and the login password. */
export function useResetPaymentPassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: ResetPaymentPasswordBody) => {
      await callEndpoint(resetPaymentPasswordEndpoint, { body });
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: SECURITY_KEY }),
  });
}
