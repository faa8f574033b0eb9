// This province's enterprises among the IPO cases: highlighted, their case opened from the name
// and, on the government side, their ledger.
import type { IpoCaseRow } from '@portal/contract/ipo-data';
import { Space, Table, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { casePaths } from './paths';

export function OursTable({ rows }: { rows: IpoCaseRow[] }) {
  const { t } = useTranslation('ipo-data');
  const paths = casePaths(useLocation().pathname);
  return (
    <Table<IpoCaseRow>
      rowKey="caseId"
      size="small"
      pagination={false}
      dataSource={rows}
      locale={{ emptyText: t('ours.empty') }}
      columns={[
        {
          title: t('columns.company'),
          dataIndex: 'companyName',
          render: (name: string, r) => (
            <Space>
              <Link to={`${paths.detail}?id=${r.caseId}`}>{name}</Link>
              {paths.government && r.enterpriseId && (
                <Link to={`/report/ledger/detail?id=${r.enterpriseId}`}>{t('ours.ledger')}</Link>
              )}
            </Space>
          ),
        },
        {
          title: t('columns.board'),
          dataIndex: 'board',
          width: 120,
          render: (b: string) => t(`enums:ipoBoard.${b}`),
        },
        {
          title: t('columns.status'),
          dataIndex: 'status',
          width: 120,
          render: (s: string) => <Tag color="blue">{t(`enums:ipoStatus.${s}`)}</Tag>,
        },
        { title: t('columns.sponsor'), dataIndex: 'sponsor' },
        { title: t('columns.acceptedOn'), dataIndex: 'acceptedOn', width: 120 },
      ]}
      data-testid="ipo-ours"
    />
  );
}
