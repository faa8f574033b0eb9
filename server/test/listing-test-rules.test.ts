// The listing test's rules and arithmetic, without a database: the thresholds each version holds
// (written out here from the rule documents, not read back from the data), every threshold's
// boundary for every standard of every version (equal passes, one 万元 short fails), the derived
// figures, versions by date, needs-judgement and not-in-use standards, and the screening's margin.
import type { EvaluateInput, RuleCheck, RulesVersion } from '@portal/contract/listing-test';
import { describe, expect, it } from 'vitest';
import { evaluate, evaluateWith } from '../src/modules/listing-test/evaluate.ts';
import { figureYearOf, profileYears } from '../src/modules/listing-test/figures.ts';
import { metricsOf } from '../src/modules/listing-test/metrics.ts';
import { RULES_VERSIONS, versionOn } from '../src/modules/listing-test/rules/versions.ts';
import { screen } from '../src/modules/listing-test/screening.ts';

const v = (day: string) => versionOn(day)!;
const standardOf = (version: RulesVersion, code: string) => {
  for (const b of version.boards) {
    const s = b.standards.find((x) => x.code === code);
    if (s) return { board: b, standard: s };
  }
  throw new Error(`no ${code} in ${version.version}`);
};
/** metric → threshold of a standard's checks with the board's conditions, e.g. { revenueLatest: 30000 }. */
function thresholds(day: string, code: string): Record<string, number | string> {
  const { board, standard } = standardOf(v(day), code);
  const out: Record<string, number | string> = {};
  for (const c of [...board.conditions, ...standard.checks])
    out[c.metric] = c.op === 'gt' ? `>${c.threshold}` : (c.threshold ?? c.op);
  return out;
}

describe('rule versions by date', () => {
  it('uses the version in force on the day', () => {
    expect(versionOn('2023-02-16')).toBeUndefined();
    expect(v('2023-02-17').version).toBe('2023-02-17');
    expect(v('2024-04-29').version).toBe('2023-02-17');
    expect(v('2024-04-30').version).toBe('2024-04-30');
    expect(v('2025-06-17').version).toBe('2024-04-30');
    expect(v('2025-06-18').version).toBe('2025-06-18');
    expect(v('2026-11-25').version).toBe('2025-06-18');
    expect(RULES_VERSIONS.map((r) => r.effectiveTo)).toEqual(['2024-04-30', '2025-06-18', null]);
  });

  it('cites at least one rule document with issuer and dates for every board of every version', () => {
    for (const version of RULES_VERSIONS)
      for (const board of version.boards) {
        expect(board.documents.length, `${version.version} ${board.board}`).toBeGreaterThan(0);
        for (const d of board.documents) expect(d.issuer && d.issuedOn && d.effectiveOn).toBeTruthy();
      }
  });
});

