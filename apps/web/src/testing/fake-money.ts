import {
  PaymentChannelSchema,
  WalletValueSchema,
  WithdrawInfoSchema,
  type PaymentChannel,
  type WalletValue,
  type WithdrawInfo,
} from '@app/contracts';

/** Test doubles of the money answers, parsed through the contract schemas. */
export function buildWallet(overrides: Partial<WalletValue> = {}): WalletValue {
  return WalletValueSchema.parse({
    sumBalance: '1234567.50',
    currencySymbol: '₫',
    currency: 'VND',
    wallets: [{ code: 'MAIN', balance: overrides.sumBalance ?? '1234567.50' }],
    pendingWithdrawal: '0.00',
    isTrial: false,
    ...overrides,
  });
}

export function buildChannels(): PaymentChannel[] {
  return [
    PaymentChannelSchema.parse({
      code: 'BANK_VCB',
      kind: 'bank_transfer',
      name: 'Chuyển khoản Vietcombank',
      minAmount: '50000.00',
      maxAmount: '300000000.00',
      bank: {
        bankName: 'Vietcombank',
        accountName: 'CONG TY TNHH LUCKY LOTUS',
        accountNo: '0071000123456',
        branch: 'Hồ Chí Minh',
      },
    }),
    PaymentChannelSchema.parse({
      code: 'SANDBOX',
      kind: 'gateway',
      name: 'Thanh toán online (sandbox)',
      minAmount: '10000.00',
      maxAmount: '50000000.00',
      bank: null,
    }),
  ];
}

export function buildWithdrawInfo(overrides: Partial<WithdrawInfo> = {}): WithdrawInfo {
  return WithdrawInfoSchema.parse({
    balance: '500000.00',
    currency: 'VND',
    currencySymbol: '₫',
    minAmount: '50000.00',
    maxAmount: '100000000.00',
    hasPaymentPassword: true,
    bankAccounts: [
      {
        id: 7,
        bankCode: 'TCB',
        bankName: 'Techcombank',
        accountName: 'Tran Thi B',
        accountNoMasked: '**********5678',
        createdAt: '2026-11-21T03:00:00.000Z',
      },
    ],
    maxBankAccounts: 3,
    ...overrides,
  });
}
