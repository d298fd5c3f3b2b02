import type { FastifyInstance } from 'fastify';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';

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

type Schema = { properties?: Record<string, { enum?: unknown[] }> } & Record<string, unknown>;
type Media = { schema?: Schema; example?: unknown };
type OpenApiDocument = {
  paths?: Record<
    string,
    Record<string, { responses?: Record<string, { content?: Record<string, Media> }> }>
  >;
  components?: { schemas?: Record<string, unknown>; responses?: Record<string, unknown> };
};

/** The error envelope every failed call answers; each operation narrows `code` to its own list. */
const ERROR_ENVELOPE = {
  type: 'object',
  properties: {
    success: { type: 'boolean', enum: [false] },
    code: { type: 'string', description: 'Stable error code; the site shows its own text for it' },
    message: { type: 'string', description: 'Readable English text' },
    value: { description: 'Extra data, e.g. { field } for bad input' },
  },
  required: ['success', 'code', 'message'],
};

/**
 * Each operation's error answers name its own codes (lib/endpoint-route.ts); the envelope around
 * them is written once as a component, so that the document stays small.
 */
function compactErrors(doc: OpenApiDocument): OpenApiDocument {
  const schemas = { ...doc.components?.schemas, ErrorEnvelope: ERROR_ENVELOPE };
  const responses: Record<string, unknown> = {};
  const names = new Map<string, string>();
  for (const item of Object.values(doc.paths ?? {})) {
    for (const operation of Object.values(item)) {
      for (const [status, response] of Object.entries(operation.responses ?? {})) {
        if (/^2/.test(status)) exampleBesideSchema(response.content);
        if (!/^[45]/.test(status)) continue;
        for (const media of Object.values(response.content ?? {})) {
          const codes = media.schema?.properties?.code?.enum;
          if (!codes) continue;
          media.schema = {
            allOf: [
              { $ref: '#/components/schemas/ErrorEnvelope' },
              { type: 'object', properties: { code: { type: 'string', enum: codes } } },
            ],
          };
        }
        // Operations of one kind answer the same errors (a session's 401, the gate's 503): each
        // distinct answer is written once under components.responses and referred to.
        const key = JSON.stringify(response);
        let name = names.get(key);
        if (!name) {
          name = `${status}-${names.size + 1}`;
          names.set(key, name);
          responses[name] = JSON.parse(key);
        }
        (operation.responses as Record<string, unknown>)[status] = {
          $ref: `#/components/responses/${name}`,
        };
      }
    }
  }
  doc.components = { ...doc.components, schemas, responses };
  return shareRepeatedSchemas(listNullInNullableEnums(dropSafeIntegerBounds(doc)));
}

/**
 * An answer given per media type (an image, JSON or CSV) carries its example inside the schema;
 * OpenAPI 3.0 wants it beside the schema, as the other answers have it.
 */
function exampleBesideSchema(content: Record<string, Media> | undefined) {
  for (const media of Object.values(content ?? {})) {
    const examples = media.schema?.examples;
    if (media.example === undefined && Array.isArray(examples) && examples.length > 0) {
      media.example = examples[0];
      delete media.schema!.examples;
    }
  }
}

/** Object schemas at least this long (as JSON) that appear more than once are written once. */
const SHARED_SCHEMA_MIN_LENGTH = 300;

/**
 * The same object shape answered by several operations (a draw, a game, a withdrawal) is written
 * once under components.schemas and referred to, named after its first place in the document.
 */
function shareRepeatedSchemas(doc: OpenApiDocument): OpenApiDocument {
  const counts = new Map<string, number>();
  const keyOf = (node: Record<string, unknown>) => JSON.stringify(node);
  const isShape = (node: unknown): node is Record<string, unknown> =>
    !!node &&
    typeof node === 'object' &&
    !Array.isArray(node) &&
    (node as { type?: unknown }).type === 'object' &&
    'properties' in node;
  const count = (node: unknown) => {
    if (Array.isArray(node)) return node.forEach(count);
    if (!node || typeof node !== 'object') return;
    if (isShape(node)) {
      const key = keyOf(node);
      if (key.length >= SHARED_SCHEMA_MIN_LENGTH) counts.set(key, (counts.get(key) ?? 0) + 1);
    }
    for (const [k, v] of Object.entries(node)) if (k !== 'example' && k !== 'examples') count(v);
  };
  count(doc.paths);
  const schemas = (doc.components?.schemas ?? {}) as Record<string, unknown>;
  const names = new Map<string, string>();
  const replace = (node: unknown, where: string): unknown => {
    if (Array.isArray(node)) return node.map((item, i) => replace(item, `${where}${i}`));
    if (!node || typeof node !== 'object') return node;
    if (isShape(node)) {
      const key = keyOf(node);
      if ((counts.get(key) ?? 0) > 1) {
        let name = names.get(key);
        if (!name) {
          name = `Shape${names.size + 1}`;
          names.set(key, name);
          schemas[name] = JSON.parse(key);
        }
        return { $ref: `#/components/schemas/${name}` };
      }
    }
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(node)) {
      out[k] = k === 'example' || k === 'examples' ? v : replace(v, `${where}.${k}`);
    }
    return out;
  };
  doc.paths = replace(doc.paths, '') as OpenApiDocument['paths'];
  doc.components = { ...doc.components, schemas };
  return doc;
}

/**
 * OpenAPI 3.0.3 (§4.7.25.1): `nullable: true` does not add null to an `enum`, which must list it
 * itself. zod's `enum(...).nullable()` comes out of the document builder as
 * `{ type, enum, nullable: true }`, so a null answer would be off the document; null is listed
 * once here for every such schema rather than on each endpoint.
 */
export function listNullInNullableEnums<T>(node: T): T {
  if (Array.isArray(node)) {
    for (const item of node) listNullInNullableEnums(item);
  } else if (node && typeof node === 'object') {
    const o = node as Record<string, unknown>;
    if (o.nullable === true && Array.isArray(o.enum) && !o.enum.includes(null)) {
      o.enum = [...o.enum, null];
    }
    for (const [key, value] of Object.entries(o)) {
      if (key !== 'example' && key !== 'examples') listNullInNullableEnums(value);
    }
  }
  return node;
}

/** zod's integers carry ±(2^53 − 1) as bounds; on every integer field they are noise. */
function dropSafeIntegerBounds<T>(node: T): T {
  if (Array.isArray(node)) {
    for (const item of node) dropSafeIntegerBounds(item);
  } else if (node && typeof node === 'object') {
    const o = node as Record<string, unknown>;
    if (o.minimum === Number.MIN_SAFE_INTEGER) delete o.minimum;
    if (o.maximum === Number.MAX_SAFE_INTEGER) delete o.maximum;
    for (const value of Object.values(o)) dropSafeIntegerBounds(value);
  }
  return node;
}

/** A redirect (3xx) answers no body: `type: 'null'` is how the document builder writes that. */
function withoutRedirectBodies<T extends { schema: unknown }>(route: T): T {
  const response = (route.schema as { response?: Record<string, { description?: string }> })
    ?.response;
  for (const [status, answer] of Object.entries(response ?? {})) {
    if (/^3/.test(status))
      response![status] = { type: 'null', description: answer.description } as never;
  }
  return route;
}

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
    transform: (route) => withoutRedirectBodies(jsonSchemaTransform(route)),
    transformObject: (input) => compactErrors(jsonSchemaTransformObject(input) as OpenApiDocument),
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
