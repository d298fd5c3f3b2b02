import type { FastifyPluginAsync } from 'fastify';
import {
  AGENT_ENDPOINT_KEYS,
  getAgentRebateRatesEndpoint,
  getMemberRebateRatesEndpoint,
  getRebateIncomeEndpoint,
  getRebatePlanEndpoint,
  listRebateDaysEndpoint,
  listRebatePayoutsEndpoint,
  runRebatesEndpoint,
  setDownlineRebateRatesEndpoint,
  setMemberRebateRatesEndpoint,
  updateRebatePlanEndpoint,
} from '@app/contracts';
import { route } from '../../lib/endpoint-route.ts';
import type { RouteDeps } from '../../lib/route-deps.ts';
import { callerOf } from '../../plugins/request-context.ts';
import { requireKey } from '../agents/agents.service.ts';
import { auditDone, auditedChange } from '../operator/operator-audit.ts';
import {
  agentRebateRates,
  listRebateDays,
  listRebatePayouts,
  memberRebateRates,
  readRebatePlan,
  rebateIncome,
  setRebateRates,
  settleRebates,
  updateRebatePlan,
} from './rebates.service.ts';

/** Rebates (docs/decisions/2026-11-25-rebates.md): the agent's pages and the back office's. */
export function rebateRoutes(deps: RouteDeps): FastifyPluginAsync {
  return async (app) => {
    const noStore = { 'cache-control': 'private, no-store' };
    const keys = AGENT_ENDPOINT_KEYS;

    route(app, getAgentRebateRatesEndpoint, async (request, reply) => {
      await requireKey(deps, request.member!, keys.rebateRates);
      reply.headers(noStore);
      return agentRebateRates(deps.db, request.member!, request.query);
    });

    route(app, setDownlineRebateRatesEndpoint, async (request) => {
      await requireKey(deps, request.member!, keys.setRebateRates);
      return setRebateRates(
        deps.db,
        { kind: 'upline', agent: request.member! },
        request.params.id,
        request.body.rates,
      );
    });

    route(app, getRebateIncomeEndpoint, async (request, reply) => {
      await requireKey(deps, request.member!, keys.rebateIncome);
      reply.headers(noStore);
      return rebateIncome(deps.db, request.member!, request.query, new Date());
    });

    // ---- back office
    route(app, getRebatePlanEndpoint, () => readRebatePlan(deps.db));

    route(app, updateRebatePlanEndpoint, async (request) => {
      const { after } = await auditedChange(
        deps.db,
        request,
        async (tx) => ({
          before: await readRebatePlan(tx),
          after: await updateRebatePlan(tx, request.body),
        }),
        (change) => ({
          action: 'rebate.plan',
          targetType: 'rebate_plan',
          targetId: '1',
          before: change.before,
          after: change.after,
        }),
      );
      return after;
    });

    route(app, getMemberRebateRatesEndpoint, (request) =>
      memberRebateRates(deps.db, request.params.id),
    );

    route(app, setMemberRebateRatesEndpoint, async (request) => {
      const { after } = await auditedChange(
        deps.db,
        request,
        async (tx) => ({
          before: await memberRebateRates(tx, request.params.id),
          after: await setRebateRates(
            tx,
            { kind: 'operator', name: callerOf(request).actor.name },
            request.params.id,
            request.body.rates,
          ),
        }),
        (change) => ({
          action: 'rebate.rates',
          targetType: 'member',
          targetId: String(change.after.memberId),
          before: change.before.rates,
          after: change.after.rates,
        }),
      );
      return after;
    });

    route(app, listRebateDaysEndpoint, () => listRebateDays(deps.db));
    route(app, listRebatePayoutsEndpoint, (request) => listRebatePayouts(deps.db, request.query));

    route(app, runRebatesEndpoint, async (request) => {
      const run = await settleRebates(deps.db, new Date());
      await auditDone(deps.db, request, {
        action: 'rebate.run',
        targetType: 'rebate_plan',
        targetId: '1',
        before: null,
        after: run,
      });
      return run;
    });
  };
}
