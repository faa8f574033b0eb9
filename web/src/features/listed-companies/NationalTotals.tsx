// The published national totals (CAPCO), each with its source and as-of day: real figures beside
// the imported dataset, never mixed with it.
import type { ListedHeadline } from '@portal/contract/listed-companies';
import { Table } from 'antd';
import { useTranslation } from 'react-i18next';

export function NationalTotals({ rows }: { rows: ListedHeadline[] }) {
  const { t } = useTranslation('listed-companies');
  return (
    <Table
      rowKey="asOf"
      size="small"
      pagination={false}
      dataSource={rows}
      columns={[
        { title: t('national.when'), dataIndex: 'label', width: 140 },
        {
          title: t('national.count'),
          dataIndex: 'count',
          width: 120,
          render: (v: number | null) => v ?? '—',
        },
        {
          title: t('national.value'),
          dataIndex: 'marketValueYi',
          width: 160,
          render: (v: number | null) => v ?? '—',
        },
        { title: t('national.note'), dataIndex: 'note' },
        {
          title: t('national.source'),
          dataIndex: 'sourceName',
          width: 260,
          render: (name: string, r) => t('national.line', { name, asOf: r.asOf }),
        },
      ]}
      data-testid="listed-national"
    />
  );
}
