// Serving stored files and the plain upload used by forms (the editor has its own protocol).
// A file is read by anyone when it is public or visible portal content shows it now (decided per
// request against the clock, see files.service `show`), else by its uploader and by whoever may
// read a record that uses it (files.service `mayRead`); anyone else, anonymous callers included,
// gets 404, as if it did not exist, so file ids cannot be probed.
import { fileEndpoints } from '@portal/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { callerOf } from '../../platform/access/caller.ts';
import type { AppContext } from '../../platform/context.ts';
import {
  ATTACHMENT_PURPOSE,
  ATTACHMENT_QUOTA,
  DOCUMENT_LIMITS,
  toStoredFile,
} from '../../platform/files/files.service.ts';
import { ensureMultipart, readFileParts } from '../../platform/files/multipart.ts';
import { isImageMime } from '../../platform/files/signatures.ts';
import { NotFoundError, ValidationError } from '../../platform/http/errors.ts';
import { offsetOf, toPage } from '../../platform/http/paging.ts';
import { route } from '../../platform/http/route.ts';

const tags = ['files'];

/** RFC 6266: an ASCII fallback plus the UTF-8 name, so Chinese names survive every browser. */
export function contentDisposition(kind: 'inline' | 'attachment', name: string): string {
  const fallback = name.replace(/[^\x20-\x7e]|["\\]/g, '_');
  return `${kind}; filename="${fallback}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}

export function fileRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  const { files, sessions, audit } = ctx;
  return async (app) => {
    await ensureMultipart(app);
    route(app, fileEndpoints.read, {
      // Public at the door; the handler decides per file (what visible content shows is public).
      config: { access: 'public' },
      tags,
      handler: async (request, reply) => {
        const row = await files.get(request.params.id);
        if (!row) throw new NotFoundError('文件不存在');
        if (!(await files.shownToEveryone(row))) {
          const session = await sessions.resolve(request);
          if (!(await files.mayRead(session, row))) throw new NotFoundError('文件不存在');
        }
        const body = await files.open(row);
        if (!body) throw new NotFoundError('文件不存在或已被删除');
        const kind = isImageMime(row.mime) ? 'inline' : 'attachment';
        return (
          reply
            .header('content-type', row.mime)
            .header('content-length', row.size)
            .header('content-disposition', contentDisposition(kind, row.originalName))
            .header('x-content-type-options', 'nosniff')
            // Even if a browser were talked into rendering it, the document could run nothing.
            .header(
              'content-security-policy',
              "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; sandbox",
            )
            .send(body)
        );
      },
    });

    route(app, fileEndpoints.upload, {
      config: { access: 'session' },
      tags,
      handler: async (request) => {
        const caller = callerOf(request);
        const limits = DOCUMENT_LIMITS;
        // Every part is read before anything is stored: a refused request stores nothing.
        const read = await readFileParts(
          request,
          { field: 'file', maxFiles: 1, maxBytes: limits.maxBytes },
          async (part) => part,
        );
        const part = read.results[0];
        if (!part || read.tooMany)
          throw new ValidationError([
            { path: 'file', message: part ? '一次只能上传一个文件' : '请选择文件' },
          ]);
        const row = await files.transaction(async (tx, batch) => {
          const stored = await batch.store({
            ...part,
            purpose: ATTACHMENT_PURPOSE,
            uploaderId: caller.user.id,
            limits,
            quota: ATTACHMENT_QUOTA,
          });
          await audit.by(
            caller,
            {
              action: 'file.uploaded',
              objectType: 'file',
              objectId: stored.id,
              detail: {
                name: stored.originalName,
                size: stored.size,
                mime: stored.mime,
                purpose: stored.purpose,
              },
            },
            tx,
          );
          return stored;
        });
        return { data: toStoredFile(row) };
      },
    });

    route(app, fileEndpoints.mine, {
      config: { access: 'session' },
      tags,
      handler: async (request) => {
        const { total, items } = await files.listMine(
          callerOf(request).user.id,
          ATTACHMENT_PURPOSE,
          request.query.size,
          offsetOf(request.query),
        );
        return { data: toPage(items.map(toStoredFile), total, request.query) };
      },
    });
  };
}
