// The notice calls of spec §7: unread count (the bell), the paged inbox, mark read, discard.
import { noticeEndpoints } from '@portal/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { callerOf } from '../../platform/access/caller.ts';
import type { AppContext } from '../../platform/context.ts';
import { route } from '../../platform/http/route.ts';

const tags = ['notice'];

export function noticeRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  const { notices, audit } = ctx;
  return async (app) => {
    route(app, noticeEndpoints.count, {
      config: { access: 'session', personal: true },
      tags,
      handler: async (request) => ({
        data: { count: await notices.unreadCount(callerOf(request).user.id) },
      }),
    });

    route(app, noticeEndpoints.inbox, {
      config: { access: 'session', personal: true },
      tags,
      handler: async (request) => ({
        data: await notices.inbox(callerOf(request).user.id, request.query),
      }),
    });

    route(app, noticeEndpoints.read, {
      config: { access: 'session', personal: true },
      tags,
      handler: async (request) => ({
        data: await notices.markRead(callerOf(request).user.id, request.query.noticeId),
      }),
    });

    route(app, noticeEndpoints.discard, {
      config: { access: 'session', personal: true },
      tags,
      handler: async (request) => {
        const caller = callerOf(request);
        const { noticeId } = request.query;
        await notices.discard(caller.user.id, noticeId);
        await audit.by(caller, {
          action: 'notice.discarded',
          objectType: 'notice',
          objectId: noticeId,
        });
        return { data: { noticeId } };
      },
    });
  };
}
