// One bar chart of the listed-company pages: bars over categories, a second measure as a line on
// its own axis, and a highlighted category (this province) in another colour.
import { Empty } from 'antd';
import type { EChartsCoreOption } from 'echarts/core';
import { useMemo, useRef } from 'react';
import { useChart } from '../../ui/chart/useChart';

export type Series = { name: string; data: (number | null)[]; line?: boolean };

export function ListedChart({
  categories,
  series,
  testId,
  empty,
  highlight,
  height = 260,
}: {
  categories: string[];
  series: Series[];
  testId: string;
  empty: string;
  highlight?: string;
  height?: number;
}) {
  const ref = useRef<HTMLDivElement>(null);
  const option = useMemo<EChartsCoreOption>(
    () => ({
      tooltip: { trigger: 'axis' },
      legend: { top: 0 },
      grid: { left: 56, right: 56, top: 32, bottom: 64 },
      xAxis: {
        type: 'category',
        data: categories,
        axisLabel: { interval: 0, rotate: categories.length > 6 ? 35 : 0, width: 90, overflow: 'truncate' },
      },
      yAxis: [{ type: 'value' }, { type: 'value', splitLine: { show: false } }],
      series: series.map((s, i) => ({
        name: s.name,
        type: s.line ? 'line' : 'bar',
        yAxisIndex: s.line ? 1 : 0,
        data:
          i === 0 && highlight !== undefined
            ? s.data.map((v, j) =>
                categories[j] === highlight ? { value: v, itemStyle: { color: '#fa8c16' } } : v,
              )
            : s.data,
      })),
    }),
    [categories, series, highlight],
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
