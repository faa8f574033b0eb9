// /widget/wisdomPolicyRecordList: the record list (who was told of which policy when, read,
// applied; filters in the address, Excel export) and the support policies with their conditions,
// matching against the office's region and telling the fitting enterprises.
import { DownloadOutlined } from '@ant-design/icons';
import type { PolicyRecord } from '@portal/contract/policy';
import type { TableColumnsType } from 'antd';
import { Button, Card, DatePicker, Input, Select, Space, Table, Tabs, Tag } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSignedIn } from '../../session/handle';
import { toast } from '../../ui';
import { text, useListState } from '../../ui/listState';
import { RegionCascader } from '../../ui/region/RegionCascader';
import { formatMinute } from '../../ui/time';
import { exportPolicyRecords, usePolicyRecords } from './api';
import { PolicyList } from './PolicyList';

const KEYS = ['policy', 'enterprise', 'regionCode', 'read', 'applied', 'from', 'to'] as const;
type Filters = Partial<Record<(typeof KEYS)[number], string>>;
const parse = (search: URLSearchParams): Filters =>
  Object.fromEntries(KEYS.map((k) => [k, text(search, k)]).filter(([, v]) => v));

function RecordList() {
  const { t } = useTranslation('policy');
  const signedIn = useSignedIn();
  const list = useListState(parse);
  const filters = list.filters as Filters & { read?: 'yes' | 'no'; applied?: 'yes' | 'no' };
  const records = usePolicyRecords({ ...filters, page: list.page, size: list.size });
  const [exporting, setExporting] = useState(false);
  const change = (changes: Filters) => list.setFilters({ ...list.filters, ...changes });
  const yesNo = (key: 'read' | 'applied') => (
    <Select
      allowClear
      placeholder={t(`filters.${key}`)}
      value={filters[key]}
      onChange={(v) => change({ [key]: v })}
      style={{ width: 120 }}
      options={(['yes', 'no'] as const).map((v) => ({ value: v, label: t(`${key}.${v}`) }))}
      data-testid={`policy-filter-${key}`}
    />
  );
  const stateTag = (at: string | null, key: 'read' | 'applied') =>
    at ? (
      <Tag color="green" title={formatMinute(at)}>
        {t(`${key}.yes`)}
      </Tag>
    ) : (
      <Tag>{t(`${key}.no`)}</Tag>
    );

  const columns: TableColumnsType<PolicyRecord> = [
    { title: t('columns.policy'), dataIndex: 'policyTitle' },
    { title: t('columns.enterprise'), dataIndex: 'enterpriseName' },
    { title: t('columns.toldAt'), dataIndex: 'toldAt', width: 150, render: (v: string) => formatMinute(v) },
    { title: t('columns.toldBy'), dataIndex: 'toldByOrgName', width: 200 },
    {
      title: t('columns.read'),
      dataIndex: 'readAt',
      width: 90,
      render: (v: string | null) => stateTag(v, 'read'),
    },
    {
      title: t('columns.applied'),
      dataIndex: 'appliedAt',
      width: 90,
      render: (v: string | null) => stateTag(v, 'applied'),
    },
  ];

  const download = () => {
    setExporting(true);
    exportPolicyRecords(filters, `${t('records')}_${dayjs().format('YYYY-MM-DD')}.xlsx`)
      .catch((e: Error) => toast.error(e.message))
      .finally(() => setExporting(false));
  };

  return (
    <>
      <Space wrap size={[12, 8]} style={{ marginBottom: 16 }}>
        <Input.Search
          allowClear
          placeholder={t('filters.policy')}
          defaultValue={filters.policy}
          onSearch={(policy) => change({ policy: policy.trim() || undefined })}
          style={{ width: 200 }}
        />
        <Input.Search
          allowClear
          placeholder={t('filters.enterprise')}
          defaultValue={filters.enterprise}
          onSearch={(enterprise) => change({ enterprise: enterprise.trim() || undefined })}
          style={{ width: 200 }}
        />
        <RegionCascader
          root={signedIn.org.regionCode ?? undefined}
          changeOnSelect
          placeholder={t('filters.region')}
          value={filters.regionCode ? [filters.regionCode] : undefined}
          onChange={(codes) => change({ regionCode: codes[codes.length - 1] })}
          style={{ width: 200 }}
        />
        {yesNo('read')}
        {yesNo('applied')}
        <DatePicker.RangePicker
          value={[filters.from ? dayjs(filters.from) : null, filters.to ? dayjs(filters.to) : null]}
          onChange={(r) => change({ from: r?.[0]?.format('YYYY-MM-DD'), to: r?.[1]?.format('YYYY-MM-DD') })}
        />
        <Button icon={<DownloadOutlined />} loading={exporting} onClick={download}>
          {t('export')}
        </Button>
      </Space>
      <Table<PolicyRecord>
        rowKey="recordId"
        columns={columns}
        dataSource={records.data?.items ?? []}
        loading={records.isFetching}
        locale={{ emptyText: t('emptyRecords') }}
        pagination={{
          current: list.page,
          pageSize: list.size,
          total: records.data?.total ?? 0,
          showSizeChanger: true,
          showTotal: (total) => t('total', { total }),
          onChange: list.setPage,
        }}
        data-testid="policy-records"
      />
    </>
  );
}

export default function PolicyRecordPage() {
  const { t } = useTranslation('policy');
  const [tab, setTab] = useState('records');
  return (
    <Card title={t('title')}>
      <Tabs
        activeKey={tab}
        onChange={setTab}
        items={[
          { key: 'records', label: t('records'), children: <RecordList /> },
          { key: 'policies', label: t('policies'), children: <PolicyList /> },
        ]}
      />
    </Card>
  );
}
