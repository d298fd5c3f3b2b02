import fc from 'fast-check';

/**
 * Inputs generated from the published OpenAPI document (GET /wps/docs/json), for the fuzzing
 * suite (api-fuzz.test.ts, docs/decisions/2026-11-24-api-fuzzing.md): valid values drawn from
 * each operation's schemas with a seeded generator, and invalid ones built around them (wrong
 * types, missing and extra fields, huge strings and numbers, control characters, NUL, unicode,
 * deep JSON, arrays for objects, empty bodies, wrong content types). Deterministic: the same seed
 * gives the same requests.
 */

/** The subset of JSON Schema (OpenAPI 3.0 dialect) the document uses. */
export type JsonSchema = {
  $ref?: string;
  type?: string | string[];
  nullable?: boolean;
  enum?: unknown[];
  const?: unknown;
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number | boolean;
  exclusiveMaximum?: number | boolean;
  multipleOf?: number;
  items?: JsonSchema;
  minItems?: number;
  maxItems?: number;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  default?: unknown;
};

type Media = { schema?: JsonSchema };
type RawResponse = { $ref?: string; content?: Record<string, Media> };
type RawParameter = { name: string; in: string; required?: boolean; schema?: JsonSchema };
type RawOperation = {
  security?: Array<Record<string, unknown>>;
  parameters?: RawParameter[];
  requestBody?: { required?: boolean; content?: Record<string, Media> };
  responses?: Record<string, RawResponse>;
};
export type OpenApiDocument = {
  paths: Record<string, Record<string, RawOperation>>;
  components?: { schemas?: Record<string, JsonSchema>; responses?: Record<string, RawResponse> };
};

export type Parameter = {
  name: string;
  in: 'path' | 'query' | 'header';
  required: boolean;
  schema: JsonSchema;
};

/** One operation of the document, with its answers' $refs resolved. */
export type Operation = {
  /** `POST /wps/withdraw` */
  name: string;
  method: string;
  /** The document's path, `{name}` for each path parameter. */
  path: string;
  /** The security schemes it names (`bearer` a member's session, `operator` the back office's). */
  security: string[];
  parameters: Parameter[];
  body?: { contentType: string; required: boolean; schema: JsonSchema };
  /** Status → the answer's media types and their schemas (none: no body). */
  responses: Record<string, Array<{ contentType: string; schema?: JsonSchema }>>;
};

const METHODS = ['get', 'post', 'put', 'patch', 'delete'];

/** Every operation of the document, in document order. */
export function operationsOf(doc: OpenApiDocument): Operation[] {
  const out: Operation[] = [];
  for (const [path, item] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(item)) {
      if (!METHODS.includes(method)) continue;
      const responses: Operation['responses'] = {};
      for (const [status, raw] of Object.entries(op.responses ?? {})) {
        const response = raw.$ref
          ? doc.components?.responses?.[raw.$ref.replace('#/components/responses/', '')]
          : raw;
        responses[status] = Object.entries(response?.content ?? {}).map(([contentType, media]) => ({
          contentType,
          schema: media.schema,
        }));
      }
      const [contentType, media] = Object.entries(op.requestBody?.content ?? {})[0] ?? [];
      out.push({
        name: `${method.toUpperCase()} ${path}`,
        method: method.toUpperCase(),
        path,
        security: (op.security ?? []).flatMap((scheme) => Object.keys(scheme)),
        parameters: (op.parameters ?? []).map((p) => ({
          name: p.name,
          in: p.in as Parameter['in'],
          required: p.required === true,
          schema: p.schema ?? {},
        })),
        ...(contentType && media?.schema
          ? {
              body: {
                contentType,
                required: op.requestBody?.required === true,
                schema: media.schema,
              },
            }
          : {}),
        responses,
      });
    }
  }
  return out;
}

