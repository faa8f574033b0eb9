import { describe, expect, it } from 'vitest';
import { owedKinds, reportContentSchema } from './report.ts';

describe('owedKinds', () => {
  it('follows grades, stage and target board', () => {
    expect(owedKinds({ grades: ['GOLDEN_SEED'], stage: 'TUTORING', targetBoard: 'STAR' })).toEqual([
      'golden',
      'tutorial',
    ]);
    expect(owedKinds({ grades: ['NORMAL_SEED'], stage: 'IN_REVIEW', targetBoard: 'STAR' })).toEqual([
      'csrc',
      'major',
    ]);
    expect(
      owedKinds({ grades: ['SILVER_SEED', 'SCI_SEED'], stage: 'FILED', targetBoard: 'CHINEXT' }),
    ).toEqual(['sci', 'silver', 'csrc']);
    expect(owedKinds({ grades: [], stage: 'RESERVE', targetBoard: 'OVERSEAS' })).toEqual(['overseas']);
    expect(owedKinds({ grades: [], stage: 'LISTED', targetBoard: 'OVERSEAS' })).toEqual([]);
    expect(owedKinds({ grades: ['NOT_APPLICABLE'], stage: null, targetBoard: null })).toEqual([]);
  });
});

describe('reportContentSchema', () => {
  it('lets a draft be partial and wants the required fields on submission', () => {
    expect(reportContentSchema('golden', false).safeParse({ revenue: '12.5' }).success).toBe(true);
    const submitted = reportContentSchema('golden', true).safeParse({ revenue: '12.5' });
    expect(submitted.error?.issues.map((i) => i.path.join('.'))).toEqual(['progress']);
  });

  it('refuses a negative amount where none can be, an impossible date and unknown fields', () => {
    const draft = reportContentSchema('tutorial', false);
    expect(draft.safeParse({ tutoringFiledOn: '2026-02-30' }).error?.issues[0]?.path).toEqual([
      'tutoringFiledOn',
    ]);
    expect(reportContentSchema('golden', false).safeParse({ revenue: '-1' }).success).toBe(false);
    expect(reportContentSchema('golden', false).safeParse({ netProfit: '-1' }).success).toBe(true);
    expect(reportContentSchema('golden', false).safeParse({ colour: 'red' }).success).toBe(false);
  });
});
