// Policy matching (智慧政策): support policies with structured conditions, kept by financial offices
// and each linked to a portal policy article where one exists; matched to the enterprises of the
// office's region; the office tells the fitting ones (a notice and a record row) and the record
// list shows who was told of what, when, whether they read it and whether they applied.
import { z } from 'zod';
import { endpoint } from './endpoint.ts';
import { LISTING_STAGES } from './enterprise.ts';
import { GRADES } from './enums.ts';
import { pageOf, pageQuery } from './http.ts';
import { dateField } from './profile.ts';

const text = (max: number) => z.string().trim().max(max);
const count = z.number().int().min(0).max(10_000_000);
/** 万元, like the profile's financial years. */
const amount = z.number().min(0).max(1e12);

/** Every condition left empty matches every enterprise; several values in one condition mean "any of". */
export const policyConditions = z
  .object({
    /** Region codes: an enterprise of any of their subtrees fits. */
    regionCodes: z
      .array(z.string().regex(/^\d{6}$/, { error: '请选择地区' }))
      .max(50)
      .default([]),
    /** GB/T 4754 section (C) or section/division (C/34). */
    industryCodes: z
      .array(z.string().regex(/^[A-T](\/\d{2})?$/, { error: '请选择行业' }))
      .max(50)
      .default([]),
    grades: z.array(z.enum(GRADES)).max(GRADES.length).default([]),
    stages: z.array(z.enum(LISTING_STAGES)).max(LISTING_STAGES.length).default([]),
    minEmployees: count.nullable().default(null),
    maxEmployees: count.nullable().default(null),
    /** Latest year's revenue band from the approved profile. */
    minRevenue: amount.nullable().default(null),
    maxRevenue: amount.nullable().default(null),
  })
  .refine((c) => c.minEmployees === null || c.maxEmployees === null || c.minEmployees <= c.maxEmployees, {
    path: ['maxEmployees'],
    error: '人数上限不能小于下限',
  })
  .refine((c) => c.minRevenue === null || c.maxRevenue === null || c.minRevenue <= c.maxRevenue, {
    path: ['maxRevenue'],
    error: '营业收入上限不能小于下限',
  });
export type PolicyConditions = z.infer<typeof policyConditions>;

export const supportPolicyInput = z.object({
  title: text(200).min(2, { error: '请填写政策名称' }),
  summary: text(2000).default(''),
  /** The portal's policy article (category POLICY) it explains, if one exists. */
  articleId: z.uuid({ error: '请选择政策文章' }).nullable().default(null),
  conditions: policyConditions,
});
export type SupportPolicyInput = z.input<typeof supportPolicyInput>;
export const supportPolicyUpdate = supportPolicyInput.extend({ version: z.number().int().min(1) });

export const supportPolicy = z.object({
  policyId: z.string(),
  title: z.string(),
  summary: z.string(),
  articleId: z.string().nullable(),
  articleTitle: z.string().nullable(),
  conditions: z.object({
    regionCodes: z.array(z.string()),
    industryCodes: z.array(z.string()),
    grades: z.array(z.enum(GRADES)),
    stages: z.array(z.enum(LISTING_STAGES)),
    minEmployees: z.number().nullable(),
    maxEmployees: z.number().nullable(),
    minRevenue: z.number().nullable(),
    maxRevenue: z.number().nullable(),
  }),
  ownerOrgName: z.string(),
  /** Enterprises of the caller's region told of it. */
  told: z.number().int(),
  updatedAt: z.string(),
  version: z.number().int(),
});
export type SupportPolicy = z.infer<typeof supportPolicy>;
export const supportPolicyPage = pageOf(supportPolicy);
export const supportPolicyQuery = pageQuery.extend({ keyword: text(50).optional() });

export const policyMatch = z.object({
  enterpriseId: z.string(),
  name: z.string(),
  regionCode: z.string(),
  stage: z.string().nullable(),
  grades: z.array(z.string()),
  employees: z.number().nullable(),
  revenue: z.number().nullable(),
  /** When it was told of this policy, if it was. */
  toldAt: z.string().nullable(),
});
export type PolicyMatch = z.infer<typeof policyMatch>;

export const policyTellInput = z.object({
  /** The fitting enterprises to tell; omitted: every fitting one not told yet. */
  enterpriseIds: z
    .array(z.uuid({ error: '企业编号不正确' }))
    .max(5000)
    .optional(),
});
export const policyTellResult = z.object({ told: z.number().int(), alreadyTold: z.number().int() });
export type PolicyTellResult = z.infer<typeof policyTellResult>;

