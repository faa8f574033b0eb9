// Export configuration (issue 3 §5): per exportable list, which columns in which order.
import { z } from 'zod';

export const exportColumn = z.object({ key: z.string(), title: z.string() });
export const exportListConfig = z.object({
  key: z.string(),
  title: z.string(),
  /** Every column the list can write, in its natural order. */
  columns: z.array(exportColumn),
  /** The configured columns, in export order. */
  selected: z.array(z.string()),
  updatedAt: z.string().nullable(),
});
export type ExportListConfig = z.infer<typeof exportListConfig>;

export const exportListParams = z.object({ list: z.string().regex(/^[a-zA-Z][\w-]{0,40}$/) });
export const exportConfigBody = z.object({ columns: z.array(z.string().min(1).max(60)).min(1).max(100) });
