// /govt/index/statisticsTimes (query user=admin): how often each feature is entered, per day and
// per organisation type, as charts and a table, for a date range; exported to Excel.
import { DownloadOutlined } from '@ant-design/icons';
import { type OrgType, USAGE_RANGE_MAX_DAYS, type UsageStatistics } from '@portal/contract';
import { Button, Card, DatePicker, Empty, Space, Statistic, Table, Tabs, Typography } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { exportUsage, useUsageStatistics } from '../../api/sysmgmt';
import { toast } from '../../ui';
import { useEnumLabel } from '../../ui/enumLabel';
import { formatDate } from '../../ui/time';
import { featureNames } from './featureNames';
import { UsageCharts } from './UsageCharts';

const DAY = 'YYYY-MM-DD';
// Entries are counted in China Standard Time days (as on the server), whatever the browser's zone.
const chinaToday = () => dayjs(formatDate(new Date()));

export default function UsageStatisticsPage() {
  const { t, i18n } = useTranslation('admin');
  const label = useEnumLabel();
  const [range, setRange] = useState<[Dayjs, Dayjs]>(() => [chinaToday().subtract(29, 'day'), chinaToday()]);
  const query = { from: range[0].format(DAY), to: range[1].format(DAY) };
  const stats = useUsageStatistics(query);
  // biome-ignore lint/correctness/useExhaustiveDependencies: names follow the language
  const names = useMemo(() => featureNames(t), [t, i18n.language]);
  const typeName = (type: OrgType) => label('orgType', type);
  const data: UsageStatistics | undefined = stats.data;

  const download = () =>
    exportUsage(query, names, t('usage.filename')).catch((error: Error) => toast.error(error.message));

  const tables = data && [
    {
      key: 'rows',
      label: t('usage.table'),
      children: (
        <Table
          size="small"
          rowKey={(r) => `${r.feature}|${r.orgType}`}
          dataSource={data.rows}
          pagination={{ pageSize: 20, hideOnSinglePage: true }}
          columns={[
            { title: t('usage.columns.feature'), dataIndex: 'feature', render: (f: string) => names[f] ?? f },
            {
              title: t('usage.columns.path'),
              dataIndex: 'feature',
              render: (f: string) => <Typography.Text type="secondary">{f}</Typography.Text>,
            },
            { title: t('usage.columns.orgType'), dataIndex: 'orgType', render: typeName },
            {
              title: t('usage.columns.count'),
              dataIndex: 'count',
              align: 'right' as const,
              sorter: (a, b) => a.count - b.count,
            },
          ]}
        />
      ),
    },
    {
      key: 'orgs',
      label: t('usage.byOrg'),
      children: (
        <Table
          size="small"
          rowKey={(r) => r.orgName}
          dataSource={data.byOrg}
          pagination={false}
          columns={[
            { title: t('usage.columns.org'), dataIndex: 'orgName' },
            { title: t('usage.columns.orgType'), dataIndex: 'orgType', render: typeName },
            { title: t('usage.columns.count'), dataIndex: 'count', align: 'right' as const },
          ]}
        />
      ),
    },
  ];

  return (
    <Card
      title={t('usage.title')}
      extra={
        <Space wrap>
          <span>{t('usage.range')}</span>
          <DatePicker.RangePicker
            value={range}
            allowClear={false}
            disabledDate={(d) => d.isAfter(chinaToday(), 'day')}
            onChange={(v) => {
              if (!v?.[0] || !v[1]) return;
              if (v[1].diff(v[0], 'day') >= USAGE_RANGE_MAX_DAYS) toast.warning(t('usage.rangeTooLong'));
              else setRange([v[0], v[1]]);
            }}
          />
          <Button icon={<DownloadOutlined />} onClick={() => void download()} disabled={!data?.total}>
            {t('common.export')}
          </Button>
        </Space>
      }
      loading={stats.isPending}
    >
      {!data || data.total === 0 ? (
        <Empty description={t(stats.isError ? 'common.loadFailed' : 'common.empty')} />
      ) : (
        <Space direction="vertical" size={16} style={{ width: '100%' }}>
          <Statistic title={t('usage.total')} value={data.total} />
          <UsageCharts stats={data} names={names} />
          <Tabs items={tables ?? []} />
        </Space>
      )}
    </Card>
  );
}
