import type { Plugin } from 'vite';

/** What the site never reads from an endpoint definition: the OpenAPI document's text. */
const DOC_KEYS = ['summary', 'description', 'docs', 'examples', 'tag'];
/**
 * The schemas of inputs and answer, and the error codes: the server checks every answer against
 * the definition's schema before sending it, so the site's build may leave them out and take the
 * answer as sent (docs/decisions/2026-11-29-answers-checked-once.md).
 */
const SCHEMA_KEYS = ['response', 'body', 'query', 'params', 'errors'];

/** An ESTree node as the bundler's parser gives it. */
export type Node = { type: string; start: number; end: number; [key: string]: unknown };

/** A node's child nodes, in source order. */
export function children(node: Node): Node[] {
  const out: Node[] = [];
  for (const value of Object.values(node)) {
    if (Array.isArray(value)) {
      for (const v of value) if (v && typeof v === 'object' && 'type' in v) out.push(v as Node);
    } else if (value && typeof value === 'object' && 'type' in value) {
      out.push(value as Node);
    }
  }
  return out;
}

function keyName(property: Node): string | undefined {
  const key = property.key as Node | undefined;
  if (!key || property.computed) return undefined;
  if (key.type === 'Identifier') return key.name as string;
  if (key.type === 'Literal') return String(key.value);
  return undefined;
}

/**
 * Drops the documentation (summary, description, parameter docs, examples) from every
 * `defineEndpoint({ … })` in the contracts' endpoint files when the site is built: the server reads
 * them for the OpenAPI document, the browser only needs method, path and schemas. The examples'
 * shared constants then fall to tree-shaking. With `schemas`, the schemas and error codes go too
 * (the browser then needs only method, path, module, encoding and envelope), and with them every
 * schema no other code of a chunk uses.
 */
export function stripEndpointDocs(options: { schemas?: boolean } = {}): Plugin {
  const stripped = new Set([...DOC_KEYS, ...(options.schemas ? SCHEMA_KEYS : [])]);
  return {
    name: 'strip-endpoint-docs',
    apply: 'build',
    enforce: 'post',
    transform(code, id) {
      if (!/[\\/]packages[\\/]contracts[\\/]src[\\/]endpoints[\\/]/.test(id)) return null;
      if (!code.includes('defineEndpoint(')) return null;
      const ast = this.parse(code) as unknown as Node;
      const cuts: Array<[number, number]> = [];
      const visit = (node: Node) => {
        const callee = node.callee as Node | undefined;
        const args = node.arguments as Node[] | undefined;
        if (
          node.type === 'CallExpression' &&
          callee?.type === 'Identifier' &&
          callee.name === 'defineEndpoint' &&
          args?.[0]?.type === 'ObjectExpression'
        ) {
          const properties = args[0].properties as Node[];
          properties.forEach((property, i) => {
            const name = property.type === 'Property' ? keyName(property) : undefined;
            if (!name || !stripped.has(name)) return;
            const next = properties[i + 1];
            let end = next ? next.start : property.end;
            // The last property: its trailing comma goes with it.
            if (!next) end = /^\s*,/.test(code.slice(end)) ? code.indexOf(',', end) + 1 : end;
            cuts.push([property.start, end]);
          });
        }
        for (const child of children(node)) visit(child);
      };
      visit(ast);
      if (cuts.length === 0) return null;
      let out = code;
      for (const [start, end] of cuts.sort((a, b) => b[0] - a[0])) {
        out = out.slice(0, start) + out.slice(end);
      }
      return { code: withoutUnusedImports(out, this.parse(out) as unknown as Node), map: null };
    },
  };
}

/**
 * Drops the imports a stripped module no longer uses: the bundler places a module its first
 * script reaches through an import in that script, with whatever of it any page uses, even when
 * the import itself is no longer read (the contracts modules are free of side effects).
 */
export function withoutUnusedImports(code: string, ast: Node): string {
  const imports = (ast.body as Node[]).filter((n) => n.type === 'ImportDeclaration');
  if (imports.length === 0) return code;
  let rest = code;
  for (const declaration of [...imports].reverse()) {
    rest = rest.slice(0, declaration.start) + rest.slice(declaration.end);
  }
  const used = (name: string) =>
    new RegExp(`(^|[^\\w$.])${name.replace(/\$/g, '\\$')}(?![\\w$])`).test(rest);
  let out = code;
  for (const declaration of [...imports].reverse()) {
    const specifiers = declaration.specifiers as Node[];
    if (specifiers.length === 0) continue;
    const kept = specifiers.filter((s) => used((s.local as Node).name as string));
    if (kept.length === specifiers.length) continue;
    const source = (declaration.source as Node).raw as string;
    let replacement = '';
    if (kept.length > 0) {
      const named = kept.filter((s) => s.type === 'ImportSpecifier');
      const other = kept.filter((s) => s.type !== 'ImportSpecifier');
      const text = (n: Node) => code.slice(n.start, n.end);
      const parts = [
        ...other.map(text),
        ...(named.length > 0 ? [`{ ${named.map(text).join(', ')} }`] : []),
      ];
      replacement = `import ${parts.join(', ')} from ${source};`;
    }
    out = out.slice(0, declaration.start) + replacement + out.slice(declaration.end);
  }
  return out;
}
