import type { ComponentType } from 'react';
import { DepositPage } from '../../features/deposit/components/deposit-page.tsx';
import { DepositRecordPage } from '../../features/records/components/deposit-record-page.tsx';
import { TransactionRecordPage } from '../../features/records/components/transaction-record-page.tsx';
import { WithdrawRecordPage } from '../../features/records/components/withdraw-record-page.tsx';
import { WithdrawPage } from '../../features/withdraw/components/withdraw-page.tsx';
import { useRouteEntry } from '../use-route-entry.ts';

/** Deposit, withdraw and their records (spec §2 "Member"). */
const MONEY_PAGES: Record<string, ComponentType> = {
  voucherCenter: DepositPage,
  vouReport: DepositRecordPage,
  withdraw: WithdrawPage,
  withdrawReport: WithdrawRecordPage,
  transactionRecord: TransactionRecordPage,
};

export function Component() {
  const entry = useRouteEntry();
  const Page = entry ? MONEY_PAGES[entry.id] : undefined;
  return Page ? <Page /> : null;
}
