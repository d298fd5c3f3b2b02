import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { z } from 'zod';
import { Ajv, type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import {
  DEVICE_ID_HEADER,
  ENCRYPTION_HEADER,
  ENCRYPTION_SCHEME,
  encryptLoginBody,
  LoginKeySchema,
  LoginPayloadSchema,
  VENDOR_SIGNATURE_HEADER,
  VENDOR_TIMESTAMP_HEADER,
  type LoginPayload,
} from '@app/contracts';
import { buildTestApp, OPERATOR_AUTH } from '../testing/test-app.ts';
import { bearer } from '../testing/auth-helpers.ts';
import { buildMember, sandboxSecret, type TestMember } from '../testing/factories.ts';
import { signPayload } from '../lib/signed-request.ts';
import { defaultWhitelabel } from '../modules/system/system.defaults.ts';
import {
  HOSTILE_TEXT,
  invalidInputs,
  operationsOf,
  resolver,
  seededRandom,
  urlOf,
  validInputs,
  validValue,
  type FuzzInput,
  type JsonSchema,
  type OpenApiDocument,
  type Operation,
} from './openapi-inputs.ts';

// Schema-driven fuzzing of every operation of the published OpenAPI document
// (docs/decisions/2026-11-24-api-fuzzing.md). Each operation gets valid inputs drawn from its
// schemas and invalid ones built around them, each sent with no session, a member's session and
// the operator's token. A failure is any 5xx, an answer with a status the operation does not
// declare, or a body that does not validate against the schema declared for that status. All
// failures are collected and listed; each operation is its own test.

/**
 * Valid inputs per operation. Every input is sent three times (no session, member, operator),
 * except that operator operations get every fifth invalid input without the operator's token.
 */
const VALID_PER_OPERATION = 6;
const SEED = 20261124;

/**
 * Operations that cannot be fuzzed like the others, and how they are fuzzed instead. Nothing
 * else is skipped: an operation of the document missing from the run fails the count check.
 *
 * - POST /wps/auth/login: the body must be encrypted with the server's key (spec §7); plain
 *   bodies are still sent (they must be refused on schema), and generated login payloads are
 *   also sent encrypted, so that they reach the handler.
 * - POST /wps/vendor/{vendorCode}/wallet/{action} and POST /wps/payment/callback/{provider}:
 *   signed by the caller; every generated body is also sent signed with the sandbox vendor's and
 *   the sandbox gateway's secret and a fresh timestamp, so that it reaches validation and the
 *   handler rather than stopping at the signature.
 */
const FUZZED_ANOTHER_WAY = new Set([
  'POST /wps/auth/login',
  'POST /wps/vendor/{vendorCode}/wallet/{action}',
  'POST /wps/payment/callback/{provider}',
]);

type Auth = 'none' | 'member' | 'operator';
const AUTHS: Auth[] = ['none', 'member', 'operator'];

type Failure = { operation: string; input: string; status: number; problem: string; body: string };

let member: TestMember;
const failures: Failure[] = [];
const figures = {
  operations: 0,
  requests: 0,
  serverErrors: 0,
  offSchema: 0,
  byStatus: new Map<number, number>(),
};
const started = Date.now();

// The suite's own app and data: rate limits raised so that a 429 does not hide the answer behind
// it (429 bodies are still checked), and a member made for the suite.
const app: FastifyInstance = await buildTestApp({ rateLimitMultiplier: 10_000 });
const doc = (await app.inject({ method: 'GET', url: '/wps/docs/json' })).json() as OpenApiDocument;
const operations: Operation[] = operationsOf(doc);
const resolve = resolver(doc);

beforeAll(async () => {
  member = await buildMember(app);
});
afterAll(async () => {
  await app.close();
});

// Answers are validated with ajv against the document itself, $refs resolved in its components.
const ajv = new Ajv({ strict: false, allErrors: true });
addFormats(ajv);

/** ajv reads OpenAPI's `nullable` beside a `type`; without a type it becomes an anyOf. */
function forAjv(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(forAjv);
  if (!node || typeof node !== 'object') return node;
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(node)) {
    if (k === 'example' || k === 'examples') continue;
    out[k] =
      k === '$ref' && typeof v === 'string' && v.startsWith('#/') ? `openapi.json${v}` : forAjv(v);
  }
  // OpenAPI 3.0's boolean exclusive bounds, in the numeric form ajv reads.
  if (out.exclusiveMinimum === true) {
    out.exclusiveMinimum = out.minimum;
    delete out.minimum;
  }
  if (out.exclusiveMaximum === true) {
    out.exclusiveMaximum = out.maximum;
    delete out.maximum;
  }
  if (out.exclusiveMinimum === false) delete out.exclusiveMinimum;
  if (out.exclusiveMaximum === false) delete out.exclusiveMaximum;
  if (out.nullable === true && out.type === undefined) {
    delete out.nullable;
    return { anyOf: [out, { type: 'null' }] };
  }
  return out;
}
ajv.addSchema({ $id: 'openapi.json', components: forAjv(doc.components ?? {}) });
const validators = new Map<string, ValidateFunction>();
function validatorOf(key: string, schema: JsonSchema): ValidateFunction {
  let validate = validators.get(key);
  if (!validate) {
    validate = ajv.compile(forAjv(schema) as object);
    validators.set(key, validate);
  }
  return validate;
}

