// A workflow inbox (DESIGN §7): the /workflow/* pages (one process group each) and the
// government approval list /govt/index/home (every process). To-do and done tabs, filters and
// paging in the URL; a row opens the instance in a drawer (also reachable with ?id=).

import { DownloadOutlined } from '@ant-design/icons';
import type { WorkflowInstanceSummary } from '@portal/contract';
import type { TableColumnsType } from 'antd';
import { Button, Card, Drawer, Empty, Table, Tabs, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLocation, useMatches } from 'react-router';
import { exportInbox, type InboxBox, useWorkflowInbox, useWorkflowProcesses } from '../../api/workflow';
import { toast } from '../../ui';
import { useListState } from '../../ui/listState';
import { formatMinute } from '../../ui/time';
import { groupOfPath, stateColor } from './format';
import { type FilterValues, InboxFilters } from './InboxFilters';
import { WorkflowDetail } from './WorkflowDetail';

const FILTER_KEYS = ['process', 'state', 'keyword', 'from', 'to', 'overdue'] as const;

export default function WorkflowInboxPage() {
  const { t } = useTranslation('workflow');
  const { pathname } = useLocation();
  const group = groupOfPath(pathname);
  const { search, page, size, update } = useListState();
  const box: InboxBox = search.get('tab') === 'done' ? 'done' : 'todo';
  const values = Object.fromEntries(FILTER_KEYS.map((k) => [k, search.get(k) ?? ''])) as FilterValues;
  const opened = search.get('id');
  // Kept alive while the user follows the subject link, this page keeps the location it was left
  // at (?id=…); the matches are the router's live ones. The drawer is a portal, outside the
  // hidden page, so it must close itself while another page is shown.
  const shown = useMatches().at(-1)?.pathname === pathname;

  const processes = useWorkflowProcesses(group ?? undefined);
  const noProcess = processes.data !== undefined && processes.data.length === 0;
  const filters = {
    group: group ?? undefined,
    ...values,
    overdue: values.overdue === 'true' ? ('true' as const) : undefined,
  };
  const inbox = useWorkflowInbox(box, { ...filters, page, size });

  const filter = (changes: Partial<FilterValues>) => update({ ...changes, page: '' });
  const reset = () => update({ ...Object.fromEntries(FILTER_KEYS.map((k) => [k, ''])), page: '' });
  const filtered = FILTER_KEYS.some((k) => values[k]);

  const columns: TableColumnsType<WorkflowInstanceSummary> = [
    {
      title: t('columns.title'),
      dataIndex: 'title',
      width: 280,
      fixed: 'left',
      render: (title: string, r) => (
        <Typography.Link onClick={() => update({ id: r.id })}>{title}</Typography.Link>
      ),
    },
    { title: t('columns.process'), dataIndex: 'processTitle', width: 150 },
    {
      title: t('columns.state'),
      dataIndex: 'stateLabel',
      width: 100,
      render: (label: string, r) => <Tag color={stateColor(r.state, r.open)}>{label}</Tag>,
    },
    { title: t('columns.submitter'), dataIndex: ['submitterOrg', 'name'], width: 200, ellipsis: true },
    {
      title: t('columns.assignee'),
      dataIndex: ['assigneeOrg', 'name'],
      width: 200,
      ellipsis: true,
      render: (name?: string) => name ?? '—',
    },
    {
      title: t('columns.deadline'),
      dataIndex: 'deadline',
      width: 170,
      render: (deadline: string | null, r) => (
        <>
          {formatMinute(deadline, '—')}
          {r.overdue && (
            <Tag color="error" style={{ marginLeft: 6 }}>
              {t('overdue')}
            </Tag>
          )}
        </>
      ),
    },
    {
      title: t('columns.createdAt'),
      dataIndex: 'createdAt',
      width: 150,
      render: (v: string | null) => formatMinute(v, '—'),
    },
    {
      title: t('columns.updatedAt'),
      dataIndex: 'updatedAt',
      width: 150,
      render: (v: string | null) => formatMinute(v, '—'),
    },
    {
      title: t('columns.actions'),
      key: 'actions',
      width: 90,
      render: (_: unknown, r) => (
        <Button type="link" size="small" onClick={() => update({ id: r.id })}>
          {box === 'todo' ? t('open') : t('view')}
        </Button>
      ),
    },
  ];

  const emptyText = inbox.isError
    ? t('empty.loadFailed')
    : noProcess
      ? t('noProcess')
      : filtered
        ? t('empty.noMatch')
        : t(`empty.${box}`);

  const saveExcel = () =>
    exportInbox(box, filters, t('exportName', { box: t(`tabs.${box}`) })).catch((error: Error) =>
      toast.error(error.message),
    );

  return (
    <Card
      // A process group's inbox is titled as its menu entry (the shell's label), the whole inbox here.
      title={group ? t(`shell:menu.workflow.${group}`) : t('titles.all')}
      extra={
        <Button
          icon={<DownloadOutlined />}
          onClick={() => void saveExcel()}
          disabled={!inbox.data?.total}
          data-testid="inbox-export"
        >
          {t('export')}
        </Button>
      }
    >
      <Tabs
        activeKey={box}
        onChange={(tab) => update({ tab: tab === 'todo' ? '' : tab, page: '' })}
        items={(['todo', 'done'] as const).map((key) => ({ key, label: t(`tabs.${key}`) }))}
      />
      <InboxFilters processes={processes.data ?? []} values={values} onChange={filter} onReset={reset} />
      <Table<WorkflowInstanceSummary>
        rowKey="id"
        columns={columns}
        dataSource={inbox.data?.items ?? []}
        loading={inbox.isFetching}
        scroll={{ x: 1570 }}
        locale={{ emptyText: <Empty description={emptyText} /> }}
        pagination={{
          current: page,
          pageSize: size,
          total: inbox.data?.total ?? 0,
          showSizeChanger: true,
          showTotal: (total) => t('total', { total }),
          onChange: (p, s) => update({ page: s === size ? p : 1, size: s }),
        }}
      />
      <Drawer
        open={opened !== null && shown}
        onClose={() => update({ id: '' })}
        title={t('detail.title')}
        size={720}
        destroyOnHidden
      >
        {opened && <WorkflowDetail id={opened} />}
      </Drawer>
    </Card>
  );
}
