// /{group}/list and /org/{intermediary|investment|other}/list: the government's management list
// of institutions in any review state, with type, keyword and state filters.
import {
  INSTITUTION_TYPES,
  type InstitutionSummary,
  institutionGroupOf,
  type OrgType,
} from '@portal/contract';
import type { TableColumnsType } from 'antd';
import { Card, Empty, Flex, Input, Select, Space, Table, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useInstitutionList } from '../../api/institution';
import { useEnumLabel } from '../../ui/enumLabel';
import { text, useListState } from '../../ui/listState';
import { formatMinute } from '../../ui/time';
import { StatusTag } from '../profile-versions';
import { useRouteGroup } from './route';

type Status = 'approved' | 'pending' | 'none';

export default function InstitutionListPage() {
  const { t } = useTranslation('institution');
  const label = useEnumLabel();
  const { group, groups, orgList } = useRouteGroup();
  const state = useListState((p) => ({
    type: text(p, 'type') as OrgType | undefined,
    keyword: text(p, 'keyword'),
    status: text(p, 'status') as Status | undefined,
  }));
  const f = state.filters;
  const list = useInstitutionList({ ...f, groups, page: state.page, size: state.size });
  const types = INSTITUTION_TYPES.filter((ty) => groups.includes(institutionGroupOf(ty)!));
  const set = (patch: Partial<typeof f>) => state.setFilters({ ...f, ...patch });
  const columns: TableColumnsType<InstitutionSummary> = [
    {
      title: t('fields.name'),
      dataIndex: 'name',
      width: 260,
      render: (n: string, i) => <Link to={`/${i.group}/profile?id=${i.id}`}>{n}</Link>,
    },
    {
      title: t('fields.type'),
      dataIndex: 'type',
      width: 150,
      render: (ty: OrgType) => <Tag>{label('orgType', ty)}</Tag>,
    },
    { title: t('fields.regionCode'), dataIndex: 'regionName', width: 120, render: (v) => v ?? t('none') },
    { title: t('fields.creditCode'), dataIndex: 'creditCode', width: 200, render: (v) => v ?? t('none') },
    {
      title: t('fields.status'),
      key: 'status',
      width: 150,
      render: (_, i) => (
        <Space size={4}>
          {i.currentVersion && <Tag>{`v${i.currentVersion}`}</Tag>}
          {(i.pendingStatus === 'SUBMITTED' || i.pendingStatus === 'REJECTED' || !i.currentVersion) && (
            <StatusTag status={i.pendingStatus === 'DRAFT' ? null : i.pendingStatus} />
          )}
        </Space>
      ),
    },
    {
      title: t('fields.updatedAt'),
      dataIndex: 'updatedAt',
      width: 170,
      render: (v: string | null) => formatMinute(v),
    },
    {
      title: '',
      key: 'actions',
      width: 140,
      render: (_, i) => (
        <Space size={4}>
          <Link to={`/${i.group}/profile?id=${i.id}`}>{t('list.view')}</Link>
          <Link to={`/${i.group}/history?id=${i.id}`}>{t('list.history')}</Link>
        </Space>
      ),
    },
  ];
  return (
    <Card title={orgList ? t('list.orgTitle') : t('list.title', { group: t(`groups.${group}`) })}>
      <Flex gap={12} wrap style={{ marginBottom: 16 }}>
        <Input.Search
          allowClear
          defaultValue={f.keyword}
          placeholder={t('list.keyword')}
          onSearch={(k) => set({ keyword: k.trim() || undefined })}
          style={{ width: 260 }}
        />
        <Select
          allowClear
          placeholder={t('fields.type')}
          style={{ width: 180 }}
          value={f.type}
          onChange={(ty) => set({ type: ty })}
          options={types.map((ty) => ({ value: ty, label: label('orgType', ty) }))}
        />
        <Select
          allowClear
          placeholder={t('list.status')}
          style={{ width: 140 }}
          value={f.status}
          onChange={(s) => set({ status: s })}
          options={(['approved', 'pending', 'none'] as const).map((s) => ({
            value: s,
            label: t(`list.statuses.${s}`),
          }))}
        />
      </Flex>
      <Table<InstitutionSummary>
        rowKey="id"
        columns={columns}
        dataSource={list.data?.items ?? []}
        loading={list.isFetching}
        scroll={{ x: 1000 }}
        locale={{ emptyText: <Empty description={list.isError ? t('loadFailed') : t('list.empty')} /> }}
        pagination={{
          current: state.page,
          pageSize: state.size,
          total: list.data?.total ?? 0,
          showSizeChanger: true,
          showTotal: (total) => t('list.total', { total }),
          onChange: state.setPage,
        }}
      />
    </Card>
  );
}