/** What is wrong with an answer, or null when it is what the document says it may be. */
function judge(op: Operation, res: LightMyRequestResponse): string | null {
  if (res.statusCode >= 500) return `server error ${res.statusCode}`;
  const declared = op.responses[String(res.statusCode)];
  if (!declared) return `status ${res.statusCode} not declared`;
  const got = String(res.headers['content-type'] ?? '')
    .split(';')[0]!
    .trim();
  if (declared.length === 0) return res.body === '' ? null : `undeclared body (${got})`;
  // A media range (`image/*`) covers every type under it.
  const media = declared.find(
    (m) =>
      m.contentType === got ||
      (m.contentType.endsWith('/*') && got.startsWith(m.contentType.slice(0, -1))),
  );
  if (!media)
    return `content type ${got}, declared ${declared.map((m) => m.contentType).join(', ')}`;
  if (!media.schema || !/json/.test(got)) return null;
  let body: unknown;
  try {
    body = JSON.parse(res.body);
  } catch {
    return 'body is not JSON';
  }
  const validate = validatorOf(`${op.name} ${res.statusCode} ${got}`, media.schema);
  if (validate(body)) return null;
  return `off schema: ${ajv.errorsText(validate.errors, { dataVar: 'body' }).slice(0, 300)}`;
}

const authHeaders = (auth: Auth): Record<string, string> =>
  auth === 'member' ? bearer(member.token) : auth === 'operator' ? OPERATOR_AUTH : {};

let visitor = 0;
/** A fresh visitor address per request: per-address counts (failed logins) start from zero. */
function nextAddress(): string {
  visitor += 1;
  return `10.${(visitor >> 16) & 255}.${(visitor >> 8) & 255}.${visitor & 255}`;
}

/** Signs a body as the operation's caller does (the sandbox vendor, the sandbox gateway). */
function signed(op: Operation, input: FuzzInput): FuzzInput | null {
  const payload = input.body?.payload ?? '';
  const timestamp = String(Date.now());
  if (op.path === '/wps/vendor/{vendorCode}/wallet/{action}') {
    return {
      ...input,
      label: `${input.label} (signed)`,
      path: { ...input.path, vendorCode: 'JL' },
      headers: {
        ...input.headers,
        [VENDOR_TIMESTAMP_HEADER]: timestamp,
        [VENDOR_SIGNATURE_HEADER]: signPayload(sandboxSecret(app), timestamp, payload),
      },
    };
  }
  if (op.path === '/wps/payment/callback/{provider}') {
    return {
      ...input,
      label: `${input.label} (signed)`,
      path: { provider: 'sandbox' },
      headers: {
        ...input.headers,
        'x-timestamp': timestamp,
        'x-signature': signPayload(app.config.paymentSandboxSecret, timestamp, payload),
      },
    };
  }
  return null;
}

