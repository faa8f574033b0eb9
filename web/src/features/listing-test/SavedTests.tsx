// The enterprise's saved tests, newest first; opening one shows its result as it was computed.
import type { Evaluation, SavedTestSummary } from '@portal/contract/listing-test';
import { Button, Card, Table, Tag } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSavedTest, useSavedTests } from '../../api/listing-test';
import { formatMinute } from '../../ui/time';

export function SavedTests({ onOpen }: { onOpen: (result: Evaluation) => void }) {
  const { t } = useTranslation('listingTest');
  const [query, setQuery] = useState({ page: 1, size: 10 });
  const [openId, setOpenId] = useState<string | null>(null);
  const list = useSavedTests(query, true);
  const opened = useSavedTest(openId);
  useEffect(() => {
    if (opened.data) onOpen(opened.data.result);
  }, [opened.data, onOpen]);

  return (
    <Card title={t('history.title')} data-testid="saved-tests">
      <Table<SavedTestSummary>
        size="small"
        rowKey="id"
        loading={list.isFetching}
        dataSource={list.data?.items ?? []}
        locale={{ emptyText: t('history.empty') }}
        pagination={{
          current: query.page,
          pageSize: query.size,
          total: list.data?.total ?? 0,
          showTotal: (total) => t('history.total', { total }),
          onChange: (page, size) => setQuery({ page, size }),
        }}
        columns={[
          { title: t('history.asOf'), dataIndex: 'asOf', width: 120 },
          { title: t('history.rulesVersion'), dataIndex: 'rulesVersion', width: 120 },
          {
            title: t('history.source'),
            dataIndex: 'source',
            width: 110,
            render: (s: SavedTestSummary['source']) => t(`history.sources.${s}`),
          },
          {
            title: t('history.boards'),
            dataIndex: 'boards',
            render: (boards: SavedTestSummary['boards']) =>
              boards.length === 0
                ? '—'
                : boards.map((b) => <Tag key={b}>{t(`enums:listingBoard.${b}`)}</Tag>),
          },
          { title: t('history.createdBy'), dataIndex: 'createdBy', width: 110 },
          {
            title: t('history.createdAt'),
            dataIndex: 'createdAt',
            width: 160,
            render: (v: string) => formatMinute(v),
          },
          {
            title: '',
            key: 'view',
            width: 80,
            render: (_: unknown, row) => (
              <Button type="link" size="small" onClick={() => setOpenId(row.id)}>
                {t('history.view')}
              </Button>
            ),
          },
        ]}
      />
    </Card>
  );
}
