import type * as core from 'zod/v4/core';
import type { ErrorCode } from './errors.ts';
import type { OperatorPermission } from './operator-access.ts';
import type { WhitelabelFlag } from './system.ts';

/**
 * One endpoint, defined once (docs/decisions/2026-11-24-endpoint-definitions.md): the server
 * registers its route from this object (path, schemas, OpenAPI), and the site and the back office
 * call it through the typed client that takes the same object. Renaming a path parameter, query
 * field, body field or response field here fails the typecheck on both sides.
 *
 * This file holds types and two tiny functions only, so that importing a definition costs the
 * site's entry chunk nothing but the schemas it names.
 */

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * Who may call: 'public' anyone (visitors too), 'member' any signed-in account (trial included),
 * 'real' a real account (trial refused, spec §6), 'agent' agent types only, 'operator' the
 * back office's operator credential, 'signed' a caller that signs its requests itself (vendors).
 */
export type EndpointAuth = 'public' | 'member' | 'real' | 'agent' | 'operator' | 'signed';

/** `'/wps/game/:id/x'` → `'id'`; the names a path's `:params` bind. */
export type PathParamNames<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | PathParamNames<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? Name
    : never;

type AnySchema = core.$ZodType;
type InputOf<S> = S extends AnySchema ? core.input<S> : never;
type OutputOf<S> = S extends AnySchema ? core.output<S> : never;

/** One description per key of an object schema: a renamed field breaks the docs at compile time. */
export type FieldDocs<S> = S extends AnySchema
  ? { readonly [K in keyof core.output<S>]-?: string }
  : never;

/** What an endpoint definition holds. See `defineEndpoint`. */
export interface EndpointShape {
  readonly method: HttpMethod;
  /** The full path, with `:name` for each path parameter (`/wps/game/:id`). */
  readonly path: string;
  /** Path parameters: an object schema whose keys are exactly the path's `:names`. */
  readonly params?: AnySchema;
  readonly query?: AnySchema;
  readonly body?: AnySchema;
  /**
   * The answer: the `value` of the `{ success: true, value }` envelope, or the whole body for
   * endpoints with `envelope: false` (the vendor wallet API, images).
   */
  readonly response: AnySchema;
  /** false: the answer is `response` itself, not the site's envelope. */
  readonly envelope?: boolean;
  /** The success status (201 for a creation, 302 for a redirect with no body); 200 by default. */
  readonly status?: 200 | 201 | 302;
  /** Media type of a non-JSON success answer (`envelope: false`), e.g. 'image/svg+xml'. */
  readonly produces?: string;
  /** true when `?format=csv` answers a CSV file (text/csv) instead of the envelope. */
  readonly csv?: boolean;
  /** How the body is sent: JSON by default; 'form' for the spec's form-encoded calls. */
  readonly bodyEncoding?: 'json' | 'form';
  readonly auth: EndpointAuth;
  /**
   * The permission an operator's role needs to call (packages/contracts/src/operator-access.ts);
   * required when auth is 'operator', absent otherwise.
   */
  readonly permission?: OperatorPermission;
  /** The whitelabel module this endpoint belongs to (refused with module.disabled while off). */
  readonly module?: WhitelabelFlag;
  /** false for the few calls that answer under maintenance and region restriction. */
  readonly gate?: boolean;
  /**
   * The error codes of this endpoint's own rules. The codes every endpoint of its kind may answer
   * (bad input, session, gate, module, rate limit) are added by `errorCodesOf`.
   */
  readonly errors: readonly ErrorCode[];
  readonly tag: string;
  /** One line for the operation list. */
  readonly summary: string;
  /** What it does and the rules it follows (cite the spec section). */
  readonly description: string;
  /** Descriptions of every path parameter and query field. */
  readonly docs?: { readonly params?: object; readonly query?: object };
  /** A request and an answer as a caller would see them; checked against the schemas by a test. */
  readonly examples: {
    readonly params?: unknown;
    readonly query?: unknown;
    readonly body?: unknown;
    readonly response: unknown;
  };
  /** Hidden from the OpenAPI document (internal or development-only routes). */
  readonly hide?: boolean;
}

