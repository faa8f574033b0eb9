// /management/audit: the audit log for the security auditor (read-only): filters by actor,
// action, object and time; paging; Excel export of the filtered log.
import { DownloadOutlined } from '@ant-design/icons';
import { type AuditEntry, PAGE_SIZE_DEFAULT } from '@portal/contract';
import type { TableColumnsType } from 'antd';
import { Button, Card, DatePicker, Empty, Form, Input, Select, Space, Table, Typography } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type AuditFilters, exportAuditLog, useAuditFacets, useAuditLog } from '../../api/sysmgmt';
import { toast } from '../../ui';

type Fields = Omit<AuditFilters, 'from' | 'to'> & { time?: [Dayjs, Dayjs] };

export default function AuditLogPage() {
  const { t } = useTranslation('admin');
  const [form] = Form.useForm<Fields>();
  const [filters, setFilters] = useState<AuditFilters>({});
  const [paging, setPaging] = useState({ page: 1, size: PAGE_SIZE_DEFAULT });
  const log = useAuditLog({ ...filters, ...paging });
  const facets = useAuditFacets();
  const options = (values?: string[]) => (values ?? []).map((v) => ({ value: v, label: v }));

  function apply({ time, ...rest }: Fields) {
    const clean = Object.fromEntries(Object.entries(rest).filter(([, v]) => v)) as AuditFilters;
    setFilters({
      ...clean,
      from: time?.[0]?.startOf('minute').toISOString(),
      to: time?.[1]?.endOf('minute').toISOString(),
    });
    setPaging((p) => ({ ...p, page: 1 }));
  }

  const columns: TableColumnsType<AuditEntry> = [
    {
      title: t('audit.columns.at'),
      dataIndex: 'at',
      width: 170,
      render: (v: string) => dayjs(v).format('YYYY-MM-DD HH:mm:ss'),
    },
    {
      title: t('audit.columns.actor'),
      dataIndex: 'actorAccount',
      width: 120,
      render: (v: string | null) => v ?? t('audit.system'),
    },
    { title: t('audit.columns.action'), dataIndex: 'action', width: 200 },
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
      <Form form={form} layout="inline" onFinish={apply} style={{ marginBottom: 16, rowGap: 8 }}>
        <Form.Item name="actor" label={t('audit.filters.actor')}>
          <Input allowClear style={{ width: 130 }} />
        </Form.Item>
        <Form.Item name="action" label={t('audit.filters.action')}>
          <Select allowClear showSearch style={{ width: 220 }} options={options(facets.data?.actions)} />
        </Form.Item>
        <Form.Item name="objectType" label={t('audit.filters.objectType')}>
          <Select allowClear showSearch style={{ width: 160 }} options={options(facets.data?.objectTypes)} />
        </Form.Item>
        <Form.Item name="objectId" label={t('audit.filters.objectId')}>
          <Input allowClear style={{ width: 200 }} />
        </Form.Item>
        <Form.Item name="time" label={t('audit.filters.time')}>
          <DatePicker.RangePicker showTime={{ format: 'HH:mm' }} format="YYYY-MM-DD HH:mm" />
        </Form.Item>
        <Space>
          <Button type="primary" htmlType="submit">
            {t('common.search')}
          </Button>
          <Button
            onClick={() => {
              form.resetFields();
              apply({});
            }}
          >
            {t('common.reset')}
          </Button>
        </Space>
      </Form>
      <Table<AuditEntry>
        rowKey="id"
        size="middle"
        columns={columns}
        dataSource={log.data?.items ?? []}
        loading={log.isFetching}
        expandable={{
          rowExpandable: (r) => r.detail !== null,
          expandedRowRender: (r) => <pre className="audit-detail">{JSON.stringify(r.detail, null, 2)}</pre>,
        }}
        locale={{ emptyText: <Empty description={t(log.isError ? 'common.loadFailed' : 'common.empty')} /> }}
        pagination={{
          current: paging.page,
          pageSize: paging.size,
          total: log.data?.total ?? 0,
          showTotal: (total) => t('common.total', { total }),
          onChange: (page, size) => setPaging({ page: size === paging.size ? page : 1, size }),
        }}
      />
    </Card>
  );
}
