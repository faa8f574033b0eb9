// Display helpers shared by the dictionary pages.
import type { DictKind, DictNode } from '@portal/contract';
import type { TFunction } from 'i18next';

export function levelText(t: TFunction, kind: DictKind, level: string): string {
  const key = kind === 'industry' ? level : `${kind}${level}`;
  return t(`dict.levels.${key}`, { ns: 'admin', defaultValue: level });
}

/** Whether a child may be added under the node (the deepest level has no children). */
export function canHaveChildren(kind: DictKind, node: DictNode): boolean {
  if (kind === 'industry') return node.level !== 'class';
  return node.level !== '3';
}

/** "rows.12.code" → { row: 12, column: 'code' }; "file" → { row: null, column: 'file' }. */
export function problemPlace(path: string): { row: number | null; column: string } {
  const match = /^rows\.(\d+)\.(\w+)$/.exec(path);
  if (match) return { row: Number(match[1]), column: match[2]! };
  return { row: null, column: path.split('.')[0]! };
}

/** What a child's code starts with, to prefill the form. */
export function codePrefix(kind: DictKind, parent: DictNode | null): string {
  if (!parent) return '';
  if (kind === 'strategic') return `${parent.code}.`;
  if (kind === 'industry') return parent.level === 'section' ? '' : parent.code;
  return parent.code.slice(0, parent.level === '1' ? 2 : 4);
}
