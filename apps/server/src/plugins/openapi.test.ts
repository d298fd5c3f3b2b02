import { afterAll, describe, expect, it } from 'vitest';
import { ERROR_CODES, errorCodesOf, type EndpointShape } from '@app/contracts';
import { buildTestApp } from '../testing/test-app.ts';
import { listNullInNullableEnums } from './docs.ts';

/**
 * The OpenAPI document is generated from the endpoint definitions (packages/contracts/src/endpoints):
 * each operation names its own error codes, says what it does, describes its parameters and shows
 * a request and an answer. A definition that leaves any of this out fails here.
 */

type Media = { schema?: Schema; example?: unknown; examples?: unknown };
type Schema = {
  properties?: Record<string, Schema>;
  description?: string;
  enum?: unknown[];
  allOf?: Schema[];
};
type Response = { $ref?: string; description?: string; content?: Record<string, Media> };
type Operation = {
  summary?: string;
  description?: string;
  parameters?: Array<{ name: string; in: string; description?: string }>;
  requestBody?: { content?: Record<string, Media> };
  responses?: Record<string, Response>;
};

const app = await buildTestApp();
afterAll(async () => {
  await app.close();
});

const res = await app.inject({ method: 'GET', url: '/wps/docs/json' });
const doc = res.json() as {
  paths: Record<string, Record<string, Operation>>;
  components?: { responses?: Record<string, Response> };
};
/** An answer written once under components.responses is referred to by its operations. */
const resolve = (response: Response): Response =>
  response.$ref
    ? (doc.components?.responses?.[response.$ref.replace('#/components/responses/', '')] ?? {})
    : response;
const operations = Object.entries(doc.paths).flatMap(([path, item]) =>
  Object.entries(item)
    .filter(([method]) => ['get', 'post', 'put', 'patch', 'delete'].includes(method))
    .map(([method, op]) => ({ name: `${method.toUpperCase()} ${path}`, op })),
);
const toOpenApi = (url: string) => url.replace(/:([A-Za-z0-9_]+)/g, '{$1}');
const definitions = new Map<string, EndpointShape>();
for (const route of app.routeCatalogue) {
  const endpoint = route.endpoint;
  if (endpoint) definitions.set(`${route.method} ${toOpenApi(route.url)}`, endpoint);
}

const hasExample = (media: Media | undefined) =>
  media !== undefined && (media.example !== undefined || media.examples !== undefined);

describe('the OpenAPI document', () => {
  // The document grows with each operation; what must not come back is the repetition (every
  // error answer and shared shape written out on each operation: 1.58 MB for 93 operations, 17 KB
  // each; 2.7 KB each with 118 operations once compacted).
  it('spends under 4 KB per operation, shared answers and shapes written once', () => {
    expect(res.statusCode).toBe(200);
    const perOperation = Buffer.byteLength(res.body) / operations.length;
    expect(operations.length).toBeGreaterThan(100);
    expect(perOperation).toBeLessThan(4 * 1024);
  });

  it('comes from an endpoint definition for every /wps route', () => {
    const missing = app.routeCatalogue
      .filter((r) => r.url.startsWith('/wps/') && !r.url.startsWith('/wps/docs'))
      // Hidden routes are not the site's API (the sandbox gateway's own pages).
      .filter((r) => !(r.schema as { hide?: boolean } | undefined)?.hide)
      .filter((r) => !r.endpoint)
      .map((r) => `${r.method} ${r.url}`);
    expect(missing).toEqual([]);
  });

  it.each(operations)('$name: summary, description, parameters, examples', ({ name, op }) => {
    expect(op.summary?.trim(), `${name} summary`).toBeTruthy();
    expect(op.description?.trim(), `${name} description`).toBeTruthy();
    for (const p of op.parameters ?? []) {
      expect(p.description?.trim(), `${name} parameter ${p.in} ${p.name}`).toBeTruthy();
    }
    if (op.requestBody) {
      const media = Object.values(op.requestBody.content ?? {})[0];
      expect(hasExample(media), `${name} request example`).toBe(true);
    }
    const success = Object.entries(op.responses ?? {}).find(([status]) => /^[23]/.test(status));
    expect(success, `${name} success answer`).toBeDefined();
    // A redirect answers no body, so has nothing to show.
    if (success![0].startsWith('3')) return expect(success![1].content).toBeUndefined();
    for (const media of Object.values(success![1].content ?? {})) {
      expect(hasExample(media), `${name} answer example`).toBe(true);
    }
  });

  it.each(operations)('$name: lists exactly its own error codes', ({ name, op }) => {
    const endpoint = definitions.get(name);
    expect(endpoint, `${name} definition`).toBeDefined();
    const listed: string[] = [];
    for (const [status, answer] of Object.entries(op.responses ?? {})) {
      if (!/^[45]/.test(status)) continue;
      const response = resolve(answer);
      expect(response.description?.trim(), `${name} ${status} description`).toBeTruthy();
      const schema = Object.values(response.content ?? {})[0]?.schema;
      const codes = (schema?.allOf?.[1]?.properties?.code?.enum ?? []) as string[];
      expect(codes.length, `${name} ${status} codes`).toBeGreaterThan(0);
      for (const code of codes) {
        expect(ERROR_CODES[code as keyof typeof ERROR_CODES]?.status, `${name} ${code}`).toBe(
          Number(status),
        );
      }
      listed.push(...codes);
    }
    expect(listed.sort()).toEqual(errorCodesOf(endpoint!).sort());
  });
});