describe('thresholds as the rule documents state them (万元)', () => {
  it('main board: full registration (2023-02-17) and the 2024-04-30 revision', () => {
    expect(thresholds('2023-02-17', 'MAIN-1A')).toEqual({
      netProfitPositiveYears3y: 3,
      netProfitTotal3y: 15_000,
      netProfitLatest: 6_000,
      operatingCashFlowTotal3y: 10_000,
    });
    expect(thresholds('2023-02-17', 'MAIN-1B')).toMatchObject({ revenueTotal3y: 100_000 });
    expect(thresholds('2023-02-17', 'MAIN-2')).toEqual({
      marketValue: 500_000,
      netProfitLatest: '>0',
      revenueLatest: 60_000,
      operatingCashFlowTotal3y: 15_000,
    });
    expect(thresholds('2023-02-17', 'MAIN-3')).toEqual({
      marketValue: 800_000,
      netProfitLatest: '>0',
      revenueLatest: 80_000,
    });
    expect(thresholds('2024-04-30', 'MAIN-1A')).toEqual({
      netProfitPositiveYears3y: 3,
      netProfitTotal3y: 20_000,
      netProfitLatest: 10_000,
      operatingCashFlowTotal3y: 20_000,
    });
    expect(thresholds('2024-04-30', 'MAIN-1B')).toMatchObject({ revenueTotal3y: 150_000 });
    expect(thresholds('2024-04-30', 'MAIN-2')).toMatchObject({
      marketValue: 500_000,
      operatingCashFlowTotal3y: 25_000,
    });
    expect(thresholds('2024-04-30', 'MAIN-3')).toEqual({
      marketValue: 1_000_000,
      netProfitLatest: '>0',
      revenueLatest: 100_000,
    });
  });

  it('ChiNext: 2023, 2024 and the third standard in use from 2025-06-18', () => {
    expect(thresholds('2023-02-17', 'CHINEXT-1')).toEqual({
      netProfitPositiveYears2y: 2,
      netProfitTotal2y: 5_000,
    });
    expect(thresholds('2023-02-17', 'CHINEXT-2')).toEqual({
      marketValue: 100_000,
      netProfitLatest: '>0',
      revenueLatest: 10_000,
    });
    expect(thresholds('2024-04-30', 'CHINEXT-1')).toEqual({
      netProfitPositiveYears2y: 2,
      netProfitTotal2y: 10_000,
      netProfitLatest: 6_000,
    });
    expect(thresholds('2024-04-30', 'CHINEXT-2')).toMatchObject({
      marketValue: 150_000,
      revenueLatest: 40_000,
    });
    expect(thresholds('2024-04-30', 'CHINEXT-3')).toEqual({
      marketValue: 500_000,
      revenueLatest: 30_000,
      standardInUse: 'inUse',
    });
    expect(thresholds('2025-06-18', 'CHINEXT-3')).toEqual({ marketValue: 500_000, revenueLatest: 30_000 });
  });

  it('STAR: five standards in every version, the fifth a judgement', () => {
    for (const day of ['2023-02-17', '2024-04-30', '2025-06-18']) {
      expect(thresholds(day, 'STAR-1A')).toEqual({
        marketValue: 100_000,
        netProfitPositiveYears2y: 2,
        netProfitTotal2y: 5_000,
      });
      expect(thresholds(day, 'STAR-1B')).toEqual({
        marketValue: 100_000,
        netProfitLatest: '>0',
        revenueLatest: 10_000,
      });
      expect(thresholds(day, 'STAR-2')).toEqual({
        marketValue: 150_000,
        revenueLatest: 20_000,
        rdRatio3y: 15,
      });
      expect(thresholds(day, 'STAR-3')).toEqual({
        marketValue: 200_000,
        revenueLatest: 30_000,
        operatingCashFlowTotal3y: 10_000,
      });
      expect(thresholds(day, 'STAR-4')).toEqual({ marketValue: 300_000, revenueLatest: 30_000 });
      expect(thresholds(day, 'STAR-5')).toEqual({ marketValue: 400_000, qualitativeStar5: 'judgement' });
    }
    const star2025 = v('2025-06-18').boards.find((b) => b.board === 'STAR')!;
    expect(star2025.notes.join()).toContain('科创成长层');
    expect(star2025.documents.map((d) => d.effectiveOn)).toContain('2025-06-18');
  });

  it("STAR's growth tier from 2025-06-18: an issuer not yet profitable would enter it", () => {
    const at = (asOf: string, netProfit: number | undefined) =>
      evaluate(v(asOf), {
        asOf,
        marketValue: 400_000,
        years: [{ year: 2024, revenue: 50_000, netProfit: netProfit as number }],
      }).boards.find((b) => b.board === 'STAR')!;
    expect(at('2025-06-18', -1).tier).toBe('科创成长层');
    expect(at('2025-06-18', 0).tier).toBe('科创成长层');
    expect(at('2025-06-18', 1).tier).toBeNull();
    expect(at('2025-06-18', undefined).tier).toBeNull();
    // Before the tier existed, and on other boards, no tier at all.
    expect(at('2025-06-17', -1)).not.toHaveProperty('tier');
    const main = evaluate(v('2025-06-18'), {
      years: [{ year: 2024, revenue: 1, netProfit: -1 }],
    }).boards.find((b) => b.board === 'MAIN')!;
    expect(main).not.toHaveProperty('tier');
  });

  it('BSE: innovation tier 12 months and net assets 5000万 ahead of four standards', () => {
    const conditions = { neeqInnovationTierMonths: 12, netAssetsLatest: 5_000 };
    expect(thresholds('2024-04-30', 'BSE-1A')).toEqual({
      ...conditions,
      marketValue: 20_000,
      netProfitMin2y: 1_500,
      weightedRoeAverage2y: 8,
    });
    expect(thresholds('2024-04-30', 'BSE-1B')).toEqual({
      ...conditions,
      marketValue: 20_000,
      netProfitLatest: 2_500,
      weightedRoeLatest: 8,
    });
    expect(thresholds('2024-04-30', 'BSE-2')).toEqual({
      ...conditions,
      marketValue: 40_000,
      revenueAverage2y: 10_000,
      revenueGrowthLatest: 30,
      operatingCashFlowLatest: '>0',
    });
    expect(thresholds('2024-04-30', 'BSE-3')).toEqual({
      ...conditions,
      marketValue: 80_000,
      revenueLatest: 20_000,
      rdRatio2y: 8,
    });
    expect(thresholds('2024-04-30', 'BSE-4')).toEqual({
      ...conditions,
      marketValue: 150_000,
      rdTotal2y: 5_000,
    });
  });
});

