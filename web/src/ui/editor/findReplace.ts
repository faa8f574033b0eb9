// Find and replace over the document (spec §9: case-insensitive and forward by default). Text is
// matched within each paragraph, across bold/colour boundaries, and mapped back to positions.
import { findMatches, nextMatch } from '@portal/contract';
import type { Node as PmNode } from '@tiptap/pm/model';
import type { Editor } from '@tiptap/react';

export type Range = { from: number; to: number };
export type SearchOptions = { caseSensitive: boolean; direction: 'forward' | 'backward' };

/** Every match in document order, as document ranges. */
export function findInDoc(doc: PmNode, query: string, caseSensitive: boolean): Range[] {
  if (!query) return [];
  const ranges: Range[] = [];
  doc.descendants((node, pos) => {
    if (!node.isTextblock) return true;
    let text = '';
    const positions: number[] = [];
    node.forEach((child, offset) => {
      if (!child.isText) return;
      for (let i = 0; i < child.text!.length; i++) positions.push(pos + 1 + offset + i);
      text += child.text;
    });
    for (const at of findMatches(text, query, caseSensitive)) {
      const from = positions[at]!;
      const to = positions[at + query.length - 1]! + 1;
      // A match broken by an inline node (an image) is not a match.
      if (to - from === query.length) ranges.push({ from, to });
    }
    return false;
  });
  return ranges;
}

/** Selects the next match from the cursor; false when there is none. */
export function findNext(editor: Editor, query: string, options: SearchOptions): boolean {
  const ranges = findInDoc(editor.state.doc, query, options.caseSensitive);
  const { from, to } = editor.state.selection;
  const cursor = options.direction === 'forward' ? to : from;
  const starts = ranges.map((r) => r.from);
  const start = nextMatch(starts, cursor, options.direction);
  const range = ranges.find((r) => r.from === start);
  if (!range) return false;
  editor.chain().focus().setTextSelection(range).scrollIntoView().run();
  return true;
}

/** Replaces the selected match (if the selection is one), then moves to the next. */
export function replaceCurrent(
  editor: Editor,
  query: string,
  replacement: string,
  options: SearchOptions,
): boolean {
  const { from, to } = editor.state.selection;
  const selected = editor.state.doc.textBetween(from, to);
  const same = options.caseSensitive ? selected === query : selected.toLowerCase() === query.toLowerCase();
  if (from !== to && same) editor.chain().focus().insertContentAt({ from, to }, replacement).run();
  return findNext(editor, query, options);
}

/** Replaces every match in one undoable step; answers how many. */
export function replaceAll(
  editor: Editor,
  query: string,
  replacement: string,
  caseSensitive: boolean,
): number {
  const ranges = findInDoc(editor.state.doc, query, caseSensitive);
  if (ranges.length === 0) return 0;
  const { tr } = editor.state;
  // From the end, so earlier positions stay valid.
  for (const { from, to } of [...ranges].reverse()) {
    if (replacement) tr.insertText(replacement, from, to);
    else tr.delete(from, to);
  }
  editor.view.dispatch(tr);
  return ranges.length;
}
