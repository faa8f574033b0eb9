// /management/outbox (ADMIN): the outbox of e-mail and SMS. Without SMTP the reset codes wait here
// for an administrator to pass on; SMS appear with their delivery outcome; delivered messages show
// no body, nor do expired ones (a reset code past its 10 minutes is marked expired: not to be passed
// on).
import { ReloadOutlined } from '@ant-design/icons';
import {
  OUTBOX_CHANNELS,
  OUTBOX_STATUSES,
  type OutboxChannel,
  type OutboxMessage,
  type OutboxStatus,
} from '@portal/contract';
import type { TableColumnsType } from 'antd';
import { Alert, Button, Card, Empty, Flex, Input, Select, Table, Tag, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useOutbox } from '../../api/registration';
import { text, useListState } from '../../ui/listState';
import { formatSecond } from '../../ui/time';

const STATUS_COLOURS: Record<OutboxStatus, string> = {
  HELD: 'gold',
  QUEUED: 'blue',
  SENT: 'green',
  FAILED: 'red',
};
const CHANNEL_COLOURS: Record<OutboxChannel, string> = { email: 'default', sms: 'cyan' };

export default function OutboxPage() {
  const { t } = useTranslation('registration');
  // Filters and page in the address: the home's held-mail card links here with ?status=HELD.
  const state = useListState((p) => ({
    status: OUTBOX_STATUSES.find((s) => s === p.get('status')),
    channel: OUTBOX_CHANNELS.find((c) => c === p.get('channel')),
    to: text(p, 'to'),
  }));
  const { filters, page, size } = state;
  const [typed, setTyped] = useState(filters.to ?? '');
  // Another address (back, a link) brings its own recipient into the box.
  useEffect(() => setTyped(filters.to ?? ''), [filters.to]);
  const outbox = useOutbox({ page, size, ...filters });
  const set = (patch: Partial<typeof filters>) => state.setFilters({ ...filters, ...patch });

  const columns: TableColumnsType<OutboxMessage> = [
    {
      title: t('outbox.columns.createdAt'),
      dataIndex: 'createdAt',
      width: 170,
      render: (v: string) => formatSecond(v),
    },
    {
      title: t('outbox.columns.channel'),
      dataIndex: 'channel',
      width: 80,
      render: (c: OutboxChannel) => <Tag color={CHANNEL_COLOURS[c]}>{t(`outbox.channels.${c}`)}</Tag>,
    },
    { title: t('outbox.columns.to'), dataIndex: 'to', width: 220 },
    { title: t('outbox.columns.subject'), dataIndex: 'subject' },
    {
      title: t('outbox.columns.purpose'),
      dataIndex: 'purpose',
      width: 110,
      render: (p: string) => t(`outbox.purposes.${p}`, { defaultValue: p }),
    },
    {
      title: t('outbox.columns.status'),
      dataIndex: 'status',
      width: 150,
      render: (s: OutboxStatus, m) => (
        <Flex gap={4} wrap>
          <Tag color={STATUS_COLOURS[s]}>{t(`outbox.statuses.${s}`)}</Tag>
          {m.expired && <Tag>{t('outbox.expired')}</Tag>}
        </Flex>
      ),
    },
  ];

  const body = (m: OutboxMessage) => (
    <Flex vertical gap={4}>
      {m.error && <Typography.Text type="danger">{t('outbox.error', { error: m.error })}</Typography.Text>}
      {m.expiresAt && !m.expired && (
        <Typography.Text type="secondary">
          {t('outbox.expiresAt', { time: formatSecond(m.expiresAt) })}
        </Typography.Text>
      )}
      {m.body === null ? (
        <Typography.Text type="secondary">
          {t(m.expired ? 'outbox.expiredBody' : 'outbox.withheld')}
        </Typography.Text>
      ) : (
        <Typography.Paragraph
          copyable
          style={{ whiteSpace: 'pre-wrap', margin: 0 }}
          data-testid="outbox-body"
        >
          {m.body}
        </Typography.Paragraph>
      )}
    </Flex>
  );

  return (
    <Card
      title={t('outbox.title')}
      extra={
        <Button icon={<ReloadOutlined />} onClick={() => void outbox.refetch()} loading={outbox.isFetching}>
          {t('outbox.refresh')}
        </Button>
      }
    >
      <Alert type="info" showIcon title={t('outbox.hint')} style={{ marginBottom: 16 }} />
      <Flex gap={8} wrap style={{ marginBottom: 16 }}>
        <Input.Search
          placeholder={t('outbox.to')}
          allowClear
          value={typed}
          onChange={(e) => setTyped(e.target.value)}
          onSearch={(v) => set({ to: v.trim() || undefined })}
          enterButton={t('outbox.search')}
          style={{ width: 320 }}
        />
        <Select<OutboxStatus | ''>
          value={filters.status ?? ''}
          style={{ width: 160 }}
          aria-label={t('outbox.status')}
          options={[
            { value: '', label: t('outbox.all') },
            ...OUTBOX_STATUSES.map((s) => ({ value: s, label: t(`outbox.statuses.${s}`) })),
          ]}
          onChange={(v) => set({ status: v || undefined })}
        />
        <Select<OutboxChannel | ''>
          value={filters.channel ?? ''}
          style={{ width: 140 }}
          aria-label={t('outbox.channel')}
          options={[
            { value: '', label: t('outbox.allChannels') },
            ...OUTBOX_CHANNELS.map((c) => ({ value: c, label: t(`outbox.channels.${c}`) })),
          ]}
          onChange={(v) => set({ channel: v || undefined })}
        />
      </Flex>
      <Table<OutboxMessage>
        rowKey="id"
        columns={columns}
        dataSource={outbox.data?.items ?? []}
        loading={outbox.isPending || outbox.isFetching}
        expandable={{ expandedRowRender: body, expandRowByClick: true }}
        locale={{
          emptyText: <Empty description={t(outbox.isError ? 'outbox.loadFailed' : 'outbox.empty')} />,
        }}
        pagination={{
          current: page,
          pageSize: size,
          total: outbox.data?.total ?? 0,
          showSizeChanger: true,
          onChange: state.setPage,
        }}
      />
    </Card>
  );
}
