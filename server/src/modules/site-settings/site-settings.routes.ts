// Site settings (issue 3 §5): the header title and page title, the footer's copyright, phone and
// ICP number. Read publicly through /home/getTitle and /home/site; changed here by administrators.
import { envelope, siteSettingsBody } from '@portal/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { callerOf } from '../../platform/access/caller.ts';
import type { AppContext } from '../../platform/context.ts';
import { SETTING_KEYS } from '../../platform/site-settings/defaults.ts';
import { readSettings } from '../../platform/site-settings/settings.ts';
import { writeSettings } from './site-settings.repository.ts';

const tags = ['management'];
const ADMIN = { authority: 'ADMIN' } as const;
const URL = '/console/api/management/site-settings';

export function siteSettingsRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  const { db, clock, audit } = ctx;
  return async (app) => {
    app.get(URL, {
      config: { access: ADMIN },
      schema: { tags, summary: 'Current site settings', response: { 200: envelope(siteSettingsBody) } },
      handler: async () => ({ data: await readSettings(db, SETTING_KEYS) }),
    });

    app.put(URL, {
      config: { access: ADMIN },
      schema: {
        tags,
        summary: 'Change the site settings',
        body: siteSettingsBody,
        response: { 200: envelope(siteSettingsBody) },
      },
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
