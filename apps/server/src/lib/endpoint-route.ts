import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  FastifySchema,
  FastifySchemaCompiler,
  RouteShorthandOptions,
} from 'fastify';
import { validatorCompiler as zodValidator } from 'fastify-type-provider-zod';
import * as core from 'zod/v4/core';
import { z } from 'zod';
import {
  ERROR_CODES,
  errorCodesOf,
  okEnvelope,
  type EndpointReturn,
  type EndpointShape,
  type ErrorCode,
} from '@app/contracts';
import { requireOperator } from '../plugins/request-context.ts';

type Out<S> = S extends core.$ZodType ? core.output<S> : unknown;

/** The request a handler of endpoint E receives: params, query and body already parsed. */
export type EndpointRequest<E extends EndpointShape> = FastifyRequest<{
  Params: Out<E['params']>;
  Querystring: Out<E['query']>;
  Body: Out<E['body']>;
}>;

/**
 * A handler returns the envelope's value (the helper wraps it), or the reply itself when it sent
 * the answer on its own (a 304, a redirect).
 */
export type EndpointHandler<E extends EndpointShape> = (
  request: EndpointRequest<E>,
  reply: FastifyReply,
) => Promise<EndpointReturn<E> | FastifyReply>;

/** What a route adds to its definition: rate limit and the rare Fastify option. */
export type EndpointRouteOptions = {
  /** Per visitor address (plugins/rate-limit.ts); stated beside the route. */
  rateLimit?: { max: number; timeWindow: string | number };
  /**
   * The request headers a route reads itself (a game session, a vendor's signature): validated and
   * documented like the other inputs. Definitions have no field for headers.
   */
  headers?: core.$ZodType;
  /**
   * The route reads its raw body itself (a signed call, whose signature covers the exact bytes and
   * is checked before anything is parsed): the definition's body schema documents it and is not
   * run by Fastify. Running it against the unparsed body fails on every call, and a failed
   * validation costs an error and its stack.
   */
  rawBody?: true;
  /**
   * The route only reads its query, and the same few queries come again and again (the
   * catalogue's cached reads): a query's checked value is kept by its text, frozen, and given to
   * the next request with the same text instead of checking it again.
   */
  keptQueries?: true;
  /**
   * The route sends its answers already encoded by `Accept-Encoding` (lib/read-cache.ts
   * `sendCached`): the compression plugin's hooks stay off it.
   */
  encodesItself?: true;
  /** Extra Fastify route options (e.g. attachValidation for a route that answers bad input itself). */
  fastify?: Pick<RouteShorthandOptions, 'attachValidation' | 'bodyLimit' | 'preHandler'>;
};

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The definition this route was registered from (error handler and route catalogue read it). */
    endpoint?: EndpointShape;
  }
}

const errorEnvelopes = new Map<string, z.ZodType>();

/** One error envelope schema per status, naming the codes this endpoint answers with it. */
function errorResponses(endpoint: EndpointShape): Record<number, z.ZodType> {
  const byStatus = new Map<number, ErrorCode[]>();
  for (const code of errorCodesOf(endpoint)) {
    const status = ERROR_CODES[code].status;
    byStatus.set(status, [...(byStatus.get(status) ?? []), code]);
  }
  const out: Record<number, z.ZodType> = {};
  for (const [status, codes] of byStatus) {
    const key = codes.join(',');
    let schema = errorEnvelopes.get(key);
    if (!schema) {
      // The response's description (fastify-swagger takes it from the schema) lists each code.
      schema = z
        .object({
          success: z.literal(false),
          code: z.enum(codes as [ErrorCode, ...ErrorCode[]]),
          message: z.string(),
          value: z.unknown().optional(),
        })
        .describe(codes.map((c) => `\`${c}\`: ${ERROR_CODES[c].message}`).join('\n\n'));
      errorEnvelopes.set(key, schema);
    }
    out[status] = schema;
  }
  return out;
}

/** Adds the `docs` descriptions to an object schema's fields, for the OpenAPI document only. */
function described(schema: core.$ZodType | undefined, docs: object | undefined) {
  if (!schema || !docs) return schema;
  const def = schema._zod.def as { type: string; shape?: Record<string, core.$ZodType> };
  if (def.type !== 'object' || !def.shape) return schema;
  const shape: Record<string, core.$ZodType> = {};
  for (const [key, field] of Object.entries(def.shape)) {
    const text = (docs as Record<string, string>)[key];
    if (!text) {
      shape[key] = field;
      continue;
    }
    const copy = core.clone(field);
    core.globalRegistry.add(copy, { ...core.globalRegistry.get(field), description: text });
    shape[key] = copy;
  }
  return core.clone(schema, { ...schema._zod.def, shape } as core.$ZodType['_zod']['def']);
}

/** A copy of the schema that carries an example for the OpenAPI document. */
function withExample(schema: core.$ZodType, example: unknown, description?: string): core.$ZodType {
  if (example === undefined && !description) return schema;
  const copy = core.clone(schema);
  core.globalRegistry.add(copy, {
    ...core.globalRegistry.get(schema),
    ...(example === undefined ? {} : { examples: [example] }),
    ...(description ? { description } : {}),
  });
  return copy;
}

/**
 * The success answer by media type, where it is not only JSON: a redirect has no body, an image
 * or a CSV export has its own type (the document must say what is really sent).
 */
