// M&A deals (并购): parties, type, price, payment and review status; this province's deals tagged.
import {
  DEAL_STATUSES,
  DEAL_TYPES,
  type DealQuery,
  type DealRow,
  type DealStatus,
} from '@portal/contract/reorganization';
import type { TableColumnsType } from 'antd';
import { Space, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { exportDeals, useDeals } from './api';
import { ImportsButton } from './ImportsButton';
import { optionsOf } from './labels';
import { queryOf, ReorgList, useReorgList, yi } from './ReorgList';

export const statusColor = (s: DealStatus) =>
  s === 'COMPLETED' ? 'green' : s === 'TERMINATED' ? 'red' : 'blue';

export default function DealsPage() {
  const { t } = useTranslation('reorganization');
  const list = useReorgList();
  const deals = useDeals({ ...queryOf<DealQuery>(list.filters), page: list.page, size: list.size });
  const columns: TableColumnsType<DealRow> = [
    {
      title: t('columns.company'),
      dataIndex: 'companyName',
      width: 240,
      render: (name: string, r) => (
        <Space size={4}>
          {name}
          <span style={{ color: '#8c8c8c' }}>{r.stockCode}</span>
          {r.ours && <Tag color="gold">{t('ours.tag')}</Tag>}
        </Space>
      ),
    },
    {
      title: t('columns.target'),
      dataIndex: 'targetName',
      width: 220,
      // The counterparties under the target: who sells it.
      render: (name: string, r) => (
        <div>
          <div>{name}</div>
          {r.counterparties && <div style={{ color: '#8c8c8c', fontSize: 12 }}>{r.counterparties}</div>}
        </div>
      ),
    },
    { title: t('columns.type'), dataIndex: 'type', width: 130, render: (v: string) => t(`dealType.${v}`) },
    { title: t('columns.price'), dataIndex: 'price', width: 100, align: 'right', render: yi },
    {
      title: t('columns.payment'),
      dataIndex: 'payment',
      width: 76,
      render: (v: string) => t(`payment.${v}`),
    },
    { title: t('columns.industry'), dataIndex: 'industry', ellipsis: true, width: 130 },
    { title: t('columns.province'), dataIndex: 'province', width: 86 },
    { title: t('columns.announcedOn'), dataIndex: 'announcedOn', width: 104 },
    {
      title: t('columns.status'),
      dataIndex: 'status',
      // Kept in view when the table scrolls sideways.
      fixed: 'right',
      width: 120,
      render: (s: DealStatus, r) => (
        <Tag color={statusColor(s)} title={r.completedOn ?? r.terminatedOn ?? undefined}>
          {t(`dealStatus.${s}`)}
        </Tag>
      ),
    },
  ];
  return (
    <ReorgList<DealRow>
      title={t('deals.title')}
      list={list}
      data={deals.data}
      fetching={deals.isFetching}
      rowKey="dealId"
      columns={columns}
      types={optionsOf(t, 'dealType', DEAL_TYPES)}
      statuses={optionsOf(t, 'dealStatus', DEAL_STATUSES)}
      exportAs={(f, name) => exportDeals(queryOf(f), name)}
      imports={<ImportsButton />}
      testId="reorg-deals"
    />
  );
}
