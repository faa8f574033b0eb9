// Feature usage statistics (issue 3 §5, /govt/index/statisticsTimes): the web records entries
// into features; administrators read counts per feature, day and organisation type.
import { z } from 'zod';
import { endpoint } from '../endpoint.ts';
import { ORG_TYPES } from '../enums.ts';
import { calendarDay } from '../http.ts';

export const USAGE_BATCH_MAX = 50;
/**
 * At most this many entries into one feature count per report, whatever the client says: the
 * web sends its batch once a feature reaches it, so an honest count is never cut.
 */
export const USAGE_COUNT_MAX = 10;
export const USAGE_RANGE_MAX_DAYS = 366;

/**
 * Entries since the last report, path → count (the web batches them). Counts up to 1000 are
 * still accepted from an older page, but the server records at most USAGE_COUNT_MAX per feature.
 */
export const usageReport = z.object({
  entries: z
    .array(z.object({ feature: z.string().min(1).max(200), count: z.number().int().min(1).max(1000) }))
    .min(1)
    .max(USAGE_BATCH_MAX),
});
export type UsageReport = z.infer<typeof usageReport>;
export const usageRecorded = z.object({ recorded: z.number().int(), ignored: z.number().int() });

export const usageQuery = z.object({ from: calendarDay, to: calendarDay });
export type UsageQuery = z.infer<typeof usageQuery>;

export const usageStatistics = z.object({
  from: z.string(),
  to: z.string(),
  total: z.number().int(),
  byFeature: z.array(z.object({ feature: z.string(), count: z.number().int() })),
  byDay: z.array(z.object({ day: z.string(), count: z.number().int() })),
  byOrgType: z.array(z.object({ orgType: z.enum(ORG_TYPES), count: z.number().int() })),
  /** Feature × organisation type, for the table. */
  rows: z.array(z.object({ feature: z.string(), orgType: z.enum(ORG_TYPES), count: z.number().int() })),
  byOrg: z.array(z.object({ orgName: z.string(), orgType: z.enum(ORG_TYPES), count: z.number().int() })),
});
export type UsageStatistics = z.infer<typeof usageStatistics>;

/** The export takes the feature names the viewer reads, so the workbook speaks their language. */
export const usageExportBody = usageQuery.extend({
  names: z.record(z.string().max(200), z.string().max(100)).default({}),
});

export const usageEndpoints = {
  report: endpoint({
    method: 'POST',
    path: '/console/api/usage',
    summary: 'Report entries into features (batched by the web)',
    body: usageReport,
    response: usageRecorded,
  }),
  statistics: endpoint({
    method: 'GET',
    path: '/console/api/management/usage',
    summary: 'Entries per feature, day, organisation type and organisation',
    query: usageQuery,
    response: usageStatistics,
  }),
  /** An Excel workbook. */
  export: endpoint({
    method: 'POST',
    path: '/console/api/management/usage/export',
    summary: 'The statistics as an Excel workbook',
    body: usageExportBody,
    response: null,
  }),
};
