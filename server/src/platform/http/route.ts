// Registers a route from its contract endpoint: the method, path, input schemas, answer schema
// and summary come from the declaration both sides share, so a route file adds only who may call
// it (config), its OpenAPI tags and its handler.
import type { Endpoint } from '@portal/contract';
import { envelope } from '@portal/contract';
import type {
  FastifyContextConfig,
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  RouteHandlerMethod,
} from 'fastify';
import type { z } from 'zod';

type Parsed<E, K extends keyof Endpoint> =
  E extends Record<K, infer S extends z.ZodType> ? z.output<S> : unknown;

export type EndpointRequest<E extends Endpoint> = FastifyRequest<{
  Params: Parsed<E, 'params'>;
  Querystring: Parsed<E, 'query'>;
  Body: Parsed<E, 'body'>;
}>;

/** What the handler returns: `{data}` (or the bare answer) as its schema serialises it, else the reply. */
export type EndpointAnswer<E extends Endpoint> = E['response'] extends z.ZodType
  ? E extends { bare: true }
    ? z.input<E['response']>
    : { data: z.input<E['response']> }
  : FastifyReply;

export type RouteOptions<E extends Endpoint> = {
  config: FastifyContextConfig;
  tags: string[];
  handler: (request: EndpointRequest<E>, reply: FastifyReply) => Promise<EndpointAnswer<E>>;
};

export function route<E extends Endpoint>(app: FastifyInstance, e: E, options: RouteOptions<E>): void {
  const answer = e.response && (e.bare ? e.response : envelope(e.response));
  app.route({
    method: e.method,
    url: e.path,
    config: options.config,
    schema: {
      tags: options.tags,
      summary: e.summary,
      ...(e.consumes && { consumes: e.consumes }),
      ...(e.params && { params: e.params }),
      ...(e.query && { querystring: e.query }),
      ...(e.body && { body: e.body }),
      ...(answer && { response: { 200: answer } }),
    },
    // The schemas above validate and serialise at run time; EndpointRequest/EndpointAnswer give
    // the handler the same types statically.
    handler: options.handler as unknown as RouteHandlerMethod,
  });
}
