// Who is calling, built once per request by the access hook from the session: services take it
// first, and audit rows take who and from where out of it (audit.by), so neither is written out
// by hand in a route.
import type { SessionUser } from '@portal/contract';
import type { FastifyRequest } from 'fastify';
import type { ActiveSession } from '../auth/sessions.ts';
import { AuthRequiredError } from '../http/errors.ts';

export type Caller = {
  user: SessionUser;
  org: SessionUser['org'];
  sessionId: string;
  /** The client's address as the configured proxies report it (TRUST_PROXY). */
  address: string;
};

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by the access hook on every route that needs a session; read it with callerOf. */
    caller: Caller | undefined;
  }
}

export const callerFrom = (session: ActiveSession, address: string): Caller => ({
  user: session.user,
  org: session.user.org,
  sessionId: session.id,
  address,
});

/** The caller of a route that declares a session in config.access (never a public one). */
export function callerOf(request: FastifyRequest): Caller {
  if (!request.caller) throw new AuthRequiredError();
  return request.caller;
}
