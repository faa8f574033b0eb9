// The ECharts option of the knowledge graph: a force-directed graph series whose categories are the
// node types (the legend filters them), with adjacency focus on hover and labels on the links.
import type { KnowledgeNodeType } from '@portal/contract';
import type { GraphLabels, GraphNode, GraphSeriesData } from './graphData';

/** Tooltip text is HTML in ECharts; names come from administrators, so they are escaped. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** Room above the drawing for the legend, and around it. */
export const GRAPH_TOP = 48;
export const GRAPH_MARGIN = 16;

/** Where a focused node (centred by `center`) lands in a drawing of this size. */
export const focusPoint = (width: number, height: number): [number, number] => [
  width / 2,
  GRAPH_TOP + (height - GRAPH_TOP - GRAPH_MARGIN) / 2,
];

type TooltipParams = {
  dataType?: 'node' | 'edge';
  data: Partial<GraphNode> & { value?: string; source?: string; target?: string };
};

export function graphOption(
  series: GraphSeriesData,
  labels: Pick<GraphLabels, 'nodeType'>,
  nameOf: (id: string) => string,
) {
  return {
    animationDurationUpdate: 300,
    tooltip: {
      trigger: 'item',
      extraCssText: 'max-width: 320px; white-space: normal;',
      className: 'knowledge-graph__tooltip',
      formatter: ({ dataType, data }: TooltipParams) => {
        if (dataType === 'edge')
          return `${escapeHtml(nameOf(data.source ?? ''))} <b>${escapeHtml(data.value ?? '')}</b> ${escapeHtml(nameOf(data.target ?? ''))}`;
        const type = data.type ? labels.nodeType(data.type as KnowledgeNodeType) : '';
        return `<b>${escapeHtml(data.name ?? '')}</b> · ${escapeHtml(type)}<br/>${escapeHtml(data.value ?? '')}`;
      },
    },
    legend: [{ data: series.categories.map((c) => c.name), top: 8, left: 'center', itemGap: 16 }],
    series: [
      {
        type: 'graph',
        layout: 'force',
        top: GRAPH_TOP,
        left: GRAPH_MARGIN,
        right: GRAPH_MARGIN,
        bottom: GRAPH_MARGIN,
        roam: true,
        draggable: true,
        data: series.nodes,
        links: series.links,
        categories: series.categories,
        // Laid out before the first frame: the picture does not wander while someone reads it.
        force: {
          repulsion: 300,
          edgeLength: [70, 140],
          gravity: 0.1,
          friction: 0.2,
          layoutAnimation: false,
        },
        label: { show: true, position: 'right', fontSize: 12, color: '#1f1f1f' },
        edgeSymbol: ['none', 'arrow'],
        edgeSymbolSize: [0, 7],
        edgeLabel: { show: false, formatter: '{c}', fontSize: 11 },
        lineStyle: { color: 'source', curveness: 0.12, opacity: 0.55, width: 1.2 },
        emphasis: { focus: 'adjacency', lineStyle: { width: 2.5, opacity: 0.9 }, edgeLabel: { show: true } },
        scaleLimit: { min: 0.4, max: 4 },
      },
    ],
  };
}
