// /widget/sentiment: news about the enterprises of the office's region — filters in the address,
// the trend per day and polarity, the feed with the words behind each verdict, Excel export; a
// financial office also enters items clipped elsewhere or imports them from a workbook.
import { DownloadOutlined, ImportOutlined, PlusOutlined } from '@ant-design/icons';
import { SENTIMENT_POLARITIES, type SentimentItem, type SentimentPolarity } from '@portal/contract/sentiment';
import type { TableColumnsType } from 'antd';
import { Button, Card, DatePicker, Input, Select, Space, Table, Tag, Typography } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSignedIn } from '../../session/handle';
import { toast } from '../../ui';
import { text, useListState } from '../../ui/listState';
import { RegionCascader } from '../../ui/region/RegionCascader';
import { formatMinute } from '../../ui/time';
import { exportSentiment, useSentimentItems, useSentimentTrend } from './api';
import { SentimentConvert } from './SentimentConvert';
import { SentimentEntryModal } from './SentimentEntryModal';
import { SentimentImportModal } from './SentimentImportModal';
import { SentimentTrendChart } from './SentimentTrendChart';

const KEYS = ['enterprise', 'regionCode', 'polarity', 'sourceName', 'keyword', 'from', 'to'] as const;
type Filters = Partial<Record<(typeof KEYS)[number], string>>;
const parse = (search: URLSearchParams): Filters =>
  Object.fromEntries(KEYS.map((k) => [k, text(search, k)]).filter(([, v]) => v));
export const POLARITY_COLORS: Record<SentimentPolarity, string> = {
  POSITIVE: 'green',
  NEUTRAL: 'default',
  NEGATIVE: 'red',
};

