// Domain enumerations shared by server and web. Names and groupings follow GLOSSARY.md.

export const ORG_TYPES = [
  'ENTERPRISE',
  'FINANCIAL',
  'FUNCTIONAL',
  'BROKER',
  'APPRAISAL_FIRM',
  'LAW_FIRM',
  'ACCOUNTING_FIRM',
  'MONETARY',
  'MEDIA',
  'ADVICE_FIRM',
  'OTHER',
  'INVESTMENT',
  'FUND_CUSTODIAN',
  'FUND',
] as const;
export type OrgType = (typeof ORG_TYPES)[number];

/** Every type that is neither an enterprise nor a government office: the spec's "intermediary set". */
export const INSTITUTION_TYPES = ORG_TYPES.filter(
  (t) => t !== 'ENTERPRISE' && t !== 'FINANCIAL' && t !== 'FUNCTIONAL',
) as readonly OrgType[];

export const INSTITUTION_GROUPS = ['intermediary', 'investment', 'financial', 'advisory', 'other'] as const;
export type InstitutionGroup = (typeof INSTITUTION_GROUPS)[number];

/** Menu grouping of institution types (spec §3); types not named there fall in "other". */
export function institutionGroupOf(type: OrgType): InstitutionGroup | null {
  switch (type) {
    case 'BROKER':
    case 'ACCOUNTING_FIRM':
    case 'LAW_FIRM':
      return 'intermediary';
    case 'INVESTMENT':
    case 'FUND':
    case 'FUND_CUSTODIAN':
      return 'investment';
    case 'MONETARY':
      return 'financial';
    case 'ADVICE_FIRM':
      return 'advisory';
    case 'ENTERPRISE':
    case 'FINANCIAL':
    case 'FUNCTIONAL':
      return null;
    default:
      return 'other';
  }
}

export const GRADES = [
  'NOT_APPLICABLE',
  'NORMAL_SEED',
  'GOLDEN_SEED',
  'SILVER_SEED',
  'SCI_SEED',
  'TUTORING',
  'IN_REVIEW',
  'STAR_KEY',
  'OVERSEAS',
] as const;
export type Grade = (typeof GRADES)[number];

/** 1 province · 2 city/prefecture · 3 county/district. */
export const ORG_LEVELS = [1, 2, 3] as const;
export type OrgLevel = (typeof ORG_LEVELS)[number];

export const AUTHORITIES = ['ADMIN', 'AUDITOR'] as const;
export type Authority = (typeof AUTHORITIES)[number];

export const REPORT_KINDS = [
  'csrc',
  'major',
  'tutorial',
  'overseas',
  'golden',
  'sci',
  'silver',
  'brief',
  'summary',
  'issue',
] as const;
export type ReportKind = (typeof REPORT_KINDS)[number];

/** Which role route set a signed-in user gets (spec §6 "Routes added by organisation type"). */
export type RoleSet = 'enterprise' | 'financial' | 'functional' | 'institution';
export function roleSetOf(type: OrgType): RoleSet {
  if (type === 'ENTERPRISE') return 'enterprise';
  if (type === 'FINANCIAL') return 'financial';
  if (type === 'FUNCTIONAL') return 'functional';
  return 'institution';
}