export const policyRecord = z.object({
  recordId: z.string(),
  policyId: z.string(),
  policyTitle: z.string(),
  enterpriseId: z.string(),
  enterpriseName: z.string(),
  regionCode: z.string(),
  toldAt: z.string(),
  toldByOrgName: z.string(),
  readAt: z.string().nullable(),
  appliedAt: z.string().nullable(),
});
export type PolicyRecord = z.infer<typeof policyRecord>;
export const policyRecordPage = pageOf(policyRecord);

const yesNo = z.enum(['yes', 'no']);
export const policyRecordQuery = pageQuery.extend({
  policy: text(100).optional(),
  enterprise: text(100).optional(),
  regionCode: z
    .string()
    .regex(/^\d{6}$/, { error: '请选择地区' })
    .optional(),
  read: yesNo.optional(),
  applied: yesNo.optional(),
  from: dateField.optional(),
  to: dateField.optional(),
});
export type PolicyRecordQuery = z.input<typeof policyRecordQuery>;
export const policyRecordExportQuery = policyRecordQuery.omit({ page: true, size: true });

/**
 * A policy as the enterprise sees it: told to it by its office, or (in the fitting list) one whose
 * conditions it meets, told or not (`toldAt` null: not told yet).
 */
export const myPolicy = z.object({
  policyId: z.string(),
  title: z.string(),
  summary: z.string(),
  articleId: z.string().nullable(),
  articleTitle: z.string().nullable(),
  toldAt: z.string().nullable(),
  readAt: z.string().nullable(),
  appliedAt: z.string().nullable(),
});
export type MyPolicy = z.infer<typeof myPolicy>;
export const myPolicyPage = pageOf(myPolicy);

const policyParams = z.object({ policyId: z.uuid() });

const BASE = '/console/api/policy';
export const policyEndpoints = {
  policies: endpoint({
    method: 'GET',
    path: `${BASE}/policies`,
    summary: 'Support policies, with how many enterprises of my region were told of each',
    query: supportPolicyQuery,
    response: supportPolicyPage,
  }),
  add: endpoint({
    method: 'POST',
    path: `${BASE}/policies`,
    summary: 'Add a support policy with its conditions (financial offices)',
    body: supportPolicyInput,
    response: supportPolicy,
  }),
  update: endpoint({
    method: 'PUT',
    path: `${BASE}/policies/:policyId`,
    summary: 'Change a policy (its owner office or an administrator; 409 when stale)',
    params: policyParams,
    body: supportPolicyUpdate,
    response: supportPolicy,
  }),
  matches: endpoint({
    method: 'GET',
    path: `${BASE}/policies/:policyId/matches`,
    summary: 'The enterprises of my region that fit the policy now',
    params: policyParams,
    response: z.array(policyMatch),
  }),
  tell: endpoint({
    method: 'POST',
    path: `${BASE}/policies/:policyId/tell`,
    summary: 'Tell fitting enterprises of my region (a notice and a record each; once per enterprise)',
    params: policyParams,
    body: policyTellInput,
    response: policyTellResult,
  }),
  records: endpoint({
    method: 'GET',
    path: `${BASE}/records`,
    summary: 'Who was told of which policy when, whether it read it and whether it applied',
    query: policyRecordQuery,
    response: policyRecordPage,
  }),
  exportRecords: endpoint({
    method: 'GET',
    path: `${BASE}/records/export`,
    summary: 'The filtered records as an Excel workbook (streamed)',
    query: policyRecordExportQuery,
    response: null,
  }),
  mine: endpoint({
    method: 'GET',
    path: `${BASE}/mine`,
    summary: 'The policies my office told me of (enterprises)',
    query: pageQuery,
    response: myPolicyPage,
  }),
  fitting: endpoint({
    method: 'GET',
    path: `${BASE}/fitting`,
    summary: 'Every policy whose conditions my enterprise meets, told or not (enterprises)',
    query: pageQuery,
    response: myPolicyPage,
  }),
  open: endpoint({
    method: 'POST',
    path: `${BASE}/mine/:policyId/read`,
    summary: 'Opening a policy marks it read (enterprises)',
    params: policyParams,
    response: myPolicy,
  }),
  apply: endpoint({
    method: 'POST',
    path: `${BASE}/mine/:policyId/apply`,
    summary: 'Say that we applied for the policy (enterprises)',
    params: policyParams,
    response: myPolicy,
  }),
};
