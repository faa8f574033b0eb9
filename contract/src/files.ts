// Shapes of the shared file-upload platform (DESIGN §9): uploads are stored under random names
// and served by `GET /console/api/files/:id`.
import { z } from 'zod';
import { pageOf } from './http.ts';

export const FILES_PATH = '/console/api/files';
export const fileUrl = (id: string): string => `${FILES_PATH}/${id}`;

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
