// The table around the cursor: its size (for the 20 × 100 limit) and its cells as text (for charts).
import { type ChartCheck, type ChartSpec, chartFromTable } from '@portal/contract';
import type { Node as PmNode } from '@tiptap/pm/model';
import type { Editor } from '@tiptap/react';
import { chartSpecFrom } from './chart';

export function currentTable(editor: Editor): { node: PmNode; pos: number } | null {
  const { $from } = editor.state.selection;
  for (let depth = $from.depth; depth > 0; depth--) {
    const node = $from.node(depth);
    if (node.type.name === 'table') return { node, pos: $from.before(depth) };
  }
  return null;
}

/** Text of each cell, row by row; a merged cell repeats across the columns it spans. */
export function tableCells(table: PmNode): string[][] {
  const rows: string[][] = [];
  table.forEach((row) => {
    const cells: string[] = [];
    row.forEach((cell) => {
      const span = Number(cell.attrs.colspan) || 1;
      for (let i = 0; i < span; i++) cells.push(cell.textContent);
    });
    rows.push(cells);
  });
  return rows;
}

export function tableSize(table: PmNode): { rows: number; columns: number } {
  const cells = tableCells(table);
  return { rows: cells.length, columns: Math.max(0, ...cells.map((r) => r.length)) };
}

/** Checks the table under the cursor and, when it can be charted, inserts the chart below it. */
export function chartFromCurrentTable(
  editor: Editor,
  type: ChartSpec['type'],
): ChartCheck | { ok: false; reason: 'noTable' } {
  const table = currentTable(editor);
  if (!table) return { ok: false, reason: 'noTable' };
  const check = chartFromTable(tableCells(table.node));
  if (!check.ok) return check;
  const after = table.pos + table.node.nodeSize;
  const chart = { type: 'chart', attrs: { spec: JSON.stringify(chartSpecFrom(check.data, type)) } };
  // An empty paragraph after the chart takes the cursor, so the next insert does not replace the chart.
  editor
    .chain()
    .focus()
    .insertContentAt(after, [chart, { type: 'paragraph' }])
    .setTextSelection(after + 2)
    .run();
  return check;
}
