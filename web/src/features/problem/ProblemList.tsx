// The problem lists: an enterprise's own (/problem/list), an office's region or a member unit's
// share (/problem/mgr/list, with the statistics beside), and what waits for the office
// (/problem/todoList). Filters and page live in the address; the export takes the same filters.
import { DownloadOutlined, PlusOutlined } from '@ant-design/icons';
import {
  PROBLEM_CATEGORIES,
  PROBLEM_PHASES,
  PROBLEM_STATES,
  type ProblemListQuery,
  type ProblemSummary,
  problemEndpoints,
} from '@portal/contract/problem';
import type { TableColumnsType } from 'antd';
import { Button, Card, Checkbox, Form, Input, Select, Space, Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { downloadFrom } from '../../api/endpoint';
import { confirm, toast } from '../../ui';
import { AdminTable, type PagedQuery } from '../../ui/AdminTable';
import { useEnumLabel } from '../../ui/enumLabel';
import { text, useListState } from '../../ui/listState';
import { formatMinute } from '../../ui/time';
import { ProblemStatsPanel } from './ProblemStatsPanel';
import { ProblemTags } from './ProblemTags';
import { useDeleteProblem, useProblems } from './queries';

export const PROBLEM_EDIT = '/problem/edit';
export const PROBLEM_DETAIL = '/problem/detail';
type Mode = 'mine' | 'manage' | 'todo';
type Filters = Pick<
  ProblemListQuery,
  'state' | 'category' | 'keyword' | 'overdue' | 'phase' | 'escalated' | 'due'
>;

const oneOf = <T extends string>(values: readonly T[], v: string | undefined) =>
  values.includes(v as T) ? (v as T) : undefined;

function ProblemTable({ mode }: { mode: Mode }) {
  const { t } = useTranslation('problem');
  const label = useEnumLabel();
  const navigate = useNavigate();
  const state = useListState<Filters>((p) => ({
    state: oneOf(PROBLEM_STATES, text(p, 'state')),
    category: oneOf(PROBLEM_CATEGORIES, text(p, 'category')),
    keyword: text(p, 'keyword'),
    overdue: text(p, 'overdue') === 'true' ? 'true' : undefined,
    // The home cards link here with these (issue 16).
    phase: oneOf(PROBLEM_PHASES, text(p, 'phase')),
    escalated: text(p, 'escalated') === 'true' ? 'true' : undefined,
    due: text(p, 'due') === 'week' ? 'week' : undefined,
  }));
  const filters = { ...state.filters, ...(mode === 'todo' ? { todo: 'true' as const } : {}) };
  const query: PagedQuery<Filters> = { ...state.filters, page: state.page, size: state.size };
  const list = useProblems({ ...filters, page: state.page, size: state.size });
  const remove = useDeleteProblem();

  const onQuery = ({ page, size, ...next }: PagedQuery<Filters>) => {
    const same = JSON.stringify(next) === JSON.stringify(state.filters);
    if (same) state.setPage(page, size);
    else
      state.setFilters({
        ...next,
        overdue: next.overdue ? 'true' : undefined,
        escalated: next.escalated ? 'true' : undefined,
      });
  };
  const askDelete = (p: ProblemSummary) =>
    confirm({
      content: t('removeConfirm', { title: p.title }),
      danger: true,
      onOk: () => remove.mutateAsync(p.id).then(() => toast.success(t('removed'))),
      onCancel: () => undefined,
    });

  // The enterprise's menu has one page per problem (/problem/edit): a form or, once submitted, the detail.
  const open = (p: ProblemSummary) => `${mode === 'mine' ? PROBLEM_EDIT : PROBLEM_DETAIL}?id=${p.id}`;
  const columns: TableColumnsType<ProblemSummary> = [
    {
      title: t('columns.title'),
      dataIndex: 'title',
      render: (v: string, p) => <Link to={open(p)}>{v}</Link>,
    },
    {
      title: t('columns.category'),
      dataIndex: 'category',
      width: 150,
      render: (c: ProblemSummary['category']) => label('problemCategory', c),
    },
    ...(mode === 'mine'
      ? []
      : [
          {
            title: t('columns.enterprise'),
            key: 'enterprise',
            render: (_: unknown, p: ProblemSummary) => p.enterprise.name,
          },
        ]),
    {
      title: t('columns.state'),
      key: 'state',
      width: 200,
      render: (_: unknown, p) => <ProblemTags problem={p} />,
    },
    {
      title: t('columns.assignee'),
      key: 'assignee',
      width: 180,
      render: (_: unknown, p) => p.assignee?.name ?? '',
    },
    {
      title: t('columns.deadline'),
      dataIndex: 'deadline',
      width: 150,
      render: (v: string | null) => formatMinute(v),
    },
    {
      title: t('columns.updatedAt'),
      dataIndex: 'updatedAt',
      width: 150,
      render: (v: string) => formatMinute(v),
    },
    {
      title: t('columns.actions'),
      key: 'actions',
      width: 130,
      render: (_: unknown, p) => (
        <Space size={0}>
          <Button type="link" size="small" onClick={() => navigate(open(p))}>
            {mode === 'mine' && p.state === 'draft' ? t('edit') : t('open')}
          </Button>
          {mode === 'mine' && p.state === 'draft' && (
            <Button type="link" size="small" danger onClick={() => askDelete(p)}>
              {t('remove')}
            </Button>
          )}
        </Space>
      ),
    },
  ];

  return (
    <>
      <Space style={{ marginBottom: 12 }}>
        {mode === 'mine' && (
          <Button type="primary" icon={<PlusOutlined />} onClick={() => navigate(PROBLEM_EDIT)}>
            {t('add')}
          </Button>
        )}
        <Button
          icon={<DownloadOutlined />}
          onClick={() => void downloadFrom(problemEndpoints.export, { query: filters }, t('exportName'))}
        >
          {t('export')}
        </Button>
      </Space>
      <AdminTable<ProblemSummary, Filters>
        query={query}
        onQuery={onQuery}
        rows={list.data}
        loading={list.isFetching}
        rowKey="id"
        columns={columns}
        table={{ scroll: { x: 1300 } }}
        text={{
          search: t('filters.search'),
          reset: t('filters.reset'),
          empty: t('empty'),
          total: (total) => t('total', { total: list.data?.capped ? `${total}+` : total }),
        }}
        filters={
          <>
            <Form.Item name="state" label={t('filters.state')} initialValue={state.filters.state}>
              <Select
                allowClear
                style={{ width: 140 }}
                options={PROBLEM_STATES.filter((s) => mode === 'mine' || s !== 'draft').map((s) => ({
                  value: s,
                  label: label('problemState', s),
                }))}
              />
            </Form.Item>
            {mode !== 'todo' && (
              <Form.Item name="phase" label={t('phase.label')} initialValue={state.filters.phase}>
                <Select
                  allowClear
                  style={{ width: 140 }}
                  options={PROBLEM_PHASES.map((p) => ({ value: p, label: t(`phase.${p}`) }))}
                />
              </Form.Item>
            )}
            <Form.Item name="category" label={t('filters.category')} initialValue={state.filters.category}>
              <Select
                allowClear
                style={{ width: 170 }}
                options={PROBLEM_CATEGORIES.map((c) => ({ value: c, label: label('problemCategory', c) }))}
              />
            </Form.Item>
            <Form.Item name="keyword" initialValue={state.filters.keyword}>
              <Input allowClear placeholder={t('filters.keyword')} style={{ width: 200 }} />
            </Form.Item>
            <Form.Item
              name="overdue"
              valuePropName="checked"
              initialValue={state.filters.overdue}
              normalize={(v: boolean) => (v ? 'true' : undefined)}
            >
              <Checkbox>{t('filters.overdue')}</Checkbox>
            </Form.Item>
            {mode !== 'mine' && (
              <Form.Item name="due" label={t('due.label')} initialValue={state.filters.due}>
                <Select
                  allowClear
                  style={{ width: 120 }}
                  options={[{ value: 'week', label: t('due.week') }]}
                />
              </Form.Item>
            )}
            {mode !== 'mine' && (
              <Form.Item
                name="escalated"
                valuePropName="checked"
                initialValue={state.filters.escalated}
                normalize={(v: boolean) => (v ? 'true' : undefined)}
              >
                <Checkbox>{t('escalatedOnly')}</Checkbox>
              </Form.Item>
            )}
          </>
        }
      />
    </>
  );
}

export function ProblemList({ mode }: { mode: Mode }) {
  const { t } = useTranslation('problem');
  const title = t(`titles.${mode}`);
  if (mode !== 'manage')
    return (
      <Card title={title}>
        <ProblemTable mode={mode} />
      </Card>
    );
  return (
    <Card title={title}>
      <Tabs
        items={[
          { key: 'list', label: t('tabs.list'), children: <ProblemTable mode={mode} /> },
          { key: 'stats', label: t('tabs.stats'), children: <ProblemStatsPanel /> },
        ]}
      />
    </Card>
  );
}

export const MyProblemsPage = () => <ProblemList mode="mine" />;
export const ManageProblemsPage = () => <ProblemList mode="manage" />;
export const TodoProblemsPage = () => <ProblemList mode="todo" />;
