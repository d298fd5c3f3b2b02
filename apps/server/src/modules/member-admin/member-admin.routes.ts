import type { FastifyPluginAsync } from 'fastify';
import {
  addMemberNoteEndpoint,
  blockMemberEndpoint,
  getMemberEndpoint,
  removeMemberTotpEndpoint,
  resetMemberPasswordEndpoint,
  searchMembersEndpoint,
  setMemberLabelsEndpoint,
  unblockMemberEndpoint,
} from '@app/contracts';
import { sendCsv } from '../../lib/csv.ts';
import { route } from '../../lib/endpoint-route.ts';
import type { RouteDeps } from '../../lib/route-deps.ts';
import { callerOf } from '../../plugins/request-context.ts';
import {
  addMemberNote,
  blockMember,
  getMemberDetail,
  memberPageCsv,
  removeMemberTotp,
  resetMemberPassword,
  searchMemberPage,
  setMemberLabels,
  unblockMember,
} from './member-admin.service.ts';

/**
 * Members in the back office: search (JSON or CSV), the detail, block and unblock, password reset,
 * notes and labels. Reads need members.read, changes members.write; every change is audited.
 */
export function memberAdminRoutes(deps: RouteDeps): FastifyPluginAsync {
  return async (app) => {
    route(app, searchMembersEndpoint, async (request, reply) => {
      const page = await searchMemberPage(deps.db, request.query);
      if (request.query.format !== 'csv') return page;
      return sendCsv(reply, `members-page-${page.pageNum}.csv`, memberPageCsv(page));
    });
    route(app, getMemberEndpoint, (request) => getMemberDetail(deps.db, request.params.account));
    route(app, blockMemberEndpoint, (request) =>
      blockMember(
        deps.db,
        request.params.account,
        request.body.reason.trim(),
        callerOf(request).actor,
      ),
    );
    route(app, unblockMemberEndpoint, (request) =>
      unblockMember(
        deps.db,
        request.params.account,
        request.body.reason.trim(),
        callerOf(request).actor,
      ),
    );
    route(app, resetMemberPasswordEndpoint, (request) =>
      resetMemberPassword(deps, request.params.account, request.body, callerOf(request).actor),
    );
    route(app, removeMemberTotpEndpoint, (request) =>
      removeMemberTotp(
        deps.db,
        request.params.account,
        request.body.reason,
        callerOf(request).actor,
      ),
    );
    route(app, addMemberNoteEndpoint, (request) =>
      addMemberNote(deps.db, request.params.account, request.body.text, callerOf(request).actor),
    );
    route(app, setMemberLabelsEndpoint, (request) =>
      setMemberLabels(deps.db, request.params.account, request.body, callerOf(request).actor),
    );
  };
}
