// TEMPORARY stand-in for main's shared dataset pipeline (issue 13), reverted before merging main.
import { z } from 'zod';

export const datasetSource = z.object({
  importId: z.string(),
  sourceName: z.string(),
  asOf: z.string(),
  synthetic: z.boolean(),
  importedAt: z.string(),
});
export type DatasetSource = z.infer<typeof datasetSource>;
