// Reads the file parts of a multipart request one at a time, so that at most one file is held in
// memory: a file over the limit is cut off (and reported), never buffered whole.
import multipart from '@fastify/multipart';
import { isAcceptedText, TEXT_REFUSED_MESSAGE } from '@portal/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ValidationError } from '../http/errors.ts';

/** Installs the multipart parser in this plugin's scope unless an enclosing one already has it. */
export async function ensureMultipart(app: FastifyInstance): Promise<void> {
  if (!app.hasContentTypeParser('multipart/form-data')) await app.register(multipart);
}

export type UploadedPart = { filename: string; buffer: Buffer; truncated: boolean };

export type MultipartRead<T> = {
  results: T[];
  /** Text fields of the form (the last value of each name). */
  fields: Record<string, string>;
  /** More file parts were sent than `maxFiles`; the extra ones were not read. */
  tooMany: boolean;
};

type Options = { field: string; maxFiles: number; maxBytes: number };

export async function readFileParts<T>(
  request: FastifyRequest,
  options: Options,
  onFile: (part: UploadedPart) => Promise<T>,
): Promise<MultipartRead<T>> {
  if (!request.isMultipart())
    throw new ValidationError([{ path: options.field, message: '须以 multipart/form-data 上传文件' }]);
  const results: T[] = [];
  const fields: Record<string, string> = {};
  let tooMany = false;
  const parts = request.parts({
    // One byte over the limit is enough to know the file is too large.
    limits: { fileSize: options.maxBytes + 1, files: options.maxFiles, fields: 50 },
    throwFileSizeLimit: false,
  } as Parameters<FastifyRequest['parts']>[0]);
  try {
    for await (const part of parts) {
      if (part.type === 'field') {
        // The edge's text rule cannot see fields that arrive with the stream (file names are
        // cleaned instead: files.service cleanName).
        if (typeof part.value === 'string' && !isAcceptedText(part.value, 'multi-line'))
          throw new ValidationError([{ path: part.fieldname, message: TEXT_REFUSED_MESSAGE }]);
        if (typeof part.value === 'string') fields[part.fieldname] = part.value;
        continue;
      }
      if (part.fieldname !== options.field) {
        part.file.resume();
        continue;
      }
      const buffer = await part.toBuffer();
      results.push(await onFile({ filename: part.filename, buffer, truncated: part.file.truncated }));
    }
  } catch (error) {
    if ((error as { code?: string }).code !== 'FST_FILES_LIMIT') throw error;
    tooMany = true;
  }
  return { results, fields, tooMany };
}
