// One ECharts figure of the IPO pages: bars (and a line for a second measure) over categories.
import { Empty } from 'antd';
import type { EChartsCoreOption } from 'echarts/core';
import { useMemo, useRef } from 'react';
import { useChart } from '../../ui/chart/useChart';

export type Bars = { name: string; data: number[]; line?: boolean; stack?: string };

export function IpoChart({
  categories,
  series,
  testId,
  height = 240,
  empty,
}: {
  categories: string[];
  series: Bars[];
  testId: string;
  height?: number;
  empty: string;
}) {
  const ref = useRef<HTMLDivElement>(null);
  const option = useMemo<EChartsCoreOption>(
    () => ({
      tooltip: { trigger: 'axis' },
      legend: { top: 0 },
      grid: { left: 48, right: 48, top: 32, bottom: 48 },
      xAxis: {
        type: 'category',
        data: categories,
        axisLabel: { interval: 0, rotate: categories.length > 8 ? 30 : 0 },
      },
      yAxis: [
        { type: 'value', minInterval: 1 },
        { type: 'value', splitLine: { show: false } },
      ],
      series: series.map((s) => ({
        name: s.name,
        type: s.line ? 'line' : 'bar',
        stack: s.stack,
        yAxisIndex: s.line ? 1 : 0,
        data: s.data,
      })),
    }),
    [categories, series],
  );
  useChart(ref, option);
  return (
    <div style={{ position: 'relative' }}>
      <div ref={ref} style={{ height }} data-testid={testId} />
      {categories.length === 0 && (
        <Empty style={{ position: 'absolute', inset: 0, paddingTop: 60 }} description={empty} />
      )}
    </div>
  );
}
