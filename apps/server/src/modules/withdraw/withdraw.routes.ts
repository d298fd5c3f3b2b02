import type { FastifyPluginAsync } from 'fastify';
import {
  bindBankAccountEndpoint,
  createWithdrawalEndpoint,
  getWithdrawInfoEndpoint,
  listBankAccountsEndpoint,
  listBanksEndpoint,
  setPaymentPasswordEndpoint,
} from '@app/contracts';
import { route } from '../../lib/endpoint-route.ts';
import {
  bindBankAccount,
  getWithdrawInfo,
  listBindableBanks,
  listMemberBankAccounts,
  requestWithdrawal,
  setPaymentPassword,
  type WithdrawDeps,
} from './withdraw.service.ts';

/** Per visitor address, on top of the per-member payment-password lock. */
const limits = {
  withdraw: { max: 10, timeWindow: '1 minute' },
  password: { max: 5, timeWindow: '10 minutes' },
  bind: { max: 10, timeWindow: '10 minutes' },
};

/** Withdrawals (spec §2 /m/withdraw); real accounts only (auth 'real', spec §6). */
export function withdrawRoutes(deps: WithdrawDeps): FastifyPluginAsync {
  return async (app) => {
    route(app, getWithdrawInfoEndpoint, (request) => getWithdrawInfo(deps, request.member!));
    route(app, listBanksEndpoint, () => listBindableBanks(deps));
    route(app, listBankAccountsEndpoint, (request) =>
      listMemberBankAccounts(deps, request.member!),
    );
    route(
      app,
      bindBankAccountEndpoint,
      (request) => bindBankAccount(deps, request.member!, request.body),
      { rateLimit: limits.bind },
    );
    route(
      app,
      setPaymentPasswordEndpoint,
      async (request) => {
        await setPaymentPassword(deps, request.member!, request.body);
        return {};
      },
      { rateLimit: limits.password },
    );
    route(
      app,
      createWithdrawalEndpoint,
      (request) => requestWithdrawal(deps, request.member!, request.body),
      { rateLimit: limits.withdraw },
    );
  };
}