/** One step below a threshold: a 万元 for amounts, a hundredth for percentages, one for counts. */
const SHORT: Record<NonNullable<RuleCheck['unit']>, number> = { WAN: 1, PERCENT: 0.01, YEARS: 1, MONTHS: 1 };

describe('every threshold of every standard of every version: equal passes, a step short fails', () => {
  const cases = RULES_VERSIONS.flatMap((version) =>
    version.boards.flatMap((board) =>
      board.standards.map((standard) => ({
        version,
        board,
        standard,
        name: `${version.version} ${standard.code}`,
      })),
    ),
  );
  it.each(cases)('$name', ({ version, board, standard }) => {
    const rules = [...board.conditions, ...standard.checks];
    const exact: Record<string, number> = {};
    for (const r of rules)
      if (r.threshold !== null) exact[r.metric] = r.op === 'gt' ? r.threshold + 0.0001 : r.threshold;
    const result = (metrics: Record<string, number>) =>
      evaluateWith(version, metrics)
        .boards.find((b) => b.board === board.board)!
        .standards.find((s) => s.code === standard.code)!;
    const atThreshold = result(exact);
    const expected = rules.some((r) => r.op === 'inUse')
      ? false
      : rules.some((r) => r.op === 'judgement')
        ? null
        : true;
    expect(atThreshold.passed).toBe(expected);
    for (const r of rules) {
      if (r.threshold === null) continue;
      const below = r.op === 'gt' ? r.threshold : r.threshold - SHORT[r.unit ?? 'WAN'];
      const short = result({ ...exact, [r.metric]: below });
      expect(short.passed, `${r.metric} at ${below}`).toBe(false);
      const check = short.checks.find((c) => c.metric === r.metric)!;
      expect(check).toMatchObject({ actual: below, passed: false });
    }
  });
});

const year = (y: number, revenue: number, netProfit: number, extra: Record<string, number> = {}) => ({
  year: y,
  revenue,
  netProfit,
  ...extra,
});
const boardOf = (input: EvaluateInput, board: string, day = input.asOf ?? '2026-01-01') =>
  evaluate(v(day), input).boards.find((b) => b.board === board)!;
const std = (input: EvaluateInput, code: string, day?: string) =>
  boardOf(input, code.split('-')[0]!, day).standards.find((s) => s.code === code)!;