/** A small seeded generator (mulberry32): the suite's inputs are the same on every run. */
export function seededRandom(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    int: (lo: number, hi: number) => lo + Math.floor(next() * (hi - lo + 1)),
    pick: <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)]!,
    chance: (p: number) => next() < p,
  };
}
export type Random = ReturnType<typeof seededRandom>;

/** Follows `#/components/schemas/X` references. */
export function resolver(doc: OpenApiDocument) {
  return function resolve(schema: JsonSchema | undefined): JsonSchema {
    let s = schema ?? {};
    for (let i = 0; s.$ref && i < 20; i += 1) {
      s = doc.components?.schemas?.[s.$ref.replace('#/components/schemas/', '')] ?? {};
    }
    return s;
  };
}
export type Resolve = ReturnType<typeof resolver>;

const ALPHANUMERIC = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';

function typeOf(s: JsonSchema): string | undefined {
  if (Array.isArray(s.type)) return s.type.find((t) => t !== 'null');
  if (s.type) return s.type;
  if (s.properties) return 'object';
  if (s.items) return 'array';
  return undefined;
}

/** A string that matches `pattern` within the length bounds, or undefined when none was found. */
function matching(pattern: string, min: number, max: number, rand: Random): string | undefined {
  try {
    const samples = fc.sample(fc.stringMatching(new RegExp(pattern)), {
      seed: rand.int(0, 2 ** 31 - 1),
      numRuns: 20,
    });
    return samples.find((v) => v.length >= min && v.length <= max);
  } catch {
    return undefined;
  }
}

/** A value valid against `schema`, drawn from `rand`. */
export function validValue(
  schema: JsonSchema | undefined,
  rand: Random,
  resolve: Resolve,
  depth = 0,
): unknown {
  const s = resolve(schema);
  if (s.const !== undefined) return s.const;
  if (s.nullable && rand.chance(0.1)) return null;
  if (s.enum?.length) return rand.pick(s.enum);
  if (s.allOf?.length) {
    // Objects merged: every branch's properties and required fields.
    const parts = s.allOf.map(resolve);
    const merged: JsonSchema = { type: 'object', properties: {}, required: [] };
    for (const p of parts) {
      Object.assign(merged.properties!, p.properties);
      merged.required!.push(...(p.required ?? []));
    }
    return parts.every((p) => typeOf(p) === 'object')
      ? validValue(merged, rand, resolve, depth + 1)
      : validValue(parts[0], rand, resolve, depth + 1);
  }
  const branches = s.anyOf ?? s.oneOf;
  if (branches?.length) return validValue(rand.pick(branches), rand, resolve, depth + 1);
  switch (typeOf(s)) {
    case 'string': {
      const min = s.minLength ?? 0;
      const max = Math.min(s.maxLength ?? min + 16, min + 16);
      if (s.format === 'date-time') {
        return new Date(Date.UTC(2026, 0, 1) + rand.int(0, 364) * 86_400_000).toISOString();
      }
      if (s.format === 'email') return `fz${rand.int(1, 99999)}@example.com`;
      if (s.pattern) {
        const found = matching(s.pattern, min, s.maxLength ?? Infinity, rand);
        if (found !== undefined) return found;
      }
      const length = rand.int(Math.max(min, Math.min(1, max)), Math.max(min, max));
      return Array.from({ length }, () => rand.pick([...ALPHANUMERIC])).join('');
    }
    case 'integer':
    case 'number': {
      const exclusiveLow = typeof s.exclusiveMinimum === 'number' ? s.exclusiveMinimum : undefined;
      const exclusiveHigh = typeof s.exclusiveMaximum === 'number' ? s.exclusiveMaximum : undefined;
      let lo = s.minimum ?? (exclusiveLow !== undefined ? exclusiveLow + 1 : 0);
      let hi = s.maximum ?? (exclusiveHigh !== undefined ? exclusiveHigh - 1 : lo + 1000);
      if (s.exclusiveMinimum === true) lo += 1;
      if (s.exclusiveMaximum === true) hi -= 1;
      if (hi < lo) hi = lo;
      const value = rand.int(Math.ceil(lo), Math.floor(Math.min(hi, lo + 100_000)));
      return s.multipleOf ? Math.ceil(value / s.multipleOf) * s.multipleOf : value;
    }
    case 'boolean':
      return rand.chance(0.5);
    case 'array': {
      const min = s.minItems ?? 0;
      const max = Math.min(s.maxItems ?? min + 3, min + 3);
      if (depth > 6) return [];
      return Array.from({ length: rand.int(min, max) }, () =>
        validValue(s.items, rand, resolve, depth + 1),
      );
    }
    case 'object': {
      const out: Record<string, unknown> = {};
      const required = new Set(s.required ?? []);
      for (const [key, prop] of Object.entries(s.properties ?? {})) {
        if (required.has(key) || (depth < 6 && rand.chance(0.6))) {
          out[key] = validValue(prop, rand, resolve, depth + 1);
        }
      }
      return out;
    }
    default:
      return rand.pick(['x', 1, true]);
  }
}

