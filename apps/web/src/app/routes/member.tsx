import {
  CalendarCheckIcon,
  CartIcon,
  CrownIcon,
  DepositIcon,
  ReceiptIcon,
  ShieldIcon,
  StarIcon,
  TrophyIcon,
  UserIcon,
  UsersIcon,
  WithdrawIcon,
} from '../../components/ui/icons.tsx';
import type { ComponentType } from 'react';
import { DepositPage } from '../../features/deposit/components/deposit-page.tsx';
import { DepositRecordPage } from '../../features/records/components/deposit-record-page.tsx';
import { TransactionRecordPage } from '../../features/records/components/transaction-record-page.tsx';
import { WithdrawRecordPage } from '../../features/records/components/withdraw-record-page.tsx';
import { WithdrawPage } from '../../features/withdraw/components/withdraw-page.tsx';
import { useRouteEntry } from '../use-route-entry.ts';
import { RouteEmptyState, type PageEmptySpec } from './route-empty-state.tsx';

const toLobby = { label: 'browseGames', to: '/m/home' };
const toPromotions = { label: 'promotions', to: '/m/activity' };
const toDeposit = { label: 'deposit', to: '/m/voucherCenter' };
const toService = { label: 'customerService', to: '/m/customer' };

const SPECS: Record<string, PageEmptySpec> = {
  vip: {
    icon: CrownIcon,
    action: toLobby,
    secondary: { label: 'benefits', to: '/m/member/benefits' },
  },
  memberHome: { icon: UserIcon, action: toDeposit, secondary: toLobby },
  myAccount: { icon: UserIcon, action: { label: 'securityCenter', to: '/m/securityCenter' } },
  benefits: { icon: StarIcon, action: { label: 'vipClub', to: '/m/vip' } },
  securityCenter: { icon: ShieldIcon, action: { label: 'changePassword', to: '/m/changePsw' } },
  rewardCenter: { icon: TrophyIcon, action: toPromotions },
  signIn: { icon: CalendarCheckIcon, action: toPromotions },
  mall: { icon: CartIcon, action: toLobby },
  transactionRecord: { icon: ReceiptIcon, action: toDeposit },
  voucherCenter: {
    icon: DepositIcon,
    action: toService,
    secondary: { label: 'depositRecord', to: '/m/vouReport' },
  },
  vouReport: { icon: ReceiptIcon, action: toDeposit },
  withdraw: {
    icon: WithdrawIcon,
    action: toService,
    secondary: { label: 'withdrawRecord', to: '/m/withdrawReport' },
  },
  withdrawReport: { icon: ReceiptIcon, action: { label: 'withdraw', to: '/m/withdraw' } },
  inviteFriends: { icon: UsersIcon, action: toPromotions },
};

/** The money pages (spec §2 "Member"): deposit, withdraw and their records. */
const MONEY_PAGES: Record<string, ComponentType> = {
  voucherCenter: DepositPage,
  vouReport: DepositRecordPage,
  withdraw: WithdrawPage,
  withdrawReport: WithdrawRecordPage,
  transactionRecord: TransactionRecordPage,
};

/** Member centre pages (spec §2 "Member"); all need a session (spec §6). */
export function Component() {
  const entry = useRouteEntry();
  const Page = entry ? MONEY_PAGES[entry.id] : undefined;
  return Page ? <Page /> : <RouteEmptyState specs={SPECS} />;
}
