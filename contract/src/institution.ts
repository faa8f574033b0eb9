// Institution information (issue 3 §4): each institution keeps a reviewed, versioned profile with
// fields that depend on its type; a directory every signed-in user can search; government lists.
import { z } from 'zod';
import { endpoint } from './endpoint.ts';
import { INSTITUTION_GROUPS, INSTITUTION_TYPES, type OrgType } from './enums.ts';
import { pageOf, pageQuery } from './http.ts';
import {
  contactPersons,
  creditCodeField,
  dateField,
  historyPageOf,
  nonNegativeAmountField,
  profileAbilities,
  profileEndpoints,
  profileVersionOf,
  regionCodeField,
  VERSION_STATUSES,
  websiteField,
} from './profile.ts';

export const INVESTMENT_STAGES = ['SEED', 'ANGEL', 'A', 'B', 'C_PLUS', 'PRE_IPO', 'M_AND_A'] as const;
export type InvestmentStage = (typeof INVESTMENT_STAGES)[number];

const institutionType = z.enum(INSTITUTION_TYPES as unknown as [OrgType, ...OrgType[]]);

export const institutionBasic = z.object({
  name: z.string().trim().min(2, { error: '机构名称至少 2 个字' }).max(100),
  creditCode: creditCodeField,
  legalRepresentative: z.string().trim().min(1, { error: '请填写负责人' }).max(50),
  foundedOn: dateField.optional(),
  regionCode: regionCodeField,
  address: z.string().trim().min(1, { error: '请填写办公地址' }).max(200),
  website: websiteField.optional(),
  employees: z.number().int().min(0).max(10_000_000).optional(),
  introduction: z.string().trim().min(1, { error: '请填写机构简介' }).max(2000),
  /** Services offered, searched by the directory (IPO sponsorship, audit, M&A…). */
  services: z.array(z.string().trim().min(1).max(20)).max(10).default([]),
});
export type InstitutionBasic = z.infer<typeof institutionBasic>;

export const sponsorRepresentative = z.object({
  name: z.string().trim().min(1, { error: '请填写保荐代表人姓名' }).max(50),
  certificateNo: z.string().trim().max(50).optional(),
});

export const bankProduct = z.object({
  name: z.string().trim().min(1, { error: '请填写产品名称' }).max(100),
  description: z.string().trim().max(500).optional(),
});

/** Fields of one type or another; the server keeps only those of the institution's type. */
export const institutionSpecific = z.object({
  /** Broker: 保荐代表人. */
  sponsorRepresentatives: z.array(sponsorRepresentative).max(100).optional(),
  /** Accounting firm: 从事证券服务业务备案. */
  securitiesQualified: z.boolean().optional(),
  /** Law firm: 证券法律业务. */
  securitiesPractice: z.boolean().optional(),
  /** Investors: GB/T 4754 sections they prefer. */
  preferredIndustries: z
    .array(z.string().regex(/^[A-T]$/))
    .max(20)
    .optional(),
  preferredStages: z.array(z.enum(INVESTMENT_STAGES)).max(INVESTMENT_STAGES.length).optional(),
  /** Ticket size per deal and fund size, 万元. */
  ticketMin: nonNegativeAmountField.optional(),
  ticketMax: nonNegativeAmountField.optional(),
  fundSize: nonNegativeAmountField.optional(),
  /** Bank: financing products for enterprises preparing to list. */
  products: z.array(bankProduct).max(30).optional(),
});
export type InstitutionSpecific = z.infer<typeof institutionSpecific>;
export type SpecificField = keyof InstitutionSpecific;

const INVESTOR_FIELDS: SpecificField[] = [
  'preferredIndustries',
  'preferredStages',
  'ticketMin',
  'ticketMax',
  'fundSize',
];

/** Which type-specific fields an institution type has. */
export function specificFieldsOf(type: OrgType): SpecificField[] {
  switch (type) {
    case 'BROKER':
      return ['sponsorRepresentatives'];
    case 'ACCOUNTING_FIRM':
      return ['securitiesQualified'];
    case 'LAW_FIRM':
      return ['securitiesPractice'];
    case 'INVESTMENT':
    case 'FUND':
    case 'FUND_CUSTODIAN':
      return INVESTOR_FIELDS;
    case 'MONETARY':
      return ['products'];
    default:
      return [];
  }
}

export const institutionProfile = z
  .object({
    basic: institutionBasic,
    contacts: contactPersons,
    specific: institutionSpecific.default({}),
  })
  .refine(
    ({ specific: s }) =>
      s.ticketMin === undefined || s.ticketMax === undefined || Number(s.ticketMin) <= Number(s.ticketMax),
    { error: '单笔投资下限不能大于上限', path: ['specific', 'ticketMax'] },
  );
export type InstitutionProfile = z.infer<typeof institutionProfile>;
export type InstitutionProfileInput = z.input<typeof institutionProfile>;

export const institutionVersion = profileVersionOf(institutionProfile);
export type InstitutionVersion = z.infer<typeof institutionVersion>;

