// Header title and footer texts, readable before sign-in (the sign-in page shows them).
import { envelope, siteFooter, titleInfo } from '@portal/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../platform/context.ts';
import { readSettings } from '../../platform/site-settings/settings.ts';

const tags = ['home'];

export function homeRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  const { db } = ctx;
  return async (app) => {
    app.get('/console/api/home/getTitle', {
      config: { access: 'public' },
      schema: { tags, summary: 'Platform title and page title', response: { 200: envelope(titleInfo) } },
      handler: async () => ({ data: await readSettings(db, ['pageTitle', 'title'] as const) }),
    });

    app.get('/console/api/home/site', {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'Footer: copyright, phone, ICP number',
        response: { 200: envelope(siteFooter) },
      },
      handler: async () => ({ data: await readSettings(db, ['copyright', 'phone', 'icp'] as const) }),
    });
  };
}
