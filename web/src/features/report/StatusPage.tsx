// /report/{kind}/list: a period's submission status in the office's region (who filed, who is
// late), reminders, Excel export, and the import of a period from its template; /report/history:
// every report of the region. Briefs list here too, with the way to write one.
import { BellOutlined, DownloadOutlined, EditOutlined, UploadOutlined } from '@ant-design/icons';
import {
  CADENCED_KINDS,
  type EnterpriseKind,
  REPORT_KINDS,
  REPORT_STATES,
  type ReportStatusQuery,
  type ReportSummary,
} from '@portal/contract/report';
import type { TableColumnsType } from 'antd';
import { Alert, Button, Card, Form, Input, Select, Space, Tag, Typography, Upload } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { ApiError } from '../../api/client';
import {
  downloadTemplate,
  exportStatus,
  useImportPeriod,
  usePeriods,
  useRemind,
  useReportStatus,
} from '../../api/report';
import { useSignedIn } from '../../session/handle';
import { confirm, toast } from '../../ui';
import { AdminTable, FIRST_PAGE, type PagedQuery } from '../../ui/AdminTable';
import { formatMinute } from '../../ui/time';
import { StateTag, useKindOfPath } from './shared';

type Filters = Pick<ReportStatusQuery, 'state' | 'late' | 'keyword' | 'kind'>;

