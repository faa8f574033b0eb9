// Research calls (issue 11 §2) under /console/api/research: letters and their replies for
// financial offices, the inbox of letters for enterprises, visit records for both.
import { zhName } from '@portal/contract';
import { researchEndpoints as e } from '@portal/contract/research';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { callerOf } from '../../platform/access/caller.ts';
import type { AppContext } from '../../platform/context.ts';
import { sendWorkbook } from '../../platform/excel/xlsx.ts';
import { route } from '../../platform/http/route.ts';
import { createLetters } from './letter.service.ts';
import { createRecords } from './record.service.ts';
import { ENTERPRISES, OFFICES, RECORD_READERS } from './research.policy.ts';

const tags = ['research'];

/** One answer as a cell: options joined, files by name. */
const cellOf = (v: unknown): string | number =>
  typeof v === 'number' || typeof v === 'string'
    ? v
    : Array.isArray(v)
      ? v.map((x) => (typeof x === 'string' ? x : (x as { name: string }).name)).join('；')
      : '';

export function researchRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  const letters = createLetters(ctx);
  const records = createRecords(ctx);
  return async (app) => {
    route(app, e.letters, {
      config: { access: OFFICES },
      tags,
      handler: async (request) => ({ data: await letters.list(callerOf(request), request.query) }),
    });
    route(app, e.letter, {
      config: { access: OFFICES },
      tags,
      handler: async (request) => ({
        data: await letters.detail(callerOf(request), request.params.letterId),
      }),
    });
    route(app, e.createLetter, {
      config: { access: OFFICES },
      tags,
      handler: async (request) => ({ data: await letters.create(callerOf(request), request.body) }),
    });
    route(app, e.updateLetter, {
      config: { access: OFFICES },
      tags,
      handler: async (request) => ({
        data: await letters.update(callerOf(request), request.params.letterId, request.body),
      }),
    });
    route(app, e.submitLetter, {
      config: { access: OFFICES },
      tags,
      handler: async (request) => ({
        data: await letters.submit(callerOf(request), request.params.letterId),
      }),
    });
    route(app, e.replies, {
      config: { access: OFFICES },
      tags,
      handler: async (request) => ({
        data: await letters.replies(callerOf(request), request.params.letterId, request.query),
      }),
    });
    route(app, e.exportReplies, {
      config: { access: OFFICES },
      tags,
      handler: async (request, reply) => {
        const { letter, rows } = await letters.forExport(callerOf(request), request.params.letterId);
        const headers = ['企业名称', '状态', '阅读时间', '回复时间', ...letter.questions.map((q) => q.title)];
        return sendWorkbook(reply, `调研函回复-${letter.number}.xlsx`, async (writer) => {
          const add = writer.sheet('回复汇总', headers, [32, 10, 20, 20]);
          for await (const r of rows())
            add([
              r.enterprise,
              zhName('replyState', r.state),
              r.readAt ?? '',
              r.repliedAt ?? '',
              ...letter.questions.map((q) => cellOf(r.answers[q.key])),
            ]);
        });
      },
    });
    route(app, e.remind, {
      config: { access: OFFICES },
      tags,
      handler: async (request) => ({
        data: await letters.remind(callerOf(request), request.params.letterId),
      }),
    });

    route(app, e.inbox, {
      config: { access: ENTERPRISES },
      tags,
      handler: async (request) => ({ data: await letters.inbox(callerOf(request), request.query) }),
    });
    route(app, e.inboxLetter, {
      config: { access: ENTERPRISES },
      tags,
      handler: async (request) => ({
        data: await letters.inboxLetter(callerOf(request), request.params.letterId),
      }),
    });
    route(app, e.saveAnswers, {
      config: { access: ENTERPRISES },
      tags,
      handler: async (request) => ({
        data: await letters.saveAnswers(callerOf(request), request.params.letterId, request.body.answers),
      }),
    });
    route(app, e.submitAnswers, {
      config: { access: ENTERPRISES },
      tags,
      handler: async (request) => ({
        data: await letters.submitAnswers(callerOf(request), request.params.letterId, request.body.answers),
      }),
    });

    route(app, e.records, {
      config: { access: RECORD_READERS },
      tags,
      handler: async (request) => ({ data: await records.list(callerOf(request), request.query) }),
    });
    route(app, e.record, {
      config: { access: RECORD_READERS },
      tags,
      handler: async (request) => ({
        data: await records.detail(callerOf(request), request.params.recordId),
      }),
    });
    route(app, e.createRecord, {
      config: { access: OFFICES },
      tags,
      handler: async (request) => ({ data: await records.create(callerOf(request), request.body) }),
    });
    route(app, e.updateRecord, {
      config: { access: OFFICES },
      tags,
      handler: async (request) => ({
        data: await records.update(callerOf(request), request.params.recordId, request.body),
      }),
    });
    route(app, e.submitRecord, {
      config: { access: OFFICES },
      tags,
      handler: async (request) => ({
        data: await records.submit(callerOf(request), request.params.recordId),
      }),
    });
  };
}
