// /management/audit: the audit log for the security auditor (read-only): filters by actor,
// action, object and time; paging; Excel export of the filtered log.
import { DownloadOutlined } from '@ant-design/icons';
import type { AuditEntry } from '@portal/contract';
import type { TableColumnsType } from 'antd';
import { Button, Card, DatePicker, Form, Input, Select, Typography } from 'antd';
import type { Dayjs } from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type AuditFilters, exportAuditLog, useAuditFacets, useAuditLog } from '../../api/sysmgmt';
import { toast } from '../../ui';
import { AdminTable, FIRST_PAGE, type PagedQuery } from '../../ui/AdminTable';
import { formatSecond } from '../../ui/time';

type Fields = Omit<AuditFilters, 'from' | 'to'> & { time?: [Dayjs, Dayjs] };

/** The form's values as the server's filters: empty fields left out, the time range to whole minutes. */
function filtersOf({ time, ...rest }: Fields): AuditFilters {
  const clean = Object.fromEntries(Object.entries(rest).filter(([, v]) => v)) as AuditFilters;
  return {
    ...clean,
    from: time?.[0]?.startOf('minute').toISOString(),
    to: time?.[1]?.endOf('minute').toISOString(),
  };
}

export default function AuditLogPage() {
  const { t } = useTranslation('admin');
  const [query, setQuery] = useState<PagedQuery<Fields>>(FIRST_PAGE);
  const { page, size, ...fields } = query;
  const filters = filtersOf(fields);
  const log = useAuditLog({ ...filters, page, size });
  const facets = useAuditFacets();
  const options = (values?: string[]) => (values ?? []).map((v) => ({ value: v, label: v }));
  // An action reads "user.created · 新建用户": the name for the filter, the label for the clerk.
  const labels = facets.data?.actionLabels ?? {};
  const actionText = (v: string) => (labels[v] ? `${v} · ${labels[v]}` : v);

  const columns: TableColumnsType<AuditEntry> = [
    {
      title: t('audit.columns.at'),
      dataIndex: 'at',
      width: 170,
      render: (v: string) => formatSecond(v),
    },
    {
      title: t('audit.columns.actor'),
      dataIndex: 'actorAccount',
      width: 120,
      render: (v: string | null) => v ?? t('audit.system'),
    },
    { title: t('audit.columns.action'), dataIndex: 'action', width: 240, render: actionText },
    { title: t('audit.columns.objectType'), dataIndex: 'objectType', width: 140 },
    {
      title: t('audit.columns.objectId'),
      dataIndex: 'objectId',
      render: (v: string | null) =>
        v ? (
          <Typography.Text copyable ellipsis style={{ maxWidth: 220 }}>
            {v}
          </Typography.Text>
        ) : (
          '—'
        ),
    },
    {
      title: t('audit.columns.address'),
      dataIndex: 'address',
      width: 130,
      render: (v: string | null) => v ?? '—',
    },
  ];

  return (
    <Card
      title={t('audit.title')}
      extra={
        <Button
          icon={<DownloadOutlined />}
          onClick={() =>
            void exportAuditLog(filters, t('audit.filename')).catch((error: Error) =>
              toast.error(error.message),
            )
          }
          disabled={!log.data?.total}
        >
          {t('common.export')}
        </Button>
      }
    >
      <Typography.Paragraph type="secondary">{t('audit.hint')}</Typography.Paragraph>
      <AdminTable<AuditEntry, Fields>
        query={query}
        onQuery={setQuery}
        rows={log.data}
        loading={log.isFetching}
        rowKey="id"
        columns={columns}
        table={{
          size: 'middle',
          expandable: {
            rowExpandable: (r) => r.detail !== null,
            expandedRowRender: (r) => <pre className="audit-detail">{JSON.stringify(r.detail, null, 2)}</pre>,
          },
        }}
        // As antd has it: the page-size choice appears past 50 entries.
        pagination={{ showSizeChanger: (log.data?.total ?? 0) > 50 }}
        text={{
          search: t('common.search'),
          reset: t('common.reset'),
          empty: t(log.isError ? 'common.loadFailed' : 'common.empty'),
          total: (total) => t('common.total', { total }),
        }}
        filters={
          <>
            <Form.Item name="actor" label={t('audit.filters.actor')}>
              <Input allowClear style={{ width: 130 }} />
            </Form.Item>
            <Form.Item name="action" label={t('audit.filters.action')}>
              <Select
                allowClear
                showSearch
                style={{ width: 220 }}
                options={(facets.data?.actions ?? []).map((v) => ({ value: v, label: actionText(v) }))}
              />
            </Form.Item>
            <Form.Item name="objectType" label={t('audit.filters.objectType')}>
              <Select
                allowClear
                showSearch
                style={{ width: 160 }}
                options={options(facets.data?.objectTypes)}
              />
            </Form.Item>
            <Form.Item name="objectId" label={t('audit.filters.objectId')}>
              <Input allowClear style={{ width: 200 }} />
            </Form.Item>
            <Form.Item name="time" label={t('audit.filters.time')}>
              <DatePicker.RangePicker showTime={{ format: 'HH:mm' }} format="YYYY-MM-DD HH:mm" />
            </Form.Item>
          </>
        }
      />
    </Card>
  );
}