/** Strings and numbers that break assumptions, in a field that takes text or a number. */
export const HOSTILE_TEXT: Record<string, string> = {
  nul: 'a\u0000b',
  control: '\u0001\u0007\u001b[31m\u007f\r\n',
  emoji: '😀👨‍👩‍👧‍👦🇻🇳',
  rtl: '\u202eabc\u202c\u200f',
  combining: 'e\u0301\u0301\u0301a\u0308',
  lone_surrogate: '\ud800x',
  sql: "' or 1=1 --",
  html: '<img src=x onerror=alert(1)>',
};
export const HOSTILE_NUMBERS: Record<string, string | number> = {
  huge: 1e308,
  negative: -1,
  two_to_63: '9223372036854775808',
  nan: 'NaN',
  infinity: 'Infinity',
  fraction: 0.5,
  exponent: '1e5',
};
/** 1 MB of text less a little, in a body field: the body stays under the 1 MB limit and is read. */
export const ONE_MB = 'x'.repeat(1024 * 1024 - 512);
/** 8 KB of text, in a path or query value. */
export const EIGHT_KB = 'y'.repeat(8 * 1024);
/** JSON nested 10,000 levels deep, as arrays and as objects. */
export const DEEP_ARRAY = '['.repeat(10_000) + ']'.repeat(10_000);
export const DEEP_OBJECT = '{"a":'.repeat(10_000) + '1' + '}'.repeat(10_000);

/** A value of the wrong type for `schema`. */
export function wrongType(schema: JsonSchema | undefined, resolve: Resolve): unknown {
  const s = resolve(schema);
  switch (typeOf(s)) {
    case 'string':
      return { not: 'a string' };
    case 'integer':
    case 'number':
      return 'not-a-number';
    case 'boolean':
      return 'maybe';
    case 'array':
      return { not: 'an array' };
    case 'object':
      return [1, 2, 3];
    default:
      return [[{}]];
  }
}

/** One request the suite sends: where the values go, and what it is. */
export type FuzzInput = {
  label: string;
  path: Record<string, string>;
  query: Array<[string, string]>;
  headers: Record<string, string>;
  /** The raw body and its content type; absent: no body. */
  body?: { payload: string; contentType: string };
};

function asText(value: unknown): string {
  return typeof value === 'string' ? value : JSON.stringify(value);
}

/** Valid path, query and header values (each parameter in its own text form). */
function validParameters(op: Operation, rand: Random, resolve: Resolve) {
  const path: Record<string, string> = {};
  const query: Array<[string, string]> = [];
  const headers: Record<string, string> = {};
  for (const p of op.parameters) {
    if (p.in !== 'path' && !p.required && rand.chance(0.4)) continue;
    const value = validValue(p.schema, rand, resolve);
    if (value === null || value === undefined) continue;
    if (p.in === 'path') path[p.name] = asText(value);
    else if (p.in === 'header') headers[p.name] = asText(value);
    else if (Array.isArray(value)) for (const v of value) query.push([p.name, asText(v)]);
    else query.push([p.name, asText(value)]);
  }
  return { path, query, headers };
}

