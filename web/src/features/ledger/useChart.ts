// One ECharts instance per container, redrawn when its option changes, resized with its box, and
// told about clicks (a bar opens its stage's enterprises). With `rows`, a click anywhere on a row
// of a horizontal category chart counts, its label and an empty or one-pixel bar included.
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
  { rows = false }: { rows?: boolean } = {},
) {
  const chart = useRef<EChartsType | null>(null);
  const click = useRef(onClick);
  click.current = onClick;
  useEffect(() => {
    const el = container.current;
    if (!el) return;
    const instance = init(el, undefined, { renderer: 'canvas' });
    if (rows)
      instance.getZr().on('click', (e) => {
        const at = instance.convertFromPixel({ gridIndex: 0 }, [e.offsetX, e.offsetY]);
        const row = Math.round(Array.isArray(at) ? (at[1] ?? Number.NaN) : Number.NaN);
        const count = (instance.getOption().yAxis as { data?: unknown[] }[])[0]?.data?.length ?? 0;
        if (row >= 0 && row < count) click.current?.(row);
      });
    else instance.on('click', (e) => click.current?.(e.dataIndex));
    chart.current = instance;
    const observer = new ResizeObserver(() => instance.resize());
    observer.observe(el);
    return () => {
      observer.disconnect();
      instance.dispose();
      chart.current = null;
    };
  }, [container, rows]);
  useEffect(() => {
    chart.current?.setOption(option, true);
  }, [option]);
}
