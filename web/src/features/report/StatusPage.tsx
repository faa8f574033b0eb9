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
import { Alert, Button, Card, Checkbox, Form, Input, Select, Space, Tag, Typography, Upload } from 'antd';
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
import { AdminTable, type PagedQuery } from '../../ui/AdminTable';
import { paramsOf, text, useListState } from '../../ui/listState';
import { RegionCascader } from '../../ui/region/RegionCascader';
import { formatMinute } from '../../ui/time';
import { StateTag, useKindOfPath } from './shared';

type Filters = Pick<
  ReportStatusQuery,
  'state' | 'late' | 'keyword' | 'kind' | 'regionCode' | 'open' | 'current' | 'awaiting'
>;

const oneOf = <T extends string>(values: readonly T[], v: string | undefined) =>
  values.includes(v as T) ? (v as T) : undefined;
const FLAGS = ['true', 'false'] as const;
/** The filters live in the address, so a home card's link opens the list filtered (and a reload keeps it). */
const parse = (p: URLSearchParams): Filters => ({
  kind: oneOf(REPORT_KINDS, text(p, 'kind')),
  state: oneOf(REPORT_STATES, text(p, 'state')),
  late: oneOf(FLAGS, text(p, 'late')),
  keyword: text(p, 'keyword'),
  regionCode: /^\d{6}$/.test(text(p, 'regionCode') ?? '') ? text(p, 'regionCode') : undefined,
  open: oneOf(FLAGS, text(p, 'open')),
  current: text(p, 'current') === 'true' ? 'true' : undefined,
  awaiting: text(p, 'awaiting') === 'true' ? 'true' : undefined,
});

/** A region's codes from just below `root` down to it (430102 under 430000: 430100, 430102). */
function regionPath(code: string | undefined, root: string | null): string[] | undefined {
  if (!code) return undefined;
  const levels = [`${code.slice(0, 2)}0000`, `${code.slice(0, 4)}00`, code];
  const below = root
    ? levels.filter((c) => c !== root && c.startsWith(root.replace(/(00){1,2}$/, '')))
    : levels;
  return [...new Set(below)];
}

export default function StatusPage() {
  const { t } = useTranslation('report');
  const navigate = useNavigate();
  const kind = useKindOfPath();
  const me = useSignedIn();
  const periods = usePeriods(kind ?? 'golden');
  const [periodId, setPeriodId] = useState<string | undefined>();
  const state = useListState(parse);
  const query: PagedQuery<Filters> = { ...state.filters, page: state.page, size: state.size };
  const onQuery = ({ page, size, ...next }: PagedQuery<Filters>) => {
    if (JSON.stringify(parse(paramsOf(next))) === JSON.stringify(state.filters)) state.setPage(page, size);
    else state.setFilters(parse(paramsOf(next)));
  };
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
        // A new address (a home card's link) shows its filters in the form.
        key={JSON.stringify(state.filters)}
        query={query}
        onQuery={onQuery}
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
              <Form.Item name="kind" label={t('filters.kind')} initialValue={state.filters.kind}>
                <Select
                  allowClear
                  style={{ width: 150 }}
                  options={REPORT_KINDS.map((k) => ({ value: k, label: t(`kind.${k}`) }))}
                />
              </Form.Item>
            )}
            <Form.Item name="state" label={t('filters.state')} initialValue={state.filters.state}>
              <Select
                allowClear
                style={{ width: 120 }}
                options={REPORT_STATES.map((s) => ({ value: s, label: t(`state.${s}`) }))}
              />
            </Form.Item>
            <Form.Item name="late" label={t('filters.late')} initialValue={state.filters.late}>
              <Select
                allowClear
                style={{ width: 120 }}
                options={(['true', 'false'] as const).map((v) => ({
                  value: v,
                  label: t(`filters.lateOptions.${v}`),
                }))}
              />
            </Form.Item>
            <Form.Item name="open" label={t('filters.open')} initialValue={state.filters.open}>
              <Select
                allowClear
                style={{ width: 120 }}
                options={FLAGS.map((v) => ({ value: v, label: t(`filters.openOptions.${v}`) }))}
              />
            </Form.Item>
            {!periodic && (
              <Form.Item name="current" label={t('filters.current')} initialValue={state.filters.current}>
                <Select
                  allowClear
                  style={{ width: 110 }}
                  options={[{ value: 'true', label: t('filters.currentOptions.true') }]}
                />
              </Form.Item>
            )}
            <Form.Item
              name="regionCode"
              label={t('filters.region')}
              initialValue={state.filters.regionCode}
              getValueProps={(code?: string) => ({ value: regionPath(code, me.org.regionCode) })}
              normalize={(codes?: string[]) => codes?.at(-1)}
            >
              <RegionCascader root={me.org.regionCode ?? undefined} changeOnSelect style={{ width: 200 }} />
            </Form.Item>
            <Form.Item
              name="awaiting"
              valuePropName="checked"
              initialValue={state.filters.awaiting === 'true'}
              normalize={(checked: boolean) => (checked ? 'true' : undefined)}
              getValueProps={(v?: string) => ({ checked: v === 'true' || (v as unknown) === true })}
            >
              <Checkbox>{t('filters.awaiting')}</Checkbox>
            </Form.Item>
            <Form.Item name="keyword" initialValue={state.filters.keyword}>
              <Input allowClear placeholder={t('filters.keyword')} style={{ width: 200 }} />
            </Form.Item>
          </>
        }
      />
    </Card>
  );
}
