// Checks of one cell that most dataset templates share. Each answers the value, or null after
// refusing the cell with a message naming what is expected; an empty optional cell is null too.
import type { RowReader } from './declaration.ts';

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const isRealDay = (s: string) => DAY.test(s) && new Date(`${s}T00:00:00Z`).toISOString().slice(0, 10) === s;
const CREDIT_CODE = /^[0-9A-HJ-NPQRTUWXY]{2}\d{6}[0-9A-HJ-NPQRTUWXY]{10}$/;

export function text(r: RowReader, column: string, max: number): string | null {
  const v = r.cell(column);
  if (v === '') return null;
  return v.length > max ? r.refuse(column, `不超过 ${max} 个字`) : v;
}

/** YYYY-MM-DD, a real day, from 1900 on and not after the version's as-of day. */
export function day(r: RowReader, column: string, asOf: string): string | null {
  const v = r.cell(column);
  if (v === '') return null;
  if (!isRealDay(v) || v < '1900-01-01') return r.refuse(column, '日期应为 YYYY-MM-DD 且真实存在');
  if (v > asOf) return r.refuse(column, `晚于数据截止日 ${asOf}`);
  return v;
}

/** A decimal number with at most `scale` places, within the bounds. */
export function decimal(
  r: RowReader,
  column: string,
  { scale, min = 0, max = 1e12 }: { scale: number; min?: number; max?: number },
): number | null {
  const v = r.cell(column).replaceAll(',', '');
  if (v === '') return null;
  const shape = new RegExp(scale > 0 ? `^-?\\d{1,13}(\\.\\d{1,${scale}})?$` : '^-?\\d{1,13}$');
  if (!shape.test(v)) return r.refuse(column, scale > 0 ? `应为数字，最多 ${scale} 位小数` : '应为整数');
  const n = Number(v);
  if (n < min || n > max) return r.refuse(column, `应在 ${min} 到 ${max} 之间`);
  return n;
}

export function integer(r: RowReader, column: string, bounds: { min: number; max: number }): number | null {
  return decimal(r, column, { scale: 0, ...bounds });
}

/** One of the names (or codes) the map knows; the message lists the names. */
export function oneOf<T>(
  r: RowReader,
  column: string,
  names: ReadonlyMap<string, T>,
  shown: readonly string[],
) {
  const v = r.cell(column);
  if (v === '') return null;
  return names.get(v) ?? r.refuse(column, `应为 ${shown.join('、')} 之一`);
}

/** A unified social credit code (18 characters, GB 32100 alphabet), upper-cased. */
export function creditCode(r: RowReader, column: string): string | null {
  const v = r.cell(column).toUpperCase();
  if (v === '') return null;
  return CREDIT_CODE.test(v) ? v : r.refuse(column, '应为 18 位统一社会信用代码');
}

/** An http(s) address, at most 500 characters. */
export function link(r: RowReader, column: string): string | null {
  const v = r.cell(column);
  if (v === '') return null;
  try {
    const url = new URL(v);
    if ((url.protocol === 'http:' || url.protocol === 'https:') && v.length <= 500) return v;
  } catch {}
  return r.refuse(column, '应为 http 或 https 地址（不超过 500 个字）');
}

/** Names and codes both read: a map from each display name and each code to the code. */
export const namesOf = <T extends string>(names: Readonly<Record<T, string>>): ReadonlyMap<string, T> =>
  new Map(
    Object.entries<string>(names).flatMap(([code, name]) => [
      [name, code as T] as const,
      [code, code as T] as const,
    ]),
  );
