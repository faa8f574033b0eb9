// Dictionary maintenance for administrators (issue 3 §5): browse as trees with search, add,
// rename, enable/disable, Excel export and import. The public lookups live in dict.routes.ts.

import multipart from '@fastify/multipart';
import { type DictKind, dictAdminEndpoints } from '@portal/contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { callerOf } from '../../platform/access/caller.ts';
import type { AppContext } from '../../platform/context.ts';
import { sendWorkbook } from '../../platform/excel/xlsx.ts';
import { ValidationError } from '../../platform/http/errors.ts';
import { route } from '../../platform/http/route.ts';
import { createDictAdmin } from './dict-admin.service.ts';
import { DICT_HEADERS } from './dict-import.ts';

const tags = ['management'];
const ADMIN = { authority: 'ADMIN' } as const;
const IMPORT_MAX_BYTES = 5 * 1024 * 1024;
const SHEET_NAMES: Record<DictKind, string> = {
  industry: '行业分类',
  strategic: '战略性新兴产业',
  area: '行政区划',
};

async function uploadedFile(request: FastifyRequest): Promise<Buffer> {
  if (!request.isMultipart())
    throw new ValidationError([{ path: 'file', message: '请以 multipart/form-data 上传文件' }]);
  const file = await request.file({ limits: { fileSize: IMPORT_MAX_BYTES, files: 1 } });
  if (!file) throw new ValidationError([{ path: 'file', message: '请选择要导入的文件' }]);
  return file.toBuffer();
}

export function dictAdminRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  const dict = createDictAdmin(ctx);
  return async (app) => {
    // Another module may have installed multipart for the whole app already.
    if (!app.hasContentTypeParser('multipart/form-data')) await app.register(multipart);

    route(app, dictAdminEndpoints.children, {
      config: { access: ADMIN },
      tags,
      handler: async (request) => ({
        data: await dict.children(request.params.kind, callerOf(request).user, request.query.parent),
      }),
    });

    route(app, dictAdminEndpoints.search, {
      config: { access: ADMIN },
      tags,
      handler: async (request) => ({
        data: await dict.search(request.params.kind, callerOf(request).user, request.query.q),
      }),
    });

    route(app, dictAdminEndpoints.create, {
      config: { access: ADMIN },
      tags,
      handler: async (request) => ({
        data: await dict.create(request.params.kind, callerOf(request), request.body),
      }),
    });

    route(app, dictAdminEndpoints.update, {
      config: { access: ADMIN },
      tags,
      handler: async (request) => ({
        data: await dict.update(request.params.kind, callerOf(request), request.params.code, request.body),
      }),
    });

    route(app, dictAdminEndpoints.export, {
      config: { access: ADMIN },
      tags,
      handler: async (request, reply) => {
        const { kind } = request.params;
        const rows = await dict.exportRows(kind, callerOf(request).user);
        return sendWorkbook(reply, `${SHEET_NAMES[kind]}.xlsx`, async (book) => {
          const add = book.sheet(SHEET_NAMES[kind], Object.values(DICT_HEADERS), [14, 40, 14, 10, 8]);
          for (const r of rows) add([r.code, r.name, r.parentCode ?? '', r.level, r.enabled ? '是' : '否']);
        });
      },
    });

    route(app, dictAdminEndpoints.import, {
      config: { access: ADMIN },
      tags,
      handler: async (request) => {
        const data = await uploadedFile(request);
        return { data: await dict.import(request.params.kind, callerOf(request), data) };
      },
    });
  };
}
