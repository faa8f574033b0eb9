// /portal/management/knowledge: the knowledge graph's maintenance — nodes, relations, and a
// preview of the graph as the portal draws it.
import { PlusOutlined } from '@ant-design/icons';
import { Button, Card, Tabs } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { KnowledgeGraph } from './KnowledgeGraph';
import { KNOWLEDGE_EDIT, KnowledgeNodeTable } from './KnowledgeNodeTable';
import { KnowledgeRelationTable } from './KnowledgeRelationTable';

export default function KnowledgeAdminPage() {
  const { t } = useTranslation('knowledge');
  const navigate = useNavigate();
  const [tab, setTab] = useState('nodes');
  return (
    <Card
      title={t('admin.title')}
      extra={
        <Button type="primary" icon={<PlusOutlined />} onClick={() => navigate(KNOWLEDGE_EDIT)}>
          {t('admin.add')}
        </Button>
      }
    >
      <Tabs
        activeKey={tab}
        onChange={setTab}
        items={[
          { key: 'nodes', label: t('admin.tabs.nodes'), children: <KnowledgeNodeTable /> },
          { key: 'relations', label: t('admin.tabs.relations'), children: <KnowledgeRelationTable /> },
          {
            key: 'preview',
            label: t('admin.tabs.preview'),
            // Drawn afresh on every visit, so it shows the latest edits.
            destroyOnHidden: true,
            children: <KnowledgeGraph height={560} showDirectory={false} />,
          },
        ]}
      />
    </Card>
  );
}
