// Find/replace and table-to-chart on a real TipTap document (jsdom).
import { Editor } from '@tiptap/core';
import { closeHistory } from '@tiptap/pm/history';
import { afterEach, describe, expect, it } from 'vitest';
import { editorExtensions } from './extensions';
import { findInDoc, findNext, replaceAll } from './findReplace';
import { chartFromCurrentTable, currentTable, tableCells, tableSize } from './tableTools';

let editor: Editor;
const make = (content: string) => {
  editor = new Editor({ extensions: editorExtensions(), content });
  return editor;
};
afterEach(() => editor?.destroy());

const TABLE =
  '<table><tbody><tr><th><p></p></th><th><p>2024</p></th><th><p>2025</p></th></tr>' +
  '<tr><td><p>营收</p></td><td><p>12</p></td><td><p>15</p></td></tr></tbody></table>';

describe('find and replace', () => {
  it('matches across marks, case-insensitively by default', () => {
    const e = make('<p>Listing <strong>LIST</strong>ing and listing</p>');
    const doc = e.state.doc;
    expect(findInDoc(doc, 'listing', false).map((r) => doc.textBetween(r.from, r.to))).toEqual([
      'Listing',
      'LISTing',
      'listing',
    ]);
    expect(findInDoc(doc, 'listing', true)).toHaveLength(1);
  });

  it('moves forward from the cursor and wraps', () => {
    const e = make('<p>ab ab ab</p>');
    e.commands.setTextSelection(1);
    const options = { caseSensitive: false, direction: 'forward' } as const;
    const seen: number[] = [];
    for (let i = 0; i < 4; i++) {
      findNext(e, 'ab', options);
      seen.push(e.state.selection.from);
    }
    expect(seen).toEqual([1, 4, 7, 1]);
  });

  it('replaces every match in one undoable step', () => {
    const e = make('<p>上市 Listing</p><p>listing</p>');
    expect(replaceAll(e, 'listing', '上市', false)).toBe(2);
    expect(e.getText({ blockSeparator: '|' })).toBe('上市 上市|上市');
    e.commands.undo();
    expect(e.getText({ blockSeparator: '|' })).toBe('上市 Listing|listing');
  });
});

describe('tables and charts', () => {
  it('reads the table under the cursor', () => {
    const e = make(TABLE);
    e.commands.setTextSelection(6);
    const table = currentTable(e)!;
    expect(tableCells(table.node)).toEqual([
      ['', '2024', '2025'],
      ['营收', '12', '15'],
    ]);
    expect(tableSize(table.node)).toEqual({ rows: 2, columns: 3 });
  });

  it('inserts a chart below a valid table and refuses an invalid one', () => {
    const e = make(`${TABLE}<p>after</p>`);
    e.commands.setTextSelection(e.state.doc.content.size - 1);
    expect(chartFromCurrentTable(e, 'bar')).toMatchObject({ ok: false, reason: 'noTable' });
    e.commands.setTextSelection(6);
    expect(chartFromCurrentTable(e, 'line')).toMatchObject({ ok: true });
    const html = e.getHTML();
    expect(html).toMatch(/<\/table><div data-chart="[^"]+"><\/div><p><\/p><p>after<\/p>$/);
    expect(JSON.parse(html.match(/data-chart="([^"]+)"/)![1]!.replaceAll('&quot;', '"'))).toEqual({
      type: 'line',
      categories: ['2024', '2025'],
      series: [{ name: '营收', values: [12, 15] }],
    });
    const bad = make(TABLE.replace('15', 'n/a'));
    bad.commands.setTextSelection(6);
    expect(chartFromCurrentTable(bad, 'bar')).toMatchObject({
      ok: false,
      reason: 'notNumeric',
      row: 1,
      column: 2,
    });
  });

  it('keeps the undo history to exactly 20 steps', () => {
    const e = make('<p></p>');
    const edit = (text: string) => {
      // Each insert its own history event, as separate typing bursts would be.
      e.view.dispatch(closeHistory(e.state.tr));
      e.commands.insertContent(text);
    };
    for (let i = 0; i < 25; i++) edit(String.fromCharCode(97 + i));
    let undos = 0;
    while (e.commands.undo()) undos++;
    expect(undos).toBe(20);
    expect(e.getText()).toBe('abcde');
    // Redo all the way, then the limit holds across a longer run too (ProseMirror prunes at 41).
    while (e.commands.redo());
    expect(e.getText()).toBe('abcdefghijklmnopqrstuvwxy');
    for (let i = 0; i < 100; i++) edit(String(i % 10));
    undos = 0;
    while (e.commands.undo()) undos++;
    expect(undos).toBe(20);
    // With every step in reach undone, a new edit makes exactly that one step undoable.
    edit('z');
    undos = 0;
    while (e.commands.undo()) undos++;
    expect(undos).toBe(1);
  });
});
