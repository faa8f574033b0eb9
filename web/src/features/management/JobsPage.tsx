// /management/jobs (ADMIN): every background job's last run, last success and last failure, as the
// server processes record them; ?failed=true (the home's failed-jobs card) keeps only the jobs whose
// last run failed.
import { ReloadOutlined } from '@ant-design/icons';
import type { TableColumnsType } from 'antd';
import { Alert, Button, Card, Checkbox, Empty, Flex, Table, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { type JobRun, useJobRuns } from '../../api/management';
import { useListState } from '../../ui/listState';
import { formatSecond } from '../../ui/time';

const when = (v: string | null) => (v ? formatSecond(v) : '—');

export default function JobsPage() {
  const { t } = useTranslation('admin');
  const state = useListState((p) => ({ failed: p.get('failed') === 'true' ? 'true' : undefined }));
  const failed = state.filters.failed === 'true';
  const jobs = useJobRuns(failed);

  const columns: TableColumnsType<JobRun> = [
    {
      title: t('jobs.columns.name'),
      dataIndex: 'name',
      width: 220,
      render: (name: string) => (
        <Typography.Text strong title={name}>
          {t(`home.jobs.names.${name}`, { defaultValue: name })}
        </Typography.Text>
      ),
    },
    {
      title: t('jobs.columns.outcome'),
      dataIndex: 'outcome',
      width: 120,
      render: (o: JobRun['outcome'], j) =>
        j.finishedAt === null ? (
          <Tag color="blue">{t('jobs.outcomes.running')}</Tag>
        ) : (
          <Tag color={o === 'FAILED' ? 'red' : 'green'}>{t(`jobs.outcomes.${o ?? 'OK'}`)}</Tag>
        ),
    },
    { title: t('jobs.columns.startedAt'), dataIndex: 'startedAt', width: 190, render: when },
    { title: t('jobs.columns.lastSuccessAt'), dataIndex: 'lastSuccessAt', width: 190, render: when },
    { title: t('jobs.columns.lastFailureAt'), dataIndex: 'lastFailureAt', width: 190, render: when },
    { title: t('jobs.columns.consecutiveFailures'), dataIndex: 'consecutiveFailures', width: 100 },
  ];

  return (
    <Card
      title={t('jobs.title')}
      extra={
        <Button icon={<ReloadOutlined />} onClick={() => void jobs.refetch()} loading={jobs.isFetching}>
          {t('jobs.refresh')}
        </Button>
      }
    >
      <Alert type="info" showIcon title={t('jobs.hint')} style={{ marginBottom: 16 }} />
      <Checkbox
        checked={failed}
        onChange={(e) => state.setFilters({ failed: e.target.checked ? 'true' : undefined })}
        style={{ marginBottom: 16 }}
        data-testid="jobs-failed-only"
      >
        {t('jobs.failedOnly')}
      </Checkbox>
      <Table<JobRun>
        rowKey="name"
        columns={columns}
        dataSource={jobs.data ?? []}
        loading={jobs.isPending || jobs.isFetching}
        // The process to read the logs of, and the last failure's message.
        expandable={{
          expandedRowRender: (j) => (
            <Flex vertical gap={4}>
              <Typography.Text type="secondary">{t('jobs.process', { process: j.process })}</Typography.Text>
              {j.lastError !== null && (
                <Typography.Text type="danger" style={{ whiteSpace: 'pre-wrap' }}>
                  {t('jobs.error', { error: j.lastError })}
                </Typography.Text>
              )}
            </Flex>
          ),
        }}
        locale={{
          emptyText: (
            <Empty
              description={t(jobs.isError ? 'jobs.loadFailed' : failed ? 'jobs.emptyFailed' : 'jobs.empty')}
            />
          ),
        }}
        pagination={false}
        scroll={{ x: 980 }}
      />
    </Card>
  );
}
