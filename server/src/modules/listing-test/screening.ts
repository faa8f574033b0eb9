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
import type { Metrics } from './metrics.ts';

/** Figures no profile records. */
export const NOT_IN_PROFILE = new Set(['marketValue', 'neeqInnovationTierMonths']);

export type BoardScreening = { board: ListingBoard; status: ScreeningStatus; standards: string[] };

type Compiled = { board: ListingBoard; standards: { code: string; rules: RuleCheck[] }[] }[];

/**
 * A version's standards as the screening reads them, built once per version: the checks a profile
 * can answer, without the standards that rest on a judgement. A province screens its hundred
 * thousand enterprises against the same few dozen standards.
 */
const compiled = new WeakMap<RulesVersion, Compiled>();
function compile(version: RulesVersion): Compiled {
  let out = compiled.get(version);
  if (!out) {
    out = version.boards.map((board) => ({
      board: board.board,
      standards: board.standards
        .map((s) => ({
          code: s.code,
          rules: [...board.conditions, ...s.checks].filter((r) => !NOT_IN_PROFILE.has(r.metric)),
        }))
        .filter((s) => !s.rules.some((r) => r.op === 'judgement')),
    }));
    compiled.set(version, out);
  }
  return out;
}

/** Passed, close (within CLOSE_MARGIN of a positive "at least" threshold), or neither. */
function measure(rule: RuleCheck, actual: number | null): 'pass' | 'close' | 'fail' {
  if (actual === null || rule.threshold === null) return 'fail';
  if (rule.op === 'gt') return actual > rule.threshold ? 'pass' : 'fail';
  if (rule.op !== 'gte') return 'fail';
  if (actual >= rule.threshold) return 'pass';
  return rule.threshold > 0 && actual >= rule.threshold * (1 - CLOSE_MARGIN) ? 'close' : 'fail';
}

export function screen(version: RulesVersion, metrics: Metrics): BoardScreening[] {
  return compile(version).map(({ board, standards }) => {
    const met: string[] = [];
    const close: string[] = [];
    for (const standard of standards) {
      let allPassed = true;
      let allClose = true;
      for (const rule of standard.rules) {
        const verdict = measure(rule, metrics[rule.metric] ?? null);
        if (verdict === 'pass') continue;
        allPassed = false;
        if (verdict === 'fail') {
          allClose = false;
          break;
        }
      }
      if (allPassed) met.push(standard.code);
      else if (allClose) close.push(standard.code);
    }
    if (met.length > 0) return { board, status: 'MEETS', standards: met };
    if (close.length > 0) return { board, status: 'CLOSE', standards: close };
    return { board, status: 'NEITHER', standards: [] };
  });
}