/** Generated login payloads, encrypted with the server's key as the site does (spec §7). */
async function encryptedLogins(rand: ReturnType<typeof seededRandom>): Promise<FuzzInput[]> {
  const key = LoginKeySchema.parse(
    (await app.inject({ method: 'GET', url: '/wps/auth/key' })).json().value,
  );
  const schema = z.toJSONSchema(LoginPayloadSchema, { io: 'input', unrepresentable: 'any' });
  const out: FuzzInput[] = [];
  const payloads: Array<[string, Record<string, unknown>]> = [];
  for (let i = 0; i < VALID_PER_OPERATION; i += 1) {
    payloads.push([
      `valid #${i + 1}`,
      validValue(schema as JsonSchema, rand, resolve) as Record<string, unknown>,
    ]);
  }
  for (const field of ['username', 'password', 'mobileNum', 'captcha', 'captchaId']) {
    for (const [name, text] of [...Object.entries(HOSTILE_TEXT), ['long', 'z'.repeat(5000)]]) {
      payloads.push([
        `${field}: ${name}`,
        { type: 'username', username: 'demo01', password: 'x', [field]: text },
      ]);
    }
  }
  payloads.push(['wrong type', { type: 'username', username: 42, password: ['x'] }]);
  for (const [label, payload] of payloads) {
    const body = encryptLoginBody(key, {
      nonce: `nonce-${label.length}-${out.length}-fuzzing-0000`,
      timestamp: Date.now(),
      ...payload,
    } as LoginPayload);
    out.push({
      label: `encrypted ${label}`,
      path: {},
      query: [],
      headers: { [ENCRYPTION_HEADER]: ENCRYPTION_SCHEME },
      body: { payload: JSON.stringify(body), contentType: 'application/json' },
    });
  }
  return out;
}

function excerpt(text: string): string {
  return text.length > 200 ? `${text.slice(0, 200)}…` : text;
}

function summary(input: FuzzInput): string {
  const parts = [input.label];
  const query = input.query.map(([k, v]) => `${k}=${excerpt(v).slice(0, 40)}`).join('&');
  if (query) parts.push(`?${query}`);
  return parts.join(' ');
}

/** Signed and encrypted inputs that got past the signature or the decryption (the check of the check). */
const reached = { signed: 0, encrypted: 0 };

async function send(op: Operation, input: FuzzInput, auth: Auth): Promise<void> {
  const options: InjectOptions = {
    method: op.method as InjectOptions['method'],
    url: urlOf(op, input),
    headers: {
      ...input.headers,
      ...authHeaders(auth),
      ...(input.body ? { 'content-type': input.body.contentType } : {}),
    },
    remoteAddress: nextAddress(),
    ...(input.body ? { payload: input.body.payload } : {}),
  };
  const res = await app.inject(options);
  figures.requests += 1;
  figures.byStatus.set(res.statusCode, (figures.byStatus.get(res.statusCode) ?? 0) + 1);
  if (/\((signed)\)$/.test(input.label) && !/INVALID_SIGNATURE|signature_invalid/.test(res.body)) {
    reached.signed += 1;
  }
  if (
    input.label.startsWith('encrypted ') &&
    !/auth\.(encryption_required|decryption_failed)/.test(res.body)
  ) {
    reached.encrypted += 1;
  }
  const problem = judge(op, res);
  if (!problem) return;
  if (res.statusCode >= 500) figures.serverErrors += 1;
  else figures.offSchema += 1;
  failures.push({
    operation: op.name,
    input: `${summary(input)} [${auth}]`,
    status: res.statusCode,
    problem,
    body: excerpt(res.body),
  });
}

/**
 * What an operation may have changed that the next ones depend on: the gate and modules back to
 * the demo's, and the suite's member signed in again if a call ended its session.
 */
async function heal(op: Operation): Promise<void> {
  if (op.method === 'GET') return;
  for (const [url, payload] of [
    [
      '/wps/admin/system/gate',
      {
        maintenance: { enabled: false },
        regionRestriction: { enabled: false, blockedRanges: [], blockedCountries: [] },
      },
    ],
    ['/wps/admin/system/whitelabel', defaultWhitelabel()],
  ] as const) {
    const res = await app.inject({ method: 'PATCH', url, payload, headers: OPERATOR_AUTH });
    if (res.statusCode !== 200) throw new Error(`restoring ${url}: ${res.body}`);
  }
  const wallet = await app.inject({
    method: 'GET',
    url: '/wps/wallet',
    headers: bearer(member.token),
  });
  if (wallet.statusCode !== 200) member = await buildMember(app);
}

