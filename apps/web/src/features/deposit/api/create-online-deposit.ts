import { useMutation } from '@tanstack/react-query';
import {
  DepositOnlineValueSchema,
  type DepositOnlineBody,
  type DepositOnlineValue,
} from '@app/contracts';
import { apiRequest } from '../../../lib/api-client.ts';
import { useInvalidateMoney } from '../../wallet/api/get-wallet.ts';

/** POST /wps/deposit/online: an order and the gateway page (payUrl) to pay it on. */
export function createOnlineDeposit(body: DepositOnlineBody): Promise<DepositOnlineValue> {
  return apiRequest('/wps/deposit/online', {
    method: 'POST',
    schema: DepositOnlineValueSchema,
    body,
  });
}

export function useCreateOnlineDeposit() {
  const invalidate = useInvalidateMoney();
  return useMutation({ mutationFn: createOnlineDeposit, onSettled: invalidate });
}
