// Every node by type, as buttons: the graph's canvas is invisible to screen readers and hard to
// use by keyboard, so the same articles open from here too.
import { KNOWLEDGE_NODE_TYPES, type KnowledgeGraph } from '@portal/contract';
import { Button, Card, Flex, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { NODE_TYPE_COLORS } from './graphData';

type Props = { graph: KnowledgeGraph; onOpen: (nodeId: string) => void };

export function KnowledgeDirectory({ graph, onOpen }: Props) {
  const { t } = useTranslation('knowledge');
  return (
    <Card size="small" title={t('graph.directory')} className="knowledge-directory">
      <Typography.Paragraph type="secondary">{t('graph.directoryHint')}</Typography.Paragraph>
      {KNOWLEDGE_NODE_TYPES.map((type) => {
        const nodes = graph.nodes.filter((n) => n.type === type);
        if (nodes.length === 0) return null;
        return (
          <section key={type} className="knowledge-directory__group" aria-label={t(`nodeType.${type}`)}>
            <Tag color={NODE_TYPE_COLORS[type]}>{t(`nodeType.${type}`)}</Tag>
            <Flex wrap gap={4}>
              {nodes.map((n) => (
                <Button
                  key={n.nodeId}
                  size="small"
                  type="text"
                  title={n.summary}
                  onClick={() => onOpen(n.nodeId)}
                >
                  {n.name}
                </Button>
              ))}
            </Flex>
          </section>
        );
      })}
    </Card>
  );
}