function jsonBody(value: unknown, contentType = 'application/json') {
  return { payload: JSON.stringify(value), contentType };
}

/** Body text in the operation's own encoding (JSON, or form-encoded for the spec's form calls). */
function encodeBody(op: Operation, value: unknown) {
  if (
    op.body?.contentType === 'application/x-www-form-urlencoded' &&
    value &&
    typeof value === 'object'
  ) {
    const form = new URLSearchParams();
    for (const [k, v] of Object.entries(value)) form.append(k, asText(v));
    return { payload: form.toString(), contentType: op.body.contentType };
  }
  return jsonBody(value, op.body?.contentType ?? 'application/json');
}

/** `count` valid inputs of the operation. */
export function validInputs(
  op: Operation,
  count: number,
  rand: Random,
  resolve: Resolve,
): FuzzInput[] {
  return Array.from({ length: count }, (_, i) => {
    const params = validParameters(op, rand, resolve);
    const body = op.body ? encodeBody(op, validValue(op.body.schema, rand, resolve)) : undefined;
    return { label: `valid #${i + 1}`, ...params, ...(body ? { body } : {}) };
  });
}

/**
 * Invalid inputs of the operation, each one change away from a valid input so that the change is
 * what is judged: every parameter and top-level body field given a wrong type and the hostile
 * values, missing required and extra fields, and the body as a whole replaced by something that
 * is not it.
 */
