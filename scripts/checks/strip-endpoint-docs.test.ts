import fs from 'node:fs';
import { parseAst } from 'rolldown/parseAst';
import { describe, expect, it } from 'vitest';
import { stripEndpointDocs } from '../../apps/web/vite-strip-endpoint-docs.ts';

/** The site's build drops the OpenAPI text from endpoint definitions and keeps what calls use. */
const plugin = stripEndpointDocs();
const transform = plugin.transform as (
  this: { parse: (code: string) => unknown },
  code: string,
  id: string,
) => { code: string } | null;
const context = { parse: (code: string) => parseAst(code) };

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
      expect(out!.code, name).not.toMatch(/^\s+(summary|description|examples):/m);
      expect(() => parseAst(out!.code, { lang: 'ts' }), name).not.toThrow();
      stripped += 1;
    }
    expect(stripped).toBeGreaterThan(10);
  });
});
