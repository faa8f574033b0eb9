// Agency search (中介机构查询): brokers, law firms, accounting and appraisal firms of the institution
// library, each with its track record computed from the listing ledgers' intermediary fields, its
// people where the profile names them, and regulatory measures recorded by administrators.
import { z } from 'zod';
import { endpoint } from './endpoint.ts';
import { pageOf, pageQuery } from './http.ts';
import { dateField } from './profile.ts';

export const AGENCY_TYPES = ['BROKER', 'LAW_FIRM', 'ACCOUNTING_FIRM', 'APPRAISAL_FIRM'] as const;
export type AgencyType = (typeof AGENCY_TYPES)[number];

const text = (max: number) => z.string().trim().max(max);
const counted = z.object({ key: z.string(), n: z.number().int() });

export const agencyRow = z.object({
  institutionId: z.string(),
  name: z.string(),
  type: z.enum(AGENCY_TYPES),
  regionCode: z.string().nullable(),
  /** Enterprises whose ledger names it (as broker, law firm or accounting firm). */
  served: z.number().int(),
  /** Of those, listed (stage ISSUED). */
  listed: z.number().int(),
  measures: z.number().int(),
  /** National IPO cases (the IPO-data cases dataset) naming it as sponsor, law firm or accountant. */
  ipoCases: z.number().int(),
});
export type AgencyRow = z.infer<typeof agencyRow>;
export const agencyPage = pageOf(agencyRow);
export const agencyQuery = pageQuery.extend({
  keyword: text(100).optional(),
  type: z.enum(AGENCY_TYPES).optional(),
});

export const regulatoryMeasure = z.object({
  measureId: z.string(),
  measure: z.string(),
  source: z.string(),
  decidedOn: z.string(),
  note: z.string(),
});
export type RegulatoryMeasure = z.infer<typeof regulatoryMeasure>;

export const agencyDetail = agencyRow.extend({
  introduction: z.string().nullable(),
  byBoard: z.array(counted),
  byStage: z.array(counted),
  /** The enterprises served within the caller's region (names only there), listed ones marked. */
  enterprises: z.array(
    z.object({
      enterpriseId: z.string(),
      name: z.string(),
      role: z.enum(['broker', 'lawFirm', 'accountingFirm']),
      stage: z.string(),
      board: z.string().nullable(),
    }),
  ),
  people: z.array(z.object({ name: z.string(), role: z.string() })),
  measureList: z.array(regulatoryMeasure),
  /** Its national IPO cases, with the dataset's source and as-of date (null: none imported). */
  ipo: z.object({
    source: z.object({ name: z.string(), asOf: z.string(), synthetic: z.boolean() }).nullable(),
    byStatus: z.array(counted),
    byBoard: z.array(counted),
    /** The newest cases, at most AGENCY_IPO_CASES. */
    cases: z.array(
      z.object({
        companyName: z.string(),
        board: z.string(),
        status: z.string(),
        role: z.enum(['sponsor', 'lawFirm', 'accountant']),
        acceptedOn: z.string(),
      }),
    ),
  }),
});
/** How many of an institution's national IPO cases its detail lists. */
export const AGENCY_IPO_CASES = 20;
export type AgencyDetail = z.infer<typeof agencyDetail>;

export const measureInput = z.object({
  measure: text(200).min(2, { error: '请填写监管措施' }),
  source: text(200).min(2, { error: '请填写来源' }),
  decidedOn: dateField,
  note: text(1000).default(''),
});
export type MeasureInput = z.input<typeof measureInput>;

const idList = z
  .string()
  .transform((s) => s.split(',').filter(Boolean))
  .pipe(
    z
      .array(z.uuid({ error: '机构编号不正确' }))
      .min(2, { error: '请选择 2 至 3 家机构' })
      .max(3, { error: '请选择 2 至 3 家机构' }),
  );

const institutionParams = z.object({ institutionId: z.uuid() });

const BASE = '/console/api/agency';
export const agencyEndpoints = {
  search: endpoint({
    method: 'GET',
    path: `${BASE}/institutions`,
    summary: 'Intermediaries of the library with their served and listed counts',
    query: agencyQuery,
    response: agencyPage,
  }),
  detail: endpoint({
    method: 'GET',
    path: `${BASE}/institutions/:institutionId`,
    summary: 'One intermediary: track record by board and stage, people, regulatory measures',
    params: institutionParams,
    response: agencyDetail,
  }),
  compare: endpoint({
    method: 'GET',
    path: `${BASE}/compare`,
    summary: 'Two or three intermediaries side by side (ids comma-separated)',
    query: z.object({ ids: idList }),
    response: z.array(agencyDetail),
  }),
  addMeasure: endpoint({
    method: 'POST',
    path: `${BASE}/institutions/:institutionId/measures`,
    summary: 'Record a regulatory measure against an intermediary (administrators)',
    params: institutionParams,
    body: measureInput,
    response: regulatoryMeasure,
  }),
  deleteMeasure: endpoint({
    method: 'DELETE',
    path: `${BASE}/measures/:measureId`,
    summary: 'Remove a recorded measure (administrators)',
    params: z.object({ measureId: z.uuid() }),
    response: z.object({ measureId: z.string() }),
  }),
};
