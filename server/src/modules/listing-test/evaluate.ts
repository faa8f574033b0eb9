// The listing test itself: pure functions from figures and a rules version to the verdict of every
// check, standard and board. A standard passes when every check passes; a qualitative check leaves
// it at null (needs judgement) unless a figure already fails it; a board passes on any standard.
import type {
  EvaluateInput,
  Evaluation,
  EvaluationCheck,
  EvaluationStandard,
  RuleCheck,
  RulesVersion,
} from '@portal/contract/listing-test';
import { type Metrics, metricsOf } from './metrics.ts';

export function checkOf(rule: RuleCheck, metrics: Metrics): EvaluationCheck {
  const actual = metrics[rule.metric] ?? null;
  switch (rule.op) {
    case 'judgement':
      return { metric: rule.metric, required: rule.text, actual: null, passed: null };
    case 'inUse':
      return { metric: rule.metric, required: rule.text, actual: null, passed: false };
    case 'gt':
      return {
        metric: rule.metric,
        required: `> ${rule.threshold}`,
        actual,
        passed: actual !== null && actual > rule.threshold!,
      };
    case 'gte':
      return {
        metric: rule.metric,
        required: rule.threshold!,
        actual,
        passed: actual !== null && actual >= rule.threshold!,
      };
  }
}

export function verdictOf(checks: readonly EvaluationCheck[]): boolean | null {
  if (checks.some((c) => c.passed === false)) return false;
  return checks.some((c) => c.passed === null) ? null : true;
}

export function evaluateWith(version: RulesVersion, metrics: Metrics): Evaluation {
  return {
    rulesVersion: version.version,
    boards: version.boards.map((board) => {
      const standards: EvaluationStandard[] = board.standards.map((standard) => {
        // The board's conditions head every standard's checks: a standard met without them is not met.
        const checks = [...board.conditions, ...standard.checks].map((rule) => checkOf(rule, metrics));
        return { code: standard.code, passed: verdictOf(checks), checks };
      });
      const passed = standards.some((s) => s.passed === true);
      if (!board.tier) return { board: board.board, passed, standards };
      const figure = metrics[board.tier.metric] ?? null;
      const tier = figure === null ? null : figure <= board.tier.atMost ? board.tier.name : null;
      return { board: board.board, passed, standards, tier };
    }),
  };
}

export function evaluate(version: RulesVersion, input: EvaluateInput): Evaluation {
  return evaluateWith(version, metricsOf(input));
}
