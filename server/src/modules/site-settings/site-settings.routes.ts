// Site settings (issue 3 §5): the header title and page title, the footer's copyright, phone and
// ICP number. Read publicly through /home/getTitle and /home/site; changed here by administrators.
import { siteSettingsEndpoints } from '@portal/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { callerOf } from '../../platform/access/caller.ts';
import type { AppContext } from '../../platform/context.ts';
import { route } from '../../platform/http/route.ts';
import { SETTING_KEYS } from '../../platform/site-settings/defaults.ts';
import { readSettings } from '../../platform/site-settings/settings.ts';
import { writeSettings } from './site-settings.repository.ts';

const tags = ['management'];
const ADMIN = { authority: 'ADMIN' } as const;

export function siteSettingsRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  const { db, clock, audit } = ctx;
  return async (app) => {
    route(app, siteSettingsEndpoints.get, {
      config: { access: ADMIN },
      tags,
      handler: async () => ({ data: await readSettings(db, SETTING_KEYS) }),
    });

    route(app, siteSettingsEndpoints.save, {
      config: { access: ADMIN },
      tags,
      handler: async (request) => {
        const caller = callerOf(request);
        const before = await readSettings(db, SETTING_KEYS);
        const changed = SETTING_KEYS.filter((k) => before[k] !== request.body[k]);
        await db.transaction(async (tx) => {
          await writeSettings(tx, request.body, clock());
          await audit.by(
            caller,
            {
              action: 'site-settings.updated',
              objectType: 'site-settings',
              detail: Object.fromEntries(
                changed.map((k) => [k, { before: before[k], after: request.body[k] }]),
              ),
            },
            tx,
          );
        });
        return { data: request.body };
      },
    });
  };
}
