// /widget/listingTestScreening: a financial office's enterprises measured from their approved
// profiles by today's rules — who meets which board's standards, who is within 10 % — with export.
import { DownloadOutlined } from '@ant-design/icons';
import {
  LISTING_BOARDS,
  SCREENING_STATUSES,
  type ScreeningQuery,
  type ScreeningRow,
} from '@portal/contract/listing-test';
import type { TableColumnsType } from 'antd';
import { Button, Card, Form, Input, Select, Space, Tag, Tooltip, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { downloadScreening, useScreening } from '../../api/listing-test';
import { AdminTable, FIRST_PAGE, type PagedQuery } from '../../ui/AdminTable';

type Filters = Pick<Partial<ScreeningQuery>, 'keyword' | 'board' | 'status'>;
const COLOR = { MEETS: 'success', CLOSE: 'warning', NEITHER: 'default' } as const;

export default function ScreeningPage() {
  const { t } = useTranslation('listingTest');
  const [query, setQuery] = useState<PagedQuery<Filters>>(FIRST_PAGE);
  const list = useScreening(query);
  const [exporting, setExporting] = useState(false);

  const columns: TableColumnsType<ScreeningRow> = [
    { title: t('screening.name'), dataIndex: 'name' },
    { title: t('screening.region'), dataIndex: 'regionName', width: 120 },
    {
      title: t('screening.latestYear'),
      dataIndex: 'latestYear',
      width: 100,
      render: (y: number | null) =>
        y ?? <Typography.Text type="secondary">{t('screening.noFigures')}</Typography.Text>,
    },
    ...LISTING_BOARDS.map((board) => ({
      title: t(`enums:listingBoard.${board}`),
      key: board,
      width: 150,
      render: (_: unknown, row: ScreeningRow) => {
        const b = row.boards.find((x) => x.board === board);
        if (!b || b.status === 'NEITHER') return '—';
        return (
          <Tooltip title={b.standards.join('、')}>
            <Tag color={COLOR[b.status]}>{t(`screening.statuses.${b.status}`)}</Tag>
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>
              {b.standards.join(' ')}
            </Typography.Text>
          </Tooltip>
        );
      },
    })),
  ];

  const exportList = async () => {
    setExporting(true);
    try {
      await downloadScreening(query, `${t('screening.title')}.xlsx`);
    } finally {
      setExporting(false);
    }
  };

  return (
    <Card
      title={t('screening.title')}
      extra={
        <Button
          icon={<DownloadOutlined />}
          onClick={exportList}
          loading={exporting}
          data-testid="screening-export"
        >
          {t('screening.export')}
        </Button>
      }
    >
      <Typography.Paragraph type="secondary">
        {t('screening.intro', { version: list.data?.rulesVersion ?? '…' })}
      </Typography.Paragraph>
      {list.data && (
        <Space style={{ marginBottom: 12 }}>
          <Tag color="success">{t('screening.counts', list.data.counts)}</Tag>
        </Space>
      )}
      <AdminTable<ScreeningRow, Filters>
        query={query}
        onQuery={setQuery}
        rows={list.data}
        loading={list.isFetching}
        rowKey="enterpriseId"
        columns={columns}
        text={{
          search: t('screening.search'),
          reset: t('screening.reset'),
          empty: t('screening.empty'),
          total: (total) => t('screening.total', { total }),
        }}
        filters={
          <>
            <Form.Item name="keyword">
              <Input allowClear placeholder={t('screening.keyword')} style={{ width: 200 }} />
            </Form.Item>
            <Form.Item name="board" label={t('screening.board')}>
              <Select
                allowClear
                style={{ width: 160 }}
                options={LISTING_BOARDS.map((b) => ({ value: b, label: t(`enums:listingBoard.${b}`) }))}
              />
            </Form.Item>
            <Form.Item name="status" label={t('screening.status')}>
              <Select
                allowClear
                style={{ width: 120 }}
                options={SCREENING_STATUSES.map((s) => ({ value: s, label: t(`screening.statuses.${s}`) }))}
              />
            </Form.Item>
          </>
        }
      />
    </Card>
  );
}