/** The compile-time checks of a definition: params match the path; docs cover every field. */
type Checked<E extends EndpointShape> = E &
  (E['auth'] extends 'operator'
    ? { readonly permission: OperatorPermission }
    : { readonly permission?: undefined }) &
  ([PathParamNames<E['path']>] extends [never]
    ? { readonly params?: undefined }
    : { readonly params: core.$ZodType<Record<PathParamNames<E['path']>, unknown>> }) & {
    readonly docs?: {
      readonly params?: FieldDocs<E['params']>;
      readonly query?: FieldDocs<E['query']>;
    };
    readonly examples: {
      readonly params?: InputOf<E['params']>;
      readonly query?: InputOf<E['query']>;
      readonly body?: InputOf<E['body']>;
      readonly response: OutputOf<E['response']>;
    };
  };

/**
 * Defines one endpoint. The result is the argument itself, typed exactly: the server and the
 * client read its literal method, path and schemas.
 */
export function defineEndpoint<const E extends EndpointShape>(
  endpoint: E & NoInfer<Checked<E>>,
): E {
  return endpoint;
}

/** The path parameters a call must pass, or never when the path has none. */
export type EndpointParams<E extends EndpointShape> = InputOf<E['params']>;
export type EndpointQuery<E extends EndpointShape> = InputOf<E['query']>;
export type EndpointBody<E extends EndpointShape> = InputOf<E['body']>;
/** What a successful call resolves to (the envelope's value). */
export type EndpointResult<E extends EndpointShape> = OutputOf<E['response']>;
/** What the server's handler returns for this endpoint (before serialisation). */
export type EndpointReturn<E extends EndpointShape> = InputOf<E['response']>;

/**
 * Every error code an endpoint may answer: its own, plus those its kind brings (invalid input,
 * session, trial and agent checks, the gate, its module, rate limits, oversized requests, a lost
 * database).
 */
export function errorCodesOf(endpoint: EndpointShape): ErrorCode[] {
  const codes = new Set<ErrorCode>(endpoint.errors);
  if (endpoint.params || endpoint.query || endpoint.body) codes.add('request.invalid');
  if (endpoint.body) codes.add('request.unsupported_media_type');
  // What the transport refuses before any route runs, whatever the operation: a body over the
  // limit, an over-long path segment, an over-long URL or header block.
  codes.add('request.body_too_large');
  codes.add('request.url_too_long');
  codes.add('request.headers_too_large');
  switch (endpoint.auth) {
    case 'member':
    case 'real':
    case 'agent':
      codes.add('auth.required');
      codes.add('auth.session_expired');
      if (endpoint.auth === 'real') codes.add('auth.trial_forbidden');
      if (endpoint.auth === 'agent') codes.add('auth.not_agent');
      break;
    case 'operator':
      codes.add('operator.unauthorized');
      codes.add('operator.forbidden');
      break;
    default:
      break;
  }
  if (endpoint.gate !== false && endpoint.auth !== 'operator' && endpoint.auth !== 'signed') {
    codes.add('system.maintenance');
    codes.add('system.region_restricted');
    codes.add('module.disabled');
  }
  if (endpoint.module) codes.add('module.disabled');
  codes.add('rate.limited');
  // A lost database answers 503 on any operation (plugins/error-handler.ts).
  codes.add('system.unavailable');
  return [...codes].sort();
}

/** `'/wps/game/:id'` with `{ id: 7 }` → `'/wps/game/7'` (each value URI-encoded). */
export function fillPath(path: string, params: Record<string, unknown> | undefined): string {
  return path.replace(/:([A-Za-z0-9_]+)/g, (_match, name: string) => {
    const value = params?.[name];
    if (value === undefined || value === null) throw new Error(`missing path parameter ${name}`);
    return encodeURIComponent(String(value));
  });
}
