// The offices' screening (issue 14 §1): each enterprise's profile figures against every board. A
// profile holds no market value and no NEEQ months, so checks on those are left to the office and
// said so on the page; standards resting on a judgement are not screened. "Close" means every
// check of some standard is met or within CLOSE_MARGIN (10 %) of its threshold.
import {
  CLOSE_MARGIN,
  type ListingBoard,
  type RuleCheck,
  type RulesVersion,
  type ScreeningStatus,
} from '@portal/contract/listing-test';
import { checkOf } from './evaluate.ts';
import type { Metrics } from './metrics.ts';

/** Figures no profile records. */
export const NOT_IN_PROFILE = new Set(['marketValue', 'neeqInnovationTierMonths']);

export type BoardScreening = { board: ListingBoard; status: ScreeningStatus; standards: string[] };

function closeEnough(rule: RuleCheck, actual: number | null): boolean {
  if (rule.op !== 'gte' || actual === null || rule.threshold === null || rule.threshold <= 0) return false;
  return actual >= rule.threshold * (1 - CLOSE_MARGIN);
}

export function screen(version: RulesVersion, metrics: Metrics): BoardScreening[] {
  return version.boards.map((board) => {
    const met: string[] = [];
    const close: string[] = [];
    for (const standard of board.standards) {
      const rules = [...board.conditions, ...standard.checks].filter((r) => !NOT_IN_PROFILE.has(r.metric));
      if (rules.some((r) => r.op === 'judgement')) continue;
      let allPassed = true;
      let allClose = true;
      for (const rule of rules) {
        const check = checkOf(rule, metrics);
        if (check.passed) continue;
        allPassed = false;
        if (!closeEnough(rule, check.actual)) allClose = false;
      }
      if (allPassed) met.push(standard.code);
      else if (allClose) close.push(standard.code);
    }
    if (met.length > 0) return { board: board.board, status: 'MEETS', standards: met };
    if (close.length > 0) return { board: board.board, status: 'CLOSE', standards: close };
    return { board: board.board, status: 'NEITHER', standards: [] };
  });
}
