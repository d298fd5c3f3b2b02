import { useMutation } from '@tanstack/react-query';
import { createBankDepositEndpoint, type Deposit, type DepositBankBody } from '@app/contracts';
import { callEndpoint } from '@app/client/api-client';
import { useInvalidateMoney } from '../../../lib/queries/wallet.ts';

/** A pending deposit the operator confirms once the money arrives. */
export function createBankDeposit(body: DepositBankBody): Promise<Deposit> {
  return callEndpoint(createBankDepositEndpoint, { body });
}

export function useCreateBankDeposit() {
  const invalidate = useInvalidateMoney();
  return useMutation({ mutationFn: createBankDeposit, onSettled: invalidate });
}
