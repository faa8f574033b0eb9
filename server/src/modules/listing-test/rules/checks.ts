// Builders for the rule tables: one line per check, in the rule's own words, so a board's file
// reads like the article it encodes. Amounts are 万元 (1亿 = 10,000万).
import type { RuleCheck } from '@portal/contract/listing-test';

export const atLeast = (metric: string, threshold: number, text: string): RuleCheck => ({
  metric,
  op: 'gte',
  threshold,
  unit: UNITS[metric] ?? 'WAN',
  text,
});

/** Strictly above (net profit "为正", cash flow "为正"). */
export const above = (metric: string, threshold: number, text: string): RuleCheck => ({
  metric,
  op: 'gt',
  threshold,
  unit: UNITS[metric] ?? 'WAN',
  text,
});

/** A qualitative condition: shown as needing judgement, never passed by the figures. */
export const judgement = (metric: string, text: string): RuleCheck => ({
  metric,
  op: 'judgement',
  threshold: null,
  unit: null,
  text,
});

/** A standard written in the rules but not accepted in practice until the day the text names. */
export const notInUse = (text: string): RuleCheck => ({
  metric: 'standardInUse',
  op: 'inUse',
  threshold: null,
  unit: null,
  text,
});

const UNITS: Record<string, RuleCheck['unit']> = {
  netProfitPositiveYears3y: 'YEARS',
  netProfitPositiveYears2y: 'YEARS',
  rdRatio3y: 'PERCENT',
  rdRatio2y: 'PERCENT',
  weightedRoeAverage2y: 'PERCENT',
  weightedRoeLatest: 'PERCENT',
  revenueGrowthLatest: 'PERCENT',
  neeqInnovationTierMonths: 'MONTHS',
};

export const marketValue = (yi: number) => atLeast('marketValue', yi * 10_000, `预计市值不低于${yi}亿元`);
export const latestProfitPositive = above('netProfitLatest', 0, '最近一年净利润为正');

/** 15,000 → "1.5亿元", 6,000 → "6000万元": the way the rules write amounts. */
export const money = (wan: number) => (wan >= 10_000 ? `${wan / 10_000}亿元` : `${wan}万元`);
