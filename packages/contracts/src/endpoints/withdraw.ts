import { z } from 'zod/mini';
import { defineEndpoint } from '../endpoint.ts';
import {
  BankAccountSchema,
  BankSchema,
  BindBankAccountBodySchema,
  SetPaymentPasswordBodySchema,
  WithdrawBodySchema,
  WithdrawInfoSchema,
  WithdrawalSchema,
} from '../payment.ts';

// Withdrawals (spec §2 /m/withdraw): real accounts only (spec §6 trial restrictions).

const bankAccount = {
  id: 12,
  bankCode: 'VCB',
  bankName: 'Vietcombank',
  accountName: 'NGUYEN VAN AN',
  accountNoMasked: '******6789',
  createdAt: '2026-11-20T08:15:00.000Z',
};

export const getWithdrawInfoEndpoint = defineEndpoint({
  method: 'GET',
  path: '/wps/withdraw/info',
  auth: 'real',
  response: WithdrawInfoSchema,
  errors: [],
  tag: 'withdraw',
  summary: 'Withdraw page: balance, limits, payment password set, bound accounts',
  description:
    'Everything the withdraw page (spec §2 /m/withdraw) needs in one call: the balance that can be withdrawn, the merchant limits, whether the payment password is set, and the bound bank accounts with their numbers masked.',
  examples: {
    response: {
      balance: '5000000.00',
      currency: 'VND',
      currencySymbol: '₫',
      minAmount: '100000.00',
      maxAmount: '500000000.00',
      hasPaymentPassword: true,
      bankAccounts: [bankAccount],
      maxBankAccounts: 3,
    },
  },
});

export const listBanksEndpoint = defineEndpoint({
  method: 'GET',
  path: '/wps/withdraw/banks',
  auth: 'real',
  response: z.array(BankSchema),
  errors: [],
  tag: 'withdraw',
  summary: 'Banks an account can be bound at',
  description: 'The banks the merchant pays withdrawals to, for the bind-account form.',
  examples: { response: [{ code: 'VCB', name: 'Vietcombank' }] },
});

export const listBankAccountsEndpoint = defineEndpoint({
  method: 'GET',
  path: '/wps/withdraw/bank-accounts',
  auth: 'real',
  response: z.array(BankAccountSchema),
  errors: [],
  tag: 'withdraw',
  summary: 'My bound bank accounts (numbers masked)',
  description: 'The signed-in member’s bound bank accounts; only the last 4 digits are shown.',
  examples: { response: [bankAccount] },
});

export const bindBankAccountEndpoint = defineEndpoint({
  method: 'POST',
  path: '/wps/withdraw/bank-accounts',
  auth: 'real',
  body: BindBankAccountBodySchema,
  response: BankAccountSchema,
  status: 201,
  errors: [
    'withdraw.bank_unknown',
    'withdraw.bank_account_limit',
    'withdraw.bank_account_exists',
    'reauth.password_wrong',
    'reauth.locked',
  ],
  tag: 'withdraw',
  summary: 'Bind a bank account',
  description:
    'Binds a bank account for withdrawals. The bank must be one of the merchant’s banks, the account name letters and spaces, the number 6 to 20 digits; a member binds at most `maxBankAccounts` accounts, each once. The member types their login password again (`loginPassword`; five wrong in 15 minutes lock it for 15 minutes): a stolen session alone cannot send withdrawals to another account.',
  examples: {
    body: {
      bankCode: 'VCB',
      accountName: 'NGUYEN VAN AN',
      accountNo: '0123456789',
      loginPassword: 'Demo1234',
    },
    response: bankAccount,
  },
});

export const setPaymentPasswordEndpoint = defineEndpoint({
  method: 'POST',
  path: '/wps/withdraw/payment-password',
  auth: 'real',
  body: SetPaymentPasswordBodySchema,
  response: z.object({}),
  errors: [
    'withdraw.confirm_mismatch',
    'withdraw.payment_password_exists',
    'reauth.password_wrong',
    'reauth.locked',
  ],
  tag: 'withdraw',
  summary: 'Set the payment password (6 digits), once',
  description:
    'Sets the 6-digit payment password every withdrawal asks for. It can be set once; the confirmation must match, and the member types their login password again (`loginPassword`, as for binding a bank account).',
  examples: {
    body: {
      paymentPassword: '246810',
      confirmPaymentPassword: '246810',
      loginPassword: 'Demo1234',
    },
    response: {},
  },
});

export const createWithdrawalEndpoint = defineEndpoint({
  method: 'POST',
  path: '/wps/withdraw',
  auth: 'real',
  body: WithdrawBodySchema,
  response: WithdrawalSchema,
  status: 201,
  errors: [
    'withdraw.payment_password_not_set',
    'withdraw.payment_password_locked',
    'withdraw.payment_password_wrong',
    'withdraw.bank_account_not_found',
    'payment.amount_too_small',
    'payment.amount_too_large',
    'wallet.insufficient_funds',
    'withdraw.wagering_open',
  ],
  tag: 'withdraw',
  summary: 'Withdraw to a bound account; the amount is held until the operator pays it',
  description:
    'Moves the amount from the wallet to pending withdrawals through the ledger at once (one transfer), then waits for the operator to pay it out or return it. Checks the payment password (locked after repeated failures) and the merchant’s limits.',
  examples: {
    body: { bankAccountId: 12, amount: '200000', paymentPassword: '246810' },
    response: {
      id: 301,
      orderNo: 'W20261124000301',
      amount: '200000.00',
      status: 'pending',
      bankName: 'Vietcombank',
      accountName: 'NGUYEN VAN AN',
      accountNoMasked: '******6789',
      createdAt: '2026-11-24T09:30:00.000Z',
      decidedAt: null,
      reason: null,
      holdTransferId: 9001,
      settleTransferId: null,
    },
  },
});
