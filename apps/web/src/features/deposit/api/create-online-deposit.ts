import { useMutation } from '@tanstack/react-query';
import {
  createOnlineDepositEndpoint,
  type DepositOnlineBody,
  type DepositOnlineValue,
} from '@app/contracts';
import { callEndpoint } from '@app/client/api-client';
import { useInvalidateMoney } from '../../../lib/queries/wallet.ts';

/** An order and the gateway page (payUrl) to pay it on. */
export function createOnlineDeposit(body: DepositOnlineBody): Promise<DepositOnlineValue> {
  return callEndpoint(createOnlineDepositEndpoint, { body });
}

export function useCreateOnlineDeposit() {
  const invalidate = useInvalidateMoney();
  return useMutation({ mutationFn: createOnlineDeposit, onSettled: invalidate });
}
