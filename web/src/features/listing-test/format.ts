// How the listing test prints figures: amounts in 万元 with separators, percentages with two
// decimals, and a failed check's gap to its threshold.
import type { EvaluationCheck, RuleCheck } from '@portal/contract/listing-test';

type Unit = RuleCheck['unit'];

export function formatValue(value: number, unit: Unit): string {
  if (unit === 'PERCENT') return `${value.toFixed(2)}%`;
  return value.toLocaleString('zh-CN', { maximumFractionDigits: 4 });
}

/** How far a failed numeric check is from its threshold; null when there is nothing to measure. */
export function gapOf(check: EvaluationCheck): number | null {
  if (check.passed !== false || check.actual === null || typeof check.required !== 'number') return null;
  return check.required - check.actual;
}
