// One ECharts instance per container, redrawn when its option changes, resized with its box, and
// told about clicks (a bar opens its stage's enterprises).
import { BarChart } from 'echarts/charts';
import { GridComponent, TooltipComponent } from 'echarts/components';
import { type EChartsCoreOption, type EChartsType, init, use } from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';
import { type RefObject, useEffect, useRef } from 'react';

use([BarChart, GridComponent, TooltipComponent, CanvasRenderer]);

export function useChart(
  container: RefObject<HTMLDivElement | null>,
  option: EChartsCoreOption,
  onClick?: (dataIndex: number) => void,
) {
  const chart = useRef<EChartsType | null>(null);
  const click = useRef(onClick);
  click.current = onClick;
  useEffect(() => {
    const el = container.current;
    if (!el) return;
    const instance = init(el, undefined, { renderer: 'canvas' });
    instance.on('click', (e) => click.current?.(e.dataIndex));
    chart.current = instance;
    const observer = new ResizeObserver(() => instance.resize());
    observer.observe(el);
    return () => {
      observer.disconnect();
      instance.dispose();
      chart.current = null;
    };
  }, [container]);
  useEffect(() => {
    chart.current?.setOption(option, true);
  }, [option]);
}
