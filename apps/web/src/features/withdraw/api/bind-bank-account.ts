import { useMutation } from '@tanstack/react-query';
import { BankAccountSchema, type BankAccount, type BindBankAccountBody } from '@app/contracts';
import { apiRequest } from '../../../lib/api-client.ts';
import { useInvalidateMoney } from '../../wallet/api/get-wallet.ts';

/** POST /wps/withdraw/bank-accounts: bind an account (answered with the number masked). */
export function bindBankAccount(body: BindBankAccountBody): Promise<BankAccount> {
  return apiRequest('/wps/withdraw/bank-accounts', {
    method: 'POST',
    schema: BankAccountSchema,
    body,
  });
}

export function useBindBankAccount() {
  const invalidate = useInvalidateMoney();
  return useMutation({ mutationFn: bindBankAccount, onSuccess: invalidate });
}
