// Shapes of the shared file-upload platform (DESIGN §9): uploads are stored under random names
// and served by `GET /console/api/files/:id`.
import { z } from 'zod';
import { endpoint, pathOf } from './endpoint.ts';
import { pageOf, pageQuery } from './http.ts';

/**
 * The generic upload's cap per user over any 24 hours: 200 files or 500 MB, whichever comes first
 * (ten files at the 50 MB limit). Beyond it the upload answers 429.
 */
export const ATTACHMENT_DAILY_MAX_FILES = 200;
export const ATTACHMENT_DAILY_MAX_BYTES = 500 * 1024 * 1024;

export const fileIdParams = z.object({ id: z.uuid() });

export const storedFile = z.object({
  id: z.string(),
  name: z.string(),
  mime: z.string(),
  size: z.number().int(),
  url: z.string(),
  public: z.boolean(),
  createdAt: z.string(),
});
export type StoredFile = z.infer<typeof storedFile>;
export const storedFilePage = pageOf(storedFile);

const FILES = '/console/api/files';
export const fileEndpoints = {
  /** The file's bytes, with its own type. */
  read: endpoint({
    method: 'GET',
    path: `${FILES}/:id`,
    summary: 'Download or show a stored file',
    params: fileIdParams,
    response: null,
  }),
  /** Multipart, field `file` (an antd Upload posts to its path). */
  upload: endpoint({
    method: 'POST',
    path: FILES,
    summary: 'Upload one file (multipart, field "file"); 429 beyond the daily cap per user',
    consumes: ['multipart/form-data'],
    response: storedFile,
  }),
  mine: endpoint({
    method: 'GET',
    path: FILES,
    summary: 'My uploads, newest first',
    query: pageQuery,
    response: storedFilePage,
  }),
};
/** Where a stored file is shown or downloaded. */
export const fileUrl = (id: string): string => pathOf(fileEndpoints.read, { id });
