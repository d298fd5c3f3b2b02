import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  DomainRouteSchema,
  ErrorEnvelopeSchema,
  GateSettingsPatchSchema,
  GateSettingsSchema,
  SystemStatusSchema,
  WhitelabelFlagSchema,
  WhitelabelSchema,
  okEnvelope,
} from '@app/contracts';
import { requireOperator, visitorOf } from '../../plugins/request-context.ts';
import { getSystemStatus, readGate, updateGate, updateWhitelabel } from './system.service.ts';

const errors = { 400: ErrorEnvelopeSchema, 401: ErrorEnvelopeSchema, 403: ErrorEnvelopeSchema };

export const systemRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/system/status',
    {
      config: { gate: false },
      schema: {
        tags: ['system'],
        summary:
          'System status and consolidated site settings (spec §3 "Status response value", §4)',
        response: { 200: okEnvelope(SystemStatusSchema), ...errors },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return {
        success: true as const,
        value: await getSystemStatus(app.settings, visitorOf(request)),
      };
    },
  );

  app.get(
    '/system/domainRoute',
    {
      config: { gate: false },
      schema: {
        tags: ['system'],
        summary: 'Domains the site may be reached at (spec §7 "Domain route")',
        response: { 200: okEnvelope(DomainRouteSchema) },
      },
    },
    async () => {
      const site = await app.settings.site();
      return {
        success: true as const,
        value: { domains: site.domainRoute, mainDomain: site.mainDomain },
      };
    },
  );

  app.get(
    '/admin/system/gate',
    {
      config: { gate: false },
      onRequest: requireOperator,
      schema: {
        tags: ['operator'],
        summary: 'Maintenance and region-restriction settings',
        security: [{ operator: [] }],
        response: { 200: okEnvelope(GateSettingsSchema), ...errors },
      },
    },
    async () => ({ success: true as const, value: await readGate(app.settings) }),
  );

  app.patch(
    '/admin/system/gate',
    {
      config: { gate: false },
      onRequest: requireOperator,
      schema: {
        tags: ['operator'],
        summary: 'Turn maintenance on or off and restrict regions, without a restart',
        security: [{ operator: [] }],
        body: GateSettingsPatchSchema.strict(),
        response: { 200: okEnvelope(GateSettingsSchema), ...errors },
      },
    },
    async (request) => {
      const value = await updateGate(app.settings, request.body);
      request.log.info({ audit: 'gate.update', patch: request.body }, 'operator changed the gate');
      return { success: true as const, value };
    },
  );

  app.patch(
    '/admin/system/whitelabel',
    {
      config: { gate: false },
      onRequest: requireOperator,
      schema: {
        tags: ['operator'],
        summary: 'Switch whitelabel flags and modules on or off',
        security: [{ operator: [] }],
        body: z.partialRecord(WhitelabelFlagSchema, z.boolean()),
        response: { 200: okEnvelope(WhitelabelSchema), ...errors },
      },
    },
    async (request) => {
      const value = await updateWhitelabel(app.settings, request.body);
      request.log.info(
        { audit: 'whitelabel.update', patch: request.body },
        'operator changed flags',
      );
      return { success: true as const, value };
    },
  );
};
