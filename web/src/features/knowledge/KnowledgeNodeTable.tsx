// The knowledge nodes, filtered by type, keyword and status, paged; edit, or delete after asking —
// saying how many relations go with the node.
import { KNOWLEDGE_NODE_TYPES, type KnowledgeNodeAdmin, type KnowledgeNodeQuery } from '@portal/contract';
import type { TableColumnsType } from 'antd';
import { Badge, Button, Form, Input, Select, Space, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { useDeleteKnowledgeNode, useKnowledgeNodes } from '../../api/knowledge';
import { confirm, toast } from '../../ui';
import { AdminTable, FIRST_PAGE, type PagedQuery } from '../../ui/AdminTable';
import { formatMinute } from '../../ui/time';
import { NODE_TYPE_COLORS } from './graphData';

export const KNOWLEDGE_EDIT = '/portal/management/knowledge/edit';
type Filters = Pick<KnowledgeNodeQuery, 'type' | 'keyword' | 'enabled'>;

export function KnowledgeNodeTable() {
  const { t } = useTranslation('knowledge');
  const navigate = useNavigate();
  const [query, setQuery] = useState<PagedQuery<Filters>>(FIRST_PAGE);
  const list = useKnowledgeNodes(query);
  const remove = useDeleteKnowledgeNode();

  const askDelete = (node: KnowledgeNodeAdmin) => {
    const cascade = node.relationCount > 0;
    confirm({
      content: t(cascade ? 'admin.deleteCascadeConfirm' : 'admin.deleteConfirm', {
        name: node.name,
        count: node.relationCount,
      }),
      danger: true,
      onOk: () =>
        remove.mutateAsync({ nodeId: node.nodeId, cascade }).then(({ relationsRemoved }) =>
          toast.success(
            t(relationsRemoved > 0 ? 'admin.deletedCascade' : 'admin.deleted', {
              name: node.name,
              count: relationsRemoved,
            }),
          ),
        ),
      onCancel: () => undefined,
    });
  };

  const columns: TableColumnsType<KnowledgeNodeAdmin> = [
    {
      title: t('admin.columns.name'),
      dataIndex: 'name',
      render: (name: string, n) => <Link to={`${KNOWLEDGE_EDIT}?id=${n.nodeId}`}>{name}</Link>,
    },
    {
      title: t('admin.columns.type'),
      dataIndex: 'type',
      width: 110,
      render: (type: KnowledgeNodeAdmin['type']) => (
        <Tag color={NODE_TYPE_COLORS[type]}>{t(`nodeType.${type}`)}</Tag>
      ),
    },
    { title: t('admin.columns.summary'), dataIndex: 'summary', ellipsis: true },
    { title: t('admin.columns.order'), dataIndex: 'order', width: 70 },
    { title: t('admin.columns.relationCount'), dataIndex: 'relationCount', width: 80 },
    {
      title: t('admin.columns.enabled'),
      dataIndex: 'enabled',
      width: 90,
      render: (e: boolean) => (
        <Badge status={e ? 'success' : 'default'} text={t(`admin.enabledOptions.${e}`)} />
      ),
    },
    {
      title: t('admin.columns.updatedAt'),
      dataIndex: 'updatedAt',
      width: 150,
      render: (v: string) => formatMinute(v),
    },
    {
      title: t('admin.columns.actions'),
      key: 'actions',
      width: 130,
      render: (_: unknown, n) => (
        <Space size={0}>
          <Button type="link" size="small" onClick={() => navigate(`${KNOWLEDGE_EDIT}?id=${n.nodeId}`)}>
            {t('admin.edit')}
          </Button>
          <Button type="link" size="small" danger onClick={() => askDelete(n)}>
            {t('admin.delete')}
          </Button>
        </Space>
      ),
    },
  ];

  return (
    <AdminTable<KnowledgeNodeAdmin, Filters>
      query={query}
      onQuery={setQuery}
      rows={list.data}
      loading={list.isFetching}
      rowKey="nodeId"
      columns={columns}
      text={{
        search: t('admin.filters.search'),
        reset: t('admin.filters.reset'),
        empty: t(list.isError ? 'admin.loadFailed' : 'admin.empty'),
        total: (total) => t('admin.total', { total }),
      }}
      filters={
        <>
          <Form.Item name="type" label={t('admin.filters.type')}>
            <Select
              allowClear
              style={{ width: 140 }}
              options={KNOWLEDGE_NODE_TYPES.map((type) => ({ value: type, label: t(`nodeType.${type}`) }))}
            />
          </Form.Item>
          <Form.Item name="enabled" label={t('admin.filters.enabled')}>
            <Select
              allowClear
              style={{ width: 110 }}
              options={(['true', 'false'] as const).map((v) => ({
                value: v,
                label: t(`admin.enabledOptions.${v}`),
              }))}
            />
          </Form.Item>
          <Form.Item name="keyword">
            <Input allowClear placeholder={t('admin.filters.keyword')} style={{ width: 200 }} />
          </Form.Item>
        </>
      }
    />
  );
}
