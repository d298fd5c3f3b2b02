import type { FastifyPluginAsync } from 'fastify';
import {
  listDepositRecordEndpoint,
  listTransactionRecordEndpoint,
  listWithdrawRecordEndpoint,
  AGENT_ENDPOINT_KEYS,
  isAgentAccountType,
} from '@app/contracts';
import { route } from '../../lib/endpoint-route.ts';
import type { RouteDeps } from '../../lib/route-deps.ts';
import { requireKey } from '../agents/agents.service.ts';
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
      async (request) => {
        // An agent's own lines (?types=A) need its TRANSREC3 key (docs/decisions/2026-11-24-agents.md).
        const member = request.member!;
        if (isAgentAccountType(member.type) && request.query.types?.split(',').includes('A')) {
          await requireKey(deps, member, AGENT_ENDPOINT_KEYS.agentTransactions);
        }
        return transactionRecord(deps.db, member, request.query);
      },
      { rateLimit: limit },
    );
  };
}
