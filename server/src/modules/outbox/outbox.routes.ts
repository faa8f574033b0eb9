// Administrators read the outbox: where no SMTP server is configured, this is how a reset code
// reaches its owner (an administrator passes it on after checking who is asking). SMS appear here
// too, with their delivery outcome.
import { outboxEndpoints } from '@portal/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { callerOf } from '../../platform/access/caller.ts';
import type { AppContext } from '../../platform/context.ts';
import { offsetOf, toPage } from '../../platform/http/paging.ts';
import { route } from '../../platform/http/route.ts';
import { listMessages } from '../../platform/outbox/outbox.repository.ts';
import { toOutboxMessage } from '../../platform/outbox/outbox.service.ts';
import { outboxReaderOf } from './outbox.home.ts';

const tags = ['management'];

export function outboxRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  const { db, audit } = ctx;
  return async (app) => {
    route(app, outboxEndpoints.list, {
      config: { access: { authority: 'ADMIN' } },
      tags,
      handler: async (request) => {
        const { query } = request;
        const caller = callerOf(request);
        const reader = outboxReaderOf(ctx, caller);
        const { total, items } = await listMessages(db, query, reader, query.size, offsetOf(query));
        // Held messages carry reset codes: reading them is recorded for the auditor.
        await audit.by(caller, {
          action: 'outbox.read',
          objectType: 'outbox',
          detail: {
            page: query.page,
            status: query.status ?? null,
            channel: query.channel ?? null,
            to: query.to ?? null,
          },
        });
        const now = ctx.clock();
        const messages = items.map((item) => toOutboxMessage(item, now));
        // Whoever saw a user's code could have set that user's password: recorded against the user,
        // so that this administrator may not later make an auditor of it (user-admin setAuthority).
        for (const [i, message] of messages.entries()) {
          const recipient = items[i]!.recipientUserId;
          if (message.body === null || recipient === null || recipient === caller.user.id) continue;
          await audit.by(caller, {
            action: 'outbox.code-shown',
            objectType: 'user',
            objectId: recipient,
            detail: { messageId: message.id, purpose: message.purpose },
          });
        }
        return { data: toPage(messages, total, query) };
      },
    });
  };
}
