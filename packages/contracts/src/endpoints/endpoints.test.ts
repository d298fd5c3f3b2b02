import { describe, expect, it } from 'vitest';
import { safeParse, type $ZodType } from 'zod/v4/core';
import * as contracts from '../index.ts';
import { ERROR_CODES, type EndpointShape } from '../index.ts';

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
});
