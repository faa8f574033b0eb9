// /sample/grid: a data grid over the industry dictionary, paged, sorted and filtered on the server.
import {
  INDUSTRY_LEVELS,
  type IndustryGridQuery,
  type IndustryRow,
  PAGE_SIZE_DEFAULT,
} from '@portal/contract';
import { Card, Empty, Input, Table, type TableColumnsType, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useIndustryPage } from '../../api/dict';

type Query = Partial<IndustryGridQuery> & { page: number; size: number };

export default function GridPage() {
  const { t } = useTranslation('sample');
  const [query, setQuery] = useState<Query>({ page: 1, size: PAGE_SIZE_DEFAULT });
  const industries = useIndustryPage(query);
  const sorted = (field: 'code' | 'name') =>
    (query.sort ?? 'code') === field ? (query.order === 'desc' ? 'descend' : 'ascend') : null;

  const columns: TableColumnsType<IndustryRow> = [
    {
      title: t('grid.columns.code'),
      dataIndex: 'code',
      key: 'code',
      width: 120,
      sorter: true,
      sortOrder: sorted('code'),
    },
    {
      title: t('grid.columns.name'),
      dataIndex: 'name',
      key: 'name',
      sorter: true,
      sortOrder: sorted('name'),
    },
    {
      title: t('grid.columns.level'),
      dataIndex: 'level',
      key: 'level',
      width: 120,
      filters: INDUSTRY_LEVELS.map((level) => ({ text: t(`grid.levels.${level}`), value: level })),
      filterMultiple: false,
      filteredValue: query.level ? [query.level] : null,
      render: (level: IndustryRow['level']) => (
        <Tag color={level === 'section' ? 'blue' : 'default'}>{t(`grid.levels.${level}`)}</Tag>
      ),
    },
    {
      title: t('grid.columns.parentCode'),
      dataIndex: 'parentCode',
      key: 'parentCode',
      width: 120,
      render: (v: string | null) => v ?? '—',
    },
  ];

  return (
    <Card title={t('grid.title')}>
      <Typography.Paragraph type="secondary">{t('grid.intro')}</Typography.Paragraph>
      <Input.Search
        allowClear
        placeholder={t('grid.search')}
        aria-label={t('grid.search')}
        style={{ width: 280, marginBottom: 16 }}
        onSearch={(q) => setQuery((prev) => ({ ...prev, q: q.trim() || undefined, page: 1 }))}
      />
      <Table<IndustryRow>
        rowKey="code"
        columns={columns}
        dataSource={industries.data?.items ?? []}
        loading={industries.isFetching}
        locale={{ emptyText: <Empty description={t('grid.empty')} /> }}
        onChange={(pagination, filters, sorter) => {
          const one = Array.isArray(sorter) ? sorter[0] : sorter;
          const level = (filters.level?.[0] as IndustryRow['level'] | undefined) ?? undefined;
          setQuery((prev) => ({
            ...prev,
            page: pagination.pageSize === prev.size && level === prev.level ? (pagination.current ?? 1) : 1,
            size: pagination.pageSize ?? prev.size,
            level,
            sort: one?.order ? (one.columnKey as 'code' | 'name') : undefined,
            order: one?.order === 'descend' ? 'desc' : one?.order ? 'asc' : undefined,
          }));
        }}
        pagination={{
          current: query.page,
          pageSize: query.size,
          total: industries.data?.total ?? 0,
          showSizeChanger: true,
          showTotal: (total) => t('grid.total', { total }),
        }}
      />
    </Card>
  );
}
