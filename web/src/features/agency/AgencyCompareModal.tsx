// Two or three intermediaries side by side: counts, boards, stages, people and measures per column.
import type { AgencyDetail } from '@portal/contract/agency';
import { Modal, Table } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useEnumLabel } from '../../ui/enumLabel';
import { useAgencyComparison } from './api';

export function AgencyCompareModal({ ids, onClose }: { ids: string[]; onClose: () => void }) {
  const { t } = useTranslation('agency');
  const label = useEnumLabel();
  const compared = useAgencyComparison(ids);
  const list = compared.data ?? [];
  const boardName = (k: string) => (k === 'UNKNOWN' ? t('unknownBoard') : label('board', k as never));
  const rows: { key: string; title: string; cell: (d: AgencyDetail) => ReactNode }[] = [
    { key: 'type', title: t('columns.type'), cell: (d) => label('orgType', d.type) },
    { key: 'served', title: t('columns.served'), cell: (d) => d.served },
    { key: 'listed', title: t('columns.listed'), cell: (d) => d.listed },
    { key: 'ipoCases', title: t('columns.ipoCases'), cell: (d) => d.ipoCases },
    {
      key: 'board',
      title: t('byBoard'),
      cell: (d) => d.byBoard.map((b) => `${boardName(b.key)} ${b.n}`).join('、'),
    },
    {
      key: 'stage',
      title: t('byStage'),
      cell: (d) => d.byStage.map((s) => `${label('ledgerStage', s.key as never)} ${s.n}`).join('、'),
    },
    { key: 'people', title: t('people'), cell: (d) => [...new Set(d.people.map((p) => p.name))].join('、') },
    {
      key: 'measures',
      title: t('measuresTitle'),
      cell: (d) => d.measureList.map((m) => `${m.decidedOn} ${m.measure}`).join('；') || '—',
    },
  ];
  return (
    <Modal open title={t('compareTitle')} onCancel={onClose} footer={null} width={960}>
      <Table
        size="small"
        loading={compared.isFetching}
        pagination={false}
        rowKey="key"
        dataSource={rows}
        columns={[
          { title: '', dataIndex: 'title', width: 120 },
          ...list.map((d) => ({
            title: d.name,
            key: d.institutionId,
            render: (_: unknown, row: (typeof rows)[number]) => row.cell(d),
          })),
        ]}
        data-testid="agency-compare"
      />
    </Modal>
  );
}
