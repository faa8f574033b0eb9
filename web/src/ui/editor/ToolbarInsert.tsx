// The insert side of the toolbar: uploads, tables (with the 20 × 100 limit), charts from a table,
// find and replace, restoring the local draft, and clearing the document (after a confirmation).
import {
  BarChartOutlined,
  ClearOutlined,
  HistoryOutlined,
  InsertRowBelowOutlined,
  PaperClipOutlined,
  PictureOutlined,
  SearchOutlined,
} from '@ant-design/icons';
import { type ChartSpec, canAddColumn, canAddRow, clampTableSize, TABLE_LIMITS } from '@portal/contract';
import { type Editor, useEditorState } from '@tiptap/react';
import { Button, Dropdown, Popover, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import { confirm } from '../feedback';
import { FindReplace } from './FindReplace';
import { TablePicker } from './TablePicker';
import { Tool } from './Tool';
import { chartFromCurrentTable, currentTable, tableSize } from './tableTools';
import type { ShowMessage } from './useEditorMessage';

export type InsertActions = {
  /** Null for a user who may not upload: the button is not shown. */
  pickImages: (() => void) | null;
  pickFiles: (() => void) | null;
  restoreDraft: (() => void) | null;
};

const CHART_TYPES: ChartSpec['type'][] = ['bar', 'line', 'pie'];

export function ToolbarInsert({
  editor,
  show,
  actions,
}: {
  editor: Editor;
  show: ShowMessage;
  actions: InsertActions;
}) {
  const { t } = useTranslation('editor');
  const inTable = useEditorState({ editor, selector: ({ editor: e }) => e.isActive('table') });
  const limitMessage = () =>
    show(t('table.limit', { rows: TABLE_LIMITS.maxRows, columns: TABLE_LIMITS.maxColumns }), 'warning');

  const insertTable = (rows: number, columns: number) => {
    const size = clampTableSize(rows, columns);
    editor.chain().focus().insertTable({ rows: size.rows, cols: size.columns, withHeaderRow: true }).run();
  };

  const tableAction = (key: string) => {
    const table = currentTable(editor);
    const size = table ? tableSize(table.node) : { rows: 0, columns: 0 };
    const chain = editor.chain().focus();
    if (key === 'addRow') return canAddRow(size.rows) ? chain.addRowAfter().run() : limitMessage();
    if (key === 'addColumn')
      return canAddColumn(size.columns) ? chain.addColumnAfter().run() : limitMessage();
    const run: Record<string, () => boolean> = {
      deleteRow: () => chain.deleteRow().run(),
      deleteColumn: () => chain.deleteColumn().run(),
      mergeCells: () => chain.mergeCells().run(),
      splitCell: () => chain.splitCell().run(),
      headerRow: () => chain.toggleHeaderRow().run(),
      headerColumn: () => chain.toggleHeaderColumn().run(),
      deleteTable: () => chain.deleteTable().run(),
    };
    return run[key]?.();
  };

  const makeChart = (type: ChartSpec['type']) => {
    const result = chartFromCurrentTable(editor, type);
    if (result.ok) return show(t('chart.inserted'), 'success');
    // Positions are 0-based in the rule; people count from 1.
    const where =
      'row' in result || 'column' in result
        ? {
            row: ('row' in result ? result.row : 0) + 1,
            column: ('column' in result ? result.column : 0) + 1,
          }
        : {};
    show(t(`chart.${result.reason}`, where), 'error');
  };

  const tableItems = [
    'addRow',
    'addColumn',
    'deleteRow',
    'deleteColumn',
    'mergeCells',
    'splitCell',
    'headerRow',
    'headerColumn',
    'deleteTable',
  ];

  return (
    <>
      {actions.pickImages && (
        <Tool label={t('toolbar.image')} icon={<PictureOutlined />} onClick={actions.pickImages} />
      )}
      {actions.pickFiles && (
        <Tool label={t('toolbar.file')} icon={<PaperClipOutlined />} onClick={actions.pickFiles} />
      )}
      <TablePicker onPick={insertTable} />
      <Dropdown
        disabled={!inTable}
        trigger={['click']}
        menu={{
          items: tableItems.map((key) => ({
            key,
            label: t(`toolbar.${key}`),
            danger: key === 'deleteTable',
          })),
          onClick: ({ key }) => tableAction(key),
        }}
      >
        <Tooltip title={t('toolbar.tableMenu')}>
          <Button
            type="text"
            size="small"
            icon={<InsertRowBelowOutlined />}
            aria-label={t('toolbar.tableMenu')}
            disabled={!inTable}
          />
        </Tooltip>
      </Dropdown>
      <Dropdown
        trigger={['click']}
        menu={{
          items: CHART_TYPES.map((type) => ({ key: type, label: t(`toolbar.chartTypes.${type}`) })),
          onClick: ({ key }) => makeChart(key as ChartSpec['type']),
        }}
      >
        <Tooltip title={t('toolbar.chart')}>
          <Button type="text" size="small" icon={<BarChartOutlined />} aria-label={t('toolbar.chart')} />
        </Tooltip>
      </Dropdown>
      <Popover trigger="click" title={t('find.title')} content={<FindReplace editor={editor} show={show} />}>
        <Tooltip title={t('toolbar.find')}>
          <Button type="text" size="small" icon={<SearchOutlined />} aria-label={t('toolbar.find')} />
        </Tooltip>
      </Popover>
      {actions.restoreDraft && (
        <Tool label={t('toolbar.restoreDraft')} icon={<HistoryOutlined />} onClick={actions.restoreDraft} />
      )}
      <Tool
        label={t('toolbar.clear')}
        icon={<ClearOutlined />}
        onClick={() =>
          confirm({
            content: t('clearConfirm'),
            danger: true,
            onOk: () => editor.chain().focus().clearContent(true).run(),
            onCancel: () => undefined,
          })
        }
      />
    </>
  );
}
