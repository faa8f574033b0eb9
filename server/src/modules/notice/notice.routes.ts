// The notice calls of spec §7: unread count (the bell), the paged inbox, mark read, discard.
import { envelope, notice, noticeCount, noticeIdQuery, noticePage, pageQuery } from '@portal/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { callerOf } from '../../platform/access/caller.ts';
import type { AppContext } from '../../platform/context.ts';

const tags = ['notice'];

export function noticeRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  const { notices, audit } = ctx;
  return async (app) => {
    app.get('/console/api/notice/count', {
      config: { access: 'session', personal: true },
      schema: { tags, summary: 'Unread notices', response: { 200: envelope(noticeCount) } },
      handler: async (request) => ({
        data: { count: await notices.unreadCount(callerOf(request).user.id) },
      }),
    });

    app.get('/console/api/notice/', {
      config: { access: 'session', personal: true },
      schema: {
        tags,
        summary: 'Inbox, newest first',
        querystring: pageQuery,
        response: { 200: envelope(noticePage) },
      },
      handler: async (request) => ({
        data: await notices.inbox(callerOf(request).user.id, request.query),
      }),
    });

    app.put('/console/api/notice/read', {
      config: { access: 'session', personal: true },
      schema: {
        tags,
        summary: 'Mark a notice read',
        querystring: noticeIdQuery,
        response: { 200: envelope(notice) },
      },
      handler: async (request) => ({
        data: await notices.markRead(callerOf(request).user.id, request.query.noticeId),
      }),
    });

    app.delete('/console/api/notice/discarded', {
      config: { access: 'session', personal: true },
      schema: {
        tags,
        summary: 'Discard a notice',
        querystring: noticeIdQuery,
        response: { 200: envelope(z.object({ noticeId: z.string() })) },
      },
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
