// Public dictionary lookups (`/console/api/dict/*`): the region cascader (registration, filters,
// the sample page) and a paged industry list (the sample data grid). Read-only; maintenance is
// dict-admin.routes.ts.
import {
  envelope,
  industryGridPage,
  industryGridQuery,
  regionOption,
  regionOptionQuery,
} from '@portal/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../platform/context.ts';
import { offsetOf, toPage } from '../../platform/http/paging.ts';
import * as repo from './dict.repository.ts';

const tags = ['dict'];

export function dictRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  const { db } = ctx;
  return async (app) => {
    app.get('/console/api/dict/regions', {
      // Registration picks a region before anyone is signed in.
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'Regions below a parent (provinces without one)',
        querystring: regionOptionQuery,
        response: { 200: envelope(z.array(regionOption)) },
      },
      handler: async (request) => {
        const rows = await repo.listRegionChildren(db, request.query.parent);
        return {
          data: rows.map(({ hasChildren, ...row }) => ({ ...row, leaf: !hasChildren })),
        };
      },
    });

    app.get('/console/api/dict/industries', {
      config: { access: 'session' },
      schema: {
        tags,
        summary: 'Industries (GB/T 4754-2017), paged, filtered and sorted',
        querystring: industryGridQuery,
        response: { 200: envelope(industryGridPage) },
      },
      handler: async (request) => {
        const { query } = request;
        const { total, items } = await repo.pageIndustries(db, query, query.size, offsetOf(query));
        return { data: toPage(items, total, query) };
      },
    });
  };
}
