import fs from 'node:fs';
import { parseAst } from 'rolldown/parseAst';
import { describe, expect, it } from 'vitest';
import {
  stripEndpointDocs,
  withoutUnusedImports,
  type Node,
} from '../../apps/web/vite-strip-endpoint-docs.ts';

/** The site's build drops the OpenAPI text from endpoint definitions and keeps what calls use. */
type Transform = (
  this: { parse: (code: string) => unknown },
  code: string,
  id: string,
) => { code: string } | null;
const transform = stripEndpointDocs().transform as Transform;
const transformSchemas = stripEndpointDocs({ schemas: true }).transform as Transform;
const context = { parse: (code: string) => parseAst(code) };

type AstNode = { type: string; [key: string]: unknown };

/** The property names of every `defineEndpoint({ … })` in a module (an example's own fields aside). */
function endpointKeys(code: string): string[] {
  const keys: string[] = [];
  const visit = (node: unknown) => {
    if (Array.isArray(node)) return node.forEach(visit);
    if (!node || typeof node !== 'object') return;
    const n = node as AstNode;
    const callee = n.callee as AstNode | undefined;
    const args = n.arguments as AstNode[] | undefined;
    if (n.type === 'CallExpression' && callee?.name === 'defineEndpoint' && args?.[0]) {
      for (const p of (args[0].properties as AstNode[]) ?? []) {
        const key = p.key as AstNode | undefined;
        if (key?.type === 'Identifier') keys.push(key.name as string);
      }
    }
    Object.values(n).forEach(visit);
  };
  visit(parseAst(code, { lang: 'ts' }));
  return keys;
}

describe('strip-endpoint-docs (site build)', () => {
  it('removes summary, description, docs and examples, keeping method, path and schemas', () => {
    const code = [
      'export const a = defineEndpoint({',
      "  method: 'GET',",
      "  path: '/wps/x/:id',",
      '  params: P,',
      '  response: R,',
      "  tag: 'x',",
      "  summary: 'One line',",
      "  description: 'Long text',",
      "  docs: { params: { id: 'The id' } },",
      '  examples: { params: { id: 1 }, response: EXAMPLE },',
      '  errors: [],',
      '});',
    ].join('\n');
    const out = transform.call(context, code, '/repo/packages/contracts/src/endpoints/x.ts');
    expect(out).not.toBeNull();
    for (const kept of [
      "method: 'GET'",
      "path: '/wps/x/:id'",
      'params: P',
      'response: R',
      'errors: []',
    ]) {
      expect(out!.code).toContain(kept);
    }
    for (const gone of ['One line', 'Long text', 'The id', 'EXAMPLE', "tag: 'x'"]) {
      expect(out!.code).not.toContain(gone);
    }
    expect(() => parseAst(out!.code)).not.toThrow();
  });

  it('leaves every other file alone', () => {
    const code = "export const a = defineEndpoint({ summary: 'x' });";
    expect(transform.call(context, code, '/repo/apps/web/src/x.ts')).toBeNull();
  });

  it('strips every real endpoint file', () => {
    const dir = 'packages/contracts/src/endpoints';
    const files = fs.readdirSync(dir).filter((f) => f.endsWith('.ts') && !f.includes('.test.'));
    // The real build hands the plugin JavaScript; here the TypeScript source is parsed as such.
    const ts = { parse: (code: string) => parseAst(code, { lang: 'ts' }) };
    let stripped = 0;
    for (const name of files) {
      const source = fs.readFileSync(`${dir}/${name}`, 'utf8');
      if (!source.includes('defineEndpoint(')) continue;
      const out = transform.call(ts, source, `/repo/${dir}/${name}`);
      expect(out, name).not.toBeNull();
      const keys = endpointKeys(out!.code);
      expect(keys, name).toContain('path');
      expect(keys, name).not.toEqual(
        expect.arrayContaining([
          expect.stringMatching(/^(summary|description|docs|examples|tag)$/),
        ]),
      );
      const lean = transformSchemas.call(ts, source, `/repo/${dir}/${name}`);
      expect(endpointKeys(lean!.code), name).not.toEqual(
        expect.arrayContaining([expect.stringMatching(/^(response|body|query|params|errors)$/)]),
      );
      expect(() => parseAst(lean!.code, { lang: 'ts' }), name).not.toThrow();
      stripped += 1;
    }
    expect(stripped).toBeGreaterThan(10);
  });

  it('with schemas, leaves out the schemas and error codes too, and the imports only they used', () => {
    const code = [
      "import { z } from 'zod/mini';",
      "import { defineEndpoint } from '../endpoint.ts';",
      "import { BodySchema, ValueSchema, MODULE } from '../x.ts';",
      'export const QuerySchema = z.object({ q: z.string() });',
      'export const a = defineEndpoint({',
      "  method: 'POST',",
      "  path: '/wps/x',",
      '  module: MODULE,',
      '  query: QuerySchema,',
      '  body: BodySchema,',
      '  response: ValueSchema,',
      "  errors: ['x.y'],",
      "  summary: 'One line',",
      '  examples: { response: 1 },',
      '});',
    ].join('\n');
    const out = transformSchemas.call(context, code, '/repo/packages/contracts/src/endpoints/x.ts');
    expect(out).not.toBeNull();
    const keys = endpointKeys(out!.code);
    expect(keys).toEqual(['method', 'path', 'module']);
    // The import the module-level schema still uses stays; the schemas' imports go.
    expect(out!.code).toContain("import { z } from 'zod/mini';");
    expect(out!.code).toContain("import { MODULE } from '../x.ts';");
    expect(out!.code).not.toContain('BodySchema');
    expect(out!.code).not.toContain('ValueSchema');
    expect(() => parseAst(out!.code)).not.toThrow();
  });

  it('drops an import whose names are all unused, and keeps default and namespace imports in use', () => {
    const code = [
      "import a, { b, c as d } from './a.ts';",
      "import * as ns from './ns.ts';",
      "import { gone } from './gone.ts';",
      "import './effect.ts';",
      'export const x = a + d + ns.y + obj.gone;',
    ].join('\n');
    const out = withoutUnusedImports(code, parseAst(code) as unknown as Node);
    expect(out).toContain("import a, { c as d } from './a.ts';");
    expect(out).toContain("import * as ns from './ns.ts';");
    // A property of the same name is not a use.
    expect(out).not.toContain("'./gone.ts'");
    expect(out).toContain("import './effect.ts';");
    expect(() => parseAst(out)).not.toThrow();
  });
});
