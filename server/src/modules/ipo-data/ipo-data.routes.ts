// IPO data's calls: statistics and cases for every signed-in reader the menus give them to; the
// dataset versions, imports and restores for administrators.
import { ipoDataEndpoints as api } from '@portal/contract/ipo-data';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { callerOf } from '../../platform/access/caller.ts';
import { chinaDay } from '../../platform/china-time.ts';
import type { AppContext } from '../../platform/context.ts';
import { ensureMultipart, readFileParts } from '../../platform/files/multipart.ts';
import { ValidationError } from '../../platform/http/errors.ts';
import { route } from '../../platform/http/route.ts';
import { sendCasesWorkbook } from './ipo-data.export.ts';
import { readCasesWorkbook } from './ipo-data.import.ts';
import { createIpoData } from './ipo-data.service.ts';

const tags = ['ipo-data'];
const ADMIN = { authority: 'ADMIN' } as const;
const IMPORT_MAX_BYTES = 20 * 1024 * 1024;

export function ipoDataRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  const ipo = createIpoData(ctx);
  return async (app) => {
    await ensureMultipart(app);

    route(app, api.overview, {
      config: { access: 'session' },
      tags,
      handler: async (request) => ({ data: await ipo.overview(request.query) }),
    });
    route(app, api.cases, {
      config: { access: 'session' },
      tags,
      handler: async (request) => ({ data: await ipo.cases(request.query) }),
    });
    route(app, api.exportCases, {
      config: { access: 'session' },
      tags,
      handler: async (request, reply) => sendCasesWorkbook(reply, ctx, ipo, request.query),
    });
    route(app, api.case, {
      config: { access: 'session' },
      tags,
      handler: async (request) => ({ data: await ipo.detail(request.params.caseId) }),
    });
    route(app, api.imports, {
      config: { access: ADMIN },
      tags,
      handler: async () => ({ data: await ipo.imports() }),
    });
    route(app, api.importCases, {
      config: { access: ADMIN },
      tags,
      handler: async (request) => {
        if (request.query.asOf > chinaDay(ctx.clock()))
          throw new ValidationError([{ path: 'asOf', message: '数据截止日不能晚于今天' }]);
        const read = await readFileParts(
          request,
          { field: 'file', maxFiles: 1, maxBytes: IMPORT_MAX_BYTES },
          async (part) => {
            if (part.truncated) throw new ValidationError([{ path: 'file', message: '文件超过 20 MB' }]);
            return {
              fileName: part.filename,
              cases: await readCasesWorkbook(part.buffer, request.query.asOf),
            };
          },
        );
        const file = read.results[0];
        if (!file) throw new ValidationError([{ path: 'file', message: '请选择要导入的工作簿' }]);
        return {
          data: await ipo.storeVersion(
            file.cases,
            { ...request.query, fileName: file.fileName },
            callerOf(request),
          ),
        };
      },
    });
    route(app, api.restore, {
      config: { access: ADMIN },
      tags,
      handler: async (request) => ({ data: await ipo.restore(request.params.importId, callerOf(request)) }),
    });
  };
}
