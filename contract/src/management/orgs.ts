// Government organisations (issue 3 §5): offices by region, member units, adding one.
import { z } from 'zod';
import { endpoint } from '../endpoint.ts';
import { ORG_TYPES } from '../enums.ts';
import { pageOf, pageQuery } from '../http.ts';
import { isValidCreditCode } from '../validators.ts';

export const GOVERNMENT_ORG_TYPES = ['FINANCIAL', 'FUNCTIONAL'] as const;

/** A region of the caller's scope with how many government organisations sit in its subtree. */
export const orgRegionNode = z.object({
  code: z.string(),
  name: z.string(),
  level: z.number().int(),
  parentCode: z.string().nullable(),
  enabled: z.boolean(),
  hasChildren: z.boolean(),
  offices: z.number().int(),
});
export type OrgRegionNode = z.infer<typeof orgRegionNode>;
export const orgRegionQuery = z.object({
  parent: z
    .string()
    .regex(/^\d{6}$/)
    .optional(),
});

export const managedOrg = z.object({
  id: z.string(),
  name: z.string(),
  type: z.enum(ORG_TYPES),
  level: z.number().int().nullable(),
  regionCode: z.string().nullable(),
  regionName: z.string().nullable(),
  creditCode: z.string().nullable(),
  users: z.number().int(),
  createdAt: z.string(),
});
export type ManagedOrg = z.infer<typeof managedOrg>;

export const orgListQuery = pageQuery.extend({
  /** Defaults to both government types; ENTERPRISE serves the "fix the link" picker. */
  type: z.enum([...GOVERNMENT_ORG_TYPES, 'ENTERPRISE']).optional(),
  region: z
    .string()
    .regex(/^\d{6}$/)
    .optional(),
  q: z.string().trim().max(50).optional(),
});
export type OrgListQuery = z.infer<typeof orgListQuery>;

export const orgCreditCode = z
  .string()
  .trim()
  .toUpperCase()
  .refine(isValidCreditCode, { error: '统一社会信用代码不正确（18 位，校验位按 GB 32100-2015）' });

export const orgCreateBody = z
  .object({
    name: z.string().trim().min(2).max(100),
    type: z.enum(GOVERNMENT_ORG_TYPES),
    level: z.union([z.literal(1), z.literal(2), z.literal(3)]).optional(),
    regionCode: z.string().regex(/^\d{6}$/),
    creditCode: orgCreditCode,
  })
  .refine((b) => b.type !== 'FINANCIAL' || b.level !== undefined, {
    error: '金融监管部门须选择级别',
    path: ['level'],
  });
export type OrgCreateBody = z.infer<typeof orgCreateBody>;

const ORGS = '/console/api/management/orgs';
export const orgAdminEndpoints = {
  regions: endpoint({
    method: 'GET',
    path: `${ORGS}/regions`,
    summary: 'Regions of the caller scope (its own region without parent) with organisation counts',
    query: orgRegionQuery,
    response: z.array(orgRegionNode),
  }),
  list: endpoint({
    method: 'GET',
    path: ORGS,
    summary: 'Government organisations (or enterprises) in a region subtree, paged',
    query: orgListQuery,
    response: pageOf(managedOrg),
  }),
  create: endpoint({
    method: 'POST',
    path: ORGS,
    summary: 'Add a financial office or a member unit',
    body: orgCreateBody,
    response: z.object({ id: z.string() }),
  }),
};
