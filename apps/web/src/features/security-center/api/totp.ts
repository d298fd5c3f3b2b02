import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  disableTotpEndpoint,
  enableTotpEndpoint,
  setupTotpEndpoint,
  type TotpDisableBody,
  type TotpEnableBody,
  type TotpSetupBody,
} from '@app/contracts';
import { callEndpoint } from '@app/client/api-client';
import { SECURITY_KEY } from './get-security-overview.ts';

/** A new secret and its otpauth:// URI, after the login password again. */
export function useSetupTotp() {
  return useMutation({
    mutationFn: (body: TotpSetupBody) => callEndpoint(setupTotpEndpoint, { body }),
  });
}

/** Turns the app on with its first code; answers the recovery codes. */
export function useEnableTotp() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TotpEnableBody) => callEndpoint(enableTotpEndpoint, { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: SECURITY_KEY }),
  });
}

/** Turns the app off with the login password and a code. */
export function useDisableTotp() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: TotpDisableBody) => {
      await callEndpoint(disableTotpEndpoint, { body });
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: SECURITY_KEY }),
  });
}
