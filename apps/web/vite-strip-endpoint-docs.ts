import type { Plugin } from 'vite';

/** What the site never reads from an endpoint definition: the OpenAPI document's text. */
const DOC_KEYS = new Set(['summary', 'description', 'docs', 'examples', 'tag']);

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
 * shared constants then fall to tree-shaking.
 */
export function stripEndpointDocs(): Plugin {
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
            if (!name || !DOC_KEYS.has(name)) return;
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
      return { code: out, map: null };
    },
  };
}
