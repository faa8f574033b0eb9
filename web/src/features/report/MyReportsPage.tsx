// The filer's lists: /report/list (what it owes now), /report/history (what it filed), /report/issue
// and /report/issue/history (major matters). One page, told apart by its path.
import { DownloadOutlined, PlusOutlined } from '@ant-design/icons';
import { type MyReportQuery, REPORT_STATES, type ReportSummary } from '@portal/contract/report';
import type { TableColumnsType } from 'antd';
import { Alert, Button, Card, Form, Select, Space, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { exportMine, useMyReports } from '../../api/report';
import { toast } from '../../ui';
import { AdminTable, type PagedQuery } from '../../ui/AdminTable';
import { paramsOf, text, useListState } from '../../ui/listState';
import { formatMinute } from '../../ui/time';
import { StateTag } from './shared';

type Filters = Pick<MyReportQuery, 'state' | 'late'>;

const FLAGS = ['true', 'false'] as const;
const oneOf = <T extends string>(values: readonly T[], v: string | undefined) =>
  values.includes(v as T) ? (v as T) : undefined;
/** The filters live in the address, so the home card's links open the list filtered. */
const parse = (p: URLSearchParams): Filters => ({
  state: oneOf(REPORT_STATES, text(p, 'state')),
  late: oneOf(FLAGS, text(p, 'late')),
});
type View = { title: string; intro?: string; base: Omit<MyReportQuery, 'page' | 'size'> };

const editPath = (r: ReportSummary) => `/report/${r.kind}/${r.state === 'OWED' ? 'add' : 'edit'}?id=${r.id}`;

export default function MyReportsPage() {
  const { t } = useTranslation('report');
  const { pathname } = useLocation();
  const state = useListState(parse);
  const query: PagedQuery<Filters> = { ...state.filters, page: state.page, size: state.size };
  const onQuery = ({ page, size, ...next }: PagedQuery<Filters>) => {
    if (JSON.stringify(parse(paramsOf(next))) === JSON.stringify(state.filters)) state.setPage(page, size);
    else state.setFilters(parse(paramsOf(next)));
  };
  const views: Record<string, View> = {
    '/report/list': { title: t('mine.listTitle'), intro: t('mine.listIntro'), base: { open: 'true' } },
    '/report/history': { title: t('mine.historyTitle'), base: { open: 'false' } },
    '/report/issue': {
      title: t('mine.issueTitle'),
      intro: t('mine.issueIntro'),
      base: { kind: 'issue', open: 'true' },
    },
    '/report/issue/history': { title: t('mine.issueHistoryTitle'), base: { kind: 'issue', open: 'false' } },
  };
  const view = views[pathname] ?? views['/report/list']!;
  const full = { ...view.base, ...query };
  const list = useMyReports(full);
  const isIssue = view.base.kind === 'issue';

  const columns: TableColumnsType<ReportSummary> = [
    {
      title: t('columns.kind'),
      dataIndex: 'kind',
      render: (k: ReportSummary['kind'], r) => (
        <Space size={4}>
          <Link to={editPath(r)}>{t(`kind.${k}`)}</Link>
          {r.issued && <Tag color="purple">{t('issued')}</Tag>}
        </Space>
      ),
    },
    { title: t('columns.period'), key: 'period', render: (_, r) => r.periodLabel ?? r.title ?? '—' },
    {
      title: t('columns.state'),
      key: 'state',
      width: 160,
      render: (_, r) => <StateTag state={r.state} late={r.late} />,
    },
    { title: t('columns.due'), dataIndex: 'dueOn', width: 120, render: (d: string | null) => d ?? '—' },
    {
      title: t('columns.submittedAt'),
      dataIndex: 'submittedAt',
      width: 160,
      render: (v: string | null) => formatMinute(v),
    },
    {
      title: t('columns.actions'),
      key: 'actions',
      width: 100,
      render: (_, r) => (
        <Link to={editPath(r)}>
          {['OWED', 'DRAFT', 'RETURNED'].includes(r.state) ? t('fill') : t('view')}
        </Link>
      ),
    },
  ];

  const download = () => exportMine(view.base, `${view.title}.xlsx`).then(() => toast.success(t('exported')));

  return (
    <Card
      title={view.title}
      extra={
        <Space>
          {isIssue && (
            <Link to="/report/issue/edit">
              <Button type="primary" icon={<PlusOutlined />}>
                {t('mine.addIssue')}
              </Button>
            </Link>
          )}
          <Button icon={<DownloadOutlined />} onClick={download}>
            {t('export')}
          </Button>
        </Space>
      }
    >
      {view.intro && <Alert type="info" showIcon message={view.intro} style={{ marginBottom: 16 }} />}
      <AdminTable<ReportSummary, Filters>
        key={JSON.stringify(state.filters)}
        query={query}
        onQuery={onQuery}
        rows={list.data}
        loading={list.isFetching}
        rowKey="id"
        columns={columns}
        text={{
          search: t('filters.search'),
          reset: t('filters.reset'),
          empty: t('empty'),
          total: (total) => t('total', { total }),
        }}
        filters={
          <>
            <Form.Item name="state" label={t('filters.state')} initialValue={state.filters.state}>
              <Select
                allowClear
                style={{ width: 140 }}
                options={REPORT_STATES.filter((s) => s !== 'PUBLISHED').map((s) => ({
                  value: s,
                  label: t(`state.${s}`),
                }))}
              />
            </Form.Item>
            <Form.Item name="late" label={t('filters.late')} initialValue={state.filters.late}>
              <Select
                allowClear
                style={{ width: 120 }}
                options={FLAGS.map((v) => ({ value: v, label: t(`filters.lateOptions.${v}`) }))}
              />
            </Form.Item>
          </>
        }
      />
    </Card>
  );
}
