// Drawing a chart of rich text with ECharts (spec §5 "chart data"). A module of its own, loaded on
// demand, so that a page showing rich text downloads ECharts only when the text holds a chart.
// ECharts is loaded in its modular form with the three chart kinds the editor offers.
import type { ChartSpec } from '@portal/contract';
import { BarChart, LineChart, PieChart } from 'echarts/charts';
import { GridComponent, LegendComponent, TitleComponent, TooltipComponent } from 'echarts/components';
import * as echarts from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';

echarts.use([
  BarChart,
  LineChart,
  PieChart,
  GridComponent,
  LegendComponent,
  TitleComponent,
  TooltipComponent,
  CanvasRenderer,
]);

/** Bars and lines: one series per table row over the header row's columns; a pie: the first row. */
export function chartOption(spec: ChartSpec): echarts.EChartsCoreOption {
  const title = spec.title ? { text: spec.title, left: 'center' } : undefined;
  if (spec.type === 'pie') {
    const first = spec.series[0]!;
    return {
      title,
      tooltip: { trigger: 'item' },
      legend: { bottom: 0 },
      series: [
        {
          name: first.name,
          type: 'pie',
          radius: '60%',
          data: spec.categories.map((name, i) => ({ name, value: first.values[i] ?? 0 })),
        },
      ],
    };
  }
  return {
    title,
    tooltip: { trigger: 'axis' },
    legend: { bottom: 0 },
    grid: { left: 48, right: 24, top: title ? 48 : 24, bottom: 48 },
    xAxis: { type: 'category', data: spec.categories },
    yAxis: { type: 'value' },
    series: spec.series.map((s) => ({ name: s.name, type: spec.type, data: s.values })),
  };
}

/** Draws into `element`; returns the clean-up that releases the chart. */
export function drawChart(element: HTMLElement, spec: ChartSpec): () => void {
  const chart = echarts.init(element, undefined, { renderer: 'canvas' });
  chart.setOption(chartOption(spec));
  const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(() => chart.resize());
  observer?.observe(element);
  return () => {
    observer?.disconnect();
    chart.dispose();
  };
}