export default function StatusPage() {
  const { t } = useTranslation('report');
  const navigate = useNavigate();
  const kind = useKindOfPath();
  const me = useSignedIn();
  const periods = usePeriods(kind ?? 'golden');
  const [periodId, setPeriodId] = useState<string | undefined>();
  const [query, setQuery] = useState<PagedQuery<Filters>>(FIRST_PAGE);
  const [selected, setSelected] = useState<ReportSummary[]>([]);
  const [importErrors, setImportErrors] = useState<string[]>([]);
  const remind = useRemind();
  const importer = useImportPeriod();
  const periodic = kind !== null && kind !== 'brief';
  const isAuditor = me.authorities.includes('AUDITOR');

  // The newest period is where an office starts.
  useEffect(() => {
    if (periodic && !periodId && periods.data?.[0]) setPeriodId(periods.data[0].id);
  }, [periodic, periodId, periods.data]);

  const full: ReportStatusQuery = { ...query, ...(kind ? { kind } : {}), ...(periodic ? { periodId } : {}) };
  const list = useReportStatus(full, !periodic || Boolean(periodId));
  const title = kind ? t(`kind.${kind}`) : t('office.historyTitle');
  const openPath = (r: ReportSummary) => `/report/${r.kind === 'issue' ? 'golden' : r.kind}/edit?id=${r.id}`;

  const onRemind = () => {
    const late = selected.filter((r) => r.late && ['OWED', 'DRAFT', 'RETURNED'].includes(r.state));
    if (late.length === 0) return toast.warning(t('office.remindLate'));
    confirm({
      content: t('office.remindConfirm', { count: late.length }),
      onCancel: () => undefined,
      onOk: () =>
        remind.mutateAsync(late.map((r) => r.id)).then((a) => {
          toast.success(t('office.reminded', { count: a.reminded }));
          setSelected([]);
        }),
    });
  };
  const onImport = async (file: File) => {
    if (!periodId) return;
    setImportErrors([]);
    try {
      const result = await importer.mutateAsync({ periodId, file });
      toast.success(t('office.imported', { count: result.imported }));
    } catch (error) {
      if (error instanceof ApiError && error.details.length > 0)
        setImportErrors(error.details.map((d) => `${d.path}：${d.message}`));
      else toast.error(error instanceof Error ? error.message : String(error));
    }
  };

  const columns: TableColumnsType<ReportSummary> = [
    {
      title: kind === 'brief' ? t('columns.title') : t('columns.filer'),
      key: 'filer',
      render: (_, r) => <Link to={openPath(r)}>{kind === 'brief' ? r.title : r.filerName}</Link>,
    },
    ...(kind
      ? []
      : [
          {
            title: t('columns.kind'),
            key: 'kind',
            render: (_: unknown, r: ReportSummary) => t(`kind.${r.kind}`),
          },
        ]),
    { title: t('columns.region'), key: 'region', width: 120, render: (_, r) => r.regionName ?? r.regionCode },
    ...(periodic
      ? []
      : [
          {
            title: t('columns.period'),
            key: 'period',
            render: (_: unknown, r: ReportSummary) => r.periodLabel ?? r.title ?? '—',
          },
        ]),
    {
      title: t('columns.state'),
      key: 'state',
      width: 170,
      render: (_, r) => (
        <Space size={0} direction="vertical">
          <span>
            <StateTag state={r.state} late={r.late} />
            {r.issued && <Tag color="purple">{t('issued')}</Tag>}
          </span>
          {r.lastRemindedAt && (
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>
              {t('remindedAt', { at: formatMinute(r.lastRemindedAt) })}
            </Typography.Text>
          )}
        </Space>
      ),
    },
    { title: t('columns.due'), dataIndex: 'dueOn', width: 110, render: (d: string | null) => d ?? '—' },
    {
      title: t('columns.submittedAt'),
      dataIndex: 'submittedAt',
      width: 150,
      render: (v: string | null) => formatMinute(v),
    },
    {
      title: t('columns.actions'),
      key: 'actions',
      width: 80,
      render: (_, r) => <Link to={openPath(r)}>{t('view')}</Link>,
    },
  ];

  const counts = list.data?.counts;
  return (
    <Card
      title={title}
      extra={
        <Space wrap>
          {periodic && (
            <Select
              style={{ width: 220 }}
              placeholder={t('office.noPeriod')}
              value={periodId}
              onChange={(v) => setPeriodId(v)}
              options={(periods.data ?? []).map((p) => ({
                value: p.id,
                label: p.issued ? `${p.label}（${t('issued')}）` : p.label,
              }))}
              aria-label={t('filters.period')}
            />
          )}
          {kind === 'brief' && !isAuditor && (
            <Button type="primary" icon={<EditOutlined />} onClick={() => navigate('/report/brief/issue')}>
              {t('office.newBrief')}
            </Button>
          )}
          {periodic && !isAuditor && (
            <Button icon={<BellOutlined />} onClick={onRemind} loading={remind.isPending}>
              {t('office.remind')}
            </Button>
          )}
          <Button
            icon={<DownloadOutlined />}
            onClick={() => exportStatus(full, `${title}.xlsx`).then(() => toast.success(t('exported')))}
          >
            {t('export')}
          </Button>
          {kind && (CADENCED_KINDS as readonly string[]).includes(kind) && !isAuditor && (
            <>
              <Button onClick={() => downloadTemplate(kind as EnterpriseKind, `${title}导入模板.xlsx`)}>
                {t('office.template')}
              </Button>
              <Upload
                accept=".xlsx"
                showUploadList={false}
                beforeUpload={(file) => {
                  void onImport(file);
                  return false;
                }}
              >
                <Button icon={<UploadOutlined />} loading={importer.isPending} disabled={!periodId}>
                  {t('office.import')}
                </Button>
              </Upload>
            </>
          )}
        </Space>
      }
    >
      {counts && periodic && (
        <Alert type="info" style={{ marginBottom: 16 }} message={t('office.counts', counts)} />
      )}
      {importErrors.length > 0 && (
        <Alert
          type="error"
          closable
          onClose={() => setImportErrors([])}
          style={{ marginBottom: 16 }}
          message={t('office.importFailed')}
          description={importErrors.slice(0, 20).map((e) => <div key={e}>{e}</div>)}
        />
      )}
      <AdminTable<ReportSummary, Filters>
        query={query}
        onQuery={setQuery}
        rows={list.data}
        loading={list.isFetching}
        rowKey="id"
        columns={columns}
        table={{
          scroll: { x: 900 },
          ...(periodic
            ? {
                rowSelection: {
                  selectedRowKeys: selected.map((r) => r.id),
                  onChange: (_, rows) => setSelected(rows),
                },
              }
            : {}),
        }}
        text={{
          search: t('filters.search'),
          reset: t('filters.reset'),
          empty: t('empty'),
          total: (total) => t('total', { total }),
        }}
        filters={
          <>
            {!kind && (
              <Form.Item name="kind" label={t('filters.kind')}>
                <Select
                  allowClear
                  style={{ width: 150 }}
                  options={REPORT_KINDS.map((k) => ({ value: k, label: t(`kind.${k}`) }))}
                />
              </Form.Item>
            )}
            <Form.Item name="state" label={t('filters.state')}>
              <Select
                allowClear
                style={{ width: 120 }}
                options={REPORT_STATES.map((s) => ({ value: s, label: t(`state.${s}`) }))}
              />
            </Form.Item>
            <Form.Item name="late" label={t('filters.late')}>
              <Select
                allowClear
                style={{ width: 120 }}
                options={(['true', 'false'] as const).map((v) => ({
                  value: v,
                  label: t(`filters.lateOptions.${v}`),
                }))}
              />
            </Form.Item>
            <Form.Item name="keyword">
              <Input allowClear placeholder={t('filters.keyword')} style={{ width: 200 }} />
            </Form.Item>
          </>
        }
      />
    </Card>
  );
}
