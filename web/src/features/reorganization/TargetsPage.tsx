// Trade targets (交易标的): assets and equity offered for sale, with their seller, asking price,
// status and the office to contact.
import {
  TARGET_STATUSES,
  TARGET_TYPES,
  type TargetQuery,
  type TargetRow,
  type TargetStatus,
} from '@portal/contract/reorganization';
import type { TableColumnsType } from 'antd';
import { Space, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { exportTargets, useTargets } from './api';
import { ImportsButton } from './ImportsButton';
import { optionsOf } from './labels';
import { queryOf, ReorgList, useReorgList } from './ReorgList';

const COLORS: Record<TargetStatus, string> = {
  LISTED: 'blue',
  NEGOTIATING: 'orange',
  SOLD: 'green',
  WITHDRAWN: 'default',
};

export default function TargetsPage() {
  const { t } = useTranslation('reorganization');
  const list = useReorgList();
  const targets = useTargets({ ...queryOf<TargetQuery>(list.filters), page: list.page, size: list.size });
  const columns: TableColumnsType<TargetRow> = [
    {
      title: t('columns.targetName'),
      dataIndex: 'name',
      width: 230,
      render: (name: string, r) => (
        <Space size={4}>
          {name}
          {r.ours && <Tag color="gold">{t('ours.tag')}</Tag>}
        </Space>
      ),
    },
    {
      title: t('columns.targetType'),
      dataIndex: 'type',
      width: 100,
      render: (v: string) => t(`targetType.${v}`),
    },
    { title: t('columns.industry'), dataIndex: 'industry', ellipsis: true, width: 150 },
    { title: t('columns.province'), dataIndex: 'province', width: 86 },
    { title: t('columns.seller'), dataIndex: 'seller', ellipsis: true, width: 170 },
    {
      title: t('columns.askingPrice'),
      dataIndex: 'askingPrice',
      width: 110,
      align: 'right',
      render: (v: number | null) => (v === null ? t('negotiable') : v.toFixed(2)),
    },
    { title: t('columns.listedOn'), dataIndex: 'listedOn', width: 104 },
    { title: t('columns.contactOffice'), dataIndex: 'contactOffice', ellipsis: true, width: 170 },
    {
      title: t('columns.targetStatus'),
      dataIndex: 'status',
      // Kept in view when the table scrolls sideways.
      fixed: 'right',
      width: 120,
      render: (s: TargetStatus) => <Tag color={COLORS[s]}>{t(`targetStatus.${s}`)}</Tag>,
    },
  ];
  return (
    <ReorgList<TargetRow>
      title={t('targets.title')}
      list={list}
      data={targets.data}
      fetching={targets.isFetching}
      rowKey="targetId"
      columns={columns}
      types={optionsOf(t, 'targetType', TARGET_TYPES)}
      statuses={optionsOf(t, 'targetStatus', TARGET_STATUSES)}
      exportAs={(f, name) => exportTargets(queryOf(f), name)}
      imports={<ImportsButton />}
      testId="reorg-targets"
    />
  );
}
