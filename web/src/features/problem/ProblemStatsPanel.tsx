// Statistics per lead unit and per category: received, on time, overdue, average days and
// satisfaction, as a bar chart and two tables, with the workbook download.
import { DownloadOutlined } from '@ant-design/icons';
import { type ProblemStats, type ProblemStatsQuery, problemEndpoints } from '@portal/contract/problem';
import type { TableColumnsType } from 'antd';
import { Button, Card, DatePicker, Empty, Space, Table } from 'antd';
import type { Dayjs } from 'dayjs';
import { useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { downloadFrom } from '../../api/endpoint';
import { useEnumLabel } from '../../ui/enumLabel';
import { useProblemStats } from './queries';
import { useProblemChart } from './useProblemChart';

type Row = ProblemStats['units'][number] | ProblemStats['categories'][number];
const percent = (v: number | null) => (v === null ? '—' : `${Math.round(v * 1000) / 10}%`);

function StatsChart({ stats }: { stats: ProblemStats }) {
  const { t } = useTranslation('problem');
  const box = useRef<HTMLDivElement>(null);
  const option = useMemo(() => {
    const names = stats.units.map((u) => u.unit.name);
    const series = (['received', 'onTime', 'overdue'] as const).map((key) => ({
      name: t(`stats.${key}`),
      type: 'bar',
      data: stats.units.map((u) => u[key]),
    }));
    return {
      tooltip: { trigger: 'axis' },
      legend: { top: 0 },
      grid: { left: 8, right: 16, top: 40, bottom: 8, containLabel: true },
      xAxis: { type: 'category', data: names },
      yAxis: { type: 'value', minInterval: 1 },
      series,
    };
  }, [stats, t]);
  useProblemChart(box, option);
  return <div ref={box} style={{ height: 300 }} data-testid="problem-stats-chart" />;
}

export function ProblemStatsPanel() {
  const { t } = useTranslation('problem');
  const label = useEnumLabel();
  const [range, setRange] = useState<[Dayjs | null, Dayjs | null] | null>(null);
  const query: ProblemStatsQuery = {
    from: range?.[0]?.format('YYYY-MM-DD'),
    to: range?.[1]?.format('YYYY-MM-DD'),
  };
  const stats = useProblemStats(query);
  const measures: TableColumnsType<Row> = [
    { title: t('stats.received'), dataIndex: 'received', width: 90 },
    { title: t('stats.closed'), dataIndex: 'closed', width: 90 },
    { title: t('stats.onTime'), dataIndex: 'onTime', width: 90 },
    { title: t('stats.overdue'), dataIndex: 'overdue', width: 90 },
    {
      title: t('stats.averageDays'),
      dataIndex: 'averageDays',
      width: 110,
      render: (v: number | null) => v ?? '—',
    },
    { title: t('stats.satisfaction'), dataIndex: 'satisfaction', width: 90, render: percent },
  ];
  const data = stats.data;
  return (
    <Space direction="vertical" style={{ width: '100%' }} size="middle">
      <Space>
        <DatePicker.RangePicker
          value={range}
          onChange={(v) => setRange(v)}
          placeholder={[t('stats.from'), t('stats.to')]}
        />
        <Button
          icon={<DownloadOutlined />}
          onClick={() => void downloadFrom(problemEndpoints.statsExport, { query }, t('stats.exportName'))}
        >
          {t('stats.export')}
        </Button>
      </Space>
      {data && data.units.length > 0 ? (
        <StatsChart stats={data} />
      ) : (
        !stats.isFetching && <Empty description={t('stats.empty')} />
      )}
      <Card size="small" title={t('stats.byUnit')}>
        <Table<Row>
          size="small"
          rowKey={(r) => ('unit' in r ? r.unit.id : r.category)}
          loading={stats.isFetching}
          pagination={false}
          dataSource={data?.units ?? []}
          columns={[
            { title: t('stats.unit'), key: 'unit', render: (_, r) => ('unit' in r ? r.unit.name : '') },
            ...measures,
          ]}
        />
      </Card>
      <Card size="small" title={t('stats.byCategory')}>
        <Table<Row>
          size="small"
          rowKey={(r) => ('unit' in r ? r.unit.id : r.category)}
          loading={stats.isFetching}
          pagination={false}
          dataSource={data?.categories ?? []}
          columns={[
            {
              title: t('stats.category'),
              key: 'category',
              render: (_, r) => ('category' in r ? label('problemCategory', r.category) : ''),
            },
            ...measures,
          ]}
        />
      </Card>
    </Space>
  );
}
