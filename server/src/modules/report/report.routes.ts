// The periodic reports' calls (issue 10 §2): the filer's (an enterprise, a city office for its
// summary) and the office's. Out-of-scope ids answer 404 from the services.
import multipart from '@fastify/multipart';
import { reportEndpoints } from '@portal/contract/report';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { callerOf } from '../../platform/access/caller.ts';
import { chinaDay } from '../../platform/china-time.ts';
import type { AppContext } from '../../platform/context.ts';
import { sendWorkbook } from '../../platform/excel/xlsx.ts';
import { ValidationError } from '../../platform/http/errors.ts';
import { route } from '../../platform/http/route.ts';
import { importPeriod, writeList, writeTemplate } from './report.excel.ts';
import { createReports } from './report.service.ts';
import { createReportOffice } from './report-office.service.ts';

const tags = ['report'];
const FILERS = { types: ['ENTERPRISE', 'FINANCIAL'] } as const;
const ENTERPRISE = { types: ['ENTERPRISE'] } as const;
const READERS = { types: ['ENTERPRISE', 'FINANCIAL'] } as const;
const OFFICE = { types: ['FINANCIAL'] } as const;
const IMPORT_MAX_BYTES = 5 * 1024 * 1024;

async function uploadedFile(request: FastifyRequest): Promise<Buffer> {
  if (!request.isMultipart())
    throw new ValidationError([{ path: 'file', message: '请以 multipart/form-data 上传文件' }]);
  const file = await request.file({ limits: { fileSize: IMPORT_MAX_BYTES, files: 1 } });
  if (!file) throw new ValidationError([{ path: 'file', message: '请选择要导入的文件' }]);
  return file.toBuffer();
}

export function reportRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  const reports = createReports(ctx);
  const office = createReportOffice(ctx, reports);
  const today = () => chinaDay(ctx.clock());
  return async (app) => {
    if (!app.hasContentTypeParser('multipart/form-data')) await app.register(multipart);

    route(app, reportEndpoints.mine, {
      config: { access: FILERS },
      tags,
      handler: async (request) => ({ data: await reports.mine(callerOf(request), request.query) }),
    });
    route(app, reportEndpoints.mineExport, {
      config: { access: FILERS },
      tags,
      handler: async (request, reply) =>
        sendWorkbook(reply, `我的定期报告_${today()}.xlsx`, async (book) => {
          await writeList(ctx, callerOf(request), request.query, book, true);
        }),
    });
    route(app, reportEndpoints.one, {
      config: { access: READERS },
      tags,
      handler: async (request) => ({
        data: await reports.detail(callerOf(request), request.params.reportId),
      }),
    });
    route(app, reportEndpoints.versions, {
      config: { access: READERS },
      tags,
      handler: async (request) => ({
        data: await reports.versions(callerOf(request), request.params.reportId),
      }),
    });
    route(app, reportEndpoints.saveDraft, {
      config: { access: FILERS },
      tags,
      handler: async (request) => ({
        data: await reports.saveDraft(callerOf(request), request.params.reportId, request.body),
      }),
    });
    route(app, reportEndpoints.submit, {
      config: { access: FILERS },
      tags,
      handler: async (request) => ({
        data: await reports.submit(callerOf(request), request.params.reportId, request.body),
      }),
    });
    route(app, reportEndpoints.createIssue, {
      config: { access: ENTERPRISE },
      tags,
      handler: async (request) => ({ data: await reports.createIssue(callerOf(request), request.body) }),
    });

    route(app, reportEndpoints.periods, {
      config: { access: OFFICE },
      tags,
      handler: async (request) => ({ data: await office.periods(request.query.kind, callerOf(request)) }),
    });
    route(app, reportEndpoints.status, {
      config: { access: OFFICE },
      tags,
      handler: async (request) => ({ data: await office.status(callerOf(request), request.query) }),
    });
    route(app, reportEndpoints.statusExport, {
      config: { access: OFFICE },
      tags,
      handler: async (request, reply) =>
        sendWorkbook(reply, `定期报告_${today()}.xlsx`, async (book) => {
          await writeList(ctx, callerOf(request), request.query, book, false);
        }),
    });
    route(app, reportEndpoints.officeEdit, {
      config: { access: OFFICE },
      tags,
      handler: async (request) => ({
        data: await office.edit(callerOf(request), request.params.reportId, request.body),
      }),
    });
    route(app, reportEndpoints.review, {
      config: { access: OFFICE },
      tags,
      handler: async (request) => ({
        data: await office.review(callerOf(request), request.params.reportId, request.body),
      }),
    });
    route(app, reportEndpoints.remind, {
      config: { access: OFFICE },
      tags,
      handler: async (request) => ({ data: await office.remind(callerOf(request), request.body.reportIds) }),
    });
    route(app, reportEndpoints.issueTask, {
      config: { access: OFFICE },
      tags,
      handler: async (request) => ({ data: await office.issueTask(callerOf(request), request.body) }),
    });
    route(app, reportEndpoints.enterprises, {
      config: { access: OFFICE },
      tags,
      handler: async (request) => ({
        data: await office.enterprises(callerOf(request), request.query.keyword),
      }),
    });
    route(app, reportEndpoints.recipients, {
      config: { access: OFFICE },
      tags,
      handler: async () => ({ data: await office.recipients() }),
    });
    route(app, reportEndpoints.publishBrief, {
      config: { access: OFFICE },
      tags,
      handler: async (request) => ({ data: await office.publishBrief(callerOf(request), request.body) }),
    });
    route(app, reportEndpoints.template, {
      config: { access: OFFICE },
      tags,
      handler: async (request, reply) =>
        sendWorkbook(reply, `导入模板_${request.query.kind}.xlsx`, async (book) =>
          writeTemplate(request.query.kind, book),
        ),
    });
    route(app, reportEndpoints.import, {
      config: { access: OFFICE },
      tags,
      handler: async (request) => ({
        data: await importPeriod(ctx, callerOf(request), request.query.periodId, await uploadedFile(request)),
      }),
    });
  };
}