/** Every schema of the document (paths and components), walked. */
function schemasIn(node: unknown, visit: (schema: Record<string, unknown>) => void): void {
  if (Array.isArray(node)) return node.forEach((n) => schemasIn(n, visit));
  if (!node || typeof node !== 'object') return;
  visit(node as Record<string, unknown>);
  for (const [key, value] of Object.entries(node)) {
    if (key !== 'example' && key !== 'examples') schemasIn(value, visit);
  }
}

describe('answers every operation may give', () => {
  // What the transport refuses before any route runs (a body over the limit, an over-long path
  // segment, an over-long URL or header block), the rate limit, and a lost database.
  const EVERYWHERE: Array<[string, string]> = [
    ['413', 'request.body_too_large'],
    ['414', 'request.url_too_long'],
    ['429', 'rate.limited'],
    ['431', 'request.headers_too_large'],
    ['503', 'system.unavailable'],
  ];

  it.each(operations)(
    '$name: declares 413, 414, 429, 431 and 503 in the envelope',
    ({ name, op }) => {
      for (const [status, code] of EVERYWHERE) {
        const answer = op.responses?.[status];
        expect(answer, `${name} ${status}`).toBeDefined();
        const schema = Object.values(resolve(answer!).content ?? {})[0]?.schema;
        expect(schema?.allOf?.[0], `${name} ${status} envelope`).toEqual({
          $ref: '#/components/schemas/ErrorEnvelope',
        });
        expect(schema?.allOf?.[1]?.properties?.code?.enum, `${name} ${status}`).toContain(code);
      }
    },
  );

  it('declares maintenance (503) on every operation the gate closes', () => {
    for (const route of app.routeCatalogue) {
      const endpoint = route.endpoint;
      if (!endpoint || endpoint.hide || !route.gated || endpoint.auth === 'operator') continue;
      if (route.method === 'HEAD') continue;
      if (endpoint.auth === 'signed') continue;
      const op = doc.paths[toOpenApi(route.url)]?.[route.method.toLowerCase()];
      const answer = op?.responses?.['503'];
      const codes = Object.values(resolve(answer ?? {}).content ?? {})[0]?.schema?.allOf?.[1]
        ?.properties?.code?.enum;
      expect(codes, `${route.method} ${route.url}`).toContain('system.maintenance');
    }
  });

  it('lists null in every nullable enum (OpenAPI 3.0.3: nullable does not add it)', () => {
    let nullable = 0;
    const missing: string[] = [];
    schemasIn(doc, (schema) => {
      if (schema.nullable !== true || !Array.isArray(schema.enum)) return;
      nullable += 1;
      if (!schema.enum.includes(null)) missing.push(JSON.stringify(schema));
    });
    expect(nullable).toBeGreaterThan(0);
    expect(missing).toEqual([]);
  });

  it('adds null to a nullable enum once, at the document level', () => {
    const schema = { type: 'string', nullable: true, enum: ['a', 'b'] };
    expect(listNullInNullableEnums({ properties: { x: schema } })).toEqual({
      properties: { x: { type: 'string', nullable: true, enum: ['a', 'b', null] } },
    });
    expect(listNullInNullableEnums({ type: 'string', enum: ['a'] })).toEqual({
      type: 'string',
      enum: ['a'],
    });
  });
});

describe('serving the document', () => {
  it('compresses it by Accept-Encoding and says so in Vary', async () => {
    for (const encoding of ['br', 'gzip']) {
      const answer = await app.inject({
        method: 'GET',
        url: '/wps/docs/json',
        headers: { 'accept-encoding': encoding },
      });
      expect(answer.statusCode).toBe(200);
      expect(answer.headers['content-encoding']).toBe(encoding);
      expect(String(answer.headers.vary)).toMatch(/accept-encoding/i);
      expect(answer.rawPayload.length).toBeLessThan(Buffer.byteLength(res.body) / 4);
    }
  });
});
