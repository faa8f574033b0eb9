// The disclosure calls: every signed-in reader the menus give the pages to. Imports, versions and
// restores are the shared dataset pipeline's (platform/datasets), not routes of this module.
import { disclosureEndpoints as api } from '@portal/contract/disclosure';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../platform/context.ts';
import { route } from '../../platform/http/route.ts';
import { sendAnnouncementsWorkbook } from './disclosure.export.ts';
import { createDisclosure } from './disclosure.service.ts';

const tags = ['disclosure'];

export function disclosureRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  const disclosure = createDisclosure(ctx);
  return async (app) => {
    route(app, api.overview, {
      config: { access: 'session' },
      tags,
      handler: async () => ({ data: await disclosure.overview() }),
    });
    route(app, api.announcements, {
      config: { access: 'session' },
      tags,
      handler: async (request) => ({ data: await disclosure.announcements(request.query) }),
    });
    route(app, api.exportAnnouncements, {
      config: { access: 'session' },
      tags,
      handler: async (request, reply) => sendAnnouncementsWorkbook(reply, ctx, disclosure, request.query),
    });
  };
}
