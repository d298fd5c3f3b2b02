import { useMutation } from '@tanstack/react-query';
import { DepositSchema, type Deposit, type DepositBankBody } from '@app/contracts';
import { apiRequest } from '../../../lib/api-client.ts';
import { useInvalidateMoney } from '../../wallet/api/get-wallet.ts';

/** POST /wps/deposit/bank: a pending deposit the operator confirms once the money arrives. */
export function createBankDeposit(body: DepositBankBody): Promise<Deposit> {
  return apiRequest('/wps/deposit/bank', { method: 'POST', schema: DepositSchema, body });
}

export function useCreateBankDeposit() {
  const invalidate = useInvalidateMoney();
  return useMutation({ mutationFn: createBankDeposit, onSettled: invalidate });
}
