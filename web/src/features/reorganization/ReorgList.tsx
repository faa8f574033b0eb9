// The frame every reorganisation list shares: title, source line, export and (administrators) the
// dataset's versions; filters in the address (keyword, type, status, industry, province, year);
// a paged table with its empty and loading states.
import { DownloadOutlined } from '@ant-design/icons';
import type { DatasetSource } from '@portal/contract/datasets';
import type { TableColumnsType } from 'antd';
import { Button, Card, Input, InputNumber, Select, Space, Table } from 'antd';
import dayjs from 'dayjs';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../ui';
import { SourceLine } from '../../ui/datasets/SourceLine';
import { text, useListState } from '../../ui/listState';

export const FILTER_KEYS = ['keyword', 'type', 'status', 'industry', 'province', 'year'] as const;
export type Filters = Partial<Record<(typeof FILTER_KEYS)[number], string>>;
const parse = (search: URLSearchParams): Filters =>
  Object.fromEntries(FILTER_KEYS.map((k) => [k, text(search, k)]).filter(([, v]) => v));

/** The filters as a query: the year as a number. */
export const queryOf = <Q,>(f: Filters) => ({ ...f, year: f.year ? Number(f.year) : undefined }) as Q;

type Page<R> = { items: R[]; total: number; source: DatasetSource | null };

export function useReorgList() {
  return useListState(parse);
}

export function ReorgList<R extends object>({
  title,
  list,
  data,
  fetching,
  rowKey,
  columns,
  types,
  statuses,
  exportAs,
  imports,
  testId,
}: {
  title: string;
  list: ReturnType<typeof useReorgList>;
  data: Page<R> | undefined;
  fetching: boolean;
  rowKey: keyof R & string;
  columns: TableColumnsType<R>;
  /** The type and status options: value and label. */
  types: { value: string; label: string }[];
  statuses: { value: string; label: string }[];
  exportAs: (filters: Filters, filename: string) => Promise<unknown>;
  imports?: ReactNode;
  testId: string;
}) {
  const { t } = useTranslation('reorganization');
  const filters = list.filters as Filters;
  const [exporting, setExporting] = useState(false);
  const change = (changes: Filters) => list.setFilters({ ...filters, ...changes });
  const search = (key: 'keyword' | 'industry' | 'province', width: number) => (
    <Input.Search
      allowClear
      placeholder={t(`filters.${key}`)}
      defaultValue={filters[key]}
      onSearch={(v) => change({ [key]: v.trim() || undefined })}
      style={{ width }}
      data-testid={`reorg-filter-${key}`}
    />
  );
  const download = () => {
    setExporting(true);
    exportAs(filters, `${title}_${dayjs().format('YYYY-MM-DD')}.xlsx`)
      .catch((e: Error) => toast.error(e.message))
      .finally(() => setExporting(false));
  };
  return (
    <Card
      title={title}
      extra={
        <Space>
          {imports}
          <Button
            icon={<DownloadOutlined />}
            loading={exporting}
            onClick={download}
            data-testid="reorg-export"
          >
            {t('export')}
          </Button>
        </Space>
      }
    >
      <div style={{ marginBottom: 12 }}>
        <SourceLine source={data?.source} testId="reorg-source" />
      </div>
      <Space wrap size={[12, 8]} style={{ marginBottom: 16 }}>
        {search('keyword', 220)}
        <Select
          allowClear
          placeholder={t('filters.type')}
          value={filters.type}
          onChange={(type) => change({ type })}
          style={{ width: 160 }}
          options={types}
          data-testid="reorg-filter-type"
        />
        <Select
          allowClear
          placeholder={t('filters.status')}
          value={filters.status}
          onChange={(status) => change({ status })}
          style={{ width: 140 }}
          options={statuses}
          data-testid="reorg-filter-status"
        />
        {search('industry', 160)}
        {search('province', 120)}
        <InputNumber
          placeholder={t('filters.year')}
          min={1990}
          max={2100}
          value={filters.year ? Number(filters.year) : null}
          onChange={(y) => change({ year: y ? String(y) : undefined })}
          style={{ width: 110 }}
          data-testid="reorg-filter-year"
        />
      </Space>
      <Table<R>
        rowKey={rowKey}
        columns={columns}
        dataSource={data?.items ?? []}
        loading={fetching}
        size="small"
        locale={{ emptyText: t('empty') }}
        scroll={{ x: columns.reduce((w, c) => w + Number(c.width ?? 100), 0) }}
        tableLayout="fixed"
        pagination={{
          current: list.page,
          pageSize: list.size,
          total: data?.total ?? 0,
          showSizeChanger: true,
          showTotal: (total) => t('total', { total }),
          onChange: list.setPage,
        }}
        data-testid={testId}
      />
    </Card>
  );
}

/** An amount in 亿元, or a dash when not disclosed. */
export const yi = (v: number | null) => (v === null ? '—' : v.toFixed(2));