export function invalidInputs(op: Operation, rand: Random, resolve: Resolve): FuzzInput[] {
  const out: FuzzInput[] = [];
  const base = () => {
    const params = validParameters(op, rand, resolve);
    const value = op.body ? validValue(op.body.schema, rand, resolve) : undefined;
    return { ...params, value };
  };
  const withBody = (b: ReturnType<typeof base>, label: string): FuzzInput => ({
    label,
    path: b.path,
    query: b.query,
    headers: b.headers,
    ...(op.body ? { body: encodeBody(op, b.value) } : {}),
  });

  const hostile: Array<[string, unknown]> = [
    ...Object.entries(HOSTILE_TEXT),
    ...Object.entries(HOSTILE_NUMBERS),
    ['empty', ''],
  ];
  for (const p of op.parameters) {
    const values: Array<[string, string]> = [
      ['wrong type', asText(wrongType(p.schema, resolve))],
      ...hostile.map(([name, v]): [string, string] => [name, String(v)]),
      ['8 KB', EIGHT_KB],
    ];
    // Header values must be Latin-1 without control characters to be sent at all; an empty path
    // segment is another URL (another operation or none), not this operation's input.
    const sendable =
      p.in === 'header'
        ? values.filter(([, v]) => /^[\x20-\x7e]*$/.test(v))
        : p.in === 'path'
          ? values.filter(([, v]) => v !== '')
          : values;
    for (const [name, text] of sendable) {
      const b = base();
      if (p.in === 'path') b.path[p.name] = text;
      else if (p.in === 'header') b.headers[p.name] = text;
      else b.query = [...b.query.filter(([k]) => k !== p.name), [p.name, text]];
      out.push(withBody(b, `${p.in} ${p.name}: ${name}`));
    }
    if (p.in === 'query') {
      const b = base();
      b.query = [...b.query.filter(([k]) => k !== p.name), [p.name, 'a'], [p.name, 'b']];
      out.push(withBody(b, `query ${p.name}: repeated`));
    }
    if (p.required && p.in !== 'path') {
      const b = base();
      if (p.in === 'header') delete b.headers[p.name];
      else b.query = b.query.filter(([k]) => k !== p.name);
      out.push(withBody(b, `${p.in} ${p.name}: missing`));
    }
  }
  if (op.parameters.some((p) => p.in === 'query') || op.method === 'GET') {
    const b = base();
    b.query.push(['zzExtra', '1'], ['__proto__[polluted]', '1']);
    out.push(withBody(b, 'query: extra fields'));
  }

  if (op.body) {
    const schema = resolve(op.body.schema);
    const fields = Object.entries(schema.properties ?? {});
    for (const [key, prop] of fields) {
      const cases: Array<[string, unknown]> = [
        ['wrong type', wrongType(prop, resolve)],
        ...hostile,
        ['1 MB', ONE_MB],
        ['array for object', [{}]],
        ['null', null],
      ];
      for (const [name, v] of cases) {
        const b = base();
        const value = { ...(b.value as Record<string, unknown>), [key]: v };
        out.push(withBody({ ...b, value }, `body ${key}: ${name}`));
      }
    }
    for (const key of schema.required ?? []) {
      const b = base();
      const value = { ...(b.value as Record<string, unknown>) };
      delete value[key];
      out.push(withBody({ ...b, value }, `body ${key}: missing`));
    }
    const b = base();
    const whole: Array<[string, { payload: string; contentType: string } | undefined]> = [
      ['extra field', jsonBody({ ...(b.value as object), zzExtra: 'x' })],
      [
        '__proto__ field',
        {
          payload: `{"__proto__":{"polluted":1},"constructor":{"prototype":{"polluted":1}}}`,
          contentType: 'application/json',
        },
      ],
      ['empty body', { payload: '', contentType: 'application/json' }],
      ['no body', undefined],
      ['null', { payload: 'null', contentType: 'application/json' }],
      ['array for object', jsonBody([b.value])],
      ['string for object', jsonBody('x')],
      ['number for object', { payload: '1e308', contentType: 'application/json' }],
      ['broken JSON', { payload: '{"a":', contentType: 'application/json' }],
      ['deep arrays (10,000)', { payload: DEEP_ARRAY, contentType: 'application/json' }],
      ['deep objects (10,000)', { payload: DEEP_OBJECT, contentType: 'application/json' }],
      ['text/plain', { payload: JSON.stringify(b.value), contentType: 'text/plain' }],
      ['application/xml', { payload: '<a>1</a>', contentType: 'application/xml' }],
      ['over 1 MB', jsonBody({ pad: ONE_MB })],
    ];
    for (const [name, body] of whole) {
      out.push({
        label: `body: ${name}`,
        path: b.path,
        query: b.query,
        headers: b.headers,
        ...(body ? { body } : {}),
      });
    }
  } else if (op.method !== 'GET') {
    const b = base();
    out.push({ ...withBody(b, 'unexpected body'), body: jsonBody({ zzExtra: 'x' }) });
  }
  // Shuffle nothing: a fixed order keeps failures easy to find again; `rand` picked the values.
  return out;
}

/**
 * encodeURIComponent, except that a lone surrogate (which it refuses) is sent as the bytes a
 * careless client would send for it: a malformed UTF-8 sequence the server must refuse.
 */
function encodePathValue(value: string): string {
  return value
    .split(/([\ud800-\udfff])/)
    .map((part) => {
      if (part.length !== 1 || !/[\ud800-\udfff]/.test(part)) return encodeURIComponent(part);
      const code = part.charCodeAt(0);
      return [0xe0 | (code >> 12), 0x80 | ((code >> 6) & 63), 0x80 | (code & 63)]
        .map((b) => `%${b.toString(16).toUpperCase()}`)
        .join('');
    })
    .join('');
}

/** The URL of an input: path parameters encoded, query in order. */
export function urlOf(op: Operation, input: FuzzInput): string {
  const path = op.path.replace(/\{([A-Za-z0-9_]+)\}/g, (_m, name: string) =>
    encodePathValue(input.path[name] ?? 'x'),
  );
  if (input.query.length === 0) return path;
  return `${path}?${new URLSearchParams(input.query).toString()}`;
}
