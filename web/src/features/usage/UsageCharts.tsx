// The three charts of the usage statistics: per feature (bars), per day (line), per organisation type (pie).
import type { UsageStatistics } from '@portal/contract';
import { Card, Col, Row } from 'antd';
import type { EChartsCoreOption } from 'echarts/core';
import { useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { everyDay } from '../../ui/chart/days';
import { useChart } from '../../ui/chart/useChart';
import { useEnumLabel } from '../../ui/enumLabel';

const TOP_FEATURES = 15;

function Chart({
  title,
  option,
  height = 320,
}: {
  title: string;
  option: EChartsCoreOption;
  height?: number;
}) {
  const ref = useRef<HTMLDivElement>(null);
  useChart(ref, option);
  return (
    <Card size="small" title={title}>
      <div ref={ref} style={{ height }} />
    </Card>
  );
}

export function UsageCharts({ stats, names }: { stats: UsageStatistics; names: Record<string, string> }) {
  const { t } = useTranslation('admin');
  const label = useEnumLabel();
  const featureOption = useMemo(() => {
    const top = stats.byFeature.slice(0, TOP_FEATURES).reverse();
    return {
      tooltip: { trigger: 'axis' },
      grid: { left: 8, right: 24, top: 8, bottom: 8, containLabel: true },
      xAxis: { type: 'value', minInterval: 1 },
      yAxis: { type: 'category', data: top.map((r) => names[r.feature] ?? r.feature) },
      series: [{ type: 'bar', data: top.map((r) => r.count), itemStyle: { color: '#1677ff' } }],
    };
  }, [stats, names]);
  const dayOption = useMemo(() => {
    const days = everyDay(stats.from, stats.to);
    const counts = new Map(stats.byDay.map((r) => [r.day, r.count]));
    return {
      tooltip: { trigger: 'axis' },
      grid: { left: 8, right: 24, top: 16, bottom: 8, containLabel: true },
      xAxis: { type: 'category', data: days },
      yAxis: { type: 'value', minInterval: 1 },
      series: [{ type: 'line', smooth: true, areaStyle: {}, data: days.map((d) => counts.get(d) ?? 0) }],
    };
  }, [stats]);
  const typeOption = useMemo(
    () => ({
      tooltip: { trigger: 'item' },
      legend: { type: 'scroll', bottom: 0 },
      series: [
        {
          type: 'pie',
          radius: ['35%', '65%'],
          data: stats.byOrgType.map((r) => ({
            name: label('orgType', r.orgType),
            value: r.count,
          })),
        },
      ],
    }),
    [stats, label],
  );
  return (
    <Row gutter={[16, 16]}>
      <Col xs={24} xl={14}>
        <Chart
          title={t('usage.byFeature')}
          option={featureOption}
          height={Math.max(320, Math.min(stats.byFeature.length, TOP_FEATURES) * 26)}
        />
      </Col>
      <Col xs={24} xl={10}>
        <Chart title={t('usage.byOrgType')} option={typeOption} />
      </Col>
      <Col xs={24}>
        <Chart title={t('usage.byDay')} option={dayOption} height={260} />
      </Col>
    </Row>
  );
}
