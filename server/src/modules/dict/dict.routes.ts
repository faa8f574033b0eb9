// Public dictionary lookups (`/console/api/dict/*`): the region cascader (registration, filters,
// the sample page) and a paged industry list (the sample data grid). Read-only; maintenance is
// dict-admin.routes.ts.
import { dictEndpoints } from '@portal/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../platform/context.ts';
import { offsetOf, toPage } from '../../platform/http/paging.ts';
import { route } from '../../platform/http/route.ts';
import * as repo from './dict.repository.ts';

const tags = ['dict'];

export function dictRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  const { db } = ctx;
  return async (app) => {
    route(app, dictEndpoints.regions, {
      // Registration picks a region before anyone is signed in.
      config: { access: 'public' },
      tags,
      handler: async (request) => {
        const rows = await repo.listRegionChildren(db, request.query.parent);
        return {
          data: rows.map(({ hasChildren, ...row }) => ({ ...row, leaf: !hasChildren })),
        };
      },
    });

    route(app, dictEndpoints.industries, {
      config: { access: 'session' },
      tags,
      handler: async (request) => {
        const { query } = request;
        const { total, items } = await repo.pageIndustries(db, query, query.size, offsetOf(query));
        return { data: toPage(items, total, query) };
      },
    });
  };
}
