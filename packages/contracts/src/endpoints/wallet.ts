import { defineEndpoint } from '../endpoint.ts';
import { SessionRenewValueSchema, WalletValueSchema } from '../wallet.ts';

// spec §7 "Wallets (merchant, member), session renew": the balance widget and the home header
// (spec §2), trial accounts included.

const wallet = {
  sumBalance: '5000000.00',
  currencySymbol: '₫',
  currency: 'VND',
  wallets: [{ code: 'MAIN' as const, balance: '5000000.00' }],
  pendingWithdrawal: '200000.00',
  isTrial: false,
};

export const getWalletEndpoint = defineEndpoint({
  method: 'GET',
  path: '/wps/wallet',
  auth: 'member',
  response: WalletValueSchema,
  errors: [],
  tag: 'wallet',
  summary: 'sumBalance and currencySymbol for the balance widget and header (trial: play money)',
  description:
    'spec §3 Wallet: `sumBalance` with the merchant’s `currencySymbol` for the balance widget and the home header (spec §2, shown as #,##0.00, spec §9). One wallet per member: MAIN for real accounts, TRIAL (play money) for trial accounts. Money held for withdrawals waiting for the operator is `pendingWithdrawal`, not part of `sumBalance`. Never cached (`cache-control: no-store`).',
  examples: { response: wallet },
});

export const renewSessionEndpoint = defineEndpoint({
  method: 'GET',
  path: '/wps/session/renew',
  auth: 'member',
  response: SessionRenewValueSchema,
  errors: [],
  tag: 'wallet',
  summary: 'Renew the session (full idle time from now) and answer the wallet',
  description:
    'spec §7 "session renew": extends the session by its full idle time from now and answers its new expiry (epoch ms) with the wallet. A session that ended meanwhile is `auth.session_expired`. Never cached (`cache-control: no-store`).',
  examples: { response: { expiresAt: 1795514700000, wallet } },
});
