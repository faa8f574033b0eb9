// The editor's word limit (spec §9: 10000 by default) again on the server, where the browser's
// count cannot be skipped. Counted as the editor counts (contract `countWords` over the editor's
// text): the characters the reader sees, not tags or entities.
import { countWords, EDITOR } from '@portal/contract';
import { ValidationError } from '../http/errors.ts';
import { textOf } from './sanitize.ts';

/**
 * The editor's count of rich text. Line breaks in the markup are not text in the editor's document,
 * and it folds runs of spaces; where the two might differ this counts fewer, never more, so the
 * server refuses nothing the editor accepted.
 */
export function wordCountOf(html: string): number {
  return countWords(
    textOf(html)
      .replace(/[\r\n]+/g, '')
      .replace(/[ \t\f]+/g, ' '),
  );
}

/** 400 on `field.path` when the text is over the limit, e.g. "正文不能超过 10000 字（当前 10001 字）". */
export function checkWordLimit(html: string, field: { path: string; label: string }, max = EDITOR.maxWords) {
  const count = wordCountOf(html);
  if (count <= max) return;
  const message = `${field.label}不能超过 ${max} 字（当前 ${count} 字）`;
  throw new ValidationError([{ path: field.path, message }], message);
}
