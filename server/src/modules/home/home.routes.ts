// Header title and footer texts, readable before sign-in (the sign-in page shows them); the
// console home's cards (platform/home-cards), each its own call so one slow card holds up none.
import { homeEndpoints } from '@portal/contract';
import { homeCardEndpoints } from '@portal/contract/home-cards';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { callerOf } from '../../platform/access/caller.ts';
import type { AppContext } from '../../platform/context.ts';
import { NotFoundError } from '../../platform/http/errors.ts';
import { route } from '../../platform/http/route.ts';
import { readSettings } from '../../platform/site-settings/settings.ts';

const tags = ['home'];

export function homeRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  const { db, homeCards } = ctx;
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

    route(app, homeCardEndpoints.list, {
      config: { access: 'session' },
      tags,
      handler: async (request) => ({ data: homeCards.visible(callerOf(request)) }),
    });

    route(app, homeCardEndpoints.card, {
      config: { access: 'session' },
      tags,
      handler: async (request) => {
        const data = await homeCards.load(callerOf(request), request.params.key);
        // Unknown and not-yours answer alike: a card's existence tells nothing.
        if (!data) throw new NotFoundError();
        return { data };
      },
    });
  };
}
