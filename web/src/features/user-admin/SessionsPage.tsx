// /management/user/sessions: live sessions of the users in the administrator's scope, with a
// forced sign-out of one session (not the administrator's own: that is what "exit" is for).
import { ReloadOutlined } from '@ant-design/icons';
import { type OnlineSession, PAGE_SIZE_DEFAULT } from '@portal/contract';
import type { TableColumnsType } from 'antd';
import { Button, Card, Empty, Input, Space, Table, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useEndSession, useOnlineSessions } from '../../api/userAdmin';
import { confirm, toast } from '../../ui';
import { formatSecond } from '../../ui/time';

export default function SessionsPage() {
  const { t } = useTranslation('admin');
  const [query, setQuery] = useState({ account: '', page: 1, size: PAGE_SIZE_DEFAULT });
  const sessions = useOnlineSessions({ ...query, account: query.account || undefined });
  const end = useEndSession();

  const ask = (s: OnlineSession) =>
    confirm({
      content: t('sessions.endConfirm', { name: s.name }),
      danger: true,
      onCancel: () => undefined,
      onOk: () => end.mutateAsync(s.id).then(() => toast.success(t('sessions.ended'))),
    });

  const columns: TableColumnsType<OnlineSession> = [
    { title: t('sessions.columns.account'), dataIndex: 'account', width: 120 },
    { title: t('sessions.columns.name'), dataIndex: 'name', width: 110 },
    { title: t('sessions.columns.org'), dataIndex: 'orgName', width: 220 },
    { title: t('sessions.columns.address'), dataIndex: 'address', width: 130 },
    {
      title: t('sessions.columns.agent'),
      dataIndex: 'userAgent',
      width: 200,
      render: (v: string | null) => (
        <Typography.Text ellipsis={{ tooltip: v }} style={{ maxWidth: 190 }}>
          {v ?? '—'}
        </Typography.Text>
      ),
    },
    {
      title: t('sessions.columns.startedAt'),
      dataIndex: 'startedAt',
      width: 170,
      render: (v: string) => formatSecond(v),
    },
    {
      title: t('sessions.columns.lastSeenAt'),
      dataIndex: 'lastSeenAt',
      width: 170,
      render: (v: string) => formatSecond(v),
    },
    {
      title: t('common.actions'),
      key: 'actions',
      width: 110,
      render: (_: unknown, s) =>
        s.current ? (
          <Tag color="blue">{t('sessions.current')}</Tag>
        ) : (
          <Button type="link" danger size="small" onClick={() => ask(s)}>
            {t('sessions.end')}
          </Button>
        ),
    },
  ];

  return (
    <Card
      title={t('sessions.title')}
      extra={
        <Button
          icon={<ReloadOutlined />}
          onClick={() => void sessions.refetch()}
          loading={sessions.isFetching}
        >
          {t('common.refresh')}
        </Button>
      }
    >
      <Typography.Paragraph type="secondary">{t('sessions.hint')}</Typography.Paragraph>
      <Space style={{ marginBottom: 16 }}>
        <Input.Search
          allowClear
          placeholder={t('sessions.columns.account')}
          onSearch={(v) => setQuery((q) => ({ ...q, account: v.trim(), page: 1 }))}
        />
      </Space>
      <Table<OnlineSession>
        rowKey="id"
        columns={columns}
        scroll={{ x: 1300 }}
        dataSource={sessions.data?.items ?? []}
        loading={sessions.isPending}
        locale={{
          emptyText: <Empty description={t(sessions.isError ? 'common.loadFailed' : 'common.empty')} />,
        }}
        pagination={{
          current: query.page,
          pageSize: query.size,
          total: sessions.data?.total ?? 0,
          showTotal: (total) => t('common.total', { total }),
          onChange: (page, size) => setQuery((q) => ({ ...q, page: size === q.size ? page : 1, size })),
        }}
      />
    </Card>
  );
}
