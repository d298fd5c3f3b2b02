import type { Plugin } from 'vite';
import { children, type Node } from './vite-strip-endpoint-docs.ts';

const FUNCTION = new Set([
  'ArrowFunctionExpression',
  'FunctionExpression',
  'FunctionDeclaration',
  'ClassExpression',
  'ClassDeclaration',
]);

/** Where each call or `new` of an initializer starts, not looking into functions it defines. */
function callStarts(node: Node, out: Set<number>): void {
  if (FUNCTION.has(node.type)) return;
  if (node.type === 'CallExpression' || node.type === 'NewExpression') out.add(node.start);
  for (const child of children(node)) callStarts(child, out);
}

/** The top-level `const`, `let` and `var` initializers of a module, exported or not. */
function initializers(program: Node): Node[] {
  const out: Node[] = [];
  for (const statement of program.body as Node[]) {
    const declaration =
      statement.type === 'ExportNamedDeclaration'
        ? (statement.declaration as Node | null)
        : statement;
    if (declaration?.type !== 'VariableDeclaration') continue;
    for (const declarator of declaration.declarations as Node[]) {
      const init = declarator.init as Node | null;
      if (init) out.push(init);
    }
  }
  return out;
}

/**
 * Marks every call in the contracts' top-level initializers as pure (`/* @__PURE__ *\/`) when the
 * site is built, so that the schemas, enums and endpoint definitions the site never reads fall to
 * tree-shaking. The bundler keeps a call it cannot prove free of side effects, and it cannot see
 * into zod's factories: without this, every schema of a contracts module the site imports one
 * name from was built in the entry (docs/decisions/2026-11-28-smaller-entry.md). Building a schema
 * changes nothing outside it (the contracts register none in a global registry), so dropping an
 * unused one changes nothing either; calls inside functions are left alone.
 */
export function pureContracts(): Plugin {
  return {
    name: 'pure-contracts',
    apply: 'build',
    enforce: 'post',
    transform(code, id) {
      if (!/[\\/]packages[\\/]contracts[\\/]src[\\/]/.test(id) || /\.test\.ts$/.test(id))
        return null;
      const starts = new Set<number>();
      for (const init of initializers(this.parse(code) as unknown as Node)) {
        callStarts(init, starts);
      }
      if (starts.size === 0) return null;
      let out = code;
      for (const start of [...starts].sort((a, b) => b - a)) {
        out = `${out.slice(0, start)}/* @__PURE__ */ ${out.slice(start)}`;
      }
      return { code: out, map: null };
    },
  };
}