export default function SentimentPage() {
  const { t } = useTranslation('sentiment');
  const signedIn = useSignedIn();
  const canEnter = signedIn.org.type === 'FINANCIAL' && !signedIn.authorities.includes('AUDITOR');
  const list = useListState(parse);
  const filters = list.filters as Filters & { polarity?: SentimentPolarity };
  const items = useSentimentItems({ ...filters, page: list.page, size: list.size });
  const trend = useSentimentTrend(filters);
  const [entering, setEntering] = useState(false);
  const [importing, setImporting] = useState(false);
  const [exporting, setExporting] = useState(false);
  const change = (changes: Filters) => list.setFilters({ ...list.filters, ...changes });

  const columns: TableColumnsType<SentimentItem> = [
    {
      title: t('columns.publishedAt'),
      dataIndex: 'publishedAt',
      width: 140,
      render: (v: string) => formatMinute(v),
    },
    {
      title: t('columns.title'),
      dataIndex: 'title',
      render: (title: string, item) => (
        <div>
          {item.url ? (
            <Typography.Link href={item.url} target="_blank" rel="noreferrer noopener">
              {title}
            </Typography.Link>
          ) : (
            <Typography.Text strong>{title}</Typography.Text>
          )}
          {item.summary && (
            <Typography.Paragraph type="secondary" ellipsis={{ rows: 2 }} style={{ margin: 0 }}>
              {item.summary}
            </Typography.Paragraph>
          )}
        </div>
      ),
    },
    {
      title: t('columns.polarity'),
      dataIndex: 'polarity',
      width: 150,
      render: (p: SentimentPolarity, item) => (
        <Space direction="vertical" size={2}>
          <Tag color={POLARITY_COLORS[p]}>{t(`polarity.${p}`)}</Tag>
          {item.words.length > 0 && (
            <Typography.Text type="secondary">{item.words.join('、')}</Typography.Text>
          )}
        </Space>
      ),
    },
    {
      title: t('columns.enterprises'),
      dataIndex: 'enterprises',
      width: 220,
      render: (list: SentimentItem['enterprises']) =>
        list.map((e) => <div key={e.enterpriseId}>{e.name}</div>),
    },
    {
      title: t('columns.source'),
      dataIndex: 'sourceName',
      width: 150,
      render: (name: string, item) => (
        <>
          {name}
          {item.duplicates > 0 && (
            <div className="ant-typography-secondary">{t('duplicates', { count: item.duplicates })}</div>
          )}
        </>
      ),
    },
    // Offices turn an item into a green-channel problem or a ledger note in one step.
    ...(canEnter
      ? [
          {
            title: t('columns.actions'),
            key: 'actions',
            width: 150,
            render: (_: unknown, item: SentimentItem) => <SentimentConvert item={item} />,
          },
        ]
      : []),
  ];

  const download = () => {
    setExporting(true);
    exportSentiment(filters, `${t('title')}_${dayjs().format('YYYY-MM-DD')}.xlsx`)
      .catch((e: Error) => toast.error(e.message))
      .finally(() => setExporting(false));
  };

  return (
    <Card
      title={t('title')}
      extra={
        <Space>
          {canEnter && (
            <>
              <Button icon={<PlusOutlined />} onClick={() => setEntering(true)}>
                {t('enter')}
              </Button>
              <Button icon={<ImportOutlined />} onClick={() => setImporting(true)}>
                {t('import.button')}
              </Button>
            </>
          )}
          <Button icon={<DownloadOutlined />} loading={exporting} onClick={download}>
            {t('export')}
          </Button>
        </Space>
      }
    >
      <Space wrap size={[12, 8]} style={{ marginBottom: 16 }}>
        <Input.Search
          allowClear
          placeholder={t('filters.enterprise')}
          defaultValue={filters.enterprise}
          onSearch={(enterprise) => change({ enterprise: enterprise.trim() || undefined })}
          style={{ width: 200 }}
        />
        <RegionCascader
          root={signedIn.org.regionCode ?? undefined}
          changeOnSelect
          placeholder={t('filters.region')}
          value={filters.regionCode ? [filters.regionCode] : undefined}
          onChange={(codes) => change({ regionCode: codes[codes.length - 1] })}
          style={{ width: 200 }}
        />
        <Select
          allowClear
          placeholder={t('filters.polarity')}
          value={filters.polarity}
          onChange={(polarity) => change({ polarity })}
          style={{ width: 110 }}
          options={SENTIMENT_POLARITIES.map((p) => ({ value: p, label: t(`polarity.${p}`) }))}
          data-testid="sentiment-polarity"
        />
        <Input.Search
          allowClear
          placeholder={t('filters.source')}
          defaultValue={filters.sourceName}
          onSearch={(sourceName) => change({ sourceName: sourceName.trim() || undefined })}
          style={{ width: 160 }}
        />
        <Input.Search
          allowClear
          placeholder={t('filters.keyword')}
          defaultValue={filters.keyword}
          onSearch={(keyword) => change({ keyword: keyword.trim() || undefined })}
          style={{ width: 180 }}
        />
        <DatePicker.RangePicker
          value={[filters.from ? dayjs(filters.from) : null, filters.to ? dayjs(filters.to) : null]}
          onChange={(r) => change({ from: r?.[0]?.format('YYYY-MM-DD'), to: r?.[1]?.format('YYYY-MM-DD') })}
        />
      </Space>
      <Card size="small" title={t('trend')} style={{ marginBottom: 16 }} loading={trend.isPending}>
        <SentimentTrendChart trend={trend.data ?? []} />
      </Card>
      <Table<SentimentItem>
        rowKey="itemId"
        columns={columns}
        dataSource={items.data?.items ?? []}
        loading={items.isFetching}
        locale={{ emptyText: t('empty') }}
        pagination={{
          current: list.page,
          pageSize: list.size,
          total: items.data?.total ?? 0,
          showSizeChanger: true,
          showTotal: (total) => t('total', { total }),
          onChange: list.setPage,
        }}
        data-testid="sentiment-items"
      />
      <SentimentEntryModal open={entering} onClose={() => setEntering(false)} />
      <SentimentImportModal open={importing} onClose={() => setImporting(false)} />
    </Card>
  );
}
