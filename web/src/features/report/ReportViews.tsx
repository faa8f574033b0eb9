// Read-only pieces of a report page: its trace of versions and a city summary's roll-up.
import type { Rollup } from '@portal/contract/report';
import { Card, List, Table, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useReportVersions } from '../../api/report';
import { formatMinute } from '../../ui/time';

export function TraceView({ reportId }: { reportId: string }) {
  const { t } = useTranslation('report');
  const versions = useReportVersions(reportId);
  if (!versions.data?.length) return null;
  return (
    <Card size="small" title={t('form.trace')} style={{ marginTop: 24 }}>
      <List
        size="small"
        dataSource={versions.data}
        renderItem={(v) => (
          <List.Item>
            <Typography.Text>
              {formatMinute(v.at)} ·{' '}
              {t('form.traceLine', {
                version: v.version,
                note: v.note,
                who: [v.actorOrgName, v.actorName].filter(Boolean).join(' '),
              })}
            </Typography.Text>
          </List.Item>
        )}
      />
    </Card>
  );
}

export function RollupView({ rollup }: { rollup: Rollup }) {
  const { t } = useTranslation('report');
  return (
    <Card size="small" title={t('office.rollupTitle')} style={{ marginTop: 24 }}>
      {rollup.counts.map((c) => (
        <div key={c.kind}>{t('office.rollupCounts', { ...c, kind: t(`kind.${c.kind}`) })}</div>
      ))}
      <Typography.Title level={5} style={{ marginTop: 16 }}>
        {t('office.rollupAccepted')}
      </Typography.Title>
      <Table
        size="small"
        rowKey="reportId"
        pagination={{ pageSize: 10 }}
        dataSource={rollup.accepted}
        columns={[
          { title: t('columns.filer'), dataIndex: 'filerName' },
          { title: t('columns.region'), dataIndex: 'regionName' },
          { title: t('columns.kind'), dataIndex: 'kind', render: (k: string) => t(`kind.${k}`) },
          { title: t('columns.period'), dataIndex: 'periodLabel' },
        ]}
      />
    </Card>
  );
}
