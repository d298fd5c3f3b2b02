import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { EndpointShape } from '@app/contracts';
import { route } from './endpoint-route.ts';
import { keepRawBodies } from './signed-request.ts';

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

let app: FastifyInstance;

beforeAll(async () => {
  app = Fastify();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
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
