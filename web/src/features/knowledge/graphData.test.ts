import type { KnowledgeGraph } from '@portal/contract';
import { describe, expect, it } from 'vitest';
import { matchNodes, NODE_TYPE_COLORS, nodeSize, toGraphSeries } from './graphData';

const node = (nodeId: string, type: KnowledgeGraph['nodes'][number]['type'], name: string, summary = '') => ({
  nodeId,
  type,
  name,
  summary,
  order: 0,
});

const graph: KnowledgeGraph = {
  nodes: [
    node('b1', 'BOARD', '科创板', '硬科技'),
    node('r1', 'REQUIREMENT', '科创板上市财务标准'),
    node('l1', 'LAW', '证券法', '注册制的法律基础'),
    node('c1', 'CONCEPT', '全面注册制'),
  ],
  relations: [
    { relationId: 'x1', fromId: 'r1', toId: 'b1', label: 'APPLIES_TO' },
    { relationId: 'x2', fromId: 'b1', toId: 'l1', label: 'BASED_ON' },
    { relationId: 'x3', fromId: 'c1', toId: 'l1', label: 'RELATED' },
    // Points at a node that is not drawn (disabled): dropped.
    { relationId: 'x4', fromId: 'b1', toId: 'gone', label: 'CASE' },
  ],
};

const labels = { nodeType: (t: string) => `type:${t}`, relation: (l: string) => `rel:${l}` };

describe('toGraphSeries', () => {
  const series = toGraphSeries(graph, labels);

  it('has one category per node type, in contract order, each with its colour', () => {
    expect(series.categories.map((c) => c.name)).toEqual([
      'type:BOARD',
      'type:STAGE',
      'type:REQUIREMENT',
      'type:LAW',
      'type:CASE',
      'type:CONCEPT',
    ]);
    expect(series.categories[0]!.itemStyle.color).toBe(NODE_TYPE_COLORS.BOARD);
  });

  it('maps nodes to their category index with the summary as value', () => {
    expect(series.nodes.map((n) => [n.id, n.name, n.category])).toEqual([
      ['b1', '科创板', 0],
      ['r1', '科创板上市财务标准', 2],
      ['l1', '证券法', 3],
      ['c1', '全面注册制', 5],
    ]);
    expect(series.nodes[0]!.value).toBe('硬科技');
  });

  it('maps relations to labelled links between node ids, dropping dangling ones', () => {
    expect(series.links).toEqual([
      { id: 'x1', source: 'r1', target: 'b1', value: 'rel:APPLIES_TO' },
      { id: 'x2', source: 'b1', target: 'l1', value: 'rel:BASED_ON' },
      {
        id: 'x3',
        source: 'c1',
        target: 'l1',
        value: 'rel:RELATED',
        lineStyle: { type: 'dashed' },
        symbol: ['none', 'none'],
      },
    ]);
  });

  it('sizes nodes by degree, boards larger, within bounds', () => {
    const size = Object.fromEntries(series.nodes.map((n) => [n.id, n.symbolSize]));
    expect(size.l1).toBeGreaterThan(size.c1!);
    expect(size.b1).toBeGreaterThan(size.l1!);
    expect(nodeSize(0, 'CONCEPT')).toBe(18);
    expect(nodeSize(1000, 'BOARD')).toBe(56);
  });
});

describe('matchNodes', () => {
  it('finds by name first, then by summary, ignoring case and blanks', () => {
    expect(matchNodes(graph, '科创').map((n) => n.nodeId)).toEqual(['b1', 'r1']);
    expect(matchNodes(graph, '注册制').map((n) => n.nodeId)).toEqual(['c1', 'l1']);
    expect(matchNodes(graph, '  ')).toEqual([]);
  });
});
