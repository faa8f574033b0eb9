// Header title and footer texts, readable before sign-in (the sign-in page shows them).
import { homeEndpoints } from '@portal/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../platform/context.ts';
import { route } from '../../platform/http/route.ts';
import { readSettings } from '../../platform/site-settings/settings.ts';

const tags = ['home'];

export function homeRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  const { db } = ctx;
  return async (app) => {
    route(app, homeEndpoints.title, {
      config: { access: 'public' },
      tags,
      handler: async () => ({ data: await readSettings(db, ['pageTitle', 'title'] as const) }),
    });

    route(app, homeEndpoints.site, {
      config: { access: 'public' },
      tags,
      handler: async () => ({ data: await readSettings(db, ['copyright', 'phone', 'icp'] as const) }),
    });
  };
}
