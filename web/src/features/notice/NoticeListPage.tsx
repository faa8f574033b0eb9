// The notice inbox (spec §7): paged from the server, filtered on the page by read state and title.
// Page, size and filters live in the URL, so coming back to the list restores them.
import type { Notice } from '@portal/contract';
import type { TableColumnsType } from 'antd';
import { Badge, Button, Card, Empty, Flex, Input, Segmented, Space, Table, Tag, Typography } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDiscardNotice, useMarkNoticeRead, useNoticePage } from '../../api/notice';
import { confirm, toast } from '../../ui';
import { useListState } from '../../ui/listState';
import { formatMinute } from '../../ui/time';
import { NoticeDrawer } from './NoticeDrawer';

type ReadFilter = 'all' | 'unread' | 'read';
const FILTERS: ReadFilter[] = ['all', 'unread', 'read'];

export default function NoticeListPage() {
  const { t } = useTranslation('pages');
  const { search, page, size, update } = useListState();
  const filter = (FILTERS as string[]).includes(search.get('read') ?? '')
    ? (search.get('read') as ReadFilter)
    : 'all';
  const query = search.get('q') ?? '';
  const [opened, setOpened] = useState<Notice | null>(null);
  const notices = useNoticePage(page, size);
  const markRead = useMarkNoticeRead();
  const discard = useDiscardNotice();

  // Discarding the last notice of the last page would leave an empty page: step back one.
  const total = notices.data?.total;
  useEffect(() => {
    if (total === undefined || page <= 1 || (page - 1) * size < total) return;
    update({ page: Math.max(1, Math.ceil(total / size)) });
  }, [total, page, size, update]);

  const rows = useMemo(() => {
    const needle = query.trim().toLowerCase();
    return (notices.data?.items ?? []).filter(
      (n) =>
        (filter === 'all' || n.read === (filter === 'read')) &&
        (!needle || n.title.toLowerCase().includes(needle)),
    );
  }, [notices.data, filter, query]);

  const emptyKey = notices.isError
    ? 'notice.loadFailed'
    : query || filter !== 'all'
      ? 'notice.noMatch'
      : 'notice.empty';

  function open(notice: Notice) {
    setOpened(notice);
    if (!notice.read) markRead.mutate(notice.noticeId);
  }

  function askDiscard(notice: Notice) {
    confirm({
      content: t('notice.discardConfirm', { title: notice.title }),
      danger: true,
      onOk: () =>
        discard.mutateAsync(notice.noticeId).then(() => {
          toast.success(t('notice.discarded'));
          if (opened?.noticeId === notice.noticeId) setOpened(null);
        }),
      onCancel: () => undefined,
    });
  }

  const columns: TableColumnsType<Notice> = [
    {
      title: t('notice.columns.title'),
      dataIndex: 'title',
      render: (title: string, n) => (
        <Space>
          <Badge status={n.read ? 'default' : 'processing'} />
          <Typography.Link strong={!n.read} onClick={() => open(n)}>
            {title}
          </Typography.Link>
        </Space>
      ),
    },
    {
      title: t('notice.columns.category'),
      dataIndex: 'category',
      width: 120,
      render: (c: string) => <Tag>{c}</Tag>,
    },
    {
      title: t('notice.columns.createdAt'),
      dataIndex: 'createdAt',
      width: 170,
      render: (v: string) => formatMinute(v),
    },
    {
      title: t('notice.columns.status'),
      dataIndex: 'read',
      width: 90,
      render: (read: boolean) =>
        read ? <Tag>{t('notice.read')}</Tag> : <Tag color="blue">{t('notice.unread')}</Tag>,
    },
    {
      title: t('notice.columns.actions'),
      key: 'actions',
      width: 200,
      render: (_: unknown, n) => (
        <Space size={4}>
          <Button type="link" size="small" onClick={() => open(n)}>
            {t('notice.view')}
          </Button>
          {!n.read && (
            <Button type="link" size="small" onClick={() => markRead.mutate(n.noticeId)}>
              {t('notice.markRead')}
            </Button>
          )}
          <Button type="link" size="small" danger onClick={() => askDiscard(n)}>
            {t('notice.discard')}
          </Button>
        </Space>
      ),
    },
  ];

  return (
    <Card title={t('notice.title')}>
      <Flex gap={12} wrap justify="space-between" style={{ marginBottom: 16 }}>
        <Segmented<ReadFilter>
          value={filter}
          onChange={(v) => update({ read: v === 'all' ? undefined : v })}
          options={FILTERS.map((f) => ({ value: f, label: t(`notice.filters.${f}`) }))}
        />
        <Input.Search
          allowClear
          defaultValue={query}
          placeholder={t('notice.searchPlaceholder')}
          aria-label={t('notice.searchPlaceholder')}
          onSearch={(q) => update({ q: q.trim() })}
          style={{ width: 280 }}
        />
      </Flex>
      <Table<Notice>
        rowKey="noticeId"
        columns={columns}
        dataSource={rows}
        loading={notices.isFetching}
        locale={{
          emptyText: <Empty description={t(emptyKey)} />,
        }}
        pagination={{
          current: page,
          pageSize: size,
          total: notices.data?.total ?? 0,
          showSizeChanger: true,
          showTotal: (total) => t('notice.total', { total }),
          onChange: (p, s) => update({ page: s === size ? p : 1, size: s }),
        }}
      />
      <NoticeDrawer notice={opened} onClose={() => setOpened(null)} onDiscard={askDiscard} />
    </Card>
  );
}
