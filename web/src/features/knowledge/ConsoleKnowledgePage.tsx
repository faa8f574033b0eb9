// The console's IPO knowledge graph (/ipo/IpoItemIndex for enterprises and institutions,
// /widget/IpoItemIndex for offices and member units): the portal's graph inside the console.
import { Card, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { KnowledgeGraph } from './KnowledgeGraph';

export default function ConsoleKnowledgePage() {
  const { t } = useTranslation('knowledge');
  const [search] = useSearchParams();
  return (
    <Card title={t('graph.title')}>
      <Typography.Paragraph type="secondary">{t('graph.intro')}</Typography.Paragraph>
      <KnowledgeGraph height={580} initialNodeId={search.get('node')} />
    </Card>
  );
}
