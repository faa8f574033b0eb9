// Portal articles over HTTP: the public reads under /console/api/portal/… (no sign-in) and the
// administrator's maintenance under /console/api/portal/management/articles… (ADMIN).
import {
  articleAdmin,
  articleAdminPage,
  articleAdminQuery,
  articleCardPage,
  articleDetail,
  articleHitPage,
  articleIdParams,
  articleInput,
  articlePublicQuery,
  articleSearchQuery,
  articleTransition,
  articleUpdate,
  envelope,
  portalHome,
} from '@portal/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { callerOf } from '../../platform/access/caller.ts';
import type { AppContext } from '../../platform/context.ts';
import { createArticles } from './article.service.ts';
import { createPortalContent } from './portal.service.ts';

const ADMIN = { authority: 'ADMIN' } as const;
const publicTags = ['portal'];
const tags = ['portal-management'];
const BASE = '/console/api/portal/management/articles';

export function articleRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  const portal = createPortalContent(ctx);
  const articles = createArticles(ctx);
  return async (app) => {
    app.get('/console/api/portal/home', {
      config: { access: 'public' },
      schema: {
        tags: publicTags,
        summary: 'Everything the portal home shows',
        response: { 200: envelope(portalHome) },
      },
      handler: async () => ({ data: await portal.home() }),
    });

    app.get('/console/api/portal/articles', {
      config: { access: 'public' },
      schema: {
        tags: publicTags,
        summary: 'Published articles of one or more categories, pinned first',
        querystring: articlePublicQuery,
        response: { 200: envelope(articleCardPage) },
      },
      handler: async ({ query }) => ({ data: await portal.list(query.category, query) }),
    });

    app.get('/console/api/portal/articles/:articleId', {
      config: { access: 'public' },
      schema: {
        tags: publicTags,
        summary: 'A published article (counts the view); 404 for anything else',
        params: articleIdParams,
        response: { 200: envelope(articleDetail) },
      },
      handler: async ({ params }) => ({ data: await portal.detail(params.articleId) }),
    });

    app.get('/console/api/portal/search', {
      config: { access: 'public' },
      schema: {
        tags: publicTags,
        summary: 'Search published articles by title, summary and body',
        querystring: articleSearchQuery,
        response: { 200: envelope(articleHitPage) },
      },
      handler: async ({ query }) => ({ data: await portal.search(query.q, query.category, query) }),
    });

    app.get(BASE, {
      config: { access: ADMIN },
      schema: {
        tags,
        summary: 'Articles in every state, filtered and paged',
        querystring: articleAdminQuery,
        response: { 200: envelope(articleAdminPage) },
      },
      handler: async ({ query }) => ({ data: await articles.list(query) }),
    });

    app.get(`${BASE}/:articleId`, {
      config: { access: ADMIN },
      schema: {
        tags,
        summary: 'One article in any state (edit and preview)',
        params: articleIdParams,
        response: { 200: envelope(articleAdmin) },
      },
      handler: async ({ params }) => ({ data: await articles.get(params.articleId) }),
    });

    app.post(BASE, {
      config: { access: ADMIN },
      schema: {
        tags,
        summary: 'Create a draft',
        body: articleInput,
        response: { 200: envelope(articleAdmin) },
      },
      handler: async (request) => ({ data: await articles.create(callerOf(request), request.body) }),
    });

    app.put(`${BASE}/:articleId`, {
      config: { access: ADMIN },
      schema: {
        tags,
        summary: 'Edit (409 when the version is stale)',
        params: articleIdParams,
        body: articleUpdate,
        response: { 200: envelope(articleAdmin) },
      },
      handler: async (request) => ({
        data: await articles.update(callerOf(request), request.params.articleId, request.body),
      }),
    });

    const transitions = {
      publish: 'Publish now, or at its future publish time',
      unpublish: 'Take a published article off the portal',
    } as const;
    for (const [transition, summary] of Object.entries(transitions) as [keyof typeof transitions, string][]) {
      app.post(`${BASE}/:articleId/${transition}`, {
        config: { access: ADMIN },
        schema: {
          tags,
          summary,
          params: articleIdParams,
          body: articleTransition,
          response: { 200: envelope(articleAdmin) },
        },
        handler: async (request) => ({
          data: await articles[transition](
            callerOf(request),
            request.params.articleId,
            request.body?.version,
          ),
        }),
      });
    }

    app.delete(`${BASE}/:articleId`, {
      config: { access: ADMIN },
      schema: {
        tags,
        summary: 'Delete an article',
        params: articleIdParams,
        response: { 200: envelope(z.object({ articleId: z.string() })) },
      },
      handler: async (request) => {
        await articles.remove(callerOf(request), request.params.articleId);
        return { data: { articleId: request.params.articleId } };
      },
    });
  };
}