describe('figures computed as the rules say', () => {
  it('sums three years for main board standard 1 (2024): 2亿 total passes, one 万元 short fails', () => {
    const years = [year(2025, 150_000, 10_000), year(2024, 1, 5_000), year(2023, 1, 5_000)];
    expect(std({ asOf: '2024-05-01', years }, 'MAIN-1B').passed).toBe(true);
    const short = [year(2025, 150_000, 10_000), year(2024, 1, 5_000), year(2023, 1, 4_999)];
    const result = std({ asOf: '2024-05-01', years: short }, 'MAIN-1B');
    expect(result.passed).toBe(false);
    expect(result.checks.find((c) => c.metric === 'netProfitTotal3y')).toMatchObject({
      required: 20_000,
      actual: 19_999,
      passed: false,
    });
    // The same figures met the 2023 version (1.5亿 total, 6000万 latest, 10亿 revenue).
    expect(std({ asOf: '2024-04-29', years: short }, 'MAIN-1B').passed).toBe(true);
  });

  it('keeps 4-decimal amounts exact at a boundary (0.1 + 0.2 style drift)', () => {
    const years = [year(2025, 1, 3_000.1), year(2024, 1, 1_999.9)];
    expect(std({ asOf: '2023-03-01', years }, 'CHINEXT-1').passed).toBe(true);
  });

  it('averages and ratios: STAR R&D share of three years, BSE revenue growth and two-year average', () => {
    const rd = [
      year(2025, 20_000, 1, { rdExpense: 3_000 }),
      year(2024, 10_000, 1, { rdExpense: 1_500 }),
      year(2023, 10_000, 1, { rdExpense: 1_500 }),
    ];
    const star2 = std({ marketValue: 150_000, years: rd }, 'STAR-2');
    expect(star2.checks.find((c) => c.metric === 'rdRatio3y')).toMatchObject({ actual: 15, passed: true });
    expect(star2.passed).toBe(true);
    const bse = [year(2025, 11_500, 1, { operatingCashFlow: 1, netAssets: 5_000 }), year(2024, 8_500, 1)];
    const bse2 = std({ marketValue: 40_000, neeqInnovationTierMonths: 12, years: bse }, 'BSE-2');
    const actual = (m: string) => bse2.checks.find((c) => c.metric === m)?.actual;
    expect(actual('revenueAverage2y')).toBe(10_000);
    expect(actual('revenueGrowthLatest')).toBeCloseTo(35.2941, 4);
    expect(bse2.passed).toBe(true);
    // Eleven months on the innovation tier: the board condition fails every standard.
    const early = boardOf({ marketValue: 40_000, neeqInnovationTierMonths: 11, years: bse }, 'BSE');
    expect(early.passed).toBe(false);
  });

  it('a missing figure fails the standard with actual null, not an error', () => {
    const one = { asOf: '2025-01-01', marketValue: 200_000, years: [year(2025, 40_000, 100)] };
    const star3 = std(one, 'STAR-3');
    expect(star3.passed).toBe(false);
    expect(star3.checks.find((c) => c.metric === 'operatingCashFlowTotal3y')).toMatchObject({
      actual: null,
      passed: false,
    });
    expect(std({ years: [year(2025, 1, 1)] }, 'MAIN-2').checks[0]).toMatchObject({
      metric: 'marketValue',
      actual: null,
      passed: false,
    });
  });

  it('STAR standard 5 needs judgement (null), never a silent pass; short market value fails it', () => {
    const rich = { marketValue: 400_000, years: [year(2025, 0, -5_000)] };
    expect(std(rich, 'STAR-5').passed).toBeNull();
    expect(std(rich, 'STAR-5').checks[1]).toMatchObject({ actual: null, passed: null });
    expect(boardOf(rich, 'STAR').passed).toBe(false);
    expect(std({ ...rich, marketValue: 399_999 }, 'STAR-5').passed).toBe(false);
  });

  it("ChiNext's third standard fails before 2025-06-18 and passes from it", () => {
    const loss = { marketValue: 500_000, years: [year(2025, 30_000, -2_000)] };
    expect(std({ ...loss, asOf: '2025-06-17' }, 'CHINEXT-3').passed).toBe(false);
    expect(std({ ...loss, asOf: '2025-06-18' }, 'CHINEXT-3').passed).toBe(true);
  });
});

describe('profile figures', () => {
  it('takes the lower net profit and the latest consecutive years, latest first', () => {
    expect(
      figureYearOf({ year: 2025, netProfit: '9200', netProfitDeducted: '8650', revenue: '100' }),
    ).toMatchObject({
      netProfit: 8650,
      revenue: 100,
    });
    expect(figureYearOf({ year: 2025, netProfit: '-10', netProfitDeducted: '5' }).netProfit).toBe(-10);
    expect(figureYearOf({ year: 2025, netProfitDeducted: '5' }).netProfit).toBe(5);
    const years = profileYears([
      { year: 2021, revenue: '1' },
      { year: 2024, revenue: '1' },
      { year: 2025, revenue: '1' },
      { year: 2022, revenue: '1' },
    ]);
    expect(years.map((y) => y.year)).toEqual([2025, 2024]);
  });
});

describe('screening', () => {
  const today = v('2026-01-01');
  const status = (figures: Parameters<typeof metricsOf>[0], board: string) =>
    screen(today, metricsOf(figures)).find((b) => b.board === board)!;

  it('meets ChiNext 1 on figures alone; market-value standards are screened on their other checks', () => {
    const good = { years: [year(2025, 50_000, 6_000), year(2024, 40_000, 4_000)] };
    expect(status(good, 'CHINEXT')).toEqual({
      board: 'CHINEXT',
      status: 'MEETS',
      standards: ['CHINEXT-1', 'CHINEXT-2', 'CHINEXT-3'],
    });
    expect(status(good, 'STAR').standards).not.toContain('STAR-5');
  });

  it('is close within 10 % of a threshold, and not at 11 %', () => {
    const close = { years: [year(2025, 1, 5_400), year(2024, 1, 4_600)] };
    expect(status(close, 'CHINEXT')).toMatchObject({ status: 'CLOSE', standards: ['CHINEXT-1'] });
    const far = { years: [year(2025, 1, 5_339), year(2024, 1, 4_600)] };
    expect(status(far, 'CHINEXT').status).toBe('NEITHER');
  });
});
