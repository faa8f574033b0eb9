// Ordering the chosen columns of an export.
import { describe, expect, it } from 'vitest';
import { move } from './ColumnChooser';

describe('move', () => {
  it('moves an export column up and down within bounds', () => {
    expect(move(['a', 'b', 'c'], 2, 0)).toEqual(['c', 'a', 'b']);
    expect(move(['a', 'b', 'c'], 0, 1)).toEqual(['b', 'a', 'c']);
    expect(move(['a', 'b'], 1, 5)).toEqual(['a', 'b']);
  });
});
