// One bar chart per container (ECharts, bars only): drawn when its option changes, resized with
// its box, disposed with the page.
import { BarChart } from 'echarts/charts';
import { GridComponent, LegendComponent, TooltipComponent } from 'echarts/components';
import { type EChartsCoreOption, init, use } from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';
import { type RefObject, useEffect } from 'react';

use([BarChart, GridComponent, LegendComponent, TooltipComponent, CanvasRenderer]);

export function useProblemChart(box: RefObject<HTMLDivElement | null>, option: EChartsCoreOption) {
  useEffect(() => {
    const el = box.current;
    if (!el) return;
    const chart = init(el, undefined, { renderer: 'canvas' });
    chart.setOption(option);
    const resize = new ResizeObserver(() => chart.resize());
    resize.observe(el);
    return () => {
      resize.disconnect();
      chart.dispose();
    };
  }, [box, option]);
}
