// The relations, filtered by node and type, paged; add, change and delete (after asking). On a
// node's edit page it shows that node's relations only.
import { PlusOutlined } from '@ant-design/icons';
import {
  KNOWLEDGE_RELATION_LABELS,
  type KnowledgeRelationAdmin,
  type KnowledgeRelationLabel,
  PAGE_SIZE_DEFAULT,
} from '@portal/contract';
import type { TableColumnsType } from 'antd';
import { Button, Empty, Select, Space, Table, Tag } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDeleteKnowledgeRelation, useKnowledgeRelations } from '../../api/knowledge';
import { confirm, toast } from '../../ui';
import { NODE_TYPE_COLORS } from './graphData';
import { NodePicker } from './NodePicker';
import { RelationFormModal } from './RelationFormModal';

type Props = { node?: { nodeId: string; name: string } };

export function KnowledgeRelationTable({ node }: Props) {
  const { t } = useTranslation('knowledge');
  const [nodeFilter, setNodeFilter] = useState<string | undefined>();
  const [label, setLabel] = useState<KnowledgeRelationLabel | undefined>();
  const [paging, setPaging] = useState({ page: 1, size: PAGE_SIZE_DEFAULT });
  const [editing, setEditing] = useState<KnowledgeRelationAdmin | null | 'new'>(null);
  const nodeId = node?.nodeId ?? nodeFilter;
  const list = useKnowledgeRelations({ nodeId, label, ...paging });
  const remove = useDeleteKnowledgeRelation();
  // Stable, or the open form would reset on every render.
  const [fixedId, fixedName] = [node?.nodeId, node?.name];
  const defaults = useMemo(
    () => (fixedId ? { fromId: fixedId, fromName: fixedName } : undefined),
    [fixedId, fixedName],
  );

  const end = (name: string, type: KnowledgeRelationAdmin['fromType']) => (
    <span>
      <Tag color={NODE_TYPE_COLORS[type]}>{t(`nodeType.${type}`)}</Tag>
      {name}
    </span>
  );
  const askDelete = (r: KnowledgeRelationAdmin) =>
    confirm({
      content: t('admin.relationDeleteConfirm', {
        from: r.fromName,
        to: r.toName,
        label: t(`relation.${r.label}`),
      }),
      danger: true,
      onOk: () => remove.mutateAsync(r.relationId).then(() => toast.success(t('admin.relationDeleted'))),
      onCancel: () => undefined,
    });

  const columns: TableColumnsType<KnowledgeRelationAdmin> = [
    { title: t('admin.columns.from'), key: 'from', render: (_: unknown, r) => end(r.fromName, r.fromType) },
    {
      title: t('admin.columns.label'),
      dataIndex: 'label',
      width: 110,
      render: (l: KnowledgeRelationLabel) => <strong>{t(`relation.${l}`)}</strong>,
    },
    { title: t('admin.columns.to'), key: 'to', render: (_: unknown, r) => end(r.toName, r.toType) },
    {
      title: t('admin.columns.actions'),
      key: 'actions',
      width: 140,
      render: (_: unknown, r) => (
        <Space size={0}>
          <Button type="link" size="small" onClick={() => setEditing(r)}>
            {t('admin.edit')}
          </Button>
          <Button type="link" size="small" danger onClick={() => askDelete(r)}>
            {t('admin.delete')}
          </Button>
        </Space>
      ),
    },
  ];

  return (
    <>
      <Space wrap style={{ marginBottom: 16 }}>
        {!node && (
          <NodePicker
            value={nodeFilter}
            onChange={(v) => {
              setNodeFilter(v);
              setPaging((p) => ({ ...p, page: 1 }));
            }}
            placeholder={t('admin.nodeFilter')}
            allowClear
            style={{ width: 260 }}
          />
        )}
        <Select
          allowClear
          value={label}
          placeholder={t('admin.columns.label')}
          style={{ width: 140 }}
          onChange={(v) => {
            setLabel(v);
            setPaging((p) => ({ ...p, page: 1 }));
          }}
          options={KNOWLEDGE_RELATION_LABELS.map((l) => ({ value: l, label: t(`relation.${l}`) }))}
        />
        <Button icon={<PlusOutlined />} onClick={() => setEditing('new')} data-testid="relation-add">
          {t('admin.addRelation')}
        </Button>
      </Space>
      <Table<KnowledgeRelationAdmin>
        rowKey="relationId"
        size="middle"
        columns={columns}
        dataSource={list.data?.items ?? []}
        loading={list.isFetching}
        locale={{ emptyText: <Empty description={t('admin.relationsEmpty')} /> }}
        pagination={{
          current: paging.page,
          pageSize: paging.size,
          total: list.data?.total ?? 0,
          showTotal: (total) => t('admin.total', { total }),
          onChange: (page, size) => setPaging({ page: size === paging.size ? page : 1, size }),
        }}
      />
      <RelationFormModal
        open={editing !== null}
        relation={editing === 'new' ? null : editing}
        defaults={defaults}
        onClose={() => setEditing(null)}
      />
    </>
  );
}
