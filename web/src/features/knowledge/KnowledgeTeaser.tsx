// For the portal home (owned by the portal feature): the knowledge graph in a card, with the
// boards as quick entries. Usage: <KnowledgeTeaser />. It does not load ECharts: the graph page does.
import { RightOutlined } from '@ant-design/icons';
import { Card, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useKnowledgeGraph } from '../../api/knowledge';
import { NODE_TYPE_COLORS } from './graphData';
import './knowledge.css';

export function KnowledgeTeaser() {
  const { t } = useTranslation('knowledge');
  const graph = useKnowledgeGraph();
  const boards = graph.data?.nodes.filter((n) => n.type === 'BOARD') ?? [];
  return (
    <Card
      title={t('teaser.title')}
      className="portal-card knowledge-teaser"
      extra={
        <Link to="/portal/knowledge">
          {t('teaser.more')} <RightOutlined />
        </Link>
      }
    >
      <Typography.Paragraph type="secondary">{t('teaser.text')}</Typography.Paragraph>
      <div className="knowledge-teaser__links">
        {boards.map((b) => (
          <Link key={b.nodeId} to={`/portal/knowledge?node=${b.nodeId}`}>
            <Tag color={NODE_TYPE_COLORS.BOARD}>{b.name}</Tag>
          </Link>
        ))}
      </div>
    </Card>
  );
}
