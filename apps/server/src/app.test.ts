import net from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { z } from 'zod';
import { ERROR_CODES } from '@app/contracts';
import { buildApp } from './app.ts';
import { buildTestApp, getTestDatabase, OPERATOR_AUTH, resetDatabase } from './testing/test-app.ts';
import { defaultWhitelabel } from './modules/system/system.defaults.ts';
import type { CatalogueEntry } from './plugins/route-catalogue.ts';

/**
 * Walks every /wps route the app registers (the route catalogue) with malformed input and checks
 * that the answer is a 4xx in the error envelope, never a 500 and never a stack trace or a path.
 */

type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: unknown[];
  const?: unknown;
  default?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  minLength?: number;
  minimum?: number;
  minItems?: number;
  format?: string;
  additionalProperties?: boolean | JsonSchema;
};

const app = await buildTestApp();
afterAll(async () => {
  await app.close();
});

const ERROR_CODE_NAMES = new Set(Object.keys(ERROR_CODES));
/** Stack frames, source files and absolute paths must never reach a client. */
const LEAKS = [
  /\bat .+:\d+:\d+/,
  /node_modules/,
  /file:\/\//,
  /\.(ts|js|mjs|cjs):\d+/,
  /(^|["'\s(])\/(work|home|usr|tmp|opt|var|srv|app)\//,
  /[A-Z]:\\/,
];

function expectNoLeak(text: string, label: string) {
  for (const pattern of LEAKS) expect(text, `${label} leaks ${pattern}`).not.toMatch(pattern);
}

/** A 4xx (or, when `mayPass`, a 2xx/3xx) with the error envelope whenever it is an error. */
function expectSafeAnswer(res: LightMyRequestResponse, label: string, mayPass: boolean) {
  const where = `${label} -> ${res.statusCode} ${res.body.slice(0, 300)}`;
  expect(res.statusCode, where).toBeLessThan(500);
  if (!mayPass) expect(res.statusCode, where).toBeGreaterThanOrEqual(400);
  if (res.statusCode < 400) return;
  expect(res.headers['content-type'], where).toMatch(/^application\/json/);
  const body = res.json() as Record<string, unknown>;
  expect(body.success, where).toBe(false);
  expect(ERROR_CODE_NAMES.has(String(body.code)), where).toBe(true);
  expect(typeof body.message, where).toBe('string');
  expect(body.stack, where).toBeUndefined();
  const known = ERROR_CODES[body.code as keyof typeof ERROR_CODES];
  // request.invalid covers every 4xx that has no code of its own (e.g. 408); the rest keep theirs.
  if (body.code !== 'request.invalid') expect(res.statusCode, where).toBe(known.status);
  expectNoLeak(res.body, where);
}

/**
 * The vendor wallet API answers HTTP 200 with a status of its own, not the envelope (the industry
 * convention, docs/vendor-wallet-api.md). Unsigned input must get a refusal that discloses no
 * balance; what the transport refuses before the route (413, a URL the router cannot read) keeps
 * the envelope.
 */
function expectVendorAnswer(res: LightMyRequestResponse, label: string) {
  if (res.statusCode !== 200) return expectSafeAnswer(res, label, false);
  const where = `${label} -> ${res.statusCode} ${res.body.slice(0, 300)}`;
  const body = res.json() as Record<string, unknown>;
  expect(['INVALID_SIGNATURE', 'INVALID_REQUEST'], where).toContain(body.status);
  expect(body.balance, where).toBeNull();
  expectNoLeak(res.body, where);
}

function toJsonSchema(schema: unknown): JsonSchema | undefined {
  if (!schema || typeof schema !== 'object') return undefined;
  if ('_zod' in schema) {
    return z.toJSONSchema(schema as z.ZodType, {
      io: 'input',
      unrepresentable: 'any',
    }) as JsonSchema;
  }
  return schema as JsonSchema;
}

function firstType(s: JsonSchema): string | undefined {
  if (Array.isArray(s.type)) return s.type.find((t) => t !== 'null');
  if (s.type) return s.type;
  if (s.properties) return 'object';
  return undefined;
}

function pick(s: JsonSchema): JsonSchema {
  return s.anyOf?.[0] ?? s.oneOf?.[0] ?? s.allOf?.[0] ?? s;
}

/** A plausible valid value for a schema, so that one bad field is judged on its own. */
function sample(schema: JsonSchema, depth = 0): unknown {
  if (depth > 6) return null;
  if (schema.const !== undefined) return schema.const;
  if (schema.default !== undefined) return schema.default;
  if (schema.enum?.length) return schema.enum[0];
  const s = pick(schema);
  if (s !== schema) return sample(s, depth + 1);
  switch (firstType(s)) {
    case 'string':
      if (s.format === 'email') return 'someone@example.com';
      return 'a'.repeat(Math.max(1, s.minLength ?? 1));
    case 'integer':
    case 'number':
      return s.minimum ?? 1;
    case 'boolean':
      return false;
    case 'array':
      return Array.from({ length: s.minItems ?? 0 }, () => sample(s.items ?? {}, depth + 1));
    case 'object':
      return Object.fromEntries(
        (s.required ?? []).map((k) => [k, sample(s.properties?.[k] ?? {}, depth + 1)]),
      );
    default:
      return null;
  }
}

type Leaf = { path: string[]; schema: JsonSchema };

/** Every property path of an object schema (to a small depth), optional ones included. */
function leaves(schema: JsonSchema, path: string[] = [], out: Leaf[] = []): Leaf[] {
  const s = pick(schema);
  if (path.length > 0) out.push({ path, schema: s });
  if (path.length < 3 && s.properties) {
    for (const [key, child] of Object.entries(s.properties)) leaves(child, [...path, key], out);
  }
  return out;
}

/** A value of some other type than the schema asks for; undefined when any type would do. */
function wrongTyped(s: JsonSchema): unknown {
  if (s.enum?.length || s.const !== undefined) return '__not_one_of_the_values__';
  switch (firstType(s)) {
    case 'string':
      return { not: 'a string' };
    case 'integer':
    case 'number':
      return 'not-a-number';
    case 'boolean':
      return 'yes';
    case 'array':
      return { not: 'an array' };
    case 'object':
      return ['not', 'an', 'object'];
    default:
      return undefined;
  }
}

function withValue(base: unknown, path: string[], value: unknown): unknown {
  const root: Record<string, unknown> =
    base && typeof base === 'object' && !Array.isArray(base)
      ? structuredClone(base as Record<string, unknown>)
      : {};
  let node = root;
  for (const key of path.slice(0, -1)) {
    const next = node[key];
    node[key] = next && typeof next === 'object' && !Array.isArray(next) ? { ...next } : {};
    node = node[key] as Record<string, unknown>;
  }
  node[path[path.length - 1]!] = value;
  return root;
}

/** JSON text of an object nested `depth` levels deep (JSON.stringify would overflow the stack). */
function nestedJson(depth: number): string {
  return '{"a":'.repeat(depth) + '"bottom"' + '}'.repeat(depth);
}
const NESTED_MARKER = '__nested_json_goes_here__';

const HUGE = 'x'.repeat(10 * 1024);
const CONTROL = 'a\u0000b\u0001c\u0007\u001b[31md\u007f\u202ee\ud800';
const BODY_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

type Case = {
  label: string;
  options: InjectOptions;
  /** The route may accept this input (2xx); otherwise it must refuse it with a 4xx. */
  mayPass: boolean;
};

/** The route's URL with every parameter filled with `value` (and `*` with a path). */
function fillUrl(url: string, value: string): string {
  return url.replace(/:[A-Za-z0-9_]+/g, value).replace(/\*$/, 'x/y');
}

function casesFor(route: CatalogueEntry): Case[] {
  const cases: Case[] = [];
  const url = fillUrl(route.url, '1');
  const method = route.method;
  const takesBody = BODY_METHODS.has(method);
  const body = toJsonSchema(route.schema?.body);
  const query = toJsonSchema(route.schema?.querystring);
  const params = toJsonSchema(route.schema?.params);
  const json = { 'content-type': 'application/json' };
  /** `mayPass`: a route could accept this (e.g. `{ "a": … }` when every field is optional). */
  const raw = (
    label: string,
    payload: string | Buffer,
    headers: Record<string, string>,
    mayPass: boolean,
  ) =>
    cases.push({
      label,
      options: { method, url, payload, headers },
      mayPass: mayPass || !takesBody,
    });
  raw('invalid JSON', '{"a": ', json, false);
  raw('truncated JSON string', '"abc', json, false);
  raw('empty JSON body', '', json, false);
  raw('JSON array instead of an object', '[1,2,3]', json, !body);
  raw('JSON string instead of an object', '"just a string"', json, !body);
  raw('JSON number instead of an object', '42', json, !body);
  raw('JSON null', 'null', json, !body);
  raw('prototype pollution', '{"__proto__":{"polluted":true}}', json, false);
  raw('constructor pollution', '{"constructor":{"prototype":{"polluted":true}}}', json, false);
  raw('body over 1 MB', JSON.stringify({ blob: 'x'.repeat(1024 * 1024 + 10) }), json, false);
  raw('XML body', '<a>1</a>', { 'content-type': 'application/xml' }, false);
  raw('no content type', '{"a":1}', {}, method === 'DELETE');
  raw(
    'form-encoded body',
    'a=1&b=2',
    { 'content-type': 'application/x-www-form-urlencoded' },
    true,
  );
  raw('text body', 'hello', { 'content-type': 'text/plain' }, !body);
  raw(
    'multipart body',
    '--x\r\n\r\n--x--',
    { 'content-type': 'multipart/form-data; boundary=x' },
    false,
  );
  raw(
    'JSON with a bogus charset',
    '{}',
    { 'content-type': 'application/json; charset=ebcdic' },
    true,
  );
  raw('deeply nested JSON array', '['.repeat(100_000) + ']'.repeat(100_000), json, !body);
  raw('deeply nested JSON object', nestedJson(5_000), json, true);
  raw('unescaped NUL in JSON', '{"a":"\u0000"}', json, false);
  raw('escaped NUL in JSON', '{"a":"\\u0000"}', json, true);
  raw('lone surrogate escape', '{"a":"\\ud800"}', json, true);
  raw(
    'invalid UTF-8',
    Buffer.from([0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xff, 0xfe, 0x22, 0x7d]),
    json,
    true,
  );

  if (body) {
    const base = sample(body);
    for (const leaf of leaves(body).slice(0, 16)) {
      const name = leaf.path.join('.');
      const bad = wrongTyped(leaf.schema);
      const send = (label: string, value: unknown, mayPass: boolean) =>
        cases.push({
          label: `body.${name}: ${label}`,
          options: {
            method,
            url,
            payload: JSON.stringify(withValue(base, leaf.path, value)).replace(
              `"${NESTED_MARKER}"`,
              nestedJson(2_000),
            ),
            headers: json,
          },
          mayPass,
        });
      if (bad !== undefined) send('wrong type', bad, false);
      send('10 kB string', HUGE, true);
      send('control characters and NUL', CONTROL, true);
      // An object schema drops the unknown key of the nested value, so it may pass.
      send(
        'deeply nested value',
        NESTED_MARKER,
        bad === undefined || firstType(leaf.schema) === 'object',
      );
      send('huge number', 1e308, true);
      send('negative number', -1, true);
    }
  }

  const q = (label: string, search: string, mayPass: boolean) =>
    cases.push({ label: `query ${label}`, options: { method, url: `${url}?${search}` }, mayPass });
  q('unknown key', 'zz_unknown=1&__proto__[x]=1&constructor[prototype][y]=2', true);
  q('NUL and control characters', 'q=%00%01%1b%7f', true);
  q('broken percent-encoding', 'q=%E0%A4%A&r=%', true);
  q('10 kB value', `q=${HUGE}`, true);
  q('30 kB URL', `q=${'y'.repeat(30 * 1024)}`, true);
  if (query) {
    for (const leaf of leaves(query).slice(0, 16)) {
      const name = encodeURIComponent(leaf.path.join('.'));
      const type = firstType(leaf.schema);
      const typed =
        leaf.schema.enum?.length || ['integer', 'number', 'boolean'].includes(type ?? '');
      q(`${name}: wrong value`, `${name}=__nonsense__`, !typed);
      q(`${name}: 10 kB`, `${name}=${HUGE}`, true);
      q(`${name}: NUL`, `${name}=a%00b`, true);
      q(`${name}: repeated`, `${name}=1&${name}=2`, true);
      q(`${name}: huge number`, `${name}=1e309`, !typed);
      q(`${name}: negative`, `${name}=-99999999999999999999`, true);
    }
  }

  if (route.hasParams) {
    // [value, must be refused]: values no parameter can be, and values a lenient one may take.
    const values: Array<[string, boolean]> = [
      ['%00', true],
      ['a'.repeat(300), true],
      ['%E0%A4%A', true],
      ['%', true],
      ['..%2F..%2Fetc%2Fpasswd', false],
      ['-1', false],
      ['1e999', false],
      ['%F0%9F%92%A9', false],
      ["'%20or%201=1--", false],
    ];
    for (const [value, refused] of values) {
      cases.push({
        label: `path parameter ${value.slice(0, 20)}`,
        options: { method, url: fillUrl(route.url, value) },
        mayPass: !refused && !params,
      });
    }
  }
  return cases;
}

const routes = app.routeCatalogue.filter(
  (r) => r.url.startsWith('/wps') && r.method !== 'HEAD' && r.method !== 'OPTIONS',
);

async function restoreSettings() {
  const reset = [
    {
      url: '/wps/admin/system/gate',
      payload: {
        maintenance: { enabled: false },
        regionRestriction: { enabled: false, blockedRanges: [], blockedCountries: [] },
      },
    },
    { url: '/wps/admin/system/whitelabel', payload: defaultWhitelabel() },
  ];
  for (const { url, payload } of reset) {
    const res = await app.inject({ method: 'PATCH', url, payload, headers: OPERATOR_AUTH });
    expect(res.statusCode).toBe(200);
  }
}

let visitor = 0;
/** A fresh visitor address for every call, so that rate limits do not hide what a route does. */
function nextAddress(): string {
  visitor += 1;
  return `10.${(visitor >> 16) & 255}.${(visitor >> 8) & 255}.${visitor & 255}`;
}

describe('every /wps route refuses bad input with a 4xx envelope, never a 500', () => {
  it('finds the routes in the catalogue', () => {
    expect(routes.map((r) => `${r.method} ${r.url}`)).toContain('GET /wps/system/status');
    expect(routes.length).toBeGreaterThan(3);
  });

  it.each(routes.map((r) => [`${r.method} ${r.url}`, r] as const))(
    '%s',
    async (_name, route) => {
      const asOperator = route.url.startsWith('/wps/admin/');
      for (const c of casesFor(route)) {
        for (const auth of asOperator ? [undefined, OPERATOR_AUTH] : [undefined]) {
          const res = await app.inject({
            ...c.options,
            headers: { ...c.options.headers, ...auth },
            remoteAddress: nextAddress(),
          });
          const label = `${route.method} ${route.url} ${c.label}${auth ? ' (operator)' : ''}`;
          if (route.url.startsWith('/wps/vendor/')) expectVendorAnswer(res, label);
          else expectSafeAnswer(res, label, c.mayPass);
          if (res.statusCode === 413) expect(res.json().code).toBe('request.body_too_large');
          if (res.statusCode === 415)
            expect(res.json().code).toBe('request.unsupported_media_type');
        }
      }
      await restoreSettings();
    },
    120_000,
  );

  it('answers a body over 1 MB with 413 request.body_too_large', async () => {
    const res = await app.inject({
      method: 'PATCH',
      url: '/wps/admin/system/gate',
      headers: { ...OPERATOR_AUTH, 'content-type': 'application/json' },
      payload: JSON.stringify({ maintenance: { title: 'x'.repeat(1024 * 1024 + 1) } }),
    });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({ success: false, code: 'request.body_too_large' });
  });

  it('answers a body it cannot read with 415 request.unsupported_media_type', async () => {
    const res = await app.inject({
      method: 'PATCH',
      url: '/wps/admin/system/gate',
      headers: { ...OPERATOR_AUTH, 'content-type': 'application/xml' },
      payload: '<gate/>',
    });
    expect(res.statusCode).toBe(415);
    expect(res.json()).toMatchObject({ success: false, code: 'request.unsupported_media_type' });
  });

  it.each([
    ['a NUL byte', { maintenance: { title: 'bad\u0000title' } }, 'body.maintenance.title'],
    ['an unpaired surrogate', { maintenance: { text: 'x\ud800y' } }, 'body.maintenance.text'],
    ['a NUL byte in a key', { maintenance: { 'ti\u0000tle': 'x' } }, 'body.maintenance'],
  ])('refuses %s instead of failing in the database', async (_what, payload, field) => {
    const res = await app.inject({
      method: 'PATCH',
      url: '/wps/admin/system/gate',
      headers: OPERATOR_AUTH,
      payload,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'request.invalid', value: { field } });
    expect(
      (
        await app.inject({ method: 'GET', url: '/wps/admin/system/gate', headers: OPERATOR_AUTH })
      ).json().value.maintenance.title,
    ).toBe('');
  });

  it('refuses a NUL byte in the query string', async () => {
    const res = await app.inject({ method: 'GET', url: '/wps/system/status?x=a%00b' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'request.invalid',
      value: { field: 'querystring.x' },
    });
  });

  it('refuses input nested deeper than any contract goes', async () => {
    const res = await app.inject({
      method: 'PATCH',
      url: '/wps/admin/system/gate',
      headers: { ...OPERATOR_AUTH, 'content-type': 'application/json' },
      payload: `{"maintenance":${nestedJson(40)}}`,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/Nested more than \d+ levels deep/);
  });
});

describe('answers outside the routes', () => {
  it('answers an unknown /wps path with a JSON 404 route.not_found', async () => {
    for (const url of ['/wps/nope', '/wps/system/nope?x=1', '/wps', '/wps/']) {
      const res = await app.inject({ method: 'GET', url });
      expectSafeAnswer(res, url, false);
      expect(res.statusCode).toBe(404);
      expect(res.json().code).toBe('route.not_found');
    }
    const post = await app.inject({ method: 'POST', url: '/wps/nope', payload: { a: 1 } });
    expect(post.statusCode).toBe(404);
    expect(post.json().code).toBe('route.not_found');
  });

  it('answers a URL the router cannot take with the envelope', async () => {
    const cases: Array<[string, number, string]> = [
      ['/wps/system/%E0%A4%A', 400, 'request.invalid'],
      ['/wps/%', 400, 'request.invalid'],
    ];
    // A path parameter longer than the router's maxParamLength (any route with a parameter).
    const withParam = routes.find((r) => r.method === 'GET' && r.url.includes(':'));
    if (withParam) {
      cases.push([fillUrl(withParam.url, 'a'.repeat(300)), 414, 'request.url_too_long']);
    }
    for (const [url, status, code] of cases) {
      const res = await app.inject({ method: 'GET', url });
      expectSafeAnswer(res, url, false);
      expect(res.statusCode, url).toBe(status);
      expect(res.json().code, url).toBe(code);
    }
  });

  it('answers a wrong method on a known path with 404 or 405 in the envelope', async () => {
    for (const method of ['POST', 'PUT', 'DELETE', 'PATCH'] as const) {
      const res = await app.inject({ method, url: '/wps/system/status', payload: {} });
      expectSafeAnswer(res, `${method} /wps/system/status`, false);
      expect([404, 405]).toContain(res.statusCode);
    }
  });

  it('answers /healthz with the database kind', async () => {
    const res = await app.inject({ method: 'GET', url: '/healthz' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok', database: app.database.kind });
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('serves a valid OpenAPI document that lists the status call', async () => {
    const res = await app.inject({ method: 'GET', url: '/wps/docs/json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json() as {
      openapi: string;
      info: { title: string; version: string };
      paths: Record<string, Record<string, { responses?: Record<string, unknown> }>>;
    };
    expect(doc.openapi).toMatch(/^3\.\d+\.\d+$/);
    expect(doc.info.title).toBeTruthy();
    expect(doc.info.version).toBeTruthy();
    expect(doc.paths['/wps/system/status']?.get?.responses?.['200']).toBeDefined();
    // Every operation documents its answers, and every $ref points at something that exists.
    const methods = new Set(['get', 'put', 'post', 'delete', 'patch', 'options', 'head']);
    for (const [path, item] of Object.entries(doc.paths)) {
      expect(path.startsWith('/wps/') || path === '/healthz', path).toBe(true);
      for (const [method, op] of Object.entries(item)) {
        if (!methods.has(method)) continue;
        expect(Object.keys(op.responses ?? {}).length, `${method} ${path}`).toBeGreaterThan(0);
      }
    }
    const refs = [...res.body.matchAll(/"\$ref":"([^"]+)"/g)].map((m) => m[1]!);
    for (const ref of refs) {
      expect(ref.startsWith('#/'), ref).toBe(true);
      let node: unknown = doc;
      for (const part of ref.slice(2).split('/')) node = (node as Record<string, unknown>)?.[part];
      expect(node, ref).toBeDefined();
    }
    // Routes registered by a module show up in the document without a list kept by hand.
    const documented = new Set(
      Object.entries(doc.paths).flatMap(([p, item]) =>
        Object.keys(item).map((m) => `${m.toUpperCase()} ${p}`),
      ),
    );
    const toOpenApi = (url: string) => url.replace(/:([A-Za-z0-9_]+)/g, '{$1}');
    for (const route of routes) {
      if (route.url.startsWith('/wps/docs') || !route.schema || route.schema.hide) continue;
      expect(documented.has(`${route.method} ${toOpenApi(route.url)}`), route.url).toBe(true);
    }
  });
});

describe('unexpected errors', () => {
  it('answers a thrown error with 500 internal.error and no detail', async () => {
    const database = await getTestDatabase();
    await resetDatabase(database);
    const local = await buildApp({
      database,
      logger: false,
      config: { env: 'test', settingsCacheMs: 0, webDist: '/nonexistent' },
    });
    local.get('/wps/test/throws', async () => {
      throw new Error('secret detail at /work/main/apps/server/src/x.ts:12:3');
    });
    local.get('/wps/test/rejects-with-object', async () => {
      throw { statusCode: 500, message: 'db password=hunter2' };
    });
    local.get(
      '/wps/test/bad-response',
      {
        schema: { response: { 200: z.object({ success: z.literal(true), value: z.number() }) } },
      },
      async () => ({ success: true, value: 'not a number' }) as never,
    );
    await local.ready();
    try {
      for (const url of [
        '/wps/test/throws',
        '/wps/test/rejects-with-object',
        '/wps/test/bad-response',
      ]) {
        const res = await local.inject({ method: 'GET', url });
        expect(res.statusCode, url).toBe(500);
        expect(res.json(), url).toEqual({
          success: false,
          code: 'internal.error',
          message: ERROR_CODES['internal.error'].message,
        });
        expect(res.body).not.toMatch(/secret|hunter2|not a number/);
      }
    } finally {
      await local.close();
    }
  });
});

describe('malformed HTTP on a real socket', () => {
  async function rawRequest(port: number, text: string): Promise<string> {
    return new Promise((resolve, reject) => {
      const socket = net.connect(port, '127.0.0.1');
      let data = '';
      socket.on('data', (chunk) => (data += chunk.toString('latin1')));
      socket.on('error', reject);
      socket.on('close', () => resolve(data));
      socket.write(text);
    });
  }

  it('answers an over-long URL and a garbage request line with the envelope', async () => {
    await app.listen({ port: 0, host: '127.0.0.1' });
    const port = (app.server.address() as net.AddressInfo).port;
    const long = await rawRequest(
      port,
      `GET /wps/system/status?q=${'a'.repeat(64 * 1024)} HTTP/1.1\r\nHost: x\r\n\r\n`,
    );
    expect(long).toMatch(/^HTTP\/1\.1 431 /);
    const longBody = JSON.parse(long.slice(long.indexOf('\r\n\r\n') + 4));
    expect(longBody).toMatchObject({ success: false, code: 'request.headers_too_large' });
    const garbage = await rawRequest(port, 'BLAH\u0000 / HTTP/9.9\r\n\r\n');
    expect(garbage).toMatch(/^HTTP\/1\.1 400 /);
    expect(JSON.parse(garbage.slice(garbage.indexOf('\r\n\r\n') + 4)).code).toBe('request.invalid');
    expectNoLeak(long + garbage, 'raw');
  });
});

describe('request ids', () => {
  it('keeps a safe X-Request-Id, replaces anything else, and answers it on every reply', async () => {
    const kept = await app.inject({
      method: 'GET',
      url: '/wps/system/status',
      headers: { 'x-request-id': 'lb-7f3a.2026:11' },
    });
    expect(kept.headers['x-request-id']).toBe('lb-7f3a.2026:11');
    for (const bad of ['', 'a'.repeat(65), 'has space', '<script>']) {
      const res = await app.inject({
        method: 'GET',
        url: '/wps/no/such/route',
        headers: { 'x-request-id': bad },
      });
      expect(res.statusCode).toBe(404);
      expect(res.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    }
    const none = await app.inject({ method: 'GET', url: '/healthz' });
    expect(none.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });
});
