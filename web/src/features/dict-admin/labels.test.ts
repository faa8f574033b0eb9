// Dictionary page helpers: where an import problem sits, what a child code starts with.
import type { DictNode } from '@portal/contract';
import { describe, expect, it } from 'vitest';
import { canHaveChildren, codePrefix, problemPlace } from './labels';

const node = (code: string, level: string): DictNode => ({
  code,
  level,
  name: code,
  parentCode: null,
  enabled: true,
  hasChildren: false,
});

describe('dictionary helpers', () => {
  it('reads the Excel row and column of an import problem', () => {
    expect(problemPlace('rows.12.parentCode')).toEqual({ row: 12, column: 'parentCode' });
    expect(problemPlace('header.code')).toEqual({ row: null, column: 'header' });
    expect(problemPlace('file')).toEqual({ row: null, column: 'file' });
  });

  it('prefills the part of a child code its parent fixes', () => {
    expect(codePrefix('industry', node('A', 'section'))).toBe('');
    expect(codePrefix('industry', node('65', 'division'))).toBe('65');
    expect(codePrefix('strategic', node('1.5', '2'))).toBe('1.5.');
    expect(codePrefix('area', node('430000', '1'))).toBe('43');
    expect(codePrefix('area', node('430100', '2'))).toBe('4301');
    expect(codePrefix('area', null)).toBe('');
  });

  it('offers no children under the deepest level', () => {
    expect(canHaveChildren('industry', node('6511', 'class'))).toBe(false);
    expect(canHaveChildren('area', node('430102', '3'))).toBe(false);
    expect(canHaveChildren('strategic', node('1', '1'))).toBe(true);
  });
});
