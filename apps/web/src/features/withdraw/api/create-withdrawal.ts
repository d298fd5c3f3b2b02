import { useMutation } from '@tanstack/react-query';
import { WithdrawalSchema, type WithdrawBody, type Withdrawal } from '@app/contracts';
import { apiRequest } from '../../../lib/api-client.ts';
import { useInvalidateMoney } from '../../wallet/api/get-wallet.ts';

/** POST /wps/withdraw: the amount is held until the operator pays it out or rejects it. */
export function createWithdrawal(body: WithdrawBody): Promise<Withdrawal> {
  return apiRequest('/wps/withdraw', { method: 'POST', schema: WithdrawalSchema, body });
}

export function useCreateWithdrawal() {
  const invalidate = useInvalidateMoney();
  return useMutation({ mutationFn: createWithdrawal, onSettled: invalidate });
}
