// One declaration per API call: its method, path, input schemas, answer and summary. The server
// registers its route from it (server platform/http/route.ts) and the web calls it through it
// (web api/endpoint.ts), so neither side writes the path or re-types a shape.
import type { z } from 'zod';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

export type Endpoint = {
  method: HttpMethod;
  /** Fastify's form: `:name` segments are filled from `params`. */
  path: string;
  summary: string;
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  /**
   * What the answer carries in `{data}`; null when the answer is no JSON (a file's bytes, a
   * workbook), so it has no schema and the web downloads it instead of reading it.
   */
  response: z.ZodType | null;
  /** The answer is the response itself, not `{data: response}` (the UEditor protocol, openapi.json). */
  bare?: true;
  /** Request bodies other than JSON (multipart uploads, the form-encoded login), for the document. */
  consumes?: string[];
};

/**
 * Declares an endpoint; `const` keeps the literal method and path in its type. Marked free of side
 * effects so that the web's build drops the declarations no page calls.
 */
/* @__NO_SIDE_EFFECTS__ */
export function endpoint<const E extends Endpoint>(declared: E): E {
  return declared;
}

type Schema<E, K extends keyof Endpoint> = E extends Record<K, infer S extends z.ZodType> ? S : never;

/** The path's parameters as the caller gives them. */
export type EndpointParams<E extends Endpoint> = z.input<Schema<E, 'params'>>;
/**
 * The query as the caller gives it: what its schema reads or what it makes of it (a number, a
 * boolean), since every value travels as its string form.
 */
export type EndpointQuery<E extends Endpoint> =
  | z.input<Schema<E, 'query'>>
  | Partial<z.output<Schema<E, 'query'>>>;
export type EndpointBody<E extends Endpoint> = z.input<Schema<E, 'body'>>;
/** The answer's data as the client reads it. */
export type EndpointData<E extends Endpoint> = E['response'] extends z.ZodType
  ? z.output<E['response']>
  : never;

/** The path with its `:name` segments filled in (each value URI-encoded). */
export function pathOf(declared: Endpoint, params?: Record<string, unknown>): string {
  return declared.path.replace(/:(\w+)/g, (_, name: string) => {
    const value = params?.[name];
    if (value === undefined || value === null || value === '')
      throw new Error(`${declared.method} ${declared.path}: path parameter "${name}" missing`);
    return encodeURIComponent(String(value));
  });
}
