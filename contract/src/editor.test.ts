import { describe, expect, it } from 'vitest';
import { COLOR_PALETTE, EDITOR, FONT_SIZES, LINE_HEIGHTS, ROW_SPACINGS, TABLE_LIMITS } from './editor.ts';
import {
  autosaveDelay,
  canAddColumn,
  canAddRow,
  chartFromTable,
  checkUpload,
  clampTableSize,
  countWords,
  findMatches,
  nextMatch,
  parseCellNumber,
  shortenLink,
  tablePickerGrid,
  wordCountState,
} from './editor-rules.ts';

describe('editor constants (spec §9)', () => {
  it('match the specification', () => {
    expect(EDITOR).toMatchObject({
      maxWords: 10000,
      messageMs: 4000,
      autosaveMessageMs: 2000,
      autosaveIntervalMs: 500,
      autosaveMinGapMs: 20,
      undoDepth: 20,
      maxFilesPerUpload: 100,
      remoteCaptureTimeoutMs: 60000,
    });
    expect([FONT_SIZES[0], FONT_SIZES.at(-1)]).toEqual([10, 36]);
    expect([LINE_HEIGHTS[0], LINE_HEIGHTS.at(-1)]).toEqual([1, 5]);
    expect([ROW_SPACINGS[0], ROW_SPACINGS.at(-1)]).toEqual([5, 25]);
    expect(COLOR_PALETTE).toHaveLength(70);
    expect(new Set(COLOR_PALETTE.slice(60)).size).toBe(10);
    expect(COLOR_PALETTE.every((c) => /^#[0-9a-f]{6}$/.test(c))).toBe(true);
  });
});

describe('word count', () => {
  it('counts characters, not line breaks', () => {
    expect(countWords('上市\n服务 ab')).toBe(7);
    expect(countWords('😀')).toBe(1);
  });

  it('overflows past 10000', () => {
    expect(wordCountState('字'.repeat(10000))).toMatchObject({ count: 10000, overflow: false, remaining: 0 });
    expect(wordCountState('字'.repeat(10001))).toMatchObject({ overflow: true, remaining: -1 });
    expect(wordCountState('abc', 2).overflow).toBe(true);
  });
});

describe('table size', () => {
  it('keeps new tables within 20 columns and 100 rows', () => {
    expect(clampTableSize(5, 5)).toEqual({ rows: 5, columns: 5 });
    expect(clampTableSize(500, 50)).toEqual({ rows: 100, columns: 20 });
    expect(clampTableSize(0, -3)).toEqual({ rows: 1, columns: 1 });
    expect(clampTableSize(Number.NaN, Number.NaN)).toEqual({
      rows: TABLE_LIMITS.defaultRows,
      columns: TABLE_LIMITS.defaultColumns,
    });
    expect([canAddRow(99), canAddRow(100), canAddColumn(19), canAddColumn(20)]).toEqual([
      true,
      false,
      true,
      false,
    ]);
  });

  it('grows the picker from 10 × 10 up to 20 × 20', () => {
    expect(tablePickerGrid(1, 1)).toEqual({ rows: 10, columns: 10 });
    expect(tablePickerGrid(10, 3)).toEqual({ rows: 11, columns: 10 });
    expect(tablePickerGrid(25, 19)).toEqual({ rows: 20, columns: 20 });
  });
});

describe('chart from a table', () => {
  const good = [
    ['', '2024', '2025'],
    ['营收', '1,200', '1500.5'],
    ['利润', '-3', '40%'],
  ];

  it('turns a valid table into categories and series', () => {
    expect(chartFromTable(good)).toEqual({
      ok: true,
      data: {
        categories: ['2024', '2025'],
        series: [
          { name: '营收', values: [1200, 1500.5] },
          { name: '利润', values: [-3, 40] },
        ],
      },
    });
  });

  it('needs at least 2 × 2', () => {
    expect(chartFromTable([['a', 'b']])).toMatchObject({ ok: false, reason: 'tooSmall' });
    expect(chartFromTable([['a'], ['b']])).toMatchObject({ ok: false, reason: 'tooSmall' });
    expect(chartFromTable([])).toMatchObject({ ok: false, reason: 'tooSmall' });
  });

  it('needs a header row and a header column', () => {
    expect(
      chartFromTable([
        ['', ' '],
        ['a', '1'],
      ]),
    ).toMatchObject({ reason: 'headerRow', column: 1 });
    expect(
      chartFromTable([
        ['', 'x'],
        ['', '1'],
      ]),
    ).toMatchObject({ reason: 'headerColumn', row: 1 });
  });

  it('needs numbers in every body cell', () => {
    const bad = good.map((r) => [...r]);
    bad[2]![1] = 'n/a';
    expect(chartFromTable(bad)).toMatchObject({ ok: false, reason: 'notNumeric', row: 2, column: 1 });
    expect(['', 'abc', '1e', '--1', '1.2.3'].map(parseCellNumber)).toEqual([null, null, null, null, null]);
    expect(['0', '.5', '1e3', '+7'].map(parseCellNumber)).toEqual([0, 0.5, 1000, 7]);
  });
});

describe('link bubble, uploads, search, autosave', () => {
  it('cuts links over 30 characters to 20 plus an ellipsis', () => {
    const thirty = 'https://example.com/abcdefghijk';
    expect(thirty).toHaveLength(31);
    expect(shortenLink(thirty)).toBe('https://example.com/…');
    expect(shortenLink(thirty.slice(0, 30))).toBe(thirty.slice(0, 30));
  });

  it('checks size and extension like the server announces', () => {
    const limits = { maxSize: 100, allowFiles: ['.png', '.jpg'] };
    expect(checkUpload({ name: 'a.PNG', size: 100 }, limits)).toBeNull();
    expect(checkUpload({ name: 'a.png', size: 101 }, limits)).toBe('tooLarge');
    expect(checkUpload({ name: 'a.svg', size: 10 }, limits)).toBe('notAllowed');
    expect(checkUpload({ name: 'png', size: 10 }, limits)).toBe('notAllowed');
    expect(checkUpload({ name: 'a.png', size: 0 }, limits)).toBe('empty');
  });

  it('finds case-insensitively and moves forward by default, wrapping', () => {
    const matches = findMatches('Listing LISTING listing', 'listing');
    expect(matches).toEqual([0, 8, 16]);
    expect(findMatches('Listing LISTING', 'listing', true)).toEqual([]);
    expect(nextMatch(matches, 1)).toBe(8);
    expect(nextMatch(matches, 17)).toBe(0);
    expect(nextMatch(matches, 8, 'backward')).toBe(0);
    expect(nextMatch([], 0)).toBeNull();
  });

  it('saves at most every 500 ms and at least 20 ms apart', () => {
    expect(autosaveDelay(1000, null)).toBe(20);
    expect(autosaveDelay(1000, 900)).toBe(400);
    expect(autosaveDelay(1000, 0)).toBe(20);
  });
});
