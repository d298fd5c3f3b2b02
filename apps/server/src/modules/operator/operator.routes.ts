import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import {
  adjustWalletEndpoint,
  approveAdjustmentEndpoint,
  approveWithdrawalEndpoint,
  checkLedgerEndpoint,
  confirmDepositEndpoint,
  listAdminChannelsEndpoint,
  listAdminDepositsEndpoint,
  listAdminWithdrawalsEndpoint,
  listAdjustmentRequestsEndpoint,
  listAuditLinesEndpoint,
  rejectAdjustmentEndpoint,
  rejectDepositEndpoint,
  rejectWithdrawalEndpoint,
  reverseTransferEndpoint,
  saveChannelEndpoint,
} from '@app/contracts';
import { route } from '../../lib/endpoint-route.ts';
import { callerOf } from '../../plugins/request-context.ts';
import type { RouteDeps } from '../../lib/route-deps.ts';
import { checkLedger } from '../ledger/ledger.service.ts';
import { type Actor } from '../../lib/money.ts';
import {
  confirmDeposit,
  listAdminDeposits,
  rejectDeposit,
  type PaymentDeps,
} from '../payment/payment.service.ts';
import {
  approveWithdrawal,
  listAdminWithdrawals,
  rejectWithdrawal,
  type WithdrawDeps,
} from '../withdraw/withdraw.service.ts';
import {
  adjustBalance,
  approveAdjustment,
  listAdjustments,
  rejectAdjustment,
} from './adjustments.service.ts';
import { listAdminChannels, listAuditLines, reverse, saveChannel } from './operator.service.ts';

/** Who acts: the signed-in operator (`operator:<username>`) or the service token (`service`). */
function actorOf(request: FastifyRequest): Actor {
  return callerOf(request).actor;
}

const note = (reason: string | undefined) => reason?.trim() || null;

/**
 * The operator API (an operator session, or the service token for `npm run ops` and scripts):
 * pending deposits and withdrawals and their decisions, balance adjustments, reversals, the audit
 * trail, the ledger check and deposit channels. Operator routes answer under maintenance too
 * (gate false); each needs its endpoint's permission (requireOperator).
 */
export function operatorRoutes(
  deps: RouteDeps & { payment: PaymentDeps; withdraw: WithdrawDeps },
): FastifyPluginAsync {
  return async (app) => {
    route(app, listAdminDepositsEndpoint, (request) =>
      listAdminDeposits(deps.payment, request.query),
    );
    route(app, confirmDepositEndpoint, (request) =>
      confirmDeposit(deps.payment, request.params.id, actorOf(request), note(request.body.reason)),
    );
    route(app, rejectDepositEndpoint, (request) =>
      rejectDeposit(deps.payment, request.params.id, actorOf(request), request.body.reason.trim()),
    );
    route(app, listAdminWithdrawalsEndpoint, (request) =>
      listAdminWithdrawals(deps.withdraw, request.query),
    );
    route(app, approveWithdrawalEndpoint, (request) =>
      approveWithdrawal(
        deps.withdraw,
        request.params.id,
        actorOf(request),
        note(request.body.reason),
      ),
    );
    route(app, rejectWithdrawalEndpoint, (request) =>
      rejectWithdrawal(
        deps.withdraw,
        request.params.id,
        actorOf(request),
        request.body.reason.trim(),
      ),
    );
    route(app, adjustWalletEndpoint, (request) =>
      adjustBalance(deps.db, request.body, actorOf(request)),
    );
    route(app, listAdjustmentRequestsEndpoint, (request) =>
      listAdjustments(deps.db, request.query),
    );
    route(app, approveAdjustmentEndpoint, (request) =>
      approveAdjustment(deps.db, request.params.id, note(request.body.reason), callerOf(request)),
    );
    route(app, rejectAdjustmentEndpoint, (request) =>
      rejectAdjustment(deps.db, request.params.id, request.body.reason.trim(), actorOf(request)),
    );
    route(app, reverseTransferEndpoint, (request) =>
      reverse(deps.db, request.params.id, request.body.reason.trim(), actorOf(request)),
    );
    route(app, checkLedgerEndpoint, () => checkLedger(deps.db));
    route(app, listAuditLinesEndpoint, (request) => listAuditLines(deps.db, request.query));
    route(app, listAdminChannelsEndpoint, () => listAdminChannels(deps.db));
    route(app, saveChannelEndpoint, (request) =>
      saveChannel(deps.db, request.params.code, request.body, actorOf(request)),
    );
  };
}
