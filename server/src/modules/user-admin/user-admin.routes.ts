// Government and enterprise users (issue 3 §5): list, create, edit, disable/enable, reset
// password, unlock, grant/revoke ADMIN or AUDITOR, sign a user out; online sessions.
import { userAdminEndpoints } from '@portal/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { callerOf } from '../../platform/access/caller.ts';
import type { AppContext } from '../../platform/context.ts';
import { route } from '../../platform/http/route.ts';
import { createSessionsAdmin } from './sessions-admin.service.ts';
import { createUserAdmin } from './user-admin.service.ts';

const tags = ['management'];
const config = { access: { authority: 'ADMIN' } } as const;

export function userAdminRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  const admin = createUserAdmin(ctx);
  const online = createSessionsAdmin(ctx);
  return async (app) => {
    route(app, userAdminEndpoints.list, {
      config,
      tags,
      handler: async (request) => ({ data: await admin.list(callerOf(request), request.query) }),
    });

    route(app, userAdminEndpoints.one, {
      config,
      tags,
      handler: async (request) => ({ data: await admin.load(callerOf(request), request.params.id) }),
    });

    route(app, userAdminEndpoints.create, {
      config,
      tags,
      handler: async (request) => ({ data: await admin.create(callerOf(request), request.body) }),
    });

    route(app, userAdminEndpoints.update, {
      config,
      tags,
      handler: async (request) => ({
        data: await admin.update(callerOf(request), request.params.id, request.body),
      }),
    });

    route(app, userAdminEndpoints.status, {
      config,
      tags,
      handler: async (request) => ({
        data: await admin.setStatus(callerOf(request), request.params.id, request.body.status),
      }),
    });

    route(app, userAdminEndpoints.resetPassword, {
      config,
      tags,
      handler: async (request) => ({ data: await admin.resetPassword(callerOf(request), request.params.id) }),
    });

    route(app, userAdminEndpoints.unlock, {
      config,
      tags,
      handler: async (request) => ({ data: await admin.unlock(callerOf(request), request.params.id) }),
    });

    route(app, userAdminEndpoints.grant, {
      config,
      tags,
      handler: async (request) => ({
        data: await admin.setAuthority(callerOf(request), request.params.id, request.params.authority, true),
      }),
    });

    route(app, userAdminEndpoints.revoke, {
      config,
      tags,
      handler: async (request) => ({
        data: await admin.setAuthority(callerOf(request), request.params.id, request.params.authority, false),
      }),
    });

    route(app, userAdminEndpoints.endSessions, {
      config,
      tags,
      handler: async (request) => ({ data: await admin.signOut(callerOf(request), request.params.id) }),
    });

    route(app, userAdminEndpoints.sessions, {
      config,
      tags,
      handler: async (request) => ({ data: await online.list(callerOf(request), request.query) }),
    });

    route(app, userAdminEndpoints.endSession, {
      config,
      tags,
      handler: async (request) => ({ data: await online.end(callerOf(request), request.params.id) }),
    });
  };
}
