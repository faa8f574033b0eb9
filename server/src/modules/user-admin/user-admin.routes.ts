// Government and enterprise users (issue 3 §5): list, create, edit, disable/enable, reset
// password, unlock, grant/revoke ADMIN or AUDITOR, sign a user out; online sessions.
import {
  authorityParams,
  envelope,
  managedUser,
  onlineSession,
  pageOf,
  sessionIdParams,
  sessionListQuery,
  temporaryPassword,
  userCreateBody,
  userIdParams,
  userListQuery,
  userStatusBody,
  userUpdateBody,
} from '@portal/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { callerOf } from '../../platform/access/caller.ts';
import type { AppContext } from '../../platform/context.ts';
import { createSessionsAdmin } from './sessions-admin.service.ts';
import { createUserAdmin } from './user-admin.service.ts';

const tags = ['management'];
const config = { access: { authority: 'ADMIN' } } as const;
const USERS = '/console/api/management/users';

export function userAdminRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  const admin = createUserAdmin(ctx);
  const online = createSessionsAdmin(ctx);
  const one = envelope(managedUser);
  return async (app) => {
    app.get(USERS, {
      config,
      schema: {
        tags,
        summary: 'Government or enterprise users, filtered and paged',
        querystring: userListQuery,
        response: { 200: envelope(pageOf(managedUser)) },
      },
      handler: async (request) => ({ data: await admin.list(callerOf(request), request.query) }),
    });

    app.get(`${USERS}/:id`, {
      config,
      schema: { tags, summary: 'One user', params: userIdParams, response: { 200: one } },
      handler: async (request) => ({ data: await admin.load(callerOf(request), request.params.id) }),
    });

    app.post(USERS, {
      config,
      schema: {
        tags,
        summary: 'Create a user with a temporary password (shown once)',
        body: userCreateBody,
        response: { 200: envelope(temporaryPassword) },
      },
      handler: async (request) => ({ data: await admin.create(callerOf(request), request.body) }),
    });

    app.put(`${USERS}/:id`, {
      config,
      schema: {
        tags,
        summary: 'Edit a user, including the organisation it belongs to',
        params: userIdParams,
        body: userUpdateBody,
        response: { 200: one },
      },
      handler: async (request) => ({
        data: await admin.update(callerOf(request), request.params.id, request.body),
      }),
    });

    app.put(`${USERS}/:id/status`, {
      config,
      schema: {
        tags,
        summary: 'Enable or disable; disabling ends the user sessions',
        params: userIdParams,
        body: userStatusBody,
        response: { 200: one },
      },
      handler: async (request) => ({
        data: await admin.setStatus(callerOf(request), request.params.id, request.body.status),
      }),
    });

    app.post(`${USERS}/:id/password-reset`, {
      config,
      schema: {
        tags,
        summary: 'Reset to a temporary password that must be changed at next sign-in',
        params: userIdParams,
        response: { 200: envelope(temporaryPassword) },
      },
      handler: async (request) => ({ data: await admin.resetPassword(callerOf(request), request.params.id) }),
    });

    app.delete(`${USERS}/:id/lock`, {
      config,
      schema: {
        tags,
        summary: 'Lift a sign-in lock on the user account',
        params: userIdParams,
        response: { 200: envelope(z.object({ unlocked: z.boolean() })) },
      },
      handler: async (request) => ({ data: await admin.unlock(callerOf(request), request.params.id) }),
    });

    app.put(`${USERS}/:id/authorities/:authority`, {
      config,
      schema: {
        tags,
        summary: 'Grant ADMIN or AUDITOR (never both to one person)',
        params: authorityParams,
        response: { 200: one },
      },
      handler: async (request) => ({
        data: await admin.setAuthority(callerOf(request), request.params.id, request.params.authority, true),
      }),
    });

    app.delete(`${USERS}/:id/authorities/:authority`, {
      config,
      schema: {
        tags,
        summary: 'Revoke ADMIN or AUDITOR (not your own ADMIN)',
        params: authorityParams,
        response: { 200: one },
      },
      handler: async (request) => ({
        data: await admin.setAuthority(callerOf(request), request.params.id, request.params.authority, false),
      }),
    });

    app.delete(`${USERS}/:id/sessions`, {
      config,
      schema: {
        tags,
        summary: 'Sign a user out everywhere',
        params: userIdParams,
        response: { 200: envelope(z.object({ endedSessions: z.number().int() })) },
      },
      handler: async (request) => ({ data: await admin.signOut(callerOf(request), request.params.id) }),
    });

    app.get('/console/api/management/sessions', {
      config,
      schema: {
        tags,
        summary: 'Online sessions',
        querystring: sessionListQuery,
        response: { 200: envelope(pageOf(onlineSession)) },
      },
      handler: async (request) => ({ data: await online.list(callerOf(request), request.query) }),
    });

    app.delete('/console/api/management/sessions/:id', {
      config,
      schema: {
        tags,
        summary: 'Force one session to sign out',
        params: sessionIdParams,
        response: { 200: envelope(z.object({ id: z.string() })) },
      },
      handler: async (request) => ({ data: await online.end(callerOf(request), request.params.id) }),
    });
  };
}
