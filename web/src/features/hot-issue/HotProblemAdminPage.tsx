// /portal/management/hotProblem: every hot issue, drafts included; filter, page, publish or take
// offline, delete (after asking), and open the editor.
import { PlusOutlined } from '@ant-design/icons';
import { HOT_ISSUE_CATEGORIES, type HotIssueAdmin, type HotIssueAdminQuery } from '@portal/contract';
import type { TableColumnsType } from 'antd';
import { Badge, Button, Card, Form, Input, Select, Space, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { useDeleteHotIssue, useHotIssuesAdmin, useToggleHotIssuePublished } from '../../api/hot-issue';
import { confirm, toast } from '../../ui';
import { AdminTable, FIRST_PAGE, type PagedQuery } from '../../ui/AdminTable';
import { formatMinute } from '../../ui/time';

export const HOT_PROBLEM_EDIT = '/portal/management/hotProblem/edit';
type Filters = Pick<HotIssueAdminQuery, 'category' | 'keyword' | 'published'>;

export default function HotProblemAdminPage() {
  const { t } = useTranslation('hotIssue');
  const navigate = useNavigate();
  const [query, setQuery] = useState<PagedQuery<Filters>>(FIRST_PAGE);
  const list = useHotIssuesAdmin(query);
  const toggle = useToggleHotIssuePublished();
  const remove = useDeleteHotIssue();

  const publish = (issue: HotIssueAdmin, published: boolean) => {
    const run = () =>
      toggle
        .mutateAsync({ issueId: issue.issueId, published })
        .then(() => toast.success(t(published ? 'admin.published' : 'admin.unpublished', issue)));
    if (published) return void run();
    confirm({ content: t('admin.unpublishConfirm', issue), onOk: run, onCancel: () => undefined });
  };
  const askDelete = (issue: HotIssueAdmin) =>
    confirm({
      content: t('admin.deleteConfirm', issue),
      danger: true,
      onOk: () => remove.mutateAsync(issue.issueId).then(() => toast.success(t('admin.deleted'))),
      onCancel: () => undefined,
    });

  const columns: TableColumnsType<HotIssueAdmin> = [
    {
      title: t('admin.columns.question'),
      dataIndex: 'question',
      render: (q: string, issue) => <Link to={`${HOT_PROBLEM_EDIT}?id=${issue.issueId}`}>{q}</Link>,
    },
    {
      title: t('admin.columns.category'),
      dataIndex: 'category',
      width: 120,
      render: (c: HotIssueAdmin['category']) => <Tag color="blue">{t(`category.${c}`)}</Tag>,
    },
    { title: t('admin.columns.order'), dataIndex: 'order', width: 80 },
    {
      title: t('admin.columns.published'),
      dataIndex: 'published',
      width: 100,
      render: (p: boolean) => (
        <Badge status={p ? 'success' : 'default'} text={t(`admin.publishedOptions.${p}`)} />
      ),
    },
    { title: t('admin.columns.viewCount'), dataIndex: 'viewCount', width: 80 },
    {
      title: t('admin.columns.updatedAt'),
      dataIndex: 'updatedAt',
      width: 160,
      render: (v: string) => formatMinute(v),
    },
    {
      title: t('admin.columns.actions'),
      key: 'actions',
      width: 200,
      render: (_: unknown, issue) => (
        <Space size={0}>
          <Button
            type="link"
            size="small"
            onClick={() => navigate(`${HOT_PROBLEM_EDIT}?id=${issue.issueId}`)}
          >
            {t('admin.edit')}
          </Button>
          <Button type="link" size="small" onClick={() => publish(issue, !issue.published)}>
            {t(issue.published ? 'admin.unpublish' : 'admin.publish')}
          </Button>
          <Button type="link" size="small" danger onClick={() => askDelete(issue)}>
            {t('admin.delete')}
          </Button>
        </Space>
      ),
    },
  ];

  return (
    <Card
      title={t('admin.title')}
      extra={
        <Button type="primary" icon={<PlusOutlined />} onClick={() => navigate(HOT_PROBLEM_EDIT)}>
          {t('admin.add')}
        </Button>
      }
    >
      <AdminTable<HotIssueAdmin, Filters>
        query={query}
        onQuery={setQuery}
        rows={list.data}
        loading={list.isFetching}
        rowKey="issueId"
        columns={columns}
        text={{
          search: t('admin.filters.search'),
          reset: t('admin.filters.reset'),
          empty: t('admin.empty'),
          total: (total) => t('admin.total', { total }),
        }}
        filters={
          <>
            <Form.Item name="category" label={t('admin.filters.category')}>
              <Select
                allowClear
                style={{ width: 150 }}
                options={HOT_ISSUE_CATEGORIES.map((c) => ({ value: c, label: t(`category.${c}`) }))}
              />
            </Form.Item>
            <Form.Item name="published" label={t('admin.filters.published')}>
              <Select
                allowClear
                style={{ width: 120 }}
                options={(['true', 'false'] as const).map((v) => ({
                  value: v,
                  label: t(`admin.publishedOptions.${v}`),
                }))}
              />
            </Form.Item>
            <Form.Item name="keyword">
              <Input allowClear placeholder={t('admin.filters.keyword')} style={{ width: 220 }} />
            </Form.Item>
          </>
        }
      />
    </Card>
  );
}
