// Notification documents' calls. Financial offices issue (draft, submit, review, follow, remind,
// export); offices, member units and enterprises receive (list, read, receipt, reply). The service
// checks that a document is the caller's office's own or addressed to it (404 otherwise).
import { notificationEndpoints as api } from '@portal/contract/notification';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { callerOf } from '../../platform/access/caller.ts';
import type { AppContext } from '../../platform/context.ts';
import { route } from '../../platform/http/route.ts';
import { sendRepliesWorkbook } from './notification.export.ts';
import { createNotifications } from './notification.service.ts';

const tags = ['notification'];
const ISSUERS = { types: ['FINANCIAL'] } as const;
const RECIPIENTS = { types: ['FINANCIAL', 'FUNCTIONAL', 'ENTERPRISE'] } as const;

export function notificationRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  const service = createNotifications(ctx);
  return async (app) => {
    route(app, api.sent, {
      config: { access: ISSUERS },
      tags,
      handler: async (request) => ({ data: await service.listSent(callerOf(request), request.query) }),
    });

    route(app, api.received, {
      config: { access: RECIPIENTS },
      tags,
      handler: async (request) => ({ data: await service.listReceived(callerOf(request), request.query) }),
    });

    route(app, api.recipientOptions, {
      config: { access: ISSUERS },
      tags,
      handler: async (request) => ({
        data: await service.recipientOptions(callerOf(request), request.query.type, request.query.keyword),
      }),
    });

    route(app, api.create, {
      config: { access: ISSUERS },
      tags,
      handler: async (request) => ({ data: await service.create(callerOf(request), request.body) }),
    });

    route(app, api.detail, {
      config: { access: RECIPIENTS },
      tags,
      handler: async (request) => ({ data: await service.detail(callerOf(request), request.params.id) }),
    });

    route(app, api.update, {
      config: { access: ISSUERS },
      tags,
      handler: async (request) => ({
        data: await service.update(callerOf(request), request.params.id, request.body),
      }),
    });

    route(app, api.submit, {
      config: { access: ISSUERS },
      tags,
      handler: async (request) => ({
        data: await service.submit(callerOf(request), request.params.id, request.body.version),
      }),
    });

    route(app, api.review, {
      config: { access: ISSUERS },
      tags,
      handler: async (request) => ({
        data: await service.review(callerOf(request), request.params.id, request.body),
      }),
    });

    route(app, api.remind, {
      config: { access: ISSUERS },
      tags,
      handler: async (request) => ({ data: await service.remind(callerOf(request), request.params.id) }),
    });

    route(app, api.read, {
      config: { access: RECIPIENTS },
      tags,
      handler: async (request) => ({ data: await service.read(callerOf(request), request.params.id) }),
    });

    route(app, api.receipt, {
      config: { access: RECIPIENTS },
      tags,
      handler: async (request) => ({
        data: await service.receipt(callerOf(request), request.params.id, request.body),
      }),
    });

    route(app, api.reply, {
      config: { access: RECIPIENTS },
      tags,
      handler: async (request) => ({
        data: await service.reply(callerOf(request), request.params.id, request.body),
      }),
    });

    route(app, api.recipients, {
      config: { access: ISSUERS },
      tags,
      handler: async (request) => ({
        data: await service.recipients(callerOf(request), request.params.id, request.query),
      }),
    });

    route(app, api.exportReplies, {
      config: { access: ISSUERS },
      tags,
      handler: async (request, reply) => {
        const n = await service.sentByCaller(callerOf(request), request.params.id);
        return sendRepliesWorkbook(reply, service, n);
      },
    });
  };
}
