// One overview figure: deal counts as bars (one bar highlighted: this province) with the price
// total as a line on a second axis, or a pie of counts.
import { Empty } from 'antd';
import type { EChartsCoreOption } from 'echarts/core';
import { useMemo, useRef } from 'react';
import { useChart } from '../../ui/chart/useChart';

export type Slice = { label: string; count: number; amount: number };

const HIGHLIGHT = '#d48806';

export function ReorgChart({
  slices,
  names,
  testId,
  empty,
  pie = false,
  highlight,
  height = 260,
}: {
  slices: Slice[];
  /** The two measures' names: count, amount. */
  names: { count: string; amount: string };
  testId: string;
  empty: string;
  pie?: boolean;
  /** The category drawn in the highlight colour. */
  highlight?: string;
  height?: number;
}) {
  const ref = useRef<HTMLDivElement>(null);
  const option = useMemo<EChartsCoreOption>(() => {
    if (pie)
      return {
        tooltip: { trigger: 'item' },
        legend: { bottom: 0, type: 'scroll' },
        series: [
          {
            name: names.count,
            type: 'pie',
            radius: ['35%', '65%'],
            top: -20,
            data: slices.map((s) => ({ name: s.label, value: s.count })),
          },
        ],
      };
    return {
      tooltip: { trigger: 'axis' },
      legend: { top: 0 },
      grid: { left: 48, right: 56, top: 32, bottom: 56 },
      xAxis: {
        type: 'category',
        data: slices.map((s) => s.label),
        // Slanted when many or long names would run into each other.
        axisLabel: {
          interval: 0,
          rotate: slices.length > 6 || slices.some((x) => x.label.length > 10) ? 30 : 0,
        },
      },
      yAxis: [
        { type: 'value', minInterval: 1 },
        { type: 'value', splitLine: { show: false } },
      ],
      series: [
        {
          name: names.count,
          type: 'bar',
          data: slices.map((s) => ({
            value: s.count,
            itemStyle: s.label === highlight ? { color: HIGHLIGHT } : undefined,
          })),
        },
        { name: names.amount, type: 'line', yAxisIndex: 1, data: slices.map((s) => s.amount) },
      ],
    };
  }, [slices, names, pie, highlight]);
  useChart(ref, option);
  return (
    <div style={{ position: 'relative' }}>
      <div ref={ref} style={{ height }} data-testid={testId} />
      {slices.length === 0 && (
        <Empty style={{ position: 'absolute', inset: 0, paddingTop: 60 }} description={empty} />
      )}
    </div>
  );
}
