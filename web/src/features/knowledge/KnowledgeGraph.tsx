// The interactive knowledge graph, shared by the portal (/portal/knowledge), the console's IPO
// knowledge graph entries and the maintenance preview: ECharts force layout with a legend per node
// type, search to point at a node, a click on a node opens its article in a drawer.
import type { KnowledgeNodeType, KnowledgeRelationLabel } from '@portal/contract';
import { AutoComplete, Button, Empty, Input, Result, Spin, Typography } from 'antd';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useKnowledgeGraph } from '../../api/knowledge';
import { matchNodes, toGraphSeries } from './graphData';
import { KnowledgeArticleDrawer } from './KnowledgeArticleDrawer';
import { KnowledgeDirectory } from './KnowledgeDirectory';
import { useGraphChart } from './useGraphChart';
import './knowledge.css';

export type KnowledgeGraphProps = {
  /** Height of the drawing area. */
  height?: number;
  /** The node directory under the graph (keyboard and screen-reader access). */
  showDirectory?: boolean;
  /** A node whose article opens at once (a link from elsewhere: ?node=…). */
  initialNodeId?: string | null;
};

export function KnowledgeGraph({
  height = 620,
  showDirectory = true,
  initialNodeId = null,
}: KnowledgeGraphProps) {
  const { t, i18n } = useTranslation('knowledge');
  const graph = useKnowledgeGraph();
  const [openId, setOpenId] = useState<string | null>(initialNodeId);
  const [keyword, setKeyword] = useState('');
  const container = useRef<HTMLDivElement>(null);

  // Stable across renders: a new option would lay the graph out afresh and move every node.
  // biome-ignore lint/correctness/useExhaustiveDependencies: labels follow the language
  const labels = useMemo(
    () => ({
      nodeType: (type: KnowledgeNodeType) => t(`nodeType.${type}`),
      relation: (label: KnowledgeRelationLabel) => t(`relation.${label}`),
    }),
    [i18n.language],
  );
  const series = useMemo(() => graph.data && toGraphSeries(graph.data, labels), [graph.data, labels]);
  const { focus, resetView } = useGraphChart(container, series, labels, setOpenId);
  // The node a link asked for is also picked out in the graph, once it is drawn.
  const focusedInitial = useRef(false);
  useEffect(() => {
    if (!series || !initialNodeId || focusedInitial.current) return;
    focusedInitial.current = true;
    focus(initialNodeId);
  }, [series, initialNodeId, focus]);

  const options = useMemo(
    () =>
      graph.data
        ? matchNodes(graph.data, keyword).map((n) => ({
            value: n.nodeId,
            label: `${n.name} · ${labels.nodeType(n.type)}`,
          }))
        : [],
    [graph.data, keyword, labels],
  );

  const open = (nodeId: string) => {
    focus(nodeId);
    setOpenId(nodeId);
  };

  if (graph.isError)
    return (
      <Result
        status="warning"
        subTitle={t('graph.loadFailed')}
        extra={<Button onClick={() => void graph.refetch()}>{t('graph.reload')}</Button>}
      />
    );
  const empty = graph.data && graph.data.nodes.length === 0;

  return (
    <div className="knowledge-graph">
      <div className="knowledge-graph__toolbar">
        <AutoComplete
          className="knowledge-graph__search"
          options={options}
          value={keyword}
          onChange={setKeyword}
          onSelect={(nodeId: string) => {
            setKeyword(graph.data?.nodes.find((n) => n.nodeId === nodeId)?.name ?? '');
            focus(nodeId);
          }}
          notFoundContent={keyword.trim() ? t('graph.noMatch') : null}
        >
          <Input.Search placeholder={t('graph.search')} allowClear data-testid="knowledge-search" />
        </AutoComplete>
        <Button onClick={resetView} disabled={!series}>
          {t('graph.reset')}
        </Button>
        {graph.data && (
          <Typography.Text type="secondary">
            {t('graph.stats', { nodes: graph.data.nodes.length, relations: graph.data.relations.length })}
          </Typography.Text>
        )}
      </div>
      <Spin spinning={graph.isPending}>
        {empty && <Empty className="knowledge-graph__empty" description={t('graph.empty')} />}
        <div
          ref={container}
          className="knowledge-graph__canvas"
          data-testid="knowledge-graph-canvas"
          role="img"
          aria-label={t('graph.canvasLabel', { nodes: graph.data?.nodes.length ?? 0 })}
          style={{ height, display: empty ? 'none' : undefined }}
        />
      </Spin>
      {showDirectory && graph.data && !empty && <KnowledgeDirectory graph={graph.data} onOpen={open} />}
      <KnowledgeArticleDrawer nodeId={openId} onClose={() => setOpenId(null)} onOpenNode={open} />
    </div>
  );
}
