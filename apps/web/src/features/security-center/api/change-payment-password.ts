import { useMutation, useQueryClient } from '@tanstack/react-query';
import { changePaymentPasswordEndpoint, type ChangePaymentPasswordBody } from '@app/contracts';
import { callEndpoint } from '@app/client/api-client';
import { SECURITY_KEY } from './get-security-overview.ts';

/** Changes the payment password with the old one and the login password. */
export async function changePaymentPassword(body: ChangePaymentPasswordBody): Promise<void> {
  await callEndpoint(changePaymentPasswordEndpoint, { body });
}

export function useChangePaymentPassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changePaymentPassword,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: SECURITY_KEY }),
  });
}
