import { inArray } from 'drizzle-orm';
import type { Db } from '../../client.ts';
import { banks, members, paymentChannels, vendorWalletAccounts } from '../../schema.ts';
import {
  ACCOUNTS,
  ensureAccounts,
  fundTrialWallet,
  systemAccountCodes,
  transfer,
} from '../../../modules/ledger/ledger.service.ts';
import { DEMO_VENDORS } from './vendors.ts';

/** Banks members can bind a withdrawal account at. */
export const DEMO_BANKS = [
  { code: 'VCB', name: 'Vietcombank' },
  { code: 'TCB', name: 'Techcombank' },
  { code: 'BIDV', name: 'BIDV' },
  { code: 'VTB', name: 'VietinBank' },
  { code: 'ACB', name: 'ACB' },
  { code: 'MB', name: 'MB Bank' },
  { code: 'VPB', name: 'VPBank' },
  { code: 'AGR', name: 'Agribank' },
  { code: 'TPB', name: 'TPBank' },
  { code: 'STB', name: 'Sacombank' },
];

/** Deposit channels: a bank transfer to the merchant's account and the sandbox gateway. */
export const DEMO_CHANNELS = [
  {
    code: 'BANK_VCB',
    kind: 'bank_transfer' as const,
    name: 'Chuyển khoản Vietcombank',
    minMinor: 5_000_000n, // 50,000.00
    maxMinor: 30_000_000_000n, // 300,000,000.00
    sort: 10,
    provider: null,
    bank: {
      bankName: 'Vietcombank',
      accountName: 'CONG TY TNHH LUCKY LOTUS',
      accountNo: '0071000123456',
      branch: 'Hồ Chí Minh',
    },
  },
  {
    code: 'SANDBOX',
    kind: 'gateway' as const,
    name: 'Thanh toán online (sandbox)',
    minMinor: 1_000_000n, // 10,000.00
    maxMinor: 5_000_000_000n, // 50,000,000.00
    sort: 20,
    provider: 'sandbox',
    bank: null,
  },
];

/** Starting balances, funded by ledger transfers from the bonus account (never a balance write). */
export const DEMO_BALANCES_MINOR: Record<string, bigint> = {
  demo: 500_000_000n, // 5,000,000.00
  agent01: 500_000_000n,
};

/** The secret every demo vendor signs its wallet calls with (config.vendorSecrets). */
export const DEMO_VENDOR_SECRET_ENV = 'VENDOR_SANDBOX_SECRET';

/**
 * Money of the demo merchant: banks, deposit channels, one wallet integration per vendor wallet
 * account, the house's accounts, and the demo accounts' starting balances (trial accounts get
 * trial money as every new trial account does).
 */
export async function loadDemoMoney(db: Db): Promise<void> {
  await db.insert(banks).values(DEMO_BANKS.map((b, i) => ({ ...b, sort: (i + 1) * 10 })));
  await db.insert(paymentChannels).values(DEMO_CHANNELS);
  const walletAccounts = [...new Set(DEMO_VENDORS.map((v) => v.vassalage))];
  await db
    .insert(vendorWalletAccounts)
    .values(walletAccounts.map((a) => ({ accountTypeName: a, secretEnv: DEMO_VENDOR_SECRET_ENV })));
  await ensureAccounts(db, systemAccountCodes());
  const accounts = await db
    .select({ id: members.id, account: members.account, type: members.type })
    .from(members)
    .where(inArray(members.account, ['demo', 'agent01', 'trial_demo']));
  for (const member of accounts) {
    const amount = DEMO_BALANCES_MINOR[member.account];
    if (member.type === 4) {
      await fundTrialWallet(db, member.id);
    } else if (amount) {
      await transfer(db, {
        debit: ACCOUNTS.bonus,
        credit: ACCOUNTS.memberWallet(member.id),
        amountMinor: amount,
        kind: 'bonus',
        reference: 'demo:welcome',
        idempotencyKey: `demo_funding:${member.id}`,
        memberId: member.id,
      });
    }
  }
}
