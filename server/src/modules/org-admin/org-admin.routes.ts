// Government organisation list as a region tree, and adding an organisation (issue 3 §5).
// Renaming an administrative division is the area dictionary's edit (dict-admin.routes.ts).
import {
  envelope,
  managedOrg,
  orgCreateBody,
  orgListQuery,
  orgRegionNode,
  orgRegionQuery,
  pageOf,
} from '@portal/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { callerOf } from '../../platform/access/caller.ts';
import type { AppContext } from '../../platform/context.ts';
import { createOrgAdmin } from './org-admin.service.ts';

const tags = ['management'];
const ADMIN = { authority: 'ADMIN' } as const;

export function orgAdminRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  const orgsAdmin = createOrgAdmin(ctx);
  return async (app) => {
    app.get('/console/api/management/orgs/regions', {
      config: { access: ADMIN },
      schema: {
        tags,
        summary: 'Regions of the caller scope (its own region without parent) with organisation counts',
        querystring: orgRegionQuery,
        response: { 200: envelope(z.array(orgRegionNode)) },
      },
      handler: async (request) => ({
        data: await orgsAdmin.regions(callerOf(request), request.query.parent),
      }),
    });

    app.get('/console/api/management/orgs', {
      config: { access: ADMIN },
      schema: {
        tags,
        summary: 'Government organisations (or enterprises) in a region subtree, paged',
        querystring: orgListQuery,
        response: { 200: envelope(pageOf(managedOrg)) },
      },
      handler: async (request) => ({
        data: await orgsAdmin.list(callerOf(request), request.query),
      }),
    });

    app.post('/console/api/management/orgs', {
      config: { access: ADMIN },
      schema: {
        tags,
        summary: 'Add a financial office or a member unit',
        body: orgCreateBody,
        response: { 200: envelope(z.object({ id: z.string() })) },
      },
      handler: async (request) => ({
        data: await orgsAdmin.create(callerOf(request), request.body),
      }),
    });
  };
}
