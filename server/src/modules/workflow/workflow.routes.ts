// The workflow inboxes (DESIGN §7): processes, to-do, done, one instance, act, and target orgs.
// Every signed-in user may call them; what each sees is limited to its organisation's instances.
import {
  envelope,
  WORKFLOW_GROUPS,
  workflowActBody,
  workflowInboxPage,
  workflowInboxQuery,
  workflowInstanceDetail,
  workflowProcess,
  workflowTargetOrg,
  workflowTargetQuery,
} from '@portal/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { callerOf } from '../../platform/access/caller.ts';
import { chinaDay } from '../../platform/china-time.ts';
import type { AppContext } from '../../platform/context.ts';
import { sendInboxWorkbook } from './workflow.export.ts';
import { createWorkflowInbox } from './workflow.service.ts';

const tags = ['workflow'];
const idParams = z.object({ id: z.uuid() });

export function workflowRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  const inbox = createWorkflowInbox(ctx);
  return async (app) => {
    app.get('/console/api/workflow/processes', {
      config: { access: 'session' },
      schema: {
        tags,
        summary: 'Registered processes with their states',
        querystring: z.object({ group: z.enum(WORKFLOW_GROUPS).optional() }),
        response: { 200: envelope(z.array(workflowProcess)) },
      },
      handler: async (request) => ({ data: inbox.processes(request.query.group) }),
    });

    app.get('/console/api/workflow/todo', {
      config: { access: 'session' },
      schema: {
        tags,
        summary: 'To do: open instances assigned to my organisation',
        querystring: workflowInboxQuery,
        response: { 200: envelope(workflowInboxPage) },
      },
      handler: async (request) => ({ data: await inbox.todo(callerOf(request), request.query) }),
    });

    app.get('/console/api/workflow/done', {
      config: { access: 'session' },
      schema: {
        tags,
        summary: 'Done: instances my organisation acted on',
        querystring: workflowInboxQuery,
        response: { 200: envelope(workflowInboxPage) },
      },
      handler: async (request) => ({ data: await inbox.done(callerOf(request), request.query) }),
    });

    for (const box of ['todo', 'done'] as const) {
      app.get(`/console/api/workflow/${box}/export`, {
        config: { access: 'session' },
        schema: {
          tags,
          summary: `The ${box === 'todo' ? 'to-do' : 'done'} inbox as an Excel workbook (same filters, no paging)`,
          querystring: workflowInboxQuery.omit({ page: true, size: true }),
        },
        handler: async (request, reply) => {
          inbox.checkDates(request.query);
          const today = chinaDay(ctx.clock());
          return sendInboxWorkbook(reply, inbox, box, callerOf(request), request.query, today);
        },
      });
    }

    app.get('/console/api/workflow/instances/:id', {
      config: { access: 'session' },
      schema: {
        tags,
        summary: 'One instance: history and the actions the viewer may take',
        params: idParams,
        response: { 200: envelope(workflowInstanceDetail) },
      },
      handler: async (request) => ({
        data: await inbox.detail(callerOf(request), request.params.id),
      }),
    });

    app.post('/console/api/workflow/instances/:id/actions', {
      config: { access: 'session' },
      schema: {
        tags,
        summary: 'Take an action (policy checked on the server)',
        params: idParams,
        body: workflowActBody,
        response: { 200: envelope(workflowInstanceDetail) },
      },
      handler: async (request) => ({
        data: await inbox.act(callerOf(request), request.params.id, request.body),
      }),
    });

    app.get('/console/api/workflow/instances/:id/targets', {
      config: { access: 'session' },
      schema: {
        tags,
        summary: 'Organisations the instance may be assigned or transferred to',
        params: idParams,
        querystring: workflowTargetQuery,
        response: { 200: envelope(z.array(workflowTargetOrg)) },
      },
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
