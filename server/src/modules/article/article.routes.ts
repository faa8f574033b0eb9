// Portal articles over HTTP: the public reads under /console/api/portal/… (no sign-in) and the
// administrator's maintenance under /console/api/portal/management/articles… (ADMIN).
import { articleEndpoints } from '@portal/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { callerOf } from '../../platform/access/caller.ts';
import type { AppContext } from '../../platform/context.ts';
import { route } from '../../platform/http/route.ts';
import { createArticles } from './article.service.ts';
import { createPortalContent } from './portal.service.ts';

const ADMIN = { authority: 'ADMIN' } as const;
const publicTags = ['portal'];
const tags = ['portal-management'];

export function articleRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  const portal = createPortalContent(ctx);
  const articles = createArticles(ctx);
  return async (app) => {
    route(app, articleEndpoints.home, {
      config: { access: 'public' },
      tags: publicTags,
      handler: async () => ({ data: await portal.home() }),
    });

    route(app, articleEndpoints.published, {
      config: { access: 'public' },
      tags: publicTags,
      handler: async ({ query }) => ({ data: await portal.list(query.category, query) }),
    });

    route(app, articleEndpoints.read, {
      config: { access: 'public' },
      tags: publicTags,
      handler: async ({ params }) => ({ data: await portal.detail(params.articleId) }),
    });

    route(app, articleEndpoints.search, {
      config: { access: 'public' },
      tags: publicTags,
      handler: async ({ query }) => ({ data: await portal.search(query.q, query.category, query) }),
    });

    route(app, articleEndpoints.list, {
      config: { access: ADMIN },
      tags,
      handler: async ({ query }) => ({ data: await articles.list(query) }),
    });

    route(app, articleEndpoints.one, {
      config: { access: ADMIN },
      tags,
      handler: async ({ params }) => ({ data: await articles.get(params.articleId) }),
    });

    route(app, articleEndpoints.create, {
      config: { access: ADMIN },
      tags,
      handler: async (request) => ({ data: await articles.create(callerOf(request), request.body) }),
    });

    route(app, articleEndpoints.update, {
      config: { access: ADMIN },
      tags,
      handler: async (request) => ({
        data: await articles.update(callerOf(request), request.params.articleId, request.body),
      }),
    });

    for (const transition of ['publish', 'unpublish'] as const) {
      route(app, articleEndpoints[transition], {
        config: { access: ADMIN },
        tags,
        handler: async (request) => ({
          data: await articles[transition](
            callerOf(request),
            request.params.articleId,
            request.body?.version,
          ),
        }),
      });
    }

    route(app, articleEndpoints.delete, {
      config: { access: ADMIN },
      tags,
      handler: async (request) => {
        await articles.remove(callerOf(request), request.params.articleId);
        return { data: { articleId: request.params.articleId } };
      },
    });
  };
}
