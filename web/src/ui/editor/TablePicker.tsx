// Choosing a new table's size on a grid of 22 px cells: 10 × 10 at first, growing towards
// 20 × 20 as the pointer nears the edge (spec §9); or the default 5 × 5 in one click.
import { TableOutlined } from '@ant-design/icons';
import { TABLE_LIMITS, tablePickerGrid } from '@portal/contract';
import { Button, Popover, Tooltip } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

type Props = { onPick: (rows: number, columns: number) => void };

export function TablePicker({ onPick }: Props) {
  const { t } = useTranslation('editor');
  const [open, setOpen] = useState(false);
  const [hover, setHover] = useState({ row: 0, column: 0 });
  const grid = tablePickerGrid(hover.row, hover.column);
  const cell = TABLE_LIMITS.pickerCellPx;
  const pick = (rows: number, columns: number) => {
    setOpen(false);
    setHover({ row: 0, column: 0 });
    onPick(rows, columns);
  };
  const { defaultRows, defaultColumns } = TABLE_LIMITS;
  const content = (
    <div className="rte-table-picker">
      <div
        className="rte-table-picker__grid"
        data-testid="rte-table-grid"
        style={{ gridTemplateColumns: `repeat(${grid.columns}, ${cell}px)`, gridAutoRows: `${cell}px` }}
      >
        {Array.from({ length: grid.rows * grid.columns }, (_, i) => {
          const row = Math.floor(i / grid.columns) + 1;
          const column = (i % grid.columns) + 1;
          const on = row <= hover.row && column <= hover.column;
          return (
            <button
              key={`${row}-${column}`}
              type="button"
              aria-label={t('toolbar.tableSize', { rows: row, columns: column })}
              className={`rte-table-picker__cell${on ? ' rte-table-picker__cell--on' : ''}`}
              onMouseEnter={() => setHover({ row, column })}
              onFocus={() => setHover({ row, column })}
              onClick={() => pick(row, column)}
            />
          );
        })}
      </div>
      <div className="rte-table-picker__footer">
        <span>{hover.row > 0 ? t('toolbar.tableSize', { rows: hover.row, columns: hover.column }) : ''}</span>
        <Button size="small" onClick={() => pick(defaultRows, defaultColumns)}>
          {t('toolbar.tableDefault', { rows: defaultRows, columns: defaultColumns })}
        </Button>
      </div>
    </div>
  );
  return (
    <Popover
      content={content}
      trigger="click"
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (!next) setHover({ row: 0, column: 0 });
      }}
      placement="bottom"
    >
      <Tooltip title={t('toolbar.table')}>
        <Button type="text" size="small" icon={<TableOutlined />} aria-label={t('toolbar.table')} />
      </Tooltip>
    </Popover>
  );
}
