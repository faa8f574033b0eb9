// Field-by-field difference of two profile versions. Data is flattened to dotted paths with text
// values: financial years are keyed by year, people and products by position (1-based), a picked
// library entry ({id, name}) by its name, lists of words joined.
import type { FieldChange } from '@portal/contract';

type Flat = Map<string, string>;
type Rank = (key: string) => number;

const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

function text(value: unknown): string | null {
  if (value === null || value === undefined || value === '') return null;
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return JSON.stringify(value);
}

function visit(value: unknown, path: string, out: Flat, rank: Rank): void {
  if (Array.isArray(value)) {
    if (value.every((v) => !isRecord(v))) {
      const joined = text(value.map((v) => text(v) ?? '').join('、'));
      if (joined !== null) out.set(path, joined);
      return;
    }
    value.forEach((item, i) => {
      const key = isRecord(item) && typeof item.year === 'number' ? String(item.year) : String(i + 1);
      if (isRecord(item)) {
        const { year: _year, ...rest } = item;
        visit(typeof item.year === 'number' ? rest : item, `${path}.${key}`, out, rank);
      }
    });
    return;
  }
  if (isRecord(value)) {
    // A picked library entry reads as its name.
    if (typeof value.id === 'string' && Object.keys(value).every((k) => k === 'id' || k === 'name')) {
      const shown = text(value.name ?? value.id);
      if (shown !== null) out.set(path, shown);
      return;
    }
    const keys = Object.keys(value).sort((a, b) => rank(a) - rank(b) || a.localeCompare(b));
    for (const k of keys) visit(value[k], path ? `${path}.${k}` : k, out, rank);
    return;
  }
  const shown = text(value);
  if (shown !== null) out.set(path, shown);
}

/** `keyOrder`: field names in the order the form shows them (contract keyOrderOf). */
export function flatten(data: unknown, keyOrder: readonly string[] = []): Flat {
  const positions = new Map(keyOrder.map((k, i) => [k, i]));
  const out: Flat = new Map();
  visit(data, '', out, (k) => positions.get(k) ?? keyOrder.length);
  return out;
}

/** Changes from `before` (null: nothing before, a first version) to `after`, in field order. */
export function diffProfiles(
  before: unknown,
  after: unknown,
  keyOrder: readonly string[] = [],
): FieldChange[] {
  const a = flatten(before ?? {}, keyOrder);
  const b = flatten(after, keyOrder);
  const changes: FieldChange[] = [];
  for (const [path, value] of b) {
    const old = a.get(path) ?? null;
    if (old !== value) changes.push({ path, before: old, after: value });
  }
  for (const [path, value] of a) if (!b.has(path)) changes.push({ path, before: value, after: null });
  return changes;
}
