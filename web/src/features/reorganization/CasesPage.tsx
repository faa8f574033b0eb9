// Reorganisation cases (重组案例): deals told with background, plan, review questions, outcome and
// lessons; each opens its detail page.
import {
  type CaseQuery,
  type CaseRow,
  DEAL_STATUSES,
  DEAL_TYPES,
  type DealStatus,
} from '@portal/contract/reorganization';
import type { TableColumnsType } from 'antd';
import { Space, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { exportCases, useCases } from './api';
import { statusColor } from './DealsPage';
import { ImportsButton } from './ImportsButton';
import { optionsOf } from './labels';
import { reorgPaths } from './paths';
import { queryOf, ReorgList, useReorgList, yi } from './ReorgList';

export default function CasesPage() {
  const { t } = useTranslation('reorganization');
  const paths = reorgPaths(useLocation().pathname);
  const list = useReorgList();
  const cases = useCases({ ...queryOf<CaseQuery>(list.filters), page: list.page, size: list.size });
  const columns: TableColumnsType<CaseRow> = [
    {
      title: t('columns.title'),
      dataIndex: 'title',
      width: 230,
      render: (title: string, r) => (
        <Space size={4}>
          <Link to={`${paths.caseDetail}?id=${r.caseId}`}>{title}</Link>
          {r.ours && <Tag color="gold">{t('ours.tag')}</Tag>}
        </Space>
      ),
    },
    {
      title: t('columns.company'),
      dataIndex: 'companyName',
      width: 230,
      render: (name: string, r) => `${name} ${r.stockCode}`,
    },
    { title: t('columns.type'), dataIndex: 'type', width: 130, render: (v: string) => t(`dealType.${v}`) },
    { title: t('columns.industry'), dataIndex: 'industry', ellipsis: true, width: 140 },
    { title: t('columns.province'), dataIndex: 'province', width: 86 },
    { title: t('columns.price'), dataIndex: 'price', width: 100, align: 'right', render: yi },
    { title: t('columns.announcedOn'), dataIndex: 'announcedOn', width: 104 },
    {
      title: t('columns.status'),
      dataIndex: 'status',
      // Kept in view when the table scrolls sideways.
      fixed: 'right',
      width: 110,
      render: (s: DealStatus) => <Tag color={statusColor(s)}>{t(`dealStatus.${s}`)}</Tag>,
    },
  ];
  return (
    <ReorgList<CaseRow>
      title={t('cases.title')}
      list={list}
      data={cases.data}
      fetching={cases.isFetching}
      rowKey="caseId"
      columns={columns}
      types={optionsOf(t, 'dealType', DEAL_TYPES)}
      statuses={optionsOf(t, 'dealStatus', DEAL_STATUSES)}
      exportAs={(f, name) => exportCases(queryOf(f), name)}
      imports={<ImportsButton />}
      testId="reorg-cases"
    />
  );
}
