import { useMutation } from '@tanstack/react-query';
import {
  bindBankAccountEndpoint,
  type BankAccount,
  type BindBankAccountBody,
} from '@app/contracts';
import { callEndpoint } from '@app/client/api-client';
import { useInvalidateMoney } from '../../../lib/queries/wallet.ts';

/** bind an account (answered with the number masked). */
export function bindBankAccount(body: BindBankAccountBody): Promise<BankAccount> {
  return callEndpoint(bindBankAccountEndpoint, { body });
}

export function useBindBankAccount() {
  const invalidate = useInvalidateMoney();
  return useMutation({ mutationFn: bindBankAccount, onSuccess: invalidate });
}
