import type { FastifyPluginAsync } from 'fastify';
import {
  acceptContractEndpoint,
  adminCancelContractEndpoint,
  adminContractStatementsEndpoint,
  adminListContractsEndpoint,
  adminOfferContractEndpoint,
  adminRunContractsEndpoint,
  cancelTeamContractEndpoint,
  declineContractEndpoint,
  getContractRequestsEndpoint,
  getMyContractEndpoint,
  listTeamContractsEndpoint,
  offerContractEndpoint,
} from '@app/contracts';
import { route } from '../../lib/endpoint-route.ts';
import type { RouteDeps } from '../../lib/route-deps.ts';
import { callerOf } from '../../plugins/request-context.ts';
import { requireKey } from '../agents/agents.service.ts';
import { auditDone, auditedChange } from '../operator/operator-audit.ts';
import type { AgentContractsJob } from './agent-contracts-job.ts';
import {
  adminContracts,
  adminStatements,
  answerOffer,
  cancelContract,
  contractRequests,
  myContract,
  offerByOperator,
  offerByUpline,
  teamContracts,
} from './agent-contracts.service.ts';

/**
 * Agent contracts (docs/decisions/2026-11-25-agent-contracts.md). An agent's own contract calls
 * need no key; its calls on its sub-agents' contracts need DOWNMAN (requireKey).
 */
export function agentContractRoutes(
  deps: RouteDeps & { job: AgentContractsJob },
): FastifyPluginAsync {
  return async (app) => {
    const noStore = { 'cache-control': 'private, no-store' };

    route(app, getContractRequestsEndpoint, async (request, reply) => {
      reply.headers(noStore);
      return contractRequests(deps, request.member!);
    });

    route(app, getMyContractEndpoint, async (request, reply) => {
      reply.headers(noStore);
      return myContract(deps, request.member!, request.params.kind);
    });

    route(app, acceptContractEndpoint, (request) =>
      answerOffer(deps, request.member!, request.params.id, true, new Date()),
    );

    route(app, declineContractEndpoint, (request) =>
      answerOffer(deps, request.member!, request.params.id, false, new Date()),
    );

    route(app, listTeamContractsEndpoint, async (request, reply) => {
      await requireKey(deps, request.member!, 'DOWNMAN');
      reply.headers(noStore);
      return { list: await teamContracts(deps.db, request.member!) };
    });

    route(
      app,
      offerContractEndpoint,
      async (request, reply) => {
        await requireKey(deps, request.member!, 'DOWNMAN');
        const contract = await offerByUpline(deps, request.member!, request.body, new Date());
        reply.status(201);
        return contract;
      },
      { rateLimit: { max: 30, timeWindow: '1 minute' } },
    );

    route(app, cancelTeamContractEndpoint, async (request) => {
      await requireKey(deps, request.member!, 'DOWNMAN');
      const { after } = await cancelContract(
        deps.db,
        request.params.id,
        request.member!.id,
        new Date(),
      );
      return after;
    });

    // ---- back office
    route(app, adminListContractsEndpoint, (request) => adminContracts(deps.db, request.query));

    route(app, adminContractStatementsEndpoint, async (request) => ({
      list: await adminStatements(deps.db, request.params.id),
    }));

    route(app, adminOfferContractEndpoint, async (request, reply) => {
      const contract = await offerByOperator(
        deps,
        callerOf(request).actor.name,
        request.body,
        new Date(),
      );
      await auditDone(deps.db, request, {
        action: 'agent_contract.offer',
        targetType: 'member',
        targetId: String(contract.memberId),
        before: null,
        after: contract,
      });
      reply.status(201);
      return contract;
    });

    route(app, adminCancelContractEndpoint, async (request) => {
      const { after } = await auditedChange(
        deps.db,
        request,
        (tx) => cancelContract(tx, request.params.id, null, new Date()),
        (change) => ({
          action: 'agent_contract.cancel',
          targetType: 'agent_contract',
          targetId: String(change.after.id),
          before: change.before,
          after: change.after,
        }),
      );
      return after;
    });

    route(app, adminRunContractsEndpoint, async (request) => {
      const run = await deps.job.runOnce();
      await auditDone(deps.db, request, {
        action: 'agent_contract.run',
        targetType: 'agent_contract',
        targetId: 'all',
        before: null,
        after: run,
      });
      return run;
    });
  };
}
