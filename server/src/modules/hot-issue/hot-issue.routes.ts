// Hot issues' calls: the published list (category, keyword, paging), category counts and one
// issue for everyone; the whole set for administrators (portal maintenance → 热点问题).
import {
  envelope,
  hotIssueAdminDetail,
  hotIssueAdminPage,
  hotIssueAdminQuery,
  hotIssueCategoryCounts,
  hotIssueDetail,
  hotIssueIdParams,
  hotIssueInput,
  hotIssuePage,
  hotIssueQuery,
  hotIssueUpdate,
} from '@portal/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { callerOf } from '../../platform/access/caller.ts';
import type { AppContext } from '../../platform/context.ts';
import { createHotIssues } from './hot-issue.service.ts';

const tags = ['hot-issue'];
const ADMIN = { authority: 'ADMIN' } as const;
const PUBLIC_BASE = '/console/api/portal/hot-issues';
const BASE = '/console/api/portal/management/hot-issues';

export function hotIssueRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  const issues = createHotIssues(ctx);
  return async (app) => {
    app.get(PUBLIC_BASE, {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'Published hot issues by category and keyword, paged',
        querystring: hotIssueQuery,
        response: { 200: envelope(hotIssuePage) },
      },
      handler: async (request) => ({ data: await issues.listPublished(request.query) }),
    });

    app.get(`${PUBLIC_BASE}/categories`, {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'Published hot issues per category',
        response: { 200: envelope(hotIssueCategoryCounts) },
      },
      handler: async () => ({ data: await issues.categoryCounts() }),
    });

    app.get(`${PUBLIC_BASE}/:issueId`, {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'One published hot issue (counts the reading)',
        params: hotIssueIdParams,
        response: { 200: envelope(hotIssueDetail) },
      },
      handler: async (request) => ({ data: await issues.read(request.params.issueId) }),
    });

    app.get(BASE, {
      config: { access: ADMIN },
      schema: {
        tags,
        summary: 'All hot issues, drafts included, paged',
        querystring: hotIssueAdminQuery,
        response: { 200: envelope(hotIssueAdminPage) },
      },
      handler: async (request) => ({ data: await issues.list(request.query) }),
    });

    app.get(`${BASE}/:issueId`, {
      config: { access: ADMIN },
      schema: {
        tags,
        summary: 'One hot issue for editing',
        params: hotIssueIdParams,
        response: { 200: envelope(hotIssueAdminDetail) },
      },
      handler: async (request) => ({ data: await issues.detail(request.params.issueId) }),
    });

    app.post(BASE, {
      config: { access: ADMIN },
      schema: {
        tags,
        summary: 'Create a hot issue',
        body: hotIssueInput,
        response: { 200: envelope(hotIssueAdminDetail) },
      },
      handler: async (request) => ({ data: await issues.create(request.body, callerOf(request)) }),
    });

    app.put(`${BASE}/:issueId`, {
      config: { access: ADMIN },
      schema: {
        tags,
        summary:
          'Update a hot issue (publish or unpublish with the published flag; 409 when the version is stale)',
        params: hotIssueIdParams,
        body: hotIssueUpdate,
        response: { 200: envelope(hotIssueAdminDetail) },
      },
      handler: async (request) => ({
        data: await issues.update(request.params.issueId, request.body, callerOf(request)),
      }),
    });

    app.delete(`${BASE}/:issueId`, {
      config: { access: ADMIN },
      schema: {
        tags,
        summary: 'Delete a hot issue',
        params: hotIssueIdParams,
        response: { 200: envelope(z.object({ issueId: z.string() })) },
      },
      handler: async (request) => ({ data: await issues.remove(request.params.issueId, callerOf(request)) }),
    });
  };
}
