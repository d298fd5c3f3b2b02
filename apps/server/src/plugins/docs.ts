import type { FastifyInstance } from 'fastify';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

const DOCS_CSP = [
  "default-src 'self'",
  "base-uri 'self'",
  "connect-src 'self'",
  "font-src 'self' data:",
  "form-action 'self'",
  "frame-ancestors 'self'",
  "img-src 'self' data:",
  "object-src 'none'",
  "script-src 'self'",
  "script-src-attr 'none'",
  "style-src 'self' 'unsafe-inline'",
].join('; ');

/** OpenAPI generated from the contract schemas, served at /wps/docs (JSON at /wps/docs/json). */
export async function registerDocs(app: FastifyInstance) {
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Mobile site platform API',
        description:
          'The /wps API the mobile site calls. Answers are `{ success, value }` or `{ success: false, code, message }`.',
        version: '1.0.0',
      },
      components: {
        securitySchemes: {
          bearer: { type: 'http', scheme: 'bearer' },
          operator: { type: 'http', scheme: 'bearer', description: 'OPERATOR_TOKEN' },
        },
      },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, {
    routePrefix: '/wps/docs',
    // The plugin's own policy (staticCSP: true) adds upgrade-insecure-requests, which breaks every
    // asset of the page over plain HTTP on a LAN address. Scripts stay 'self'; Swagger UI needs
    // inline styles. (The validator badge, an outside request, is off by default.)
    staticCSP: DOCS_CSP,
    uiConfig: { docExpansion: 'list', deepLinking: false },
  });
}
