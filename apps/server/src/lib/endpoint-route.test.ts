import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { EndpointShape } from '@app/contracts';
import { route } from './endpoint-route.ts';
import { keepRawBodies } from './signed-request.ts';
import { registerErrorHandler } from '../plugins/error-handler.ts';

/** A signed call's shape: a path parameter, a documented body read raw by the handler. */
const signedCall = {
  method: 'POST',
  path: '/signed/:code',
  auth: 'signed',
  gate: false,
  envelope: false,
  params: z.object({ code: z.string().check(z.maxLength(4)) }),
  body: z.object({ amount: z.string() }),
  response: z.object({ inputError: z.string(), raw: z.string() }),
  errors: [],
  tag: 'test',
  summary: 'A signed call',
  description: 'Reads its raw body itself.',
  examples: { response: { inputError: '', raw: '{}' } },
} satisfies EndpointShape;

/** A cached read's shape: a query with a default and a coerced number. */
let checks = 0;
const listCall = {
  method: 'GET',
  path: '/list',
  auth: 'public',
  query: z.object({
    gameType: z.string().check(
      z.refine(() => {
        checks += 1;
        return true;
      }),
      z.maxLength(8),
    ),
    pageNo: z.coerce.number().check(z.int(), z.positive()).optional().default(1),
    tags: z.array(z.string()).optional(),
  }),
  response: z.object({ query: z.unknown(), frozen: z.boolean(), same: z.boolean() }),
  errors: [],
  tag: 'test',
  summary: 'A cached read',
  description: 'Keeps its checked queries.',
  examples: { response: { query: {}, frozen: true, same: false } },
} satisfies EndpointShape;

let app: FastifyInstance;
let lastQuery: unknown;

beforeAll(async () => {
  app = Fastify();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  await app.register(async (scope) => {
    keepRawBodies(scope, { bodyLimit: 1024, parseJson: false });
    route(
      scope,
      signedCall,
      async (request) => ({
        inputError: request.validationError?.message ?? '',
        raw: request.rawBody?.toString('utf8') ?? '',
      }),
      { rawBody: true, fastify: { attachValidation: true } },
    );
  });
  route(
    app,
    listCall,
    async (request) => {
      const same = request.query === lastQuery;
      lastQuery = request.query;
      return { query: request.query, frozen: Object.isFrozen(request.query), same };
    },
    { keptQueries: true },
  );
  await app.ready();
});
afterAll(() => app.close());

describe('route: a raw body read by the handler', () => {
  // The body is not parsed before the handler checks the signature: run against it, the schema
  // would fail every call.
  it('runs no schema on the body, so a valid call carries no validation error', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/signed/JL',
      headers: { 'content-type': 'application/json' },
      payload: '{"amount":"1.00"}',
    });
    expect(res.json()).toEqual({ inputError: '', raw: '{"amount":"1.00"}' });
  });

  it('still validates the other inputs', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/signed/TOOLONG',
      headers: { 'content-type': 'application/json' },
      payload: '{}',
    });
    expect(res.json().inputError).not.toBe('');
  });
});

describe('route: kept queries', () => {
  it('checks a query once by its text and gives the next request the same frozen value', async () => {
    const get = (url: string) => app.inject({ method: 'GET', url }).then((res) => res.json().value);
    const before = checks;
    const first = await get('/list?gameType=RNG&pageNo=2');
    expect(first).toEqual({ query: { gameType: 'RNG', pageNo: 2 }, frozen: true, same: false });
    expect(await get('/list?gameType=RNG&pageNo=2')).toMatchObject({ same: true });
    expect(checks - before).toBe(1);
    // Another text (the fields in another order) is checked on its own, to the same value.
    expect(await get('/list?pageNo=2&gameType=RNG')).toMatchObject({
      query: { gameType: 'RNG', pageNo: 2 },
      same: false,
    });
    expect(checks - before).toBe(2);
    // Arrays are frozen too: a handler cannot change what the next request is given.
    const listed = await get('/list?gameType=RNG&tags=a&tags=b');
    expect(listed).toMatchObject({ query: { tags: ['a', 'b'] }, frozen: true });
  });

  it('refuses a bad query every time and keeps nothing of it', async () => {
    for (let i = 0; i < 2; i++) {
      const res = await app.inject({ method: 'GET', url: '/list?gameType=RNG&pageNo=0' });
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json()).toMatchObject({ success: false, code: 'request.invalid' });
    }
    const long = await app.inject({ method: 'GET', url: '/list?gameType=TOOLONGTYPE' });
    expect(long.statusCode).toBe(400);
  });
});
