// IPO cases: searchable by company, industry, board, sponsor and outcome (filters in the address),
// exported to Excel; administrators import a new version of the dataset and restore an earlier one.
import { DownloadOutlined } from '@ant-design/icons';
import {
  IPO_BOARDS,
  IPO_STATUSES,
  type IpoBoard,
  type IpoCaseRow,
  type IpoStatus,
} from '@portal/contract/ipo-data';
import type { TableColumnsType } from 'antd';
import { Button, Card, Input, Select, Space, Table, Tag } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { toast } from '../../ui';
import { DatasetImportsButton } from '../../ui/datasets/DatasetImportsButton';
import { SourceLine } from '../../ui/datasets/SourceLine';
import { text, useListState } from '../../ui/listState';
import { exportIpoCases, useIpoCases } from './api';
import { casePaths } from './paths';

const KEYS = ['keyword', 'industry', 'sponsor', 'board', 'status'] as const;
type Filters = Partial<Record<(typeof KEYS)[number], string>>;
const parse = (search: URLSearchParams): Filters =>
  Object.fromEntries(KEYS.map((k) => [k, text(search, k)]).filter(([, v]) => v));

export default function IpoCasesPage() {
  return <IpoCasesView />;
}

export function IpoCasesView({ order }: { order?: 'accepted' }) {
  const { t } = useTranslation('ipo-data');
  const paths = casePaths(useLocation().pathname);
  const list = useListState(parse);
  const filters = { ...(list.filters as Filters & { board?: IpoBoard; status?: IpoStatus }), order };
  const cases = useIpoCases({ ...filters, page: list.page, size: list.size });
  const [exporting, setExporting] = useState(false);
  const change = (changes: Filters) => list.setFilters({ ...list.filters, ...changes });
  const search = (key: (typeof KEYS)[number], width: number) => (
    <Input.Search
      allowClear
      placeholder={t(`filters.${key}`)}
      defaultValue={filters[key]}
      onSearch={(v) => change({ [key]: v.trim() || undefined })}
      style={{ width }}
      data-testid={`ipo-filter-${key}`}
    />
  );
  const columns: TableColumnsType<IpoCaseRow> = [
    {
      title: t('columns.company'),
      dataIndex: 'companyName',
      render: (name: string, r) => (
        <Space>
          <Link to={`${paths.detail}?id=${r.caseId}`}>{name}</Link>
          {r.enterpriseId && <Tag color="gold">{t('ours.tag')}</Tag>}
        </Space>
      ),
    },
    {
      title: t('columns.board'),
      dataIndex: 'board',
      width: 110,
      render: (b: string) => t(`enums:ipoBoard.${b}`),
    },
    { title: t('columns.province'), dataIndex: 'province', width: 80 },
    { title: t('columns.industry'), dataIndex: 'industry', ellipsis: true },
    { title: t('columns.sponsor'), dataIndex: 'sponsor', ellipsis: true },
    {
      title: t('columns.status'),
      dataIndex: 'status',
      width: 110,
      render: (s: IpoStatus) => (
        <Tag color={s === 'LISTED' ? 'green' : s === 'TERMINATED' ? 'red' : 'blue'}>
          {t(`enums:ipoStatus.${s}`)}
        </Tag>
      ),
    },
    { title: t('columns.acceptedOn'), dataIndex: 'acceptedOn', width: 110 },
    {
      title: t('columns.funds'),
      dataIndex: 'fundsRaised',
      width: 120,
      render: (v: number | null) => v ?? '—',
    },
  ];
  const download = () => {
    setExporting(true);
    exportIpoCases(filters, `${t('cases.title')}_${dayjs().format('YYYY-MM-DD')}.xlsx`)
      .catch((e: Error) => toast.error(e.message))
      .finally(() => setExporting(false));
  };
  return (
    <Card
      title={t(order ? 'cases.newTitle' : 'cases.title')}
      extra={
        <Space>
          <DatasetImportsButton
            feature="ipo-data"
            datasets={[
              { key: 'IPO_CASES', title: t('imports.title_IPO_CASES'), help: t('imports.help_IPO_CASES') },
            ]}
            testId="ipo-imports"
          />
          <Button icon={<DownloadOutlined />} loading={exporting} onClick={download}>
            {t('export')}
          </Button>
        </Space>
      }
    >
      <div style={{ marginBottom: 12 }}>
        <SourceLine source={cases.data?.source} testId="ipo-source" />
      </div>
      <Space wrap size={[12, 8]} style={{ marginBottom: 16 }}>
        {search('keyword', 200)}
        {search('industry', 160)}
        {search('sponsor', 180)}
        <Select
          allowClear
          placeholder={t('filters.board')}
          value={filters.board}
          onChange={(board) => change({ board })}
          style={{ width: 130 }}
          options={IPO_BOARDS.map((b) => ({ value: b, label: t(`enums:ipoBoard.${b}`) }))}
        />
        <Select
          allowClear
          placeholder={t('filters.status')}
          value={filters.status}
          onChange={(status) => change({ status })}
          style={{ width: 130 }}
          options={IPO_STATUSES.map((s) => ({ value: s, label: t(`enums:ipoStatus.${s}`) }))}
        />
      </Space>
      <Table<IpoCaseRow>
        rowKey="caseId"
        columns={columns}
        dataSource={cases.data?.items ?? []}
        loading={cases.isFetching}
        locale={{ emptyText: t('empty') }}
        pagination={{
          current: list.page,
          pageSize: list.size,
          total: cases.data?.total ?? 0,
          showSizeChanger: true,
          showTotal: (total) => t('total', { total }),
          onChange: list.setPage,
        }}
        data-testid="ipo-cases"
      />
    </Card>
  );
}
