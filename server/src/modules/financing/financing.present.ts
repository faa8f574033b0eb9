// Rows mapped to their API shapes on purpose (CODE_STYLE §6): nothing leaks the schema does not name.
import type { SessionUser } from '@portal/contract';
import type {
  MatchCriterion,
  MatchScore,
  MatchSummary,
  NeedSummary,
  Preference,
} from '@portal/contract/financing';
import type { NeedRow } from './financing.repository.ts';
import type { MatchRow } from './matching.repository.ts';

export function toNeedSummary(row: NeedRow): NeedSummary {
  const { need } = row;
  return {
    id: need.id,
    title: need.title,
    enterpriseOrgId: need.orgId,
    enterpriseName: row.enterpriseName,
    amount: need.amount,
    kind: need.kind,
    stage: need.stage,
    round: need.round,
    industry: need.industry,
    regionCode: need.regionCode,
    regionName: row.regionName,
    visibility: need.visibility,
    status: need.status,
    publishedAt: need.publishedAt?.toISOString() ?? null,
    updatedAt: need.updatedAt.toISOString(),
    version: need.version,
    matchCount: row.matchCount,
  };
}

export function toScore(s: {
  score: number;
  industryMatched: boolean;
  stageMatched: boolean;
  regionMatched: boolean;
  amountMatched: boolean;
}): MatchScore {
  const verdicts: Record<MatchCriterion, boolean> = {
    industry: s.industryMatched,
    stage: s.stageMatched,
    region: s.regionMatched,
    amount: s.amountMatched,
  };
  return {
    score: s.score,
    matched: (Object.keys(verdicts) as MatchCriterion[]).filter((k) => verdicts[k]),
  };
}

/** The two sides of a pair record its steps; an office only looks. */
export const sideOf = (user: SessionUser, row: MatchRow): 'ENTERPRISE' | 'INVESTOR' | null =>
  row.enterpriseOrgId === user.org.id
    ? 'ENTERPRISE'
    : row.m.investorOrgId === user.org.id
      ? 'INVESTOR'
      : null;

export function toMatch(user: SessionUser, row: MatchRow): MatchSummary {
  return {
    id: row.m.id,
    needId: row.m.needId,
    needTitle: row.needTitle,
    enterpriseOrgId: row.enterpriseOrgId,
    enterpriseName: row.enterpriseName,
    investorOrgId: row.m.investorOrgId,
    investorName: row.investorName,
    stage: row.m.stage,
    initiatedBy: row.m.initiatedBy,
    updatedAt: row.m.updatedAt.toISOString(),
    version: row.m.version,
    canAdvance: row.m.stage !== 'CLOSED' && sideOf(user, row) !== null,
  };
}

export function toPreference(
  orgId: string,
  orgName: string,
  p: {
    industries: string[];
    stages: Preference['stages'];
    regionCodes: string[];
    minAmount: number | null;
    maxAmount: number | null;
    note: string;
    updatedAt: Date;
  } | null,
): Preference {
  return {
    orgId,
    orgName,
    industries: p?.industries ?? [],
    stages: p?.stages ?? [],
    regionCodes: p?.regionCodes ?? [],
    minAmount: p?.minAmount ?? null,
    maxAmount: p?.maxAmount ?? null,
    note: p?.note ?? '',
    updatedAt: p?.updatedAt.toISOString() ?? null,
  };
}
