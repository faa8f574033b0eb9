// The searchable announcements: Chinese full text over title and summary (hits marked), filters
// by type, exchange, province, date range and "this province only", paged, exported to Excel,
// with the dataset's source line. Filters live in the address, so back and shared links restore them.
import { DownloadOutlined } from '@ant-design/icons';
import {
  ANNOUNCEMENT_TYPES,
  type AnnouncementRow,
  type AnnouncementType,
  EXCHANGES,
  type Exchange,
} from '@portal/contract/disclosure';
import type { TableColumnsType } from 'antd';
import { Button, Checkbox, Input, Select, Space, Table, Tag, Typography } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../ui';
import { DatasetImportsButton } from '../../ui/datasets/DatasetImportsButton';
import { SourceLine } from '../../ui/datasets/SourceLine';
import { DateRangeField } from '../../ui/date/DateField';
import { useEnumLabel } from '../../ui/enumLabel';
import { text, useListState } from '../../ui/listState';
import { exportAnnouncements, useAnnouncements } from './api';
import { Marked } from './Marked';

const KEYS = ['q', 'type', 'exchange', 'province', 'from', 'to', 'ours'] as const;
type Filters = Partial<Record<(typeof KEYS)[number], string>>;
const parse = (search: URLSearchParams): Filters =>
  Object.fromEntries(KEYS.map((k) => [k, text(search, k)]).filter(([, v]) => v));

export const TYPE_COLORS: Record<AnnouncementType, string> = {
  PERIODIC: 'blue',
  INTERIM: 'default',
  MAJOR: 'red',
  INQUIRY_REPLY: 'purple',
  OTHER: 'default',
};

/** `oursByDefault`: the disclosure page starts at this province; the reader may widen it. */
export function AnnouncementList({ oursByDefault = false }: { oursByDefault?: boolean }) {
  const { t } = useTranslation('disclosure');
  const label = useEnumLabel();
  const list = useListState(parse);
  const f = list.filters;
  const ours = f.ours ? f.ours === 'true' : oursByDefault;
  const filters = {
    q: f.q,
    type: f.type as AnnouncementType | undefined,
    exchange: f.exchange as Exchange | undefined,
    province: ours ? undefined : f.province,
    from: f.from,
    to: f.to,
    ours: ours ? ('true' as const) : undefined,
  };
  const page = useAnnouncements({ ...filters, page: list.page, size: list.size });
  const [exporting, setExporting] = useState(false);
  const change = (changes: Filters) => list.setFilters({ ...f, ...changes });
  const columns: TableColumnsType<AnnouncementRow> = [
    { title: t('columns.announcedOn'), dataIndex: 'announcedOn', width: 110 },
    {
      title: t('columns.company'),
      key: 'company',
      width: 200,
      render: (_, r) => (
        <>
          <div>{r.company}</div>
          <Typography.Text type="secondary">
            {r.code} · {label('announcementExchange', r.exchange)} · {r.province}
          </Typography.Text>
        </>
      ),
    },
    {
      title: t('columns.type'),
      dataIndex: 'type',
      width: 110,
      render: (v: AnnouncementType) => <Tag color={TYPE_COLORS[v]}>{label('announcementType', v)}</Tag>,
    },
    {
      title: t('columns.title'),
      key: 'title',
      render: (_, r) => (
        <div data-testid="announcement-hit">
          <div style={{ fontWeight: 500 }}>
            {r.url ? (
              <a href={r.url} target="_blank" rel="noopener noreferrer">
                <Marked fragments={r.title} />
              </a>
            ) : (
              <Marked fragments={r.title} />
            )}
          </div>
          {r.summary.some((s) => s.text) && (
            <Typography.Text type="secondary" style={{ fontSize: 13 }}>
              <Marked fragments={r.summary} />
            </Typography.Text>
          )}
        </div>
      ),
    },
  ];
  const range: [dayjs.Dayjs | null, dayjs.Dayjs | null] | null =
    f.from || f.to ? [f.from ? dayjs(f.from) : null, f.to ? dayjs(f.to) : null] : null;
  const total = page.data?.total ?? 0;
  return (
    <>
      <Space style={{ width: '100%', justifyContent: 'space-between', marginBottom: 12 }} wrap>
        <SourceLine source={page.data?.source} />
        <Space>
          <DatasetImportsButton
            feature="disclosure"
            datasets={[{ key: 'ANNOUNCEMENTS', title: t('imports.title'), help: t('imports.help') }]}
          />
          <Button
            icon={<DownloadOutlined />}
            loading={exporting}
            onClick={() => {
              setExporting(true);
              exportAnnouncements(filters, `${t('list.file')}_${dayjs().format('YYYY-MM-DD')}.xlsx`)
                .catch((e: Error) => toast.error(e.message))
                .finally(() => setExporting(false));
            }}
          >
            {t('export')}
          </Button>
        </Space>
      </Space>
      <Space wrap size={[12, 8]} style={{ marginBottom: 16 }}>
        <Input.Search
          allowClear
          placeholder={t('filters.q')}
          defaultValue={f.q}
          onSearch={(v) => change({ q: v.trim() || undefined })}
          style={{ width: 260 }}
          data-testid="announcement-search"
        />
        <Select
          allowClear
          placeholder={t('columns.type')}
          value={filters.type}
          onChange={(type) => change({ type })}
          style={{ width: 130 }}
          options={ANNOUNCEMENT_TYPES.map((v) => ({ value: v, label: label('announcementType', v) }))}
        />
        <Select
          allowClear
          placeholder={t('filters.exchange')}
          value={filters.exchange}
          onChange={(exchange) => change({ exchange })}
          style={{ width: 110 }}
          options={EXCHANGES.map((v) => ({ value: v, label: label('announcementExchange', v) }))}
        />
        <DateRangeField
          value={range}
          onChange={(v) => change({ from: v?.[0]?.format('YYYY-MM-DD'), to: v?.[1]?.format('YYYY-MM-DD') })}
        />
        <Checkbox
          checked={ours}
          onChange={(e) => change({ ours: String(e.target.checked), province: undefined })}
          data-testid="announcement-ours"
        >
          {t('filters.ours')}
        </Checkbox>
        {!ours && (
          <Input.Search
            allowClear
            placeholder={t('filters.province')}
            defaultValue={f.province}
            onSearch={(v) => change({ province: v.trim() || undefined })}
            style={{ width: 140 }}
          />
        )}
      </Space>
      <Table<AnnouncementRow>
        rowKey="announcementId"
        columns={columns}
        dataSource={page.data?.items ?? []}
        loading={page.isFetching}
        locale={{ emptyText: f.q ? t('list.noHits') : t('list.empty') }}
        pagination={{
          current: list.page,
          pageSize: list.size,
          total,
          showSizeChanger: true,
          showTotal: (n) =>
            page.data?.capped ? t('list.totalCapped', { total: n }) : t('list.total', { total: n }),
          onChange: list.setPage,
        }}
        data-testid="announcements"
      />
    </>
  );
}
