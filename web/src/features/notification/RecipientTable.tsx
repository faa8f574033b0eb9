// The issuer's view of who stands where: every recipient with its state, times and reply, paged,
// optionally only those who have not done what the document asks.
import { fileUrl } from '@portal/contract';
import type { NotificationRecipient } from '@portal/contract/notification';
import type { TableColumnsType } from 'antd';
import { Empty, Flex, Switch, Table, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useEnumLabel } from '../../ui/enumLabel';
import { formatMinute } from '../../ui/time';
import { StateTag } from './format';
import { useRecipients } from './queries';

export function RecipientTable({ id }: { id: string }) {
  const { t } = useTranslation('notification');
  const label = useEnumLabel();
  const [missing, setMissing] = useState(false);
  const [paging, setPaging] = useState({ page: 1, size: 10 });
  const rows = useRecipients(id, { ...paging, missing: missing ? 'true' : undefined }, true);
  const columns: TableColumnsType<NotificationRecipient> = [
    { title: t('detail.columns.org'), dataIndex: ['org', 'name'] },
    {
      title: t('detail.columns.type'),
      dataIndex: ['org', 'type'],
      width: 190,
      render: (type: NotificationRecipient['org']['type']) => label('orgType', type),
    },
    {
      title: t('detail.columns.state'),
      dataIndex: 'state',
      width: 150,
      render: (s: NotificationRecipient['state'], r) => (
        <Flex gap={4}>
          <StateTag state={s} overdue={r.overdue} />
          {r.completed && <Tag color="success">{t('detail.completed')}</Tag>}
        </Flex>
      ),
    },
    {
      title: t('detail.columns.readAt'),
      dataIndex: 'readAt',
      width: 140,
      render: (v) => formatMinute(v, '—'),
    },
    {
      title: t('detail.columns.receiptedAt'),
      dataIndex: 'receiptedAt',
      width: 140,
      render: (v) => formatMinute(v, '—'),
    },
    {
      title: t('detail.columns.reply'),
      dataIndex: 'reply',
      render: (reply: string | null, r) =>
        reply ? (
          <Flex vertical gap={2}>
            <Typography.Paragraph ellipsis={{ rows: 2, expandable: true }} style={{ margin: 0 }}>
              {reply}
            </Typography.Paragraph>
            {r.replyAttachments.map((a) => (
              <Typography.Link key={a.id} href={fileUrl(a.id)} target="_blank" rel="noopener">
                {a.name ?? a.id}
              </Typography.Link>
            ))}
            <Typography.Text type="secondary">{formatMinute(r.repliedAt)}</Typography.Text>
          </Flex>
        ) : (
          '—'
        ),
    },
  ];
  return (
    <>
      <Flex justify="flex-end" gap={8} style={{ marginBottom: 12 }}>
        <Switch
          size="small"
          checked={missing}
          onChange={(on) => {
            setMissing(on);
            setPaging({ page: 1, size: paging.size });
          }}
        />
        {t('detail.missingOnly')}
      </Flex>
      <Table<NotificationRecipient>
        rowKey={(r) => r.org.id}
        size="small"
        columns={columns}
        dataSource={rows.data?.items ?? []}
        loading={rows.isFetching}
        locale={{ emptyText: <Empty description={t('detail.empty')} /> }}
        scroll={{ x: 900 }}
        pagination={{
          current: paging.page,
          pageSize: paging.size,
          total: rows.data?.total ?? 0,
          onChange: (page, size) => setPaging({ page: size === paging.size ? page : 1, size }),
        }}
        data-testid="notification-recipients"
      />
    </>
  );
}
