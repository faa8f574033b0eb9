// /notification/list: the documents addressed to the caller's organisation; a financial office
// also sees, in a second tab, the documents it issued with their completion rate. Filters, tab and
// page live in the address.
import { PlusOutlined } from '@ant-design/icons';
import {
  NOTIFICATION_STATUSES,
  NOTIFICATION_TODO_FILTERS,
  type NotificationStatus,
  type NotificationTodoFilter,
  RECIPIENT_STATES,
  type ReceivedNotification,
  type RecipientState,
  type SentNotification,
} from '@portal/contract/notification';
import type { TableColumnsType } from 'antd';
import { Button, Card, Empty, Flex, Input, Progress, Select, Table, Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { useSignedIn } from '../../session/handle';
import { useEnumLabel } from '../../ui/enumLabel';
import { text, useListState } from '../../ui/listState';
import { formatMinute } from '../../ui/time';
import { DETAIL, REPLY, SEND, StateTag, StatusTag, UrgencyTag, useAsks } from './format';
import { useReceivedNotifications, useSentNotifications } from './queries';

type Box = 'received' | 'sent';
type Filters = {
  box: Box;
  keyword?: string;
  state?: RecipientState;
  status?: NotificationStatus;
  /** What is still to receipt or reply to (the home cards link here with it). */
  todo?: NotificationTodoFilter;
};
const todoOf = (v: string | undefined) =>
  NOTIFICATION_TODO_FILTERS.includes(v as NotificationTodoFilter) ? (v as NotificationTodoFilter) : undefined;

export default function NotificationListPage() {
  const { t } = useTranslation('notification');
  const label = useEnumLabel();
  const navigate = useNavigate();
  const asks = useAsks();
  const { org } = useSignedIn();
  const issuer = org.type === 'FINANCIAL';
  // The province office has nobody above it: what it issued is its usual view.
  const usual: Box = issuer && org.level === 1 ? 'sent' : 'received';
  const list = useListState<Filters>((p) => ({
    box: issuer
      ? ((text(p, 'box') as Box | undefined) ?? usual) === 'sent'
        ? 'sent'
        : 'received'
      : 'received',
    keyword: text(p, 'keyword'),
    state: text(p, 'state') as RecipientState | undefined,
    status: text(p, 'status') as NotificationStatus | undefined,
    todo: todoOf(text(p, 'todo')),
  }));
  const { box, keyword, todo } = list.filters;
  const paging = { page: list.page, size: list.size };
  const received = useReceivedNotifications(
    { keyword, state: list.filters.state, todo, ...paging },
    box === 'received',
  );
  const sent = useSentNotifications(
    { keyword, status: list.filters.status, todo, ...paging },
    box === 'sent',
  );
  const current = box === 'sent' ? sent : received;

  const receivedColumns: TableColumnsType<ReceivedNotification> = [
    { title: t('list.columns.docNumber'), dataIndex: 'docNumber', width: 180 },
    {
      title: t('list.columns.title'),
      dataIndex: 'title',
      width: 300,
      render: (title: string, n) => <Link to={`${DETAIL}?id=${n.id}`}>{title}</Link>,
    },
    { title: t('list.columns.issuer'), dataIndex: ['issuer', 'name'], width: 200 },
    {
      title: t('list.columns.urgency'),
      dataIndex: 'urgency',
      width: 90,
      render: (u: ReceivedNotification['urgency']) => <UrgencyTag urgency={u} />,
    },
    { title: t('list.columns.asks'), key: 'asks', width: 110, render: (_, n) => asks(n) },
    { title: t('list.columns.deadline'), dataIndex: 'deadline', width: 110, render: (d) => d ?? '—' },
    {
      title: t('list.columns.state'),
      dataIndex: 'state',
      width: 150,
      render: (s: RecipientState, n) => <StateTag state={s} overdue={n.overdue} />,
    },
    { title: t('list.columns.sentAt'), dataIndex: 'sentAt', width: 150, render: (v) => formatMinute(v) },
    {
      title: t('list.columns.actions'),
      key: 'actions',
      width: 120,
      render: (_, n) => (
        <Flex gap={0}>
          <Button type="link" size="small" onClick={() => navigate(`${DETAIL}?id=${n.id}`)}>
            {t('list.view')}
          </Button>
          {n.requiresReply && n.state !== 'REPLIED' && (
            <Button type="link" size="small" onClick={() => navigate(`${REPLY}?id=${n.id}`)}>
              {t('list.reply')}
            </Button>
          )}
        </Flex>
      ),
    },
  ];

  const sentColumns: TableColumnsType<SentNotification> = [
    { title: t('list.columns.docNumber'), dataIndex: 'docNumber', width: 180 },
    {
      title: t('list.columns.title'),
      dataIndex: 'title',
      width: 300,
      render: (title: string, n) => <Link to={`${DETAIL}?id=${n.id}`}>{title}</Link>,
    },
    {
      title: t('list.columns.urgency'),
      dataIndex: 'urgency',
      width: 90,
      render: (u: SentNotification['urgency']) => <UrgencyTag urgency={u} />,
    },
    {
      title: t('list.columns.status'),
      dataIndex: 'status',
      width: 90,
      render: (s: NotificationStatus) => <StatusTag status={s} />,
    },
    { title: t('list.columns.deadline'), dataIndex: 'deadline', width: 110, render: (d) => d ?? '—' },
    {
      title: t('list.columns.progress'),
      key: 'progress',
      width: 200,
      render: (_, n) =>
        n.status === 'SENT' ? (
          <Flex vertical gap={0}>
            <Progress percent={n.progress.completionRate} size="small" />
            <span style={{ fontSize: 12, color: 'rgba(0,0,0,0.45)' }}>
              {n.progress.completed} / {n.progress.total}
            </span>
          </Flex>
        ) : (
          '—'
        ),
    },
    {
      title: t('list.columns.updatedAt'),
      key: 'at',
      width: 150,
      render: (_, n) => formatMinute(n.sentAt ?? n.updatedAt),
    },
    {
      title: t('list.columns.actions'),
      key: 'actions',
      width: 120,
      render: (_, n) => (
        <Flex gap={0}>
          <Button type="link" size="small" onClick={() => navigate(`${DETAIL}?id=${n.id}`)}>
            {t('list.view')}
          </Button>
          {(n.status === 'DRAFT' || n.status === 'RETURNED') && (
            <Button type="link" size="small" onClick={() => navigate(`${SEND}?id=${n.id}`)}>
              {t('list.edit')}
            </Button>
          )}
        </Flex>
      ),
    },
  ];

  const filters = (
    <Flex gap={12} wrap style={{ marginBottom: 16 }}>
      {box === 'received' ? (
        <Select<RecipientState>
          allowClear
          placeholder={t('list.state')}
          style={{ width: 140 }}
          value={list.filters.state}
          onChange={(state) => list.setFilters({ ...list.filters, state })}
          options={RECIPIENT_STATES.map((s) => ({ value: s, label: label('recipientState', s) }))}
        />
      ) : (
        <Select<NotificationStatus>
          allowClear
          placeholder={t('list.status')}
          style={{ width: 140 }}
          value={list.filters.status}
          onChange={(status) => list.setFilters({ ...list.filters, status })}
          options={NOTIFICATION_STATUSES.map((s) => ({ value: s, label: t(`status.${s}`) }))}
        />
      )}
      <Select<NotificationTodoFilter>
        allowClear
        placeholder={t(box === 'sent' ? 'sentTodo.label' : 'todo.label')}
        style={{ width: 170 }}
        value={todo}
        onChange={(next) => list.setFilters({ ...list.filters, todo: next })}
        options={NOTIFICATION_TODO_FILTERS.map((v) => ({
          value: v,
          label: t(box === 'sent' ? `sentTodo.${v}` : `todo.${v}`),
        }))}
        data-testid="notification-todo-filter"
      />
      <Input.Search
        allowClear
        key={box}
        defaultValue={keyword}
        placeholder={t('list.keyword')}
        style={{ width: 260 }}
        onSearch={(value) => list.setFilters({ ...list.filters, keyword: value.trim() || undefined })}
      />
    </Flex>
  );
  const pagination = {
    current: list.page,
    pageSize: list.size,
    total: current.data?.total ?? 0,
    showSizeChanger: true,
    showTotal: (total: number) => t('list.total', { total }),
    onChange: list.setPage,
  };
  const empty = { emptyText: <Empty description={t('list.empty')} /> };
  const table =
    box === 'sent' ? (
      <Table<SentNotification>
        rowKey="id"
        columns={sentColumns}
        dataSource={sent.data?.items ?? []}
        loading={sent.isFetching}
        pagination={pagination}
        locale={empty}
        scroll={{ x: 1300 }}
      />
    ) : (
      <Table<ReceivedNotification>
        rowKey="id"
        columns={receivedColumns}
        dataSource={received.data?.items ?? []}
        loading={received.isFetching}
        pagination={pagination}
        locale={empty}
        scroll={{ x: 1400 }}
        data-testid="notification-received"
      />
    );

  return (
    <Card
      title={t('list.title')}
      extra={
        issuer && (
          <Button type="primary" icon={<PlusOutlined />} onClick={() => navigate(SEND)}>
            {t('list.send')}
          </Button>
        )
      }
    >
      {issuer && (
        <Tabs
          activeKey={box}
          onChange={(next) => list.setFilters({ box: next as Box })}
          items={[
            { key: 'received', label: t('list.received') },
            { key: 'sent', label: t('list.sent') },
          ]}
        />
      )}
      {filters}
      {table}
    </Card>
  );
}
