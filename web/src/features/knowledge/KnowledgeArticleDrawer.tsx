// One node's article in a drawer beside the graph: type, summary, body and the related nodes,
// each of which opens in the same drawer.
import type { KnowledgeArticle } from '@portal/contract';
import { Button, Drawer, Empty, List, Result, Skeleton, Space, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useKnowledgeArticle } from '../../api/knowledge';
import { RichTextView } from '../../ui/editor/RichTextView';
import { formatDate } from '../../ui/time';
import { NODE_TYPE_COLORS } from './graphData';

type Props = { nodeId: string | null; onClose: () => void; onOpenNode: (nodeId: string) => void };

function Links({ article, onOpenNode }: { article: KnowledgeArticle; onOpenNode: Props['onOpenNode'] }) {
  const { t } = useTranslation('knowledge');
  if (article.links.length === 0) return <Empty description={t('article.noLinks')} />;
  return (
    <List
      size="small"
      dataSource={article.links}
      renderItem={(link) => (
        <List.Item key={link.relationId}>
          <Space wrap>
            <Typography.Text type="secondary">
              {t(link.direction === 'out' ? 'article.outgoing' : 'article.incoming', {
                relation: t(`relation.${link.label}`),
              })}
            </Typography.Text>
            <Tag color={NODE_TYPE_COLORS[link.node.type]}>{t(`nodeType.${link.node.type}`)}</Tag>
            <Button type="link" size="small" onClick={() => onOpenNode(link.node.nodeId)}>
              {link.node.name}
            </Button>
          </Space>
        </List.Item>
      )}
    />
  );
}

export function KnowledgeArticleDrawer({ nodeId, onClose, onOpenNode }: Props) {
  const { t } = useTranslation('knowledge');
  const article = useKnowledgeArticle(nodeId);
  const data = article.data;
  return (
    <Drawer
      open={nodeId !== null}
      onClose={onClose}
      size="min(640px, 100vw)"
      title={data?.name ?? ' '}
      className="knowledge-drawer"
      closable={{ 'aria-label': t('article.close') }}
      destroyOnHidden
    >
      {article.isPending ? (
        <Skeleton active paragraph={{ rows: 8 }} />
      ) : article.isError || !data ? (
        <Result status="404" subTitle={t('article.notFound')} />
      ) : (
        <article className="knowledge-article" data-testid="knowledge-article">
          <Space wrap className="knowledge-article__meta">
            <Tag color={NODE_TYPE_COLORS[data.type]}>{t(`nodeType.${data.type}`)}</Tag>
            <Typography.Text type="secondary">
              {t('article.updatedAt', { time: formatDate(data.updatedAt) })}
            </Typography.Text>
          </Space>
          {data.summary && (
            <Typography.Paragraph className="knowledge-article__summary">{data.summary}</Typography.Paragraph>
          )}
          <RichTextView html={data.body} className="knowledge-article__body" />
          <Typography.Title level={5}>{t('article.links')}</Typography.Title>
          <Links article={data} onOpenNode={onOpenNode} />
        </article>
      )}
    </Drawer>
  );
}
