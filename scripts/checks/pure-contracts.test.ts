import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseAst } from 'rolldown/parseAst';
import { build, type Rolldown } from 'vite';
import { describe, expect, it } from 'vitest';
import { pureContracts } from '../../apps/web/vite-pure-contracts.ts';

/** The site's build marks the contracts' top-level calls pure, so unused schemas are dropped. */
const plugin = pureContracts();
const transform = plugin.transform as (
  this: { parse: (code: string) => unknown },
  code: string,
  id: string,
) => { code: string } | null;
const context = { parse: (code: string) => parseAst(code) };
const CONTRACT = '/repo/packages/contracts/src/x.ts';

describe('pure-contracts (site build)', () => {
  it('marks each call of a top-level initializer, and none inside a function', () => {
    const code = [
      'export const A = z.string().check(z.maxLength(64));',
      'const B = z.object({ a: A, b: z.optional(z.int()) });',
      'export const C = pageOf(B), D = new Set(["x"]);',
      'export const line = (max) => z.string().check(z.maxLength(max));',
      'export function f() { sideEffect(); return z.string(); }',
      'sideEffect();',
    ].join('\n');
    const out = transform.call(context, code, CONTRACT)!.code;
    const lines = out.split('\n');
    // One mark for a chain: the call and the call on its result start at the same place.
    expect(lines[0]).toBe(
      'export const A = /* @__PURE__ */ z.string().check(/* @__PURE__ */ z.maxLength(64));',
    );
    expect(lines[1]).toBe(
      'const B = /* @__PURE__ */ z.object({ a: A, b: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.int()) });',
    );
    expect(lines[2]).toBe(
      'export const C = /* @__PURE__ */ pageOf(B), D = /* @__PURE__ */ new Set(["x"]);',
    );
    // Calls inside functions keep their effects: a statement's call may be what it is for.
    expect(lines[3]).toBe('export const line = (max) => z.string().check(z.maxLength(max));');
    expect(lines[4]).toBe('export function f() { sideEffect(); return z.string(); }');
    expect(lines[5]).toBe('sideEffect();');
    expect(() => parseAst(out)).not.toThrow();
  });

  it('leaves the site, the tests and modules without calls alone', () => {
    expect(transform.call(context, 'export const a = f();', '/repo/apps/web/src/x.ts')).toBeNull();
    expect(
      transform.call(context, 'export const a = f();', '/repo/packages/contracts/src/x.test.ts'),
    ).toBeNull();
    expect(transform.call(context, 'export const a = 1;', CONTRACT)).toBeNull();
  });

  it("drops a real contracts module's schemas that a bundle does not use", async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pure-contracts-'));
    const contracts = path.resolve('packages/contracts/src');
    fs.writeFileSync(
      path.join(dir, 'main.ts'),
      `import { PaymentChannelKindSchema } from '${contracts}/payment.ts';\n` +
        'console.log(PaymentChannelKindSchema);\n',
    );
    const bundle = async (plugins: ReturnType<typeof pureContracts>[]) => {
      const result = (await build({
        root: dir,
        configFile: false,
        logLevel: 'silent',
        plugins,
        build: {
          write: false,
          minify: false,
          lib: { entry: path.join(dir, 'main.ts'), formats: ['es'], fileName: 'out' },
          rolldownOptions: { external: [/^zod/] },
        },
      })) as Rolldown.RolldownOutput[];
      return result[0]!.output[0].code;
    };
    try {
      const plain = await bundle([]);
      const pure = await bundle([pureContracts()]);
      // Without the plugin every schema of the module is still built (its name dropped, its calls
      // kept); with it only the one imported.
      for (const text of ['validation.channel_code', 'validation.account_no']) {
        expect(plain).toContain(text);
        expect(pure).not.toContain(text);
      }
      expect(pure).toContain('PaymentChannelKindSchema');
      expect(pure.length).toBeLessThan(plain.length / 5);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  }, 60_000);
});
