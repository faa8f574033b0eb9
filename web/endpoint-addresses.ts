// The browser needs of an endpoint declaration (contract/src/endpoint.ts) only where it is and how
// it is called: its method, path and `bare`. Its schemas are the server's, for checking what
// arrives and documenting the API; carried into the browser they made every page, the public
// portal's first one included, download zod and build a few hundred schemas before it could
// start (issue 15 §2). So the web's build drops them from each `endpoint({...})` of the contract,
// and marks each of the contract's module-level values as free of side effects, so that a schema
// nothing else reads is dropped with them (the contract's modules only declare; they do nothing
// on import). Types are untouched: the web still reads a call's types from the schemas.
import MagicString from 'magic-string';
import type { Plugin } from 'vite';

/** What a browser's call needs; every other key of a declaration is removed. */
const KEPT = new Set(['method', 'path', 'bare']);
const CONTRACT = /[\\/]contract[\\/]src[\\/].+\.ts$/;

type Node = { type: string; start: number; end: number; [key: string]: unknown };

/**
 * The module-level values built by a call (a schema, a page shape, a declaration), as [start, end)
 * ranges of their expressions: the build wraps each in a call marked pure, so that one no page
 * reads is dropped. A zod chain (`z.object({…}).extend({…})`) is otherwise kept whole.
 */
export function builtValueRanges(program: Node): Array<[number, number]> {
  const ranges: Array<[number, number]> = [];
  for (const statement of program.body as Node[]) {
    const declaration =
      statement.type === 'ExportNamedDeclaration' ? (statement.declaration as Node | null) : statement;
    if (declaration?.type !== 'VariableDeclaration') continue;
    for (const declarator of declaration.declarations as Node[]) {
      const init = declarator.init as Node | null;
      if (init && BUILT.has(init.type)) ranges.push([init.start, init.end]);
    }
  }
  return ranges;
}
const BUILT = new Set([
  'CallExpression',
  'MemberExpression',
  'NewExpression',
  'ObjectExpression',
  'ArrayExpression',
]);

/** The declarations' keys the browser does not need, as [start, end) ranges to remove (with their commas). */
export function schemaRanges(program: Node): Array<[number, number]> {
  const ranges: Array<[number, number]> = [];
  const visit = (node: unknown): void => {
    if (!node || typeof node !== 'object') return;
    if (Array.isArray(node)) {
      for (const item of node) visit(item);
      return;
    }
    const n = node as Node;
    if (n.type === 'CallExpression' && isEndpointCall(n)) {
      const [declared] = n.arguments as Node[];
      if (declared?.type === 'ObjectExpression') {
        const properties = declared.properties as Node[];
        properties.forEach((property, i) => {
          const key =
            property.type === 'Property' && !property.computed ? keyName(property.key as Node) : null;
          if (key !== null && KEPT.has(key)) return;
          if (key === null && property.type !== 'Property') {
            throw new Error('endpoint declarations must be plain object literals (no spreads)');
          }
          // Up to the next property's start, so its separating comma goes with it.
          const next = properties[i + 1];
          ranges.push([property.start, next ? next.start : property.end]);
        });
      }
    }
    for (const [key, child] of Object.entries(n)) if (key !== 'type') visit(child);
  };
  visit(program);
  return ranges;
}

function isEndpointCall(call: Node): boolean {
  const callee = call.callee as Node;
  return callee.type === 'Identifier' && callee.name === 'endpoint';
}

function keyName(key: Node): string | null {
  if (key.type === 'Identifier') return key.name as string;
  if (key.type === 'Literal' && typeof key.value === 'string') return key.value;
  return null;
}

export function endpointAddresses(): Plugin {
  return {
    name: 'portal-endpoint-addresses',
    apply: 'build',
    transform(code, id) {
      if (!CONTRACT.test(id)) return null;
      const program = this.parse(code) as unknown as Node;
      const edited = new MagicString(code);
      for (const [start, end] of schemaRanges(program)) edited.remove(start, end);
      for (const [start, end] of builtValueRanges(program)) {
        edited.prependLeft(start, '/* @__PURE__ */ (() => (');
        edited.appendRight(end, '))()');
      }
      return { code: edited.toString(), map: edited.generateMap({ hires: 'boundary' }) };
    },
  };
}
