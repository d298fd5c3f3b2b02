import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import type { SetPaymentPasswordBody } from '@app/contracts';
import { apiRequest } from '../../../lib/api-client.ts';
import { useInvalidateMoney } from '../../wallet/api/get-wallet.ts';

/** POST /wps/withdraw/payment-password: 6 digits, set once. */
export async function setPaymentPassword(body: SetPaymentPasswordBody): Promise<void> {
  await apiRequest('/wps/withdraw/payment-password', {
    method: 'POST',
    schema: z.object({}),
    body,
  });
}

export function useSetPaymentPassword() {
  const invalidate = useInvalidateMoney();
  return useMutation({ mutationFn: setPaymentPassword, onSuccess: invalidate });
}
