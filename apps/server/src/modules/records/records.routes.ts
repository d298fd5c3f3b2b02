import type { FastifyPluginAsync } from 'fastify';
import {
  listDepositRecordEndpoint,
  listTransactionRecordEndpoint,
  listWithdrawRecordEndpoint,
} from '@app/contracts';
import { route } from '../../lib/endpoint-route.ts';
import type { RouteDeps } from '../../lib/route-deps.ts';
import { depositRecord, transactionRecord, withdrawRecord } from './records.service.ts';

/** Per visitor address: a person pages through a record, a script would hammer it. */
const limit = { max: 120, timeWindow: '1 minute' };

/** Deposit, withdrawal and transaction records; real accounts only (spec §6). */
export function recordsRoutes(deps: RouteDeps): FastifyPluginAsync {
  return async (app) => {
    route(
      app,
      listDepositRecordEndpoint,
      (request) => depositRecord(deps.db, request.member!, request.query),
      { rateLimit: limit },
    );

    route(
      app,
      listWithdrawRecordEndpoint,
      (request) => withdrawRecord(deps.db, request.member!, request.query),
      { rateLimit: limit },
    );

    route(
      app,
      listTransactionRecordEndpoint,
      (request) => transactionRecord(deps.db, request.member!, request.query),
      { rateLimit: limit },
    );
  };
}
