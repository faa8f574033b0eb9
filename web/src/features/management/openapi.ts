// Turns the OpenAPI document into what the readable view shows: operations grouped by tag (or
// by the first path segment under /console/api), and schemas written as compact TypeScript-like
// text, which administrators read faster than raw JSON.
import type { OpenApiDocument } from '../../api/management';

export type Schema = {
  type?: string | string[];
  format?: string;
  properties?: Record<string, Schema>;
  required?: string[];
  items?: Schema;
  enum?: unknown[];
  const?: unknown;
  $ref?: string;
  anyOf?: Schema[];
  oneOf?: Schema[];
  allOf?: Schema[];
  nullable?: boolean;
  additionalProperties?: boolean | Schema;
};
export type Parameter = {
  name: string;
  in: string;
  required?: boolean;
  description?: string;
  schema?: Schema;
};
type Content = Record<string, { schema?: Schema }>;
export type Operation = {
  id: string;
  method: string;
  path: string;
  summary: string;
  description?: string;
  parameters: Parameter[];
  requestBody?: { content?: Content; required?: boolean };
  responses: Record<string, { description?: string; content?: Content }>;
};
export type OperationGroup = { name: string; operations: Operation[] };

const METHODS = ['get', 'post', 'put', 'patch', 'delete', 'head', 'options'];

/** "/console/api/notice/read" → "notice"; "/console/login" → "login". */
export function pathGroup(path: string): string {
  const rest = path.replace(/^\/console/, '').replace(/^\/api/, '');
  return rest.split('/').find((s) => s && !s.startsWith('{') && !s.startsWith(':')) ?? '/';
}

export function groupOperations(doc: OpenApiDocument, search = ''): OperationGroup[] {
  const needle = search.trim().toLowerCase();
  const groups = new Map<string, Operation[]>();
  for (const [path, item] of Object.entries(doc.paths ?? {})) {
    for (const method of METHODS) {
      const raw = item[method] as
        | (Omit<Operation, 'id' | 'method' | 'path'> & { tags?: string[] })
        | undefined;
      if (!raw) continue;
      const op: Operation = {
        ...raw,
        id: `${method} ${path}`,
        method,
        path,
        summary: raw.summary ?? '',
        parameters: raw.parameters ?? [],
        responses: raw.responses ?? {},
      };
      const group = raw.tags?.[0] ?? pathGroup(path);
      const haystack = [method, path, op.summary, op.description ?? '', group].join(' ').toLowerCase();
      if (needle && !haystack.includes(needle)) continue;
      groups.set(group, [...(groups.get(group) ?? []), op]);
    }
  }
  return [...groups.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([name, operations]) => ({
      name,
      operations: operations.sort((a, b) => a.path.localeCompare(b.path)),
    }));
}

type Context = { components: Record<string, Schema>; seen: Set<string>; indent: string };

export function schemaText(schema: Schema | undefined, components: Record<string, unknown> = {}): string {
  return typeText(schema, { components: components as Record<string, Schema>, seen: new Set(), indent: '' });
}

function typeText(s: Schema | undefined, ctx: Context): string {
  if (!s || typeof s !== 'object') return 'unknown';
  if (s.$ref) {
    const name = s.$ref.split('/').pop() ?? s.$ref;
    const target = ctx.components[name];
    // A schema that refers to itself is named, not expanded forever.
    if (!target || ctx.seen.has(name)) return name;
    return typeText(target, { ...ctx, seen: new Set([...ctx.seen, name]) });
  }
  if (s.const !== undefined) return JSON.stringify(s.const);
  if (s.enum) return s.enum.map((v) => JSON.stringify(v)).join(' | ');
  const union = s.anyOf ?? s.oneOf;
  if (union) return union.map((u) => typeText(u, ctx)).join(' | ');
  if (s.allOf) return s.allOf.map((u) => typeText(u, ctx)).join(' & ');
  const types = Array.isArray(s.type) ? s.type : s.type ? [s.type] : [];
  const nullable = s.nullable || types.includes('null');
  let base: string;
  if (s.properties || types.includes('object')) base = objectText(s, ctx);
  else if (types.includes('array')) base = `Array<${typeText(s.items, ctx)}>`;
  else {
    const named = types.filter((t) => t !== 'null').join(' | ') || (nullable ? '' : 'unknown');
    base = s.format && named ? `${named}(${s.format})` : named;
  }
  if (!nullable) return base;
  return base ? `${base} | null` : 'null';
}

function objectText(s: Schema, ctx: Context): string {
  const entries = Object.entries(s.properties ?? {});
  if (entries.length === 0) {
    if (s.additionalProperties && typeof s.additionalProperties === 'object') {
      return `Record<string, ${typeText(s.additionalProperties, ctx)}>`;
    }
    return '{}';
  }
  const inner = { ...ctx, indent: `${ctx.indent}  ` };
  const required = new Set(s.required ?? []);
  const lines = entries.map(
    ([name, value]) => `${inner.indent}${name}${required.has(name) ? '' : '?'}: ${typeText(value, inner)}`,
  );
  return `{\n${lines.join('\n')}\n${ctx.indent}}`;
}
