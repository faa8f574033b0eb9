// The workflow inboxes (DESIGN §7): processes, to-do, done, one instance, act, and target orgs.
// Every signed-in user may call them; what each sees is limited to its organisation's instances.
import { workflowEndpoints } from '@portal/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { callerOf } from '../../platform/access/caller.ts';
import { chinaDay } from '../../platform/china-time.ts';
import type { AppContext } from '../../platform/context.ts';
import { route } from '../../platform/http/route.ts';
import { sendInboxWorkbook } from './workflow.export.ts';
import { createWorkflowInbox } from './workflow.service.ts';

const tags = ['workflow'];

export function workflowRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  const inbox = createWorkflowInbox(ctx);
  return async (app) => {
    route(app, workflowEndpoints.processes, {
      config: { access: 'session' },
      tags,
      handler: async (request) => ({ data: inbox.processes(request.query.group) }),
    });

    route(app, workflowEndpoints.inbox.todo, {
      config: { access: 'session' },
      tags,
      handler: async (request) => ({ data: await inbox.todo(callerOf(request), request.query) }),
    });

    route(app, workflowEndpoints.inbox.done, {
      config: { access: 'session' },
      tags,
      handler: async (request) => ({ data: await inbox.done(callerOf(request), request.query) }),
    });

    for (const box of ['todo', 'done'] as const) {
      route(app, workflowEndpoints.inboxExport[box], {
        config: { access: 'session' },
        tags,
        handler: async (request, reply) => {
          inbox.checkDates(request.query);
          const today = chinaDay(ctx.clock());
          return sendInboxWorkbook(reply, inbox, box, callerOf(request), request.query, today);
        },
      });
    }

    route(app, workflowEndpoints.instance, {
      config: { access: 'session' },
      tags,
      handler: async (request) => ({
        data: await inbox.detail(callerOf(request), request.params.id),
      }),
    });

    route(app, workflowEndpoints.act, {
      config: { access: 'session' },
      tags,
      handler: async (request) => ({
        data: await inbox.act(callerOf(request), request.params.id, request.body),
      }),
    });

    route(app, workflowEndpoints.targets, {
      config: { access: 'session' },
      tags,
      handler: async (request) => ({
        data: await inbox.targets(
          callerOf(request),
          request.params.id,
          request.query.action,
          request.query.keyword,
        ),
      }),
    });
  };
}
