// Shapes of the shared file-upload platform (DESIGN §9): uploads are stored under random names
// and served by `GET /console/api/files/:id`.
import { z } from 'zod';
import { pageOf } from './http.ts';

export const FILES_PATH = '/console/api/files';
export const fileUrl = (id: string): string => `${FILES_PATH}/${id}`;

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
