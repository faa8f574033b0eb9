// /company/audit: the review queue of enterprise information. "For me" is the workflow to-do of
// 企业信息审核 for my office (review opens the workflow detail with its actions beside the
// changes); "in my region" shows every review in progress in my scope, read-only.

import type { EnterpriseReviewItem } from '@portal/contract';
import { useQueryClient } from '@tanstack/react-query';
import type { TableColumnsType } from 'antd';
import { Button, Card, Drawer, Empty, Flex, Input, Segmented, Space, Table, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { enterpriseKeys, useEnterpriseProfile, useReviewQueue } from '../../api/enterprise';
import { useSignedIn } from '../../session/handle';
import { text, useListState } from '../../ui/listState';
import { formatMinute } from '../../ui/time';
import { ChangesTable, StatusTag } from '../profile-versions';
import { WorkflowDetail } from '../workflow';
import { ProfileView } from './ProfileView';

type Scope = 'todo' | 'all';

function ReviewDrawer({ item, onClose }: { item: EnterpriseReviewItem | null; onClose: () => void }) {
  const { t } = useTranslation('enterprise');
  const profile = useEnterpriseProfile(item?.enterpriseId ?? null);
  const pending = profile.data?.pending;
  return (
    <Drawer
      open={item !== null}
      onClose={onClose}
      width={Math.min(1100, window.innerWidth)}
      title={`${t('audit.detail')} · ${item?.enterpriseName ?? ''}`}
      destroyOnHidden
    >
      {item && (
        <Flex vertical gap={16}>
          {/* The workflow item belongs to the reviewing office's inbox; others see the changes only. */}
          {item.workflowInstanceId && item.mine && <WorkflowDetail id={item.workflowInstanceId} />}
          <Card
            size="small"
            title={item.isNew ? t('profile.pendingNew') : t('my.changes')}
            loading={profile.isPending}
          >
            {pending &&
              (profile.data?.current ? (
                <ChangesTable changes={profile.data.pendingChanges} />
              ) : (
                <ProfileView data={pending.data} />
              ))}
          </Card>
        </Flex>
      )}
    </Drawer>
  );
}

export default function AuditPage() {
  const { t } = useTranslation('enterprise');
  const signedIn = useSignedIn();
  // Member units do not review: they see the reviews in progress, read-only.
  const reviewer = signedIn.org.type === 'FINANCIAL';
  const state = useListState((p) => ({
    scope: (text(p, 'scope') ?? (reviewer ? 'todo' : 'all')) as Scope,
    name: text(p, 'name'),
  }));
  const queue = useReviewQueue({ ...state.filters, page: state.page, size: state.size });
  const [open, setOpen] = useState<EnterpriseReviewItem | null>(null);
  const client = useQueryClient();
  // A decision taken in the drawer moves the item out of the queue: refresh on closing.
  const close = () => {
    setOpen(null);
    void client.invalidateQueries({ queryKey: enterpriseKeys.all });
  };
  const columns: TableColumnsType<EnterpriseReviewItem> = [
    {
      title: t('audit.columns.name'),
      dataIndex: 'enterpriseName',
      render: (n: string, r) => <Link to={`/company/profile?id=${r.enterpriseId}`}>{n}</Link>,
    },
    { title: t('audit.columns.region'), dataIndex: 'regionName', width: 120 },
    {
      title: t('audit.columns.kind'),
      dataIndex: 'isNew',
      width: 100,
      render: (isNew: boolean) => <Tag>{isNew ? t('audit.kindNew') : t('audit.kindChange')}</Tag>,
    },
    {
      title: t('audit.columns.status'),
      dataIndex: 'status',
      width: 100,
      render: (s: string) => <StatusTag status={s} />,
    },
    { title: t('audit.columns.assignee'), dataIndex: 'assigneeOrgName', width: 200 },
    {
      title: t('audit.columns.submittedAt'),
      dataIndex: 'submittedAt',
      width: 170,
      render: (v: string | null) => formatMinute(v),
    },
    {
      title: t('audit.columns.actions'),
      key: 'actions',
      width: 100,
      render: (_, r) => (
        <Button type="link" size="small" onClick={() => setOpen(r)} data-testid="audit-open">
          {r.mine ? t('audit.review') : t('audit.view')}
        </Button>
      ),
    },
  ];
  return (
    <Card title={t('audit.title')}>
      <Flex gap={12} wrap justify="space-between" style={{ marginBottom: 16 }}>
        {reviewer ? (
          <Segmented<Scope>
            value={state.filters.scope}
            onChange={(scope) => state.setFilters({ ...state.filters, scope })}
            options={[
              { value: 'todo', label: t('audit.todo') },
              { value: 'all', label: t('audit.all') },
            ]}
          />
        ) : (
          <Space />
        )}
        <Input.Search
          allowClear
          defaultValue={state.filters.name}
          placeholder={t('audit.search')}
          onSearch={(name) => state.setFilters({ ...state.filters, name: name.trim() || undefined })}
          style={{ width: 280 }}
        />
      </Flex>
      <Table<EnterpriseReviewItem>
        rowKey="versionId"
        columns={columns}
        dataSource={queue.data?.items ?? []}
        loading={queue.isFetching}
        scroll={{ x: 900 }}
        locale={{ emptyText: <Empty description={queue.isError ? t('loadFailed') : t('audit.empty')} /> }}
        pagination={{
          current: state.page,
          pageSize: state.size,
          total: queue.data?.total ?? 0,
          onChange: state.setPage,
        }}
      />
      <ReviewDrawer item={open} onClose={close} />
    </Card>
  );
}
