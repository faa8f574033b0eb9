// Hot issues' calls: the published list (category, keyword, paging), category counts and one
// issue for everyone; the whole set for administrators (portal maintenance → 热点问题).
import { hotIssueEndpoints } from '@portal/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { callerOf } from '../../platform/access/caller.ts';
import type { AppContext } from '../../platform/context.ts';
import { route } from '../../platform/http/route.ts';
import { createHotIssues } from './hot-issue.service.ts';

const tags = ['hot-issue'];
const ADMIN = { authority: 'ADMIN' } as const;

export function hotIssueRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  const issues = createHotIssues(ctx);
  return async (app) => {
    route(app, hotIssueEndpoints.published, {
      config: { access: 'public' },
      tags,
      handler: async (request) => ({ data: await issues.listPublished(request.query) }),
    });

    route(app, hotIssueEndpoints.categories, {
      config: { access: 'public' },
      tags,
      handler: async () => ({ data: await issues.categoryCounts() }),
    });

    route(app, hotIssueEndpoints.read, {
      config: { access: 'public' },
      tags,
      handler: async (request) => ({ data: await issues.read(request.params.issueId) }),
    });

    route(app, hotIssueEndpoints.list, {
      config: { access: ADMIN },
      tags,
      handler: async (request) => ({ data: await issues.list(request.query) }),
    });

    route(app, hotIssueEndpoints.one, {
      config: { access: ADMIN },
      tags,
      handler: async (request) => ({ data: await issues.detail(request.params.issueId) }),
    });

    route(app, hotIssueEndpoints.create, {
      config: { access: ADMIN },
      tags,
      handler: async (request) => ({ data: await issues.create(request.body, callerOf(request)) }),
    });

    route(app, hotIssueEndpoints.update, {
      config: { access: ADMIN },
      tags,
      handler: async (request) => ({
        data: await issues.update(request.params.issueId, request.body, callerOf(request)),
      }),
    });

    route(app, hotIssueEndpoints.delete, {
      config: { access: ADMIN },
      tags,
      handler: async (request) => ({ data: await issues.remove(request.params.issueId, callerOf(request)) }),
    });
  };
}
