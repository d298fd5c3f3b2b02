import type { FastifyPluginAsync } from 'fastify';
import {
  AGENT_ENDPOINT_KEYS,
  adminAgentTreeEndpoint,
  adminListAgentsEndpoint,
  adminSetAgentPermissionsEndpoint,
  adminSetMemberTypeEndpoint,
  createInvitationEndpoint,
  getAgentHomeEndpoint,
  getTeamOverviewEndpoint,
  getTeamPnlEndpoint,
  listTeamBetsEndpoint,
  listInvitationsEndpoint,
  listTeamEndpoint,
  openAccountEndpoint,
  setDownlinePermissionsEndpoint,
  teamTransferEndpoint,
} from '@app/contracts';
import { route } from '../../lib/endpoint-route.ts';
import type { RouteDeps } from '../../lib/route-deps.ts';
import { callerOf } from '../../plugins/request-context.ts';
import { auditedChange } from '../operator/operator-audit.ts';
import {
  agentHome,
  agentTree,
  createInvitation,
  listAgents,
  listInvitations,
  listTeam,
  openAccount,
  requireKey,
  setAgentPermissions,
  setDownlinePermissions,
  setMemberType,
  teamBets,
  teamOverview,
  teamPnl,
  teamTransfer,
} from './agents.service.ts';

/**
 * Agents (docs/decisions/2026-11-24-agents.md). Each agent handler starts with `requireKey` and
 * the key AGENT_ENDPOINT_KEYS names for it; the time is read once per request from `new Date()`.
 */
export function agentRoutes(deps: RouteDeps): FastifyPluginAsync {
  return async (app) => {
    const noStore = { 'cache-control': 'private, no-store' };
    const keys = AGENT_ENDPOINT_KEYS;

    route(app, getAgentHomeEndpoint, async (request, reply) => {
      reply.headers(noStore);
      return agentHome(deps, request.member!, new Date());
    });

    route(app, listTeamEndpoint, async (request, reply) => {
      await requireKey(deps, request.member!, keys.listTeam);
      reply.headers(noStore);
      return listTeam(deps.db, request.member!, request.query);
    });

    route(
      app,
      teamTransferEndpoint,
      async (request) => {
        await requireKey(deps, request.member!, keys.teamTransfer);
        return teamTransfer(deps, request.member!, request.body, new Date());
      },
      { rateLimit: { max: 30, timeWindow: '1 minute' } },
    );

    route(app, setDownlinePermissionsEndpoint, async (request) => {
      await requireKey(deps, request.member!, keys.setDownlinePermissions);
      return setDownlinePermissions(deps.db, request.member!, request.params.id, request.body.keys);
    });

    route(app, getTeamOverviewEndpoint, async (request, reply) => {
      await requireKey(deps, request.member!, keys.teamOverview);
      reply.headers(noStore);
      return teamOverview(deps.db, request.member!, request.query, new Date());
    });

    route(app, getTeamPnlEndpoint, async (request, reply) => {
      await requireKey(deps, request.member!, keys.teamPnl);
      reply.headers(noStore);
      return teamPnl(deps.db, request.member!, request.query, new Date());
    });

    route(app, listTeamBetsEndpoint, async (request, reply) => {
      await requireKey(deps, request.member!, keys.teamBets);
      reply.headers(noStore);
      return teamBets(deps.db, request.member!, request.query, new Date());
    });

    route(
      app,
      openAccountEndpoint,
      async (request) => {
        await requireKey(deps, request.member!, keys.openAccount);
        return openAccount(deps, request.member!, request.body);
      },
      { rateLimit: { max: 30, timeWindow: '10 minutes' } },
    );

    route(app, listInvitationsEndpoint, async (request, reply) => {
      await requireKey(deps, request.member!, keys.listInvitations);
      reply.headers(noStore);
      return listInvitations(deps.db, request.member!);
    });

    route(
      app,
      createInvitationEndpoint,
      async (request) => {
        await requireKey(deps, request.member!, keys.createInvitation);
        return createInvitation(deps.db, request.member!, request.body);
      },
      { rateLimit: { max: 30, timeWindow: '10 minutes' } },
    );

    // ---- back office
    route(app, adminListAgentsEndpoint, (request) => listAgents(deps.db, request.query));
    route(app, adminAgentTreeEndpoint, (request) => agentTree(deps.db, request.params.id));
    route(app, adminSetAgentPermissionsEndpoint, (request) =>
      auditedChange(
        deps.db,
        request,
        (tx) =>
          setAgentPermissions(
            tx,
            request.params.id,
            request.body.keys,
            callerOf(request).actor.name,
          ),
        (value) => ({
          action: 'agent.permissions',
          targetType: 'member',
          targetId: String(value.memberId),
          after: { keys: value.keys },
        }),
      ),
    );
    route(app, adminSetMemberTypeEndpoint, async (request) => {
      const changed = await auditedChange(
        deps.db,
        request,
        (tx) => setMemberType(tx, request.params.id, request.body.type),
        (value) => ({
          action: 'member.type',
          targetType: 'member',
          targetId: String(value.memberId),
          before: { type: value.before },
          after: { type: value.type },
        }),
      );
      return { memberId: changed.memberId, type: changed.type };
    });
  };
}
