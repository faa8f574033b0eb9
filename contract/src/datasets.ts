// Imported datasets (issue 13 §1): the IPO cases, inquiry letters, M&A deals, listed companies…
// each arrives as a workbook an administrator imports (or a scheduled fetch of a configured
// address), is checked row by row, all or nothing, and becomes a version; one version per dataset
// is active and an earlier one can be restored. Every page built on a dataset names its source.
import { z } from 'zod';
import { endpoint } from './endpoint.ts';
import { dateField } from './profile.ts';

/** A dataset's key as a module declares it (UPPER_SNAKE: IPO_CASES, MA_DEALS…). */
export const datasetKey = z.string().regex(/^[A-Z][A-Z0-9_]{1,39}$/, { error: '数据集名称不正确' });

/** Where the figures come from: the dataset's active version. */
export const datasetSource = z.object({
  importId: z.string(),
  sourceName: z.string(),
  asOf: z.string(),
  /** Demo rows that only fill the screens: the page says 示例数据. */
  synthetic: z.boolean(),
  importedAt: z.string(),
  rows: z.number().int(),
});
export type DatasetSource = z.infer<typeof datasetSource>;

/** How a version arrived: a workbook uploaded, a scheduled fetch of the configured address, the demo seed. */
export const DATASET_ORIGINS = ['UPLOAD', 'URL', 'SEED'] as const;
export type DatasetOrigin = (typeof DATASET_ORIGINS)[number];

export const datasetImport = datasetSource.extend({
  dataset: z.string(),
  /** The dataset's name as its module declares it. */
  title: z.string(),
  fileName: z.string(),
  importedBy: z.string().nullable(),
  origin: z.enum(DATASET_ORIGINS),
  active: z.boolean(),
});
export type DatasetImport = z.infer<typeof datasetImport>;

const text = (max: number) =>
  z
    .string()
    .trim()
    .max(max, { error: `不超过 ${max} 个字` });

export const datasetImportQuery = z.object({
  sourceName: text(100).min(2, { error: '请填写数据来源' }),
  asOf: dateField,
});
export type DatasetImportQuery = z.input<typeof datasetImportQuery>;

export const datasetListQuery = z.object({
  /** Comma-separated keys; the dialog of a page asks for its own datasets. */
  dataset: z
    .string()
    .regex(/^[A-Z][A-Z0-9_]{1,39}(,[A-Z][A-Z0-9_]{1,39}){0,19}$/, { error: '数据集名称不正确' }),
});

/** A dataset's scheduled refresh from an address (off unless an administrator turns it on). */
export const datasetRefresh = z.object({
  dataset: z.string(),
  title: z.string(),
  url: z.string().nullable(),
  sourceName: z.string().nullable(),
  enabled: z.boolean(),
  everyHours: z.number().int(),
  lastRunAt: z.string().nullable(),
  /** The last fetch's refusal or failure, shown to the administrator; null after a success. */
  lastError: z.string().nullable(),
});
export type DatasetRefresh = z.infer<typeof datasetRefresh>;

export const datasetRefreshInput = z
  .object({
    url: z
      .url({ protocol: /^https?$/, error: '应为 http 或 https 地址' })
      .max(500, { error: '不超过 500 个字' })
      .nullable(),
    sourceName: text(100).min(2, { error: '请填写数据来源' }).nullable(),
    enabled: z.boolean(),
    everyHours: z.number().int().min(1, { error: '至少每 1 小时' }).max(720, { error: '至多每 720 小时' }),
  })
  .refine((v) => !v.enabled || (v.url !== null && v.sourceName !== null), {
    path: ['url'],
    error: '开启定时更新须填写地址和数据来源',
  });
export type DatasetRefreshInput = z.input<typeof datasetRefreshInput>;

const datasetParams = z.object({ dataset: datasetKey });
const importParams = z.object({ importId: z.uuid() });

const BASE = '/console/api/datasets';
export const datasetEndpoints = {
  imports: endpoint({
    method: 'GET',
    path: `${BASE}/imports`,
    summary: 'The versions of the named datasets: which import, by whom, when (administrators)',
    query: datasetListQuery,
    response: z.array(datasetImport),
  }),
  import: endpoint({
    method: 'POST',
    path: `${BASE}/:dataset/import`,
    summary: "Import a workbook as the dataset's new active version (all or nothing; administrators)",
    params: datasetParams,
    query: datasetImportQuery,
    consumes: ['multipart/form-data'],
    response: datasetImport,
  }),
  restore: endpoint({
    method: 'POST',
    path: `${BASE}/imports/:importId/restore`,
    summary: 'Make an earlier version the active one again (administrators)',
    params: importParams,
    response: datasetImport,
  }),
  template: endpoint({
    method: 'GET',
    path: `${BASE}/:dataset/template`,
    summary: "The dataset's workbook template: its columns in order (administrators)",
    params: datasetParams,
    response: null,
  }),
  refresh: endpoint({
    method: 'GET',
    path: `${BASE}/:dataset/refresh`,
    summary: "The dataset's scheduled refresh from an address (administrators)",
    params: datasetParams,
    response: datasetRefresh,
  }),
  setRefresh: endpoint({
    method: 'PUT',
    path: `${BASE}/:dataset/refresh`,
    summary: "Configure the dataset's scheduled refresh; off by default (administrators)",
    params: datasetParams,
    body: datasetRefreshInput,
    response: datasetRefresh,
  }),
};
