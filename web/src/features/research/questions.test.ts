import { describe, expect, it } from 'vitest';
import { answerText } from './answerText';
import { keyed } from './questions';

describe('the questionnaire being edited', () => {
  it('keeps existing keys and gives new questions the next free ones', () => {
    const out = keyed([
      { key: 'q2', kind: 'TEXT', title: '甲' },
      { kind: 'SINGLE', title: '乙', options: ['是', '否'] },
      { kind: 'NUMBER', title: '丙', options: ['留下的选项'] },
    ]);
    expect(out.map((q) => q.key)).toEqual(['q2', 'q1', 'q3']);
    // Only a choice question keeps options; required defaults to false.
    expect(out.map((q) => q.options)).toEqual([[], ['是', '否'], []]);
    expect(out.every((q) => q.required === false)).toBe(true);
  });

  it('shows answers as text: numbers, options, files by name', () => {
    expect(answerText(12)).toBe('12');
    expect(answerText(['甲', '乙'])).toBe('甲、乙');
    expect(answerText([{ id: 'x', name: 'a.pdf' }])).toBe('a.pdf');
    expect(answerText(undefined)).toBe('');
  });
});
