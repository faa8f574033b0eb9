// /portal/knowledge: the knowledge graph for every visitor (?node=… opens one node's article).
import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { usePageMeta } from '../../session/usePageMeta';
import { KnowledgeGraph } from './KnowledgeGraph';
import '../../ui/portal.css';

export default function PortalKnowledgePage() {
  const { t } = useTranslation('knowledge');
  const [search] = useSearchParams();
  usePageMeta(t('graph.title'), t('graph.intro'));
  return (
    <div className="portal-page">
      <div className="portal-page__head">
        <Typography.Title level={1}>{t('graph.title')}</Typography.Title>
      </div>
      <Typography.Paragraph type="secondary">{t('graph.intro')}</Typography.Paragraph>
      <KnowledgeGraph initialNodeId={search.get('node')} />
    </div>
  );
}
