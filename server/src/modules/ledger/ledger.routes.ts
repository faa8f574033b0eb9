// The listing ledger's calls under /console/api/ledger: an enterprise's own ledger (/my), the
// government's board, list, exports and import, and one enterprise's ledger in scope.
import multipart from '@fastify/multipart';
import { ledgerEndpoints } from '@portal/contract/ledger';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { callerOf } from '../../platform/access/caller.ts';
import type { AppContext } from '../../platform/context.ts';
import { ValidationError } from '../../platform/http/errors.ts';
import { route } from '../../platform/http/route.ts';
import { createLedgerClients } from './ledger.clients.ts';
import { ENTERPRISE, GOVERNMENT, INTERMEDIARIES, OFFICES } from './ledger.policy.ts';
import { createLedgerService } from './ledger.service.ts';
import { exportBoard, exportLedgers, importLedgers } from './ledger.workbook.ts';

const tags = ['ledger'];
const IMPORT_MAX_BYTES = 5 * 1024 * 1024;

async function uploadedFile(request: FastifyRequest): Promise<Buffer> {
  if (!request.isMultipart())
    throw new ValidationError([{ path: 'file', message: '请以 multipart/form-data 上传文件' }]);
  const file = await request.file({ limits: { fileSize: IMPORT_MAX_BYTES, files: 1 } });
  if (!file) throw new ValidationError([{ path: 'file', message: '请选择要导入的文件' }]);
  return file.toBuffer();
}

export function ledgerRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  const ledgers = createLedgerService(ctx);
  const clients = createLedgerClients(ctx);
  return async (app) => {
    // Another module may have installed multipart for the whole app already.
    if (!app.hasContentTypeParser('multipart/form-data')) await app.register(multipart);

    route(app, ledgerEndpoints.my, {
      config: { access: ENTERPRISE },
      tags,
      handler: async (request) => ({ data: await ledgers.my(callerOf(request)) }),
    });

    route(app, ledgerEndpoints.saveMy, {
      config: { access: ENTERPRISE },
      tags,
      handler: async (request) => ({ data: await ledgers.saveMy(callerOf(request), request.body) }),
    });

    route(app, ledgerEndpoints.myHistory, {
      config: { access: ENTERPRISE },
      tags,
      handler: async (request) => ({
        data: await ledgers.history(callerOf(request), null, request.query),
      }),
    });

    route(app, ledgerEndpoints.board, {
      config: { access: GOVERNMENT },
      tags,
      handler: async (request) => ({ data: await ledgers.board(callerOf(request), request.query) }),
    });

    route(app, ledgerEndpoints.boardExport, {
      config: { access: GOVERNMENT },
      tags,
      handler: async (request, reply) => {
        const caller = callerOf(request);
        const board = await ledgers.board(caller, request.query);
        return exportBoard(board, reply, () =>
          ctx.audit.by(caller, {
            action: 'ledger.exported',
            objectType: 'ledger',
            detail: { view: 'board', filters: request.query },
          }),
        );
      },
    });

    route(app, ledgerEndpoints.list, {
      config: { access: GOVERNMENT },
      tags,
      handler: async (request) => ({ data: await ledgers.list(callerOf(request), request.query) }),
    });

    route(app, ledgerEndpoints.export, {
      config: { access: GOVERNMENT },
      tags,
      handler: async (request, reply) => {
        const caller = callerOf(request);
        if (request.query.regionCode) ledgers.boardRegion(caller, request.query);
        return exportLedgers(ctx, ledgers, caller, reply, request.query, (rows) =>
          ctx.audit.by(caller, {
            action: 'ledger.exported',
            objectType: 'ledger',
            detail: { view: 'list', rows, filters: request.query },
          }),
        );
      },
    });

    route(app, ledgerEndpoints.import, {
      config: { access: OFFICES },
      tags,
      handler: async (request) => {
        const file = await uploadedFile(request);
        return { data: await importLedgers(ctx, ledgers, callerOf(request), file) };
      },
    });

    route(app, ledgerEndpoints.clients, {
      config: { access: INTERMEDIARIES },
      tags,
      handler: async (request) => ({ data: await clients.list(callerOf(request), request.query) }),
    });

    route(app, ledgerEndpoints.one, {
      config: { access: GOVERNMENT },
      tags,
      handler: async (request) => ({
        data: await ledgers.one(callerOf(request), request.params.enterpriseId),
      }),
    });

    route(app, ledgerEndpoints.save, {
      config: { access: OFFICES },
      tags,
      handler: async (request) => ({
        data: await ledgers.save(callerOf(request), request.params.enterpriseId, request.body),
      }),
    });

    route(app, ledgerEndpoints.addProblem, {
      config: { access: OFFICES },
      tags,
      handler: async (request) => ({
        data: await ledgers.addProblem(callerOf(request), request.params.enterpriseId, request.body),
      }),
    });

    route(app, ledgerEndpoints.history, {
      config: { access: GOVERNMENT },
      tags,
      handler: async (request) => ({
        data: await ledgers.history(callerOf(request), request.params.enterpriseId, request.query),
      }),
    });
  };
}
