// The knowledge graph as ECharts draws it: one category per node type (the legend filters by
// them), nodes sized by how connected they are, links labelled with their relation. Pure, so the
// mapping is tested without a canvas.
import {
  KNOWLEDGE_NODE_TYPES,
  type KnowledgeGraph,
  type KnowledgeNodeType,
  type KnowledgeRelationLabel,
} from '@portal/contract';

/** One colour per node type, in the order of KNOWLEDGE_NODE_TYPES. */
// Dark enough to be read as tag text on the tag's pale tint of the same colour (4.5:1).
export const NODE_TYPE_COLORS: Readonly<Record<KnowledgeNodeType, string>> = {
  BOARD: '#c41d1d',
  STAGE: '#0958d9',
  REQUIREMENT: '#ad4e00',
  LAW: '#006d75',
  CASE: '#531dab',
  CONCEPT: '#237804',
};

export type GraphCategory = { name: string; itemStyle: { color: string } };
export type GraphNode = {
  id: string;
  name: string;
  category: number;
  symbolSize: number;
  value: string;
  /** The node type, for the tooltip. */
  type: KnowledgeNodeType;
};
export type GraphLink = {
  id: string;
  source: string;
  target: string;
  value: string;
  /** RELATED reads both ways, so it has no arrow. */
  lineStyle?: { type: 'dashed' };
  symbol?: ['none', 'none'];
};
export type GraphSeriesData = { categories: GraphCategory[]; nodes: GraphNode[]; links: GraphLink[] };

export type GraphLabels = {
  nodeType: (type: KnowledgeNodeType) => string;
  relation: (label: KnowledgeRelationLabel) => string;
};

const MIN_SIZE = 18;
const MAX_SIZE = 56;
/** Boards are the hubs a visitor starts from: drawn a step larger whatever their degree. */
const BOARD_BONUS = 10;

export function nodeSize(degree: number, type: KnowledgeNodeType): number {
  const size = MIN_SIZE + Math.sqrt(degree) * 7 + (type === 'BOARD' ? BOARD_BONUS : 0);
  return Math.round(Math.min(MAX_SIZE, size));
}

export function toGraphSeries(graph: KnowledgeGraph, labels: GraphLabels): GraphSeriesData {
  const known = new Set(graph.nodes.map((n) => n.nodeId));
  // A relation to a node that is not drawn would make ECharts throw; leave it out.
  const relations = graph.relations.filter((r) => known.has(r.fromId) && known.has(r.toId));
  const degree = new Map<string, number>();
  for (const r of relations) {
    degree.set(r.fromId, (degree.get(r.fromId) ?? 0) + 1);
    degree.set(r.toId, (degree.get(r.toId) ?? 0) + 1);
  }
  return {
    categories: KNOWLEDGE_NODE_TYPES.map((type) => ({
      name: labels.nodeType(type),
      itemStyle: { color: NODE_TYPE_COLORS[type] },
    })),
    nodes: graph.nodes.map((n) => ({
      id: n.nodeId,
      name: n.name,
      category: KNOWLEDGE_NODE_TYPES.indexOf(n.type),
      symbolSize: nodeSize(degree.get(n.nodeId) ?? 0, n.type),
      value: n.summary,
      type: n.type,
    })),
    links: relations.map((r) => ({
      id: r.relationId,
      source: r.fromId,
      target: r.toId,
      value: labels.relation(r.label),
      ...(r.label === 'RELATED'
        ? { lineStyle: { type: 'dashed' as const }, symbol: ['none', 'none'] as ['none', 'none'] }
        : {}),
    })),
  };
}

/** Nodes whose name or summary holds the keyword (case-insensitive), names first. */
export function matchNodes(graph: KnowledgeGraph, keyword: string, limit = 10) {
  const k = keyword.trim().toLowerCase();
  if (!k) return [];
  const byName = graph.nodes.filter((n) => n.name.toLowerCase().includes(k));
  const bySummary = graph.nodes.filter((n) => !byName.includes(n) && n.summary.toLowerCase().includes(k));
  return [...byName, ...bySummary].slice(0, limit);
}
