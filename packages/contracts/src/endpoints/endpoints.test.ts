import { describe, expect, it } from 'vitest';
import { safeParse, type $ZodType } from 'zod/v4/core';
import * as contracts from '../index.ts';
import {
  ERROR_CODES,
  OPERATOR_PERMISSIONS,
  OPERATOR_ROLES,
  ROLE_PERMISSIONS,
  type EndpointShape,
} from '../index.ts';

/** Every endpoint definition the contracts export. */
const endpoints = Object.entries(contracts as Record<string, unknown>)
  .filter(([name, value]) => name.endsWith('Endpoint') && typeof value === 'object')
  .map(([name, value]) => ({ name, endpoint: value as EndpointShape }));

const pathNames = (path: string) => [...path.matchAll(/:([A-Za-z0-9_]+)/g)].map((m) => m[1]);

function shapeKeys(schema: $ZodType | undefined): string[] {
  const def = schema?._zod.def as { shape?: Record<string, unknown> } | undefined;
  return Object.keys(def?.shape ?? {});
}

describe('endpoint definitions', () => {
  it('are exported', () => {
    expect(endpoints.length).toBeGreaterThan(0);
  });

  it('are unique by method and path', () => {
    const keys = endpoints.map(({ endpoint }) => `${endpoint.method} ${endpoint.path}`);
    expect(keys.filter((k, i) => keys.indexOf(k) !== i)).toEqual([]);
  });

  it.each(endpoints)('$name: examples match the schemas', ({ endpoint }) => {
    const { examples } = endpoint;
    const check = (schema: $ZodType | undefined, example: unknown, what: string) => {
      if (!schema) {
        expect(example, `${what} example without a schema`).toBeUndefined();
        return;
      }
      const parsed = safeParse(schema, example);
      expect(parsed.success ? [] : parsed.error.issues, what).toEqual([]);
    };
    check(endpoint.params, examples.params, 'params');
    check(endpoint.query, examples.query ?? (endpoint.query ? {} : undefined), 'query');
    check(endpoint.body, examples.body, 'body');
    check(endpoint.response, examples.response, 'response');
  });

  it.each(endpoints)('$name: path parameters, docs and error codes', ({ endpoint }) => {
    expect(endpoint.path.startsWith('/')).toBe(true);
    expect(shapeKeys(endpoint.params).sort()).toEqual(pathNames(endpoint.path).sort());
    for (const key of shapeKeys(endpoint.query)) {
      const docs = endpoint.docs?.query as Record<string, string> | undefined;
      expect(docs?.[key]?.trim(), `query ${key} description`).toBeTruthy();
    }
    for (const key of shapeKeys(endpoint.params)) {
      const docs = endpoint.docs?.params as Record<string, string> | undefined;
      expect(docs?.[key]?.trim(), `param ${key} description`).toBeTruthy();
    }
    for (const code of endpoint.errors) expect(ERROR_CODES[code], code).toBeDefined();
    expect(endpoint.summary.trim()).not.toBe('');
    expect(endpoint.description.trim()).not.toBe('');
  });

  it.each(endpoints)('$name: names a permission exactly when operators call it', ({ endpoint }) => {
    if (endpoint.auth === 'operator') {
      expect(endpoint.permission, 'operator endpoint without a permission').toBeDefined();
      expect(OPERATOR_PERMISSIONS[endpoint.permission!]).toBeDefined();
    } else {
      expect(endpoint.permission).toBeUndefined();
    }
  });

  it('puts every /wps/admin path behind the operator credential, except the sign-in steps', () => {
    const open = endpoints
      .filter(({ endpoint }) => endpoint.path.startsWith('/wps/admin/'))
      .filter(({ endpoint }) => endpoint.auth !== 'operator')
      .map(({ endpoint }) => endpoint.path);
    expect(open.sort()).toEqual(['/wps/admin/auth/second-step', '/wps/admin/auth/sign-in']);
  });
});

describe('the role × permission table', () => {
  it('gives the administrator every permission and every role its own account', () => {
    expect([...ROLE_PERMISSIONS.administrator].sort()).toEqual(
      Object.keys(OPERATOR_PERMISSIONS).sort(),
    );
    for (const role of OPERATOR_ROLES) expect(ROLE_PERMISSIONS[role]).toContain('account.self');
  });

  it('keeps read-only free of every permission that changes something', () => {
    const writes = ROLE_PERMISSIONS.read_only.filter((p) => !/\.(read|self)$/.test(p));
    expect(writes).toEqual([]);
  });

  it('names no permission that no endpoint needs', () => {
    const used = new Set(endpoints.map(({ endpoint }) => endpoint.permission));
    const unused = Object.keys(OPERATOR_PERMISSIONS).filter((p) => !used.has(p as never));
    expect(unused).toEqual([]);
  });
});
