// The editor's rules as pure functions (spec §5 "Editor", §9): word count, table sizes, chart data,
// link shortening, client-side upload checks and search. The web component calls these; the
// contract's tests pin them.
import { EDITOR, TABLE_LIMITS } from './editor.ts';

/** Characters the reader sees: line breaks and zero-width spaces do not count (UEditor's rule). */
export function countWords(text: string): number {
  return [...text.replace(/[\r\n\u200b\ufeff]/g, '')].length;
}

export type WordCountState = { count: number; max: number; overflow: boolean; remaining: number };

export function wordCountState(text: string, max: number = EDITOR.maxWords): WordCountState {
  const count = countWords(text);
  return { count, max, overflow: count > max, remaining: max - count };
}

const clamp = (n: number, min: number, max: number) => Math.min(max, Math.max(min, Math.floor(n)));

/** A new table's size, kept within 1…20 columns and 1…100 rows. */
export function clampTableSize(rows: number, columns: number): { rows: number; columns: number } {
  return {
    rows: clamp(Number.isFinite(rows) ? rows : TABLE_LIMITS.defaultRows, 1, TABLE_LIMITS.maxRows),
    columns: clamp(
      Number.isFinite(columns) ? columns : TABLE_LIMITS.defaultColumns,
      1,
      TABLE_LIMITS.maxColumns,
    ),
  };
}

/** Whether a table of this size may grow by one more row / column. */
export function canAddRow(rows: number): boolean {
  return rows < TABLE_LIMITS.maxRows;
}
export function canAddColumn(columns: number): boolean {
  return columns < TABLE_LIMITS.maxColumns;
}

/**
 * The picker grid shown while hovering cell (row, column), both 1-based: 10 × 10 at first, one
 * more row/column beyond the hovered cell as the pointer nears the edge, never past 20 × 20.
 */
export function tablePickerGrid(hoverRow: number, hoverColumn: number): { rows: number; columns: number } {
  const { pickerStart, pickerMax } = TABLE_LIMITS;
  return {
    rows: clamp(Math.max(pickerStart, hoverRow + 1), pickerStart, pickerMax),
    columns: clamp(Math.max(pickerStart, hoverColumn + 1), pickerStart, pickerMax),
  };
}

export type ChartSeries = { name: string; values: number[] };
export type ChartData = { categories: string[]; series: ChartSeries[] };
export type ChartProblem =
  | { reason: 'tooSmall' }
  | { reason: 'headerRow'; column: number }
  | { reason: 'headerColumn'; row: number }
  | { reason: 'notNumeric'; row: number; column: number };
export type ChartCheck = { ok: true; data: ChartData } | ({ ok: false } & ChartProblem);

/** "1,234.5" and " 12 " count as numbers; "", "abc", "1e" do not. */
export function parseCellNumber(text: string): number | null {
  const cleaned = text.trim().replace(/,/g, '');
  if (!/^[-+]?(\d+(\.\d*)?|\.\d+)(e[-+]?\d+)?%?$/i.test(cleaned)) return null;
  const value = Number(cleaned.replace(/%$/, ''));
  return Number.isFinite(value) ? value : null;
}

/**
 * A table can become a chart when it has at least 2 rows and 2 columns, a header row (column
 * names, first row), a header column (series names, first column) and numbers in every other
 * cell. Rows and columns are 0-based in the problems reported.
 */
export function chartFromTable(cells: readonly (readonly string[])[]): ChartCheck {
  const rows = cells.length;
  const columns = Math.min(...cells.map((r) => r.length));
  if (rows < 2 || !Number.isFinite(columns) || columns < 2) return { ok: false, reason: 'tooSmall' };
  const header = cells[0]!;
  for (let c = 1; c < columns; c++)
    if (!header[c]!.trim()) return { ok: false, reason: 'headerRow', column: c };
  const series: ChartSeries[] = [];
  for (let r = 1; r < rows; r++) {
    const row = cells[r]!;
    if (!row[0]!.trim()) return { ok: false, reason: 'headerColumn', row: r };
    const values: number[] = [];
    for (let c = 1; c < columns; c++) {
      const value = parseCellNumber(row[c]!);
      if (value === null) return { ok: false, reason: 'notNumeric', row: r, column: c };
      values.push(value);
    }
    series.push({ name: row[0]!.trim(), values });
  }
  return { ok: true, data: { categories: header.slice(1, columns).map((h) => h.trim()), series } };
}

/** The link bubble's text: over 30 characters shows the first 20 and an ellipsis. */
export function shortenLink(href: string): string {
  const chars = [...href];
  return chars.length > EDITOR.linkTruncateOver ? `${chars.slice(0, EDITOR.linkShownChars).join('')}…` : href;
}

/** ".png" for "Photo.PNG"; "" when the name has no extension. */
export function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot > 0 && dot < name.length - 1 ? name.slice(dot).toLowerCase() : '';
}

export type UploadProblem = 'tooLarge' | 'notAllowed' | 'empty';

/** The client-side check against `?action=config` before anything is sent. */
export function checkUpload(
  file: { name: string; size: number },
  limits: { maxSize: number; allowFiles: readonly string[] },
): UploadProblem | null {
  if (file.size <= 0) return 'empty';
  if (!limits.allowFiles.map((e) => e.toLowerCase()).includes(extensionOf(file.name))) return 'notAllowed';
  if (file.size > limits.maxSize) return 'tooLarge';
  return null;
}

/** Start offsets of every match (non-overlapping), case-insensitive unless asked otherwise. */
export function findMatches(text: string, query: string, caseSensitive = false): number[] {
  if (!query) return [];
  const haystack = caseSensitive ? text : text.toLowerCase();
  const needle = caseSensitive ? query : query.toLowerCase();
  const found: number[] = [];
  for (let at = haystack.indexOf(needle); at !== -1; at = haystack.indexOf(needle, at + needle.length))
    found.push(at);
  return found;
}

/** The match to go to next from `cursor`: forward wraps to the first, backward to the last. */
export function nextMatch(
  matches: readonly number[],
  cursor: number,
  direction: 'forward' | 'backward' = 'forward',
): number | null {
  if (matches.length === 0) return null;
  if (direction === 'forward') return matches.find((m) => m >= cursor) ?? matches[0]!;
  return [...matches].reverse().find((m) => m < cursor) ?? matches[matches.length - 1]!;
}

/**
 * Autosave pacing: how long to wait after a change before saving — at most one save per 500 ms,
 * and at least 20 ms after the change so a burst of keystrokes is saved once.
 */
export function autosaveDelay(now: number, lastSavedAt: number | null): number {
  if (lastSavedAt === null) return EDITOR.autosaveMinGapMs;
  const sinceLast = now - lastSavedAt;
  return Math.max(EDITOR.autosaveMinGapMs, EDITOR.autosaveIntervalMs - sinceLast);
}
