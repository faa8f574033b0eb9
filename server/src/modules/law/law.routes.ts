// The law library's calls: search, issuers and reading for every signed-in user (the menus show
// the library to the roles spec §6 gives it; the texts themselves are public documents); writing
// and importing for administrators (portal maintenance → 法规库).
import { lawEndpoints } from '@portal/contract/law';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { callerOf } from '../../platform/access/caller.ts';
import type { AppContext } from '../../platform/context.ts';
import { ensureMultipart, readFileParts } from '../../platform/files/multipart.ts';
import { ValidationError } from '../../platform/http/errors.ts';
import { route } from '../../platform/http/route.ts';
import { type ImportError, parseLawFile } from './law.import.ts';
import type { LawDocumentValues } from './law.repository.ts';
import { createLawLibrary } from './law.service.ts';

const tags = ['law'];
const ADMIN = { authority: 'ADMIN' } as const;
const IMPORT_MAX_FILES = 50;
const IMPORT_MAX_BYTES = 2 * 1024 * 1024;

export function lawRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  const library = createLawLibrary(ctx);
  return async (app) => {
    await ensureMultipart(app);

    route(app, lawEndpoints.search, {
      config: { access: 'session' },
      tags,
      handler: async (request) => ({ data: await library.search(request.query) }),
    });

    route(app, lawEndpoints.issuers, {
      config: { access: 'session' },
      tags,
      handler: async () => ({ data: await library.issuers() }),
    });

    route(app, lawEndpoints.read, {
      config: { access: 'session' },
      tags,
      handler: async (request) => ({
        data: await library.detail(request.params.documentId, request.query.q),
      }),
    });

    route(app, lawEndpoints.create, {
      config: { access: ADMIN },
      tags,
      handler: async (request) => ({ data: await library.create(request.body, callerOf(request)) }),
    });

    route(app, lawEndpoints.update, {
      config: { access: ADMIN },
      tags,
      handler: async (request) => ({
        data: await library.update(request.params.documentId, request.body, callerOf(request)),
      }),
    });

    route(app, lawEndpoints.delete, {
      config: { access: ADMIN },
      tags,
      handler: async (request) => ({
        data: await library.remove(request.params.documentId, callerOf(request)),
      }),
    });

    route(app, lawEndpoints.import, {
      config: { access: ADMIN },
      tags,
      handler: async (request) => {
        const errors: ImportError[] = [];
        const documents: LawDocumentValues[] = [];
        const read = await readFileParts(
          request,
          { field: 'files', maxFiles: IMPORT_MAX_FILES, maxBytes: IMPORT_MAX_BYTES },
          async (part) => {
            if (part.truncated) errors.push({ file: part.filename, line: null, message: '文件超过 2 MB' });
            else if (!/\.(txt|md)$/i.test(part.filename))
              errors.push({ file: part.filename, line: null, message: '只接受 .txt 或 .md 文本文件' });
            else {
              const parsed = parseLawFile(part.filename, part.buffer);
              if (parsed.values) documents.push(parsed.values);
              else errors.push(...parsed.errors);
            }
          },
        );
        if (read.tooMany)
          errors.push({ file: '', line: null, message: `一次最多导入 ${IMPORT_MAX_FILES} 个文件` });
        if (documents.length === 0 && errors.length === 0)
          errors.push({ file: '', line: null, message: '请选择要导入的文本文件' });
        if (errors.length > 0) {
          throw new ValidationError(
            errors.map((e) => ({
              path: 'files',
              message: [e.file, e.line ? `第 ${e.line} 行` : '', e.message].filter(Boolean).join(' · '),
            })),
            '导入文件有误，未导入任何法规',
          );
        }
        return { data: await library.importBatch(documents, callerOf(request)) };
      },
    });
  };
}
