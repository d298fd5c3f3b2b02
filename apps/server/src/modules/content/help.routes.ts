import type { FastifyPluginAsync } from 'fastify';
import {
  createHelpGroupEndpoint,
  createHelpItemEndpoint,
  deleteHelpGroupEndpoint,
  deleteHelpItemEndpoint,
  getAdminHelpEndpoint,
  getHelpCenterEndpoint,
  updateHelpGroupEndpoint,
  updateHelpItemEndpoint,
} from '@app/contracts';
import { route } from '../../lib/endpoint-route.ts';
import type { RouteDeps } from '../../lib/route-deps.ts';
import { auditedChange } from '../operator/operator-audit.ts';
import {
  createHelpGroup,
  createHelpItem,
  deleteHelpGroup,
  deleteHelpItem,
  getAdminHelp,
  getHelpCenter,
  updateHelpGroup,
  updateHelpItem,
} from './help.service.ts';

/** The help center (spec §2, §7): the public call and the operator's groups and items, audited. */
export function helpRoutes(deps: RouteDeps): FastifyPluginAsync {
  return async (app) => {
    route(app, getHelpCenterEndpoint, async (request, reply) => {
      reply.header('cache-control', 'public, max-age=60');
      return getHelpCenter(deps.db, request.query);
    });

    // ---- operator

    route(app, getAdminHelpEndpoint, (request) => getAdminHelp(deps.db, request.query.language));

    route(app, createHelpGroupEndpoint, (request) =>
      auditedChange(
        deps.db,
        request,
        (tx) => createHelpGroup(tx, request.body),
        (after) => ({
          action: 'help.group_create',
          targetType: 'help_group',
          targetId: String(after.id),
          after,
        }),
      ),
    );

    route(app, updateHelpGroupEndpoint, async (request) => {
      const { after } = await auditedChange(
        deps.db,
        request,
        (tx) => updateHelpGroup(tx, request.params.id, request.body),
        (change) => ({
          action: 'help.group_update',
          targetType: 'help_group',
          targetId: String(change.after.id),
          before: change.before,
          after: change.after,
        }),
      );
      return after;
    });

    route(app, deleteHelpGroupEndpoint, async (request) => {
      const deleted = await auditedChange(
        deps.db,
        request,
        (tx) => deleteHelpGroup(tx, request.params.id),
        (before) => ({
          action: 'help.group_delete',
          targetType: 'help_group',
          targetId: String(before.id),
          before,
        }),
      );
      return { id: deleted.id, deleted: true as const };
    });

    route(app, createHelpItemEndpoint, (request) =>
      auditedChange(
        deps.db,
        request,
        (tx) => createHelpItem(tx, request.body),
        (after) => ({
          action: 'help.item_create',
          targetType: 'help_item',
          targetId: String(after.id),
          after,
        }),
      ),
    );

    route(app, updateHelpItemEndpoint, async (request) => {
      const { after } = await auditedChange(
        deps.db,
        request,
        (tx) => updateHelpItem(tx, request.params.id, request.body),
        (change) => ({
          action: 'help.item_update',
          targetType: 'help_item',
          targetId: String(change.after.id),
          before: change.before,
          after: change.after,
        }),
      );
      return after;
    });

    route(app, deleteHelpItemEndpoint, async (request) => {
      const deleted = await auditedChange(
        deps.db,
        request,
        (tx) => deleteHelpItem(tx, request.params.id),
        (before) => ({
          action: 'help.item_delete',
          targetType: 'help_item',
          targetId: String(before.id),
          before,
        }),
      );
      return { id: deleted.id, deleted: true as const };
    });
  };
}