function successAnswer(endpoint: EndpointShape, json: core.$ZodType) {
  // A redirect's answer has no body (plugins/docs.ts writes 3xx answers without content).
  if (endpoint.status === 302) return z.null().describe('Found: redirects to `Location`; no body');
  if (endpoint.produces) {
    return { description: 'OK', content: { [endpoint.produces]: { schema: json } } };
  }
  if (endpoint.csv) {
    return {
      description: 'OK: the envelope, or with `format=csv` a CSV file',
      content: {
        'application/json': { schema: json },
        'text/csv': {
          schema: withExample(
            z.string(),
            '\uFEFFkind,accounts,balance\nmember_wallet,2,150000.00\n',
            'UTF-8 with a byte order mark',
          ),
        },
      },
    };
  }
  return json;
}

/** The Fastify schema of an endpoint: its inputs, its success answer and its own error codes. */
export function fastifySchemaOf(endpoint: EndpointShape): FastifySchema & { hide?: boolean } {
  const status = endpoint.status ?? 200;
  const { examples } = endpoint;
  const success = withExample(
    endpoint.envelope === false ? endpoint.response : okEnvelope(endpoint.response),
    endpoint.envelope === false ? examples.response : { success: true, value: examples.response },
    status === 201 ? 'Created' : status === 302 ? 'Found' : 'OK',
  );
  const security =
    endpoint.auth === 'public' || endpoint.auth === 'signed'
      ? undefined
      : [{ [endpoint.auth === 'operator' ? 'operator' : 'bearer']: [] }];
  return {
    tags: [endpoint.tag],
    summary: endpoint.summary,
    description: endpoint.description,
    ...(security ? { security } : {}),
    ...(endpoint.params ? { params: described(endpoint.params, endpoint.docs?.params) } : {}),
    ...(endpoint.query ? { querystring: described(endpoint.query, endpoint.docs?.query) } : {}),
    ...(endpoint.body ? { body: withExample(endpoint.body, examples.body) } : {}),
    ...(endpoint.hide ? { hide: true } : {}),
    response: { [status]: successAnswer(endpoint, success), ...errorResponses(endpoint) },
  } as FastifySchema;
}

/** The validator of a route that reads its raw body itself: every input but the body. */
const inputsButTheBody: FastifySchemaCompiler<unknown> = (route) =>
  route.httpPart === 'body'
    ? (data: unknown) => ({ value: data })
    : zodValidator(route as Parameters<typeof zodValidator>[0]);

/** How many checked queries a route keeps; it starts again from none when full. */
const KEPT_QUERIES = 2000;

function frozen<T>(value: T): T {
  if (value && typeof value === 'object') {
    for (const child of Object.values(value)) frozen(child);
    Object.freeze(value);
  }
  return value;
}

/** The validator of a route with `keptQueries`: the query's checked values kept by their text. */
const keepingQueries: FastifySchemaCompiler<unknown> = (route) => {
  const validate = zodValidator(route as Parameters<typeof zodValidator>[0]);
  if (route.httpPart !== 'querystring') return validate;
  const kept = new Map<string, { value: unknown }>();
  return (data: unknown) => {
    const text = JSON.stringify(data);
    const known = kept.get(text);
    if (known) return known;
    const result = validate(data) as { value?: unknown; error?: Error };
    if (result.error !== undefined) return result;
    if (kept.size >= KEPT_QUERIES) kept.clear();
    const checked = { value: frozen(result.value) };
    kept.set(text, checked);
    return checked;
  };
};

/** Fastify's path for a definition registered inside a prefixed plugin (`/wps`). */
function localPath(app: FastifyInstance, path: string): string {
  const prefix = app.prefix;
  if (prefix && path.startsWith(prefix)) return path.slice(prefix.length) || '/';
  return path;
}

/**
 * Registers the route of one endpoint definition: path, schemas, OpenAPI, who may call and the
 * module gate all come from the definition; the handler returns the answer's value.
 */
export function route<E extends EndpointShape>(
  app: FastifyInstance,
  endpoint: E,
  handler: EndpointHandler<E>,
  options: EndpointRouteOptions = {},
): void {
  const auth = endpoint.auth;
  const preHandler = options.fastify?.preHandler;
  app.route({
    method: endpoint.method,
    url: localPath(app, endpoint.path),
    schema: {
      ...fastifySchemaOf(endpoint),
      ...(options.headers ? { headers: options.headers } : {}),
    },
    config: {
      endpoint,
      ...(auth === 'member' || auth === 'real' || auth === 'agent' ? { auth } : {}),
      ...(endpoint.module ? { module: endpoint.module } : {}),
      ...(endpoint.gate === false ? { gate: false } : {}),
      ...(options.rateLimit ? { rateLimit: options.rateLimit } : {}),
    },
    ...(options.rawBody ? { validatorCompiler: inputsButTheBody } : {}),
    ...(options.keptQueries ? { validatorCompiler: keepingQueries } : {}),
    // A read has no body to decompress either.
    ...(options.encodesItself
      ? {
          compress: false as const,
          ...(endpoint.method === 'GET' ? { decompress: false as const } : {}),
        }
      : {}),
    ...(options.fastify?.attachValidation ? { attachValidation: true } : {}),
    ...(options.fastify?.bodyLimit ? { bodyLimit: options.fastify.bodyLimit } : {}),
    // The operator credential is checked on request, before the body is read or validated: a
    // caller without it learns nothing about the input (as every operator route did).
    ...(auth === 'operator' ? { onRequest: requireOperator } : {}),
    ...(preHandler ? { preHandler } : {}),
    handler: async (request, reply) => {
      const value = await handler(request as EndpointRequest<E>, reply);
      // A handler that sent the answer itself returns the reply, which is a thenable: awaiting it
      // waits for the answer to finish and gives undefined, hence `reply.sent`. Sending again
      // would only log (and build) an "already sent" error.
      if (value === reply || reply.sent) return reply;
      if (endpoint.status && endpoint.status !== 200) reply.status(endpoint.status);
      if (endpoint.envelope === false) return value;
      return { success: true as const, value };
    },
  });
}
