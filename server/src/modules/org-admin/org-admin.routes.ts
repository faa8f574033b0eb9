// Government organisation list as a region tree, and adding an organisation (issue 3 §5).
// Renaming an administrative division is the area dictionary's edit (dict-admin.routes.ts).
import { orgAdminEndpoints } from '@portal/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { callerOf } from '../../platform/access/caller.ts';
import type { AppContext } from '../../platform/context.ts';
import { route } from '../../platform/http/route.ts';
import { createOrgAdmin } from './org-admin.service.ts';

const tags = ['management'];
const ADMIN = { authority: 'ADMIN' } as const;

export function orgAdminRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  const orgsAdmin = createOrgAdmin(ctx);
  return async (app) => {
    route(app, orgAdminEndpoints.regions, {
      config: { access: ADMIN },
      tags,
      handler: async (request) => ({
        data: await orgsAdmin.regions(callerOf(request), request.query.parent),
      }),
    });

    route(app, orgAdminEndpoints.list, {
      config: { access: ADMIN },
      tags,
      handler: async (request) => ({
        data: await orgsAdmin.list(callerOf(request), request.query),
      }),
    });

    route(app, orgAdminEndpoints.create, {
      config: { access: ADMIN },
      tags,
      handler: async (request) => ({
        data: await orgsAdmin.create(callerOf(request), request.body),
      }),
    });
  };
}
