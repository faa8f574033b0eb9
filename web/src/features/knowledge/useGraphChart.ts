// One ECharts instance on a div: drawn from the series data, resized with its box, a click on a
// node reported, and `focus` to pick a node out (highlight its neighbourhood and point at it).
import { GraphChart } from 'echarts/charts';
import { LegendComponent, TooltipComponent } from 'echarts/components';
import { type EChartsType, init, use } from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';
import { type RefObject, useCallback, useEffect, useRef } from 'react';
import type { GraphLabels, GraphSeriesData } from './graphData';
import { graphOption } from './graphOption';

use([GraphChart, LegendComponent, TooltipComponent, CanvasRenderer]);

/** How close a focused node is brought. */
export const FOCUS_ZOOM = 1.8;

/**
 * Where the force layout put a node, in layout coordinates. ECharts has no public call for it, so
 * this reads the series data the way its own tooltip code does; undefined if that ever changes.
 */
function nodeLayout(instance: EChartsType, dataIndex: number): number[] | undefined {
  type Internal = {
    getModel?: () => {
      getSeriesByIndex(i: number): { getData(): { getItemLayout(i: number): unknown } } | undefined;
    };
  };
  const layout = (instance as unknown as Internal)
    .getModel?.()
    .getSeriesByIndex(0)
    ?.getData()
    .getItemLayout(dataIndex);
  // A copy: the layout moves its points in place when it runs again.
  return Array.isArray(layout) && layout.every((v) => Number.isFinite(v))
    ? [...(layout as number[])]
    : undefined;
}

export function useGraphChart(
  container: RefObject<HTMLDivElement | null>,
  series: GraphSeriesData | undefined,
  labels: Pick<GraphLabels, 'nodeType'>,
  onNodeClick: (nodeId: string) => void,
) {
  const chart = useRef<EChartsType | null>(null);
  // The latest callback, without re-binding the chart's handler on every render.
  const clickRef = useRef(onNodeClick);
  clickRef.current = onNodeClick;

  // biome-ignore lint/correctness/useExhaustiveDependencies: one chart per mounted container
  useEffect(() => {
    const el = container.current;
    if (!el) return;
    const instance = init(el, undefined, { renderer: 'canvas' });
    chart.current = instance;
    instance.on('click', (params) => {
      const data = params.data as { id?: string } | undefined;
      if (params.dataType === 'node' && data?.id) clickRef.current(data.id);
    });
    const observer = new ResizeObserver(() => instance.resize());
    observer.observe(el);
    return () => {
      observer.disconnect();
      instance.dispose();
      chart.current = null;
    };
  }, []);

  useEffect(() => {
    if (!series || !chart.current) return;
    const instance = chart.current;
    const names = new Map(series.nodes.map((n) => [n.id, n.name]));
    instance.setOption(
      graphOption(series, labels, (id) => names.get(id) ?? ''),
      { notMerge: true },
    );
    // The force layout has run by now. ECharts runs it again, from where the nodes are, on every
    // later change (a search's zoom, the legend, a resize), and the graph drifts by tens of pixels
    // each time: a node just brought to the middle would slide away from under the pointer. So its
    // positions become the nodes' own and the graph is drawn as laid out from then on.
    const placed = series.nodes.map((node, i) => {
      const at = nodeLayout(instance, i);
      return at && { ...node, x: at[0], y: at[1] };
    });
    if (placed.every((node) => node !== undefined))
      // 'contain': the placed graph is fitted into the box at one scale, so nodes stay round.
      instance.setOption({ series: [{ layout: 'none', preserveAspect: 'contain', data: placed }] });
  }, [series, labels]);

  const focus = useCallback(
    (nodeId: string) => {
      const instance = chart.current;
      const dataIndex = series?.nodes.findIndex((n) => n.id === nodeId) ?? -1;
      if (!instance || !series || dataIndex < 0) return;
      // A node whose type the legend has hidden is shown again before it is pointed at.
      const category = series.categories[series.nodes[dataIndex]!.category];
      if (category) instance.dispatchAction({ type: 'legendSelect', name: category.name });
      // Bring the node to the middle of the drawing, closer; the other nodes stay where they are.
      const center = nodeLayout(instance, dataIndex);
      if (center) instance.setOption({ series: [{ center, zoom: FOCUS_ZOOM }] });
      instance.dispatchAction({ type: 'downplay', seriesIndex: 0 });
      instance.dispatchAction({ type: 'highlight', seriesIndex: 0, dataIndex });
    },
    [series],
  );

  /** Back to the whole graph, as first drawn. */
  const resetView = useCallback(() => {
    const instance = chart.current;
    if (!instance || !series) return;
    const points = series.nodes.map((_, i) => nodeLayout(instance, i)).filter((p) => p !== undefined);
    if (points.length === 0) return;
    const mid = (axis: 0 | 1) => {
      const values = points.map((p) => p[axis]!);
      return (Math.min(...values) + Math.max(...values)) / 2;
    };
    instance.setOption({ series: [{ center: [mid(0), mid(1)], zoom: 1 }] });
    instance.dispatchAction({ type: 'downplay', seriesIndex: 0 });
  }, [series]);

  return { focus, resetView };
}
