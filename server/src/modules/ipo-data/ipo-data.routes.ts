// IPO data's calls: statistics and cases for every signed-in reader the menus give them to; the
// dataset versions, imports and restores for administrators.

import type { IpoImportQuery } from '@portal/contract/ipo-data';
import { ipoDataEndpoints as api } from '@portal/contract/ipo-data';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { callerOf } from '../../platform/access/caller.ts';
import { chinaDay } from '../../platform/china-time.ts';
import type { AppContext } from '../../platform/context.ts';
import { ensureMultipart, readFileParts } from '../../platform/files/multipart.ts';
import { ValidationError } from '../../platform/http/errors.ts';
import { route } from '../../platform/http/route.ts';
import { sendCasesWorkbook, sendLettersWorkbook, sendOverviewWorkbook } from './ipo-data.export.ts';
import { readCasesWorkbook } from './ipo-data.import.ts';
import { readLettersWorkbook } from './ipo-data.letters-import.ts';
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
    /** An upload read whole by the dataset's reader before anything is stored. */
    const upload = async <T>(
      request: FastifyRequest<{ Querystring: IpoImportQuery }>,
      read: (data: Buffer, asOf: string) => Promise<T>,
    ) => {
      if (request.query.asOf > chinaDay(ctx.clock()))
        throw new ValidationError([{ path: 'asOf', message: '数据截止日不能晚于今天' }]);
      const parts = await readFileParts(
        request,
        { field: 'file', maxFiles: 1, maxBytes: IMPORT_MAX_BYTES },
        async (part) => {
          if (part.truncated) throw new ValidationError([{ path: 'file', message: '文件超过 20 MB' }]);
          return { fileName: part.filename, rows: await read(part.buffer, request.query.asOf) };
        },
      );
      const file = parts.results[0];
      if (!file) throw new ValidationError([{ path: 'file', message: '请选择要导入的工作簿' }]);
      return { file, meta: { ...request.query, fileName: file.fileName } };
    };
    route(app, api.importCases, {
      config: { access: ADMIN },
      tags,
      handler: async (request) => {
        const { file, meta } = await upload(request, readCasesWorkbook);
        return { data: await ipo.importCases(file.rows, meta, callerOf(request)) };
      },
    });
    route(app, api.importLetters, {
      config: { access: ADMIN },
      tags,
      handler: async (request) => {
        const { file, meta } = await upload(request, readLettersWorkbook);
        return { data: await ipo.importLetters(file.rows, meta, callerOf(request)) };
      },
    });
    route(app, api.exportOverview, {
      config: { access: 'session' },
      tags,
      handler: async (request, reply) => sendOverviewWorkbook(reply, ctx, ipo, request.query),
    });
    route(app, api.exportLetters, {
      config: { access: 'session' },
      tags,
      handler: async (request, reply) => sendLettersWorkbook(reply, ctx, ipo, request.query),
    });
    route(app, api.letters, {
      config: { access: 'session' },
      tags,
      handler: async (request) => ({ data: await ipo.letters(request.query) }),
    });
    route(app, api.restore, {
      config: { access: ADMIN },
      tags,
      handler: async (request) => ({ data: await ipo.restore(request.params.importId, callerOf(request)) }),
    });
  };
}
