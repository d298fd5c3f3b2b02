import { useMutation } from '@tanstack/react-query';
import { setPaymentPasswordEndpoint, type SetPaymentPasswordBody } from '@app/contracts';
import { callEndpoint } from '@app/client/api-client';
import { useInvalidateMoney } from '../../../lib/queries/wallet.ts';

/** Sets the 6-digit payment password, once. */
export async function setPaymentPassword(body: SetPaymentPasswordBody): Promise<void> {
  await callEndpoint(setPaymentPasswordEndpoint, { body });
}

export function useSetPaymentPassword() {
  const invalidate = useInvalidateMoney();
  return useMutation({ mutationFn: setPaymentPassword, onSuccess: invalidate });
}
