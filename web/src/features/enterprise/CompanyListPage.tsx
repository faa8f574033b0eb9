// /company/list: the enterprises of my region subtree (province: all), filtered and paged on the
// server, with the Excel export of the same filters (columns per the export configuration).
import { DownloadOutlined } from '@ant-design/icons';
import type { EnterpriseSummary, Grade, ListingStage, TargetBoard } from '@portal/contract';
import type { TableColumnsType } from 'antd';
import { Button, Card, Empty, Space, Table, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { type EnterpriseFilters, exportUrl, useEnterpriseList } from '../../api/enterprise';
import { useEnumLabel } from '../../ui/enumLabel';
import { text, useListState } from '../../ui/listState';
import { StatusTag } from '../profile-versions';
import { CompanyFilters } from './CompanyFilters';
import { GradeTags } from './GradeTags';

const parse = (p: URLSearchParams): EnterpriseFilters => ({
  name: text(p, 'name'),
  creditCode: text(p, 'creditCode'),
  regionCode: text(p, 'regionCode'),
  industry: text(p, 'industry'),
  strategicIndustry: text(p, 'strategicIndustry'),
  grade: text(p, 'grade') as Grade | undefined,
  stage: text(p, 'stage') as ListingStage | undefined,
  targetBoard: text(p, 'targetBoard') as TargetBoard | undefined,
  hasShortcut: p.has('hasShortcut') ? p.get('hasShortcut') === 'true' : undefined,
  tag: text(p, 'tag'),
});

export default function CompanyListPage() {
  const { t } = useTranslation('enterprise');
  const label = useEnumLabel();
  const state = useListState(parse);
  const list = useEnterpriseList({ ...state.filters, page: state.page, size: state.size });
  const none = t('none');
  const columns: TableColumnsType<EnterpriseSummary> = [
    {
      title: t('list.columns.name'),
      dataIndex: 'name',
      width: 260,
      fixed: 'left',
      render: (name: string, e) => <Link to={`/company/profile?id=${e.id}`}>{name}</Link>,
    },
    { title: t('list.columns.region'), dataIndex: 'regionName', width: 120, render: (v) => v ?? none },
    { title: t('list.columns.industry'), dataIndex: 'industryName', width: 160, render: (v) => v ?? none },
    {
      title: t('list.columns.grades'),
      dataIndex: 'grades',
      width: 150,
      render: (g: Grade[]) => <GradeTags grades={g} />,
    },
    {
      title: t('list.columns.stage'),
      dataIndex: 'stage',
      width: 100,
      render: (s) => (s ? label('stage', s) : none),
    },
    {
      title: t('list.columns.board'),
      dataIndex: 'targetBoard',
      width: 110,
      render: (b) => (b ? label('board', b) : none),
    },
    {
      title: t('list.columns.status'),
      key: 'status',
      width: 140,
      render: (_, e) => (
        <Space size={4}>
          {e.currentVersion && <Tag>{t('list.newVersion', { n: e.currentVersion })}</Tag>}
          {(e.pendingStatus === 'SUBMITTED' || e.pendingStatus === 'REJECTED' || !e.currentVersion) && (
            <StatusTag status={e.pendingStatus === 'DRAFT' ? null : e.pendingStatus} />
          )}
        </Space>
      ),
    },
    {
      title: t('list.columns.actions'),
      key: 'actions',
      width: 150,
      render: (_, e) => (
        <Space size={4}>
          <Link to={`/company/profile?id=${e.id}`}>{t('list.view')}</Link>
          <Link to={`/company/history?id=${e.id}`}>{t('list.history')}</Link>
        </Space>
      ),
    },
  ];
  return (
    <Card
      title={t('list.title')}
      extra={
        <Button icon={<DownloadOutlined />} href={exportUrl(state.filters)} data-testid="company-export">
          {t('list.export')}
        </Button>
      }
    >
      <CompanyFilters value={state.filters} onChange={state.setFilters} />
      <Table<EnterpriseSummary>
        style={{ marginTop: 16 }}
        rowKey="id"
        columns={columns}
        dataSource={list.data?.items ?? []}
        loading={list.isFetching}
        scroll={{ x: 1240 }}
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
