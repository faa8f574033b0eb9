// The listed companies of the active dataset: searched by name or code, filtered by exchange, board
// and province (in the address), paged in SQL and exported to Excel.
import {
  type CompanyQuery,
  LISTED_BOARDS,
  type ListedCompanyRow,
  PROVINCE_NAMES,
  PROVINCES,
} from '@portal/contract/listed-companies';
import type { TableColumnsType } from 'antd';
import { Card, Input, Select, Space, Table } from 'antd';
import { useTranslation } from 'react-i18next';
import { SourceLine } from '../../ui/datasets/SourceLine';
import { text, useListState } from '../../ui/listState';
import { exportCompanies, useListedCompanies } from './api';
import { ExportButton } from './ExportButton';

export const parseCompanyFilters = (s: URLSearchParams) => ({
  keyword: text(s, 'keyword'),
  board: text(s, 'board'),
  province: text(s, 'province'),
  exchange: text(s, 'exchange'),
  industry: text(s, 'industry'),
});

export function CompaniesTable() {
  const { t } = useTranslation('listed-companies');
  const list = useListState(parseCompanyFilters);
  const filters = list.filters as Omit<CompanyQuery, 'page' | 'size'>;
  const companies = useListedCompanies({ ...filters, page: list.page, size: list.size });
  const columns: TableColumnsType<ListedCompanyRow> = [
    { title: t('columns.code'), dataIndex: 'stockCode', width: 90 },
    { title: t('columns.name'), dataIndex: 'name' },
    {
      title: t('columns.exchange'),
      dataIndex: 'exchange',
      width: 150,
      render: (e: string) => t(`enums:listedExchange.${e}`),
    },
    {
      title: t('columns.board'),
      dataIndex: 'board',
      width: 120,
      render: (b: string) => t(`enums:ipoBoard.${b}`),
    },
    {
      title: t('columns.province'),
      dataIndex: 'province',
      width: 130,
      render: (p: string) => PROVINCE_NAMES.get(p) ?? p,
    },
    { title: t('columns.city'), dataIndex: 'city', width: 110 },
    { title: t('columns.industry'), dataIndex: 'industry', ellipsis: true },
    { title: t('columns.listedOn'), dataIndex: 'listedOn', width: 110 },
    { title: t('measure.value'), dataIndex: 'marketValue', width: 150, align: 'right' },
  ];
  return (
    <Card
      title={t('companies.title')}
      extra={<ExportButton name={t('companies.title')} run={(f) => exportCompanies(filters, f)} />}
    >
      <Space wrap size={[12, 8]} style={{ marginBottom: 12 }}>
        <Input.Search
          allowClear
          placeholder={t('filters.keyword')}
          defaultValue={filters.keyword}
          onSearch={(v) => list.setFilters({ ...list.filters, keyword: v.trim() || undefined })}
          style={{ width: 220 }}
          data-testid="listed-filter-keyword"
        />
        <Select
          allowClear
          placeholder={t('filters.board')}
          value={filters.board}
          onChange={(board) => list.setFilters({ ...list.filters, board })}
          style={{ width: 140 }}
          options={LISTED_BOARDS.map((b) => ({ value: b, label: t(`enums:ipoBoard.${b}`) }))}
        />
        <Select
          allowClear
          showSearch={{ optionFilterProp: 'label' }}
          placeholder={t('filters.province')}
          value={filters.province}
          onChange={(province) => list.setFilters({ ...list.filters, province })}
          style={{ width: 160 }}
          options={PROVINCES.map(([code, name]) => ({ value: code, label: name }))}
        />
      </Space>
      <Table<ListedCompanyRow>
        rowKey="stockCode"
        size="small"
        columns={columns}
        dataSource={companies.data?.items ?? []}
        loading={companies.isFetching}
        locale={{ emptyText: t('empty') }}
        pagination={{
          current: list.page,
          pageSize: list.size,
          total: companies.data?.total ?? 0,
          showSizeChanger: true,
          showTotal: (total) => t('total', { total }),
          onChange: list.setPage,
        }}
        data-testid="listed-companies"
      />
      <SourceLine source={companies.data?.source} />
    </Card>
  );
}
