// Deny by default: every /console route declares who may call it in config.access; startup fails
// when one does not, and one onRequest hook enforces the declarations before any parsing.
import { type Authority, changesNothing, errorBody, type OrgType } from '@portal/contract';
import type { FastifyInstance, RouteOptions } from 'fastify';
import type { ActiveSession, Sessions } from '../auth/sessions.ts';
import { AccessDeniedError, AuthRequiredError, PasswordChangeRequiredError } from '../http/errors.ts';
import { callerFrom } from './caller.ts';

/**
 * 'public': anyone; 'session': any signed-in user; 'registrant': any signed-in user, including one
 * whose registration awaits review (a limited session, which every other route refuses);
 * otherwise the user must hold the authority and/or org type.
 */
export type Access =
  | 'public'
  | 'session'
  | 'registrant'
  | { authority: Authority | readonly Authority[]; types?: readonly OrgType[] }
  | { authority?: Authority | readonly Authority[]; types: readonly OrgType[] };

export type RouteEntry = { method: string; url: string; access: Access };

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
    /**
     * The caller's own things (who am I, password, notices, usage records): the only routes open
     * to a session that must first change a temporary password, and the only changes open to an
     * AUDITOR holder, who may change nothing else (DESIGN §9).
     */
    personal?: boolean;
  }
  interface FastifyInstance {
    /** Every /console route with its access declaration, for the OpenAPI view and the access tests. */
    consoleRoutes: RouteEntry[];
  }
}

/** What a registrant awaiting review meets everywhere but the registration status. */
export const LIMITED_SESSION_MESSAGE = '您的注册信息尚未审核通过，目前只能查看注册审核状态';

/** What an AUDITOR holder meets on any change that is not its own (DESIGN §9: it changes nothing). */
export const AUDITOR_READ_ONLY_MESSAGE = '抱歉，安全审计员只能查看，不能更改数据';
const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

const DENIED_MESSAGES: Record<Authority, string> = {
  ADMIN: '抱歉，该功能仅限系统管理员使用',
  AUDITOR: '抱歉，该功能仅限安全审计员使用',
};

/** Null when allowed, else the message to show. */
export function refusal(
  access: Exclude<Access, 'public' | 'session' | 'registrant'>,
  session: ActiveSession,
): string | null {
  const { user } = session;
  if (access.authority !== undefined) {
    const wanted: readonly Authority[] =
      typeof access.authority === 'string' ? [access.authority] : access.authority;
    if (!wanted.some((a) => user.authorities.includes(a))) {
      return wanted.length === 1 ? DENIED_MESSAGES[wanted[0]!] : '抱歉，您无权访问该资源';
    }
  }
  if (access.types && !access.types.includes(user.org.type)) return '抱歉，您所在机构无权使用该功能';
  return null;
}

function registerRoute(app: FastifyInstance, route: RouteOptions): void {
  if (!route.url.startsWith('/console')) return;
  const access = route.config?.access;
  const methods = ([] as string[]).concat(route.method);
  if (access === undefined) {
    throw new Error(
      `${methods.join(',')} ${route.url} declares no config.access; every /console route must (deny by default)`,
    );
  }
  // Every failure answers {code, message, details?}; say so once for all routes, in the schema and OpenAPI.
  if (route.schema?.response && typeof route.schema.response === 'object') {
    const response = route.schema.response as Record<string, unknown>;
    response['4XX'] ??= errorBody;
    response['5XX'] ??= errorBody;
  }
  for (const method of methods) {
    if (method !== 'HEAD') app.consoleRoutes.push({ method, url: route.url, access });
  }
}

export function installAccessControl(app: FastifyInstance, sessions: Sessions): void {
  app.decorate('consoleRoutes', [] as RouteEntry[]);
  app.addHook('onRoute', (route) => registerRoute(app, route));
  app.addHook('onRequest', async (request) => {
    // Fastify builds routeOptions anew at each reading: read it once.
    const { access, personal } = request.routeOptions.config;
    if (access === undefined || access === 'public') return;
    const session = await sessions.resolve(request);
    if (!session) throw new AuthRequiredError();
    request.caller = callerFrom(session, request.ip);
    if (access === 'registrant') return;
    if (session.limited) throw new AccessDeniedError(LIMITED_SESSION_MESSAGE);
    // The web sends the user to the password form; the server holds the line for any other client.
    if (session.user.mustChangePassword && personal !== true) throw new PasswordChangeRequiredError();
    // The route's own rule speaks first (an administrator's tool says so, even to the auditor).
    const message = access === 'session' ? null : refusal(access, session);
    if (message !== null) throw new AccessDeniedError(message);
    if (changesNothing(session.user) && !READS.has(request.method) && personal !== true)
      throw new AccessDeniedError(AUDITOR_READ_ONLY_MESSAGE);
  });
}