export const institutionSummary = z.object({
  id: z.string(),
  orgId: z.string(),
  type: institutionType,
  group: z.enum(INSTITUTION_GROUPS),
  name: z.string(),
  creditCode: z.string().nullable(),
  regionCode: z.string().nullable(),
  regionName: z.string().nullable(),
  services: z.array(z.string()),
  introduction: z.string().nullable(),
  currentVersion: z.number().int().nullable(),
  pendingStatus: z.enum(VERSION_STATUSES).nullable(),
  updatedAt: z.string(),
});
export type InstitutionSummary = z.infer<typeof institutionSummary>;
export const institutionPage = pageOf(institutionSummary);

/** A directory card: the approved profile's public part. */
export const directoryEntry = institutionSummary.extend({
  contacts: contactPersons,
  specific: institutionSpecific,
  website: z.string().nullable(),
  address: z.string().nullable(),
});
export type DirectoryEntry = z.infer<typeof directoryEntry>;
export const directoryPage = pageOf(directoryEntry);

const groupParam = z.enum(INSTITUTION_GROUPS);

export const directoryQuery = pageQuery.extend({
  /** Without a group: every institution (the professional-services directory). */
  group: groupParam.optional(),
  type: institutionType.optional(),
  keyword: z.string().trim().max(100).optional(),
  regionCode: z
    .string()
    .regex(/^\d{6}$/)
    .optional(),
  service: z.string().trim().max(20).optional(),
  industry: z
    .string()
    .regex(/^[A-T]$/)
    .optional(),
  stage: z.enum(INVESTMENT_STAGES).optional(),
});
export type DirectoryQuery = z.infer<typeof directoryQuery>;

/** Government management list; `groups` lets /org/other/list cover several groups. */
export const institutionListQuery = pageQuery.extend({
  groups: z
    .union([groupParam, z.array(groupParam)])
    .transform((g) => (Array.isArray(g) ? g : [g]))
    .optional(),
  type: institutionType.optional(),
  keyword: z.string().trim().max(100).optional(),
  status: z.enum(['approved', 'pending', 'none']).optional(),
});
export type InstitutionListQuery = z.infer<typeof institutionListQuery>;

export const myInstitution = z.object({
  institution: institutionSummary.nullable(),
  current: institutionVersion.nullable(),
  draft: institutionVersion.nullable(),
  abilities: profileAbilities,
  org: z.object({
    type: institutionType,
    name: z.string(),
    creditCode: z.string().nullable(),
    regionCode: z.string().nullable(),
  }),
});
export type MyInstitution = z.infer<typeof myInstitution>;

export const institutionProfileView = z.object({
  institution: institutionSummary,
  current: institutionVersion.nullable(),
  pending: institutionVersion.nullable(),
});
export type InstitutionProfileView = z.infer<typeof institutionProfileView>;

export const institutionHistoryPage = historyPageOf(institutionVersion);
export type InstitutionHistoryPage = z.infer<typeof institutionHistoryPage>;
export const institutionIdQuery = z.object({ id: z.uuid() });
export const institutionHistoryQuery = pageQuery.extend({ id: z.uuid().optional() });

/** The library options for an enterprise's engaged institutions. */
export const institutionOption = z.object({ id: z.string(), name: z.string(), type: institutionType });
export const institutionOptionQuery = z.object({
  type: z.enum(['BROKER', 'LAW_FIRM', 'ACCOUNTING_FIRM']),
  keyword: z.string().trim().max(100).optional(),
});

/** The title of the institution review process (its workflow definition names it too). */
export const INSTITUTION_REVIEW_TITLE = '中介机构信息审核';

const INSTITUTION = '/console/api/institution';
export const institutionEndpoints = {
  ...profileEndpoints({
    base: INSTITUTION,
    review: INSTITUTION_REVIEW_TITLE,
    summaries: {
      my: 'My institution information',
      saveDraft: 'Save my institution information as a draft',
      history: 'Approved versions with differences (mine without id; any for the government)',
    },
    schemas: {
      profile: institutionProfile,
      my: myInstitution,
      historyQuery: institutionHistoryQuery,
      historyPage: institutionHistoryPage,
    },
  }),
  profile: endpoint({
    method: 'GET',
    path: `${INSTITUTION}/profile`,
    summary: 'An institution: its approved version (and, for the government or itself, the one in review)',
    query: institutionIdQuery,
    response: institutionProfileView,
  }),
  directory: endpoint({
    method: 'GET',
    path: `${INSTITUTION}/directory`,
    summary: 'Professional-services directory: approved institutions, searched and filtered',
    query: directoryQuery,
    response: directoryPage,
  }),
  list: endpoint({
    method: 'GET',
    path: `${INSTITUTION}/list`,
    summary: 'Government management list of institutions, any review state',
    query: institutionListQuery,
    response: institutionPage,
  }),
  options: endpoint({
    method: 'GET',
    path: `${INSTITUTION}/options`,
    summary: 'Library entries to engage (broker, law firm, accounting firm)',
    query: institutionOptionQuery,
    response: z.array(institutionOption),
  }),
};
