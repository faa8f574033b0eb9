// Calls a contract endpoint (contract/src/endpoint.ts) through the HTTP client: the path, method
// and the answer's type come from the declaration the server registers its route from.
import {
  type Endpoint,
  type EndpointBody,
  type EndpointData,
  type EndpointParams,
  type EndpointQuery,
  pathOf,
} from '@portal/contract';
import { buildUrl, http, type Params, type RequestOptions } from './client';
import { download } from './download';

/** What a call sends: the path's parameters, the query and the body its endpoint declares. */
export type CallInput<E extends Endpoint> = (E extends { params: object }
  ? { params: EndpointParams<E> }
  : { params?: never }) & { query?: EndpointQuery<E> } & (E extends { body: object }
    ? { body: EndpointBody<E> }
    : // Multipart uploads declare no body schema (nor does UEditor's capture, read by its handler).
      { body?: FormData | object });

/** E itself when a call may leave out its input (nothing in the path, no body), else never. */
type Optional<E extends Endpoint> = E extends { params: object } | { body: object } ? never : E;

export function api<E extends Endpoint>(
  e: E,
  ...[input, options]: E extends Optional<E>
    ? [input?: CallInput<E>, options?: Omit<RequestOptions, 'params' | 'raw'>]
    : [input: CallInput<E>, options?: Omit<RequestOptions, 'params' | 'raw'>]
): Promise<EndpointData<E>> {
  const url = pathOf(e, input?.params as Params | undefined);
  const sent: RequestOptions = { ...options, params: input?.query as Params | undefined, raw: e.bare };
  switch (e.method) {
    case 'GET':
      return http.get(url, sent);
    case 'DELETE':
      return http.delete(url, sent);
    case 'POST':
      return http.post(url, input?.body, sent);
    case 'PUT':
      return http.put(url, input?.body, sent);
  }
}

/** The address of an endpoint answering a file (a link's href, an image's src). */
export function hrefOf<E extends Endpoint>(e: E, input: Omit<CallInput<E>, 'body'>): string {
  return buildUrl(pathOf(e, input.params as Params | undefined), input.query as Params | undefined);
}

/** Saves what an endpoint answers (a workbook) as a file. */
export function downloadFrom<E extends Endpoint>(
  e: E,
  input: Omit<CallInput<E>, 'body'> & { body?: unknown },
  filename: string,
): Promise<void> {
  return download(pathOf(e, input.params as Params | undefined), {
    params: input.query as Params | undefined,
    body: input.body,
    filename,
  });
}
