// /widget/agentQuery: intermediaries of the library with how many enterprises they serve and how
// many of those listed; a row opens its track record; two or three chosen rows compare side by side.
import { AGENCY_TYPES, type AgencyRow, type AgencyType } from '@portal/contract/agency';
import type { TableColumnsType } from 'antd';
import { Button, Card, Input, Select, Space, Table, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useEnumLabel } from '../../ui/enumLabel';
import { AgencyCompareModal } from './AgencyCompareModal';
import { AgencyDrawer } from './AgencyDrawer';
import { useAgencies } from './api';

export default function AgencyPage() {
  const { t } = useTranslation('agency');
  const label = useEnumLabel();
  const [filters, setFilters] = useState<{ keyword?: string; type?: AgencyType }>({});
  const [paging, setPaging] = useState({ page: 1, size: 20 });
  const list = useAgencies({ ...filters, ...paging });
  const [open, setOpen] = useState<string | null>(null);
  const [chosen, setChosen] = useState<string[]>([]);
  const [comparing, setComparing] = useState(false);
  const change = (f: typeof filters) => {
    setFilters({ ...filters, ...f });
    setPaging((p) => ({ ...p, page: 1 }));
  };

  const columns: TableColumnsType<AgencyRow> = [
    {
      title: t('columns.name'),
      dataIndex: 'name',
      render: (name: string, r) => (
        <Typography.Link onClick={() => setOpen(r.institutionId)}>{name}</Typography.Link>
      ),
    },
    {
      title: t('columns.type'),
      dataIndex: 'type',
      width: 140,
      render: (v: AgencyType) => label('orgType', v),
    },
    { title: t('columns.served'), dataIndex: 'served', width: 110 },
    { title: t('columns.listed'), dataIndex: 'listed', width: 110 },
    { title: t('columns.measures'), dataIndex: 'measures', width: 110 },
    { title: t('columns.ipoCases'), dataIndex: 'ipoCases', width: 120 },
  ];

  return (
    <Card
      title={t('title')}
      extra={
        <Button type="primary" disabled={chosen.length < 2} onClick={() => setComparing(true)}>
          {t('compare', { count: chosen.length })}
        </Button>
      }
    >
      <Space wrap style={{ marginBottom: 16 }}>
        <Input.Search
          allowClear
          placeholder={t('filters.keyword')}
          onSearch={(v) => change({ keyword: v.trim() || undefined })}
          style={{ width: 240 }}
          data-testid="agency-keyword"
        />
        <Select
          allowClear
          placeholder={t('filters.type')}
          value={filters.type}
          onChange={(type) => change({ type })}
          style={{ width: 160 }}
          options={AGENCY_TYPES.map((v) => ({ value: v, label: label('orgType', v) }))}
        />
        <Typography.Text type="secondary">{t('compareHint')}</Typography.Text>
      </Space>
      <Table<AgencyRow>
        rowKey="institutionId"
        columns={columns}
        dataSource={list.data?.items ?? []}
        loading={list.isFetching}
        locale={{ emptyText: t('empty') }}
        rowSelection={{
          selectedRowKeys: chosen,
          preserveSelectedRowKeys: true,
          onChange: (keys) => setChosen((keys as string[]).slice(0, 3)),
          getCheckboxProps: (r) => ({ disabled: chosen.length >= 3 && !chosen.includes(r.institutionId) }),
        }}
        pagination={{
          current: paging.page,
          pageSize: paging.size,
          total: list.data?.total ?? 0,
          showTotal: (total) => t('total', { total }),
          onChange: (page, size) => setPaging({ page, size }),
        }}
        data-testid="agency-list"
      />
      <AgencyDrawer institutionId={open} onClose={() => setOpen(null)} />
      {comparing && <AgencyCompareModal ids={chosen} onClose={() => setComparing(false)} />}
    </Card>
  );
}
