// Every value of every labelled enumeration has a name in both languages, and no name is left
// over for a value the enumeration no longer has.
import { describe, expect, it } from 'vitest';
import { ENUM_LABELS, enumNamesIn, LABEL_LANGUAGES, LABELLED_ENUMS, zhName } from './labels.ts';

describe('enum display names', () => {
  it('labels exactly the listed enumerations', () => {
    expect(Object.keys(ENUM_LABELS).sort()).toEqual(Object.keys(LABELLED_ENUMS).sort());
  });

  it.each(LABEL_LANGUAGES)('%s names every value once, none empty', (language) => {
    for (const [kind, values] of Object.entries(LABELLED_ENUMS)) {
      const names: Record<string, string> = ENUM_LABELS[kind as keyof typeof ENUM_LABELS][language];
      expect(Object.keys(names).sort(), kind).toEqual([...values].map(String).sort());
      const blank = values.filter((v) => !names[v]?.trim());
      expect(blank, kind).toEqual([]);
    }
  });

  it('gives the server the Chinese names and the web one language at a time', () => {
    expect(zhName('grade', 'GOLDEN_SEED')).toBe('金种子企业');
    expect(zhName('workflowAction', 'approve')).toBe('审核通过');
    expect(enumNamesIn('en-US').board.CHINEXT).toBe('ChiNext');
    expect(enumNamesIn('zh-CN').orgType.FINANCIAL).toBe('金融监管部门（上市办）');
  });
});
