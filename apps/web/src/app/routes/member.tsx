import {
  CalendarCheckIcon,
  CartIcon,
  CrownIcon,
  DepositIcon,
  ListIcon,
  ReceiptIcon,
  ShieldIcon,
  StarIcon,
  TrophyIcon,
  UserIcon,
  UsersIcon,
  WithdrawIcon,
} from '../../components/ui/icons.tsx';
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
  gameRecord: { icon: ListIcon, action: toLobby },
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

/** Member centre pages (spec §2 "Member"); all need a session (spec §6). */
export function Component() {
  return <RouteEmptyState specs={SPECS} />;
}
