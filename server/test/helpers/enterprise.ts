// Requests of the enterprise and institution tests: signed-in calls by demo account, and the
// demo profile read back as a draft body to edit.
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { login, sameOrigin } from './http.ts';

export function callerOf(app: FastifyInstance) {
  const cookies = new Map<string, string>();
  const cookieOf = async (account: string) => {
    if (!cookies.has(account)) cookies.set(account, await login(app, account));
    return cookies.get(account)!;
  };
  async function call(
    account: string | null,
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    payload?: unknown,
  ): Promise<LightMyRequestResponse> {
    const headers: Record<string, string> = { ...sameOrigin };
    if (account) headers.cookie = await cookieOf(account);
    return app.inject({
      method,
      url,
      headers,
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
  }
  return {
    call,
    get: (account: string | null, url: string) => call(account, 'GET', url),
    /** The `data` of a 200 answer; any other status fails with the body. */
    // biome-ignore lint/suspicious/noExplicitAny: tests read JSON answers loosely, asserting what they need.
    async data<T = any>(
      account: string | null,
      method: 'GET' | 'POST' | 'PUT' | 'DELETE',
      url: string,
      payload?: unknown,
    ) {
      const answer = await call(account, method, url, payload);
      if (answer.statusCode !== 200)
        throw new Error(`${method} ${url} as ${account}: ${answer.statusCode} ${answer.body}`);
      return answer.json().data as T;
    },
  };
}
