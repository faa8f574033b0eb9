// Read-only dictionary lookups for pickers and the sample pages (`/console/api/dict/*`): the
// region cascader and the industry grid. Maintenance of the dictionaries is in management/dict.ts.
import { z } from 'zod';
import { endpoint } from './endpoint.ts';
import { pageOf, pageQuery } from './http.ts';

export const regionOptionQuery = z.object({
  /** Children of this region; without it, the provinces. */
  parent: z
    .string()
    .regex(/^\d{6}$/, { error: '须为 6 位行政区划代码' })
    .optional(),
});

export const regionOption = z.object({
  code: z.string(),
  name: z.string(),
  level: z.number().int(),
  parentCode: z.string().nullable(),
  /** Nothing below (a county, or a city without counties): the cascader stops here. */
  leaf: z.boolean(),
});
export type RegionOption = z.infer<typeof regionOption>;

export const INDUSTRY_LEVELS = ['section', 'division', 'group', 'class'] as const;
export const INDUSTRY_SORTS = ['code', 'name'] as const;

export const industryGridQuery = pageQuery.extend({
  q: z.string().trim().max(50).optional(),
  level: z.enum(INDUSTRY_LEVELS).optional(),
  sort: z.enum(INDUSTRY_SORTS).default('code'),
  order: z.enum(['asc', 'desc']).default('asc'),
});
export type IndustryGridQuery = z.infer<typeof industryGridQuery>;

export const industryRow = z.object({
  code: z.string(),
  name: z.string(),
  level: z.enum(INDUSTRY_LEVELS),
  parentCode: z.string().nullable(),
});
export type IndustryRow = z.infer<typeof industryRow>;
export const industryGridPage = pageOf(industryRow);

export const dictEndpoints = {
  regions: endpoint({
    method: 'GET',
    path: '/console/api/dict/regions',
    summary: 'Regions below a parent (provinces without one)',
    query: regionOptionQuery,
    response: z.array(regionOption),
  }),
  industries: endpoint({
    method: 'GET',
    path: '/console/api/dict/industries',
    summary: 'Industries (GB/T 4754-2017), paged, filtered and sorted',
    query: industryGridQuery,
    response: industryGridPage,
  }),
};
