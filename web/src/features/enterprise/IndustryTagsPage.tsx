// /company/industryTags: the tags used in my scope with their counts (a click filters), and the
// enterprises with their tags, edited one by one.
import type { EnterpriseSummary } from '@portal/contract';
import type { TableColumnsType } from 'antd';
import { Button, Card, Empty, Flex, Input, Space, Table, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useEnterpriseList, useTagCounts } from '../../api/enterprise';
import { text, useListState } from '../../ui/listState';
import { TagsModal } from './TagsModal';

export default function IndustryTagsPage() {
  const { t } = useTranslation('enterprise');
  const state = useListState((p) => ({ tag: text(p, 'tag'), name: text(p, 'name') }));
  const counts = useTagCounts();
  const list = useEnterpriseList({ ...state.filters, page: state.page, size: state.size });
  const [editing, setEditing] = useState<EnterpriseSummary | null>(null);
  const columns: TableColumnsType<EnterpriseSummary> = [
    {
      title: t('list.columns.name'),
      dataIndex: 'name',
      render: (n: string, e) => <Link to={`/company/profile?id=${e.id}`}>{n}</Link>,
    },
    { title: t('list.columns.region'), dataIndex: 'regionName', width: 140 },
    { title: t('list.columns.industry'), dataIndex: 'industryName', width: 180 },
    {
      title: t('fields.tags'),
      dataIndex: 'tags',
      render: (tags: string[]) => (tags.length ? tags.map((x) => <Tag key={x}>{x}</Tag>) : t('tags.none')),
    },
    {
      title: t('list.columns.actions'),
      key: 'actions',
      width: 110,
      render: (_, e) => (
        <Button type="link" size="small" onClick={() => setEditing(e)}>
          {t('tags.edit')}
        </Button>
      ),
    },
  ];
  return (
    <Flex vertical gap={16}>
      <Card title={t('tags.counts')} loading={counts.isPending}>
        {counts.data?.length ? (
          <Space size={[8, 8]} wrap>
            {counts.data.map((c) => (
              <Tag.CheckableTag
                key={c.tag}
                checked={state.filters.tag === c.tag}
                onChange={(on) => state.setFilters({ ...state.filters, tag: on ? c.tag : undefined })}
              >
                {c.tag} ({c.count})
              </Tag.CheckableTag>
            ))}
          </Space>
        ) : (
          <Empty description={t('tags.none')} image={Empty.PRESENTED_IMAGE_SIMPLE} />
        )}
      </Card>
      <Card
        title={t('tags.title')}
        extra={
          <Input.Search
            allowClear
            defaultValue={state.filters.name}
            placeholder={t('list.filters.name')}
            onSearch={(name) => state.setFilters({ ...state.filters, name: name.trim() || undefined })}
            style={{ width: 260 }}
          />
        }
      >
        <Table<EnterpriseSummary>
          rowKey="id"
          columns={columns}
          dataSource={list.data?.items ?? []}
          loading={list.isFetching}
          locale={{ emptyText: <Empty description={t('list.empty')} /> }}
          pagination={{
            current: state.page,
            pageSize: state.size,
            total: list.data?.total ?? 0,
            onChange: state.setPage,
          }}
        />
      </Card>
      <TagsModal target={editing} onClose={() => setEditing(null)} />
    </Flex>
  );
}