describe('every operation of the OpenAPI document, fuzzed', () => {
  it('has the operations to fuzz', () => {
    expect(operations.length).toBeGreaterThan(100);
  });

  it.each(operations.map((op, index) => ({ name: op.name, index })))(
    '$name',
    async ({ index }) => {
      const op = operations[index]!;
      const rand = seededRandom(SEED + index);
      const inputs = [
        ...validInputs(op, VALID_PER_OPERATION, rand, resolve),
        ...invalidInputs(op, rand, resolve),
      ];
      if (op.name === 'POST /wps/auth/login') inputs.push(...(await encryptedLogins(rand)));
      const before = failures.length;
      const operatorOnly = op.security.includes('operator');
      for (const [i, input] of inputs.entries()) {
        for (const auth of AUTHS) {
          // The operator credential is checked on request, before anything is read
          // (lib/endpoint-route.ts): without it, a sample of the invalid inputs says all.
          const sample =
            auth === 'operator' || !operatorOnly || i < VALID_PER_OPERATION || i % 5 === 0;
          if (sample) await send(op, input, auth);
        }
        const asSigned = signed(op, input);
        if (asSigned) await send(op, asSigned, 'none');
      }
      figures.operations += 1;
      await heal(op);
      const mine = failures.slice(before);
      expect(
        mine.map((f) => `${f.input} → ${f.status} ${f.problem} | ${f.body}`),
        `${op.name}: ${mine.length} failures`,
      ).toEqual([]);
    },
    120_000,
  );

  it('answers a rate-limited call with the 429 the document declares', async () => {
    // The suite's app raises the limits; an app at the real limits (same database) meets one.
    const limited = await buildTestApp({}, { reset: false });
    try {
      const op = operations.find((o) => o.name === 'GET /wps/auth/captcha')!;
      let res: LightMyRequestResponse | undefined;
      for (let i = 0; i < 100 && res?.statusCode !== 429; i += 1) {
        res = await limited.inject({
          method: 'GET',
          url: '/wps/auth/captcha',
          headers: { [DEVICE_ID_HEADER]: 'fuzz-device-0000000001' },
          remoteAddress: '10.250.0.1',
        });
      }
      expect(res!.statusCode).toBe(429);
      expect(judge(op, res!)).toBeNull();
    } finally {
      await limited.close();
    }
  });

  it('fuzzed every operation, with no 5xx and nothing off schema', () => {
    const seconds = ((Date.now() - started) / 1000).toFixed(1);
    const statuses = [...figures.byStatus.entries()]
      .sort(([a], [b]) => a - b)
      .map(([s, n]) => `${s}: ${n}`)
      .join(', ');
    console.log(
      `API fuzzing: ${figures.operations} operations, ${figures.requests} requests, ` +
        `5xx = ${figures.serverErrors}, off-schema = ${figures.offSchema}, ${seconds} s ` +
        `(${FUZZED_ANOTHER_WAY.size} fuzzed another way: ${reached.signed} signed and ` +
        `${reached.encrypted} encrypted bodies reached the handler; statuses ${statuses})`,
    );
    if (failures.length > 0) {
      const byOperation = new Map<string, Failure[]>();
      for (const f of failures)
        byOperation.set(f.operation, [...(byOperation.get(f.operation) ?? []), f]);
      console.log(
        [...byOperation.entries()]
          .map(
            ([name, list]) =>
              `${name} (${list.length}):\n` +
              list
                .slice(0, 5)
                .map((f) => `  ${f.input} → ${f.status} ${f.problem} | ${f.body}`)
                .join('\n'),
          )
          .join('\n'),
      );
    }
    expect(figures.operations).toBe(operations.length);
    for (const name of FUZZED_ANOTHER_WAY) expect(operations.map((o) => o.name)).toContain(name);
    expect(reached.signed, 'signed bodies past the signature').toBeGreaterThan(50);
    expect(reached.encrypted, 'encrypted logins past the decryption').toBeGreaterThan(50);
    expect({ serverErrors: figures.serverErrors, offSchema: figures.offSchema }).toEqual({
      serverErrors: 0,
      offSchema: 0,
    });
  });
});
