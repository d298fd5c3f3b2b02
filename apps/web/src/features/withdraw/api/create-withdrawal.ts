import { useMutation } from '@tanstack/react-query';
import { createWithdrawalEndpoint, type WithdrawBody, type Withdrawal } from '@app/contracts';
import { callEndpoint } from '@app/client/api-client';
import { useInvalidateMoney } from '../../../lib/queries/wallet.ts';

/** the amount is held until the operator pays it out or rejects it. */
export function createWithdrawal(body: WithdrawBody): Promise<Withdrawal> {
  return callEndpoint(createWithdrawalEndpoint, { body });
}

export function useCreateWithdrawal() {
  const invalidate = useInvalidateMoney();
  return useMutation({ mutationFn: createWithdrawal, onSettled: invalidate });
}
