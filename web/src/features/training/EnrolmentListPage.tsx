// /training/enroll/list: for an office every enrolment of its region's trainings (filters, export
// of enrolments and attendance); for the audience its own organisation's, with what each may do.
import { DownloadOutlined } from '@ant-design/icons';
import { ENROLMENT_STATUSES, type Enrolment, trainingEndpoints } from '@portal/contract/training';
import type { TableColumnsType } from 'antd';
import { Button, Card, Empty, Form, Input, Select, Space, Table } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { downloadFrom } from '../../api/endpoint';
import { useSignedIn } from '../../session/handle';
import { text, useListState } from '../../ui/listState';
import { formatMinute } from '../../ui/time';
import { EnrolmentActions } from './MyEnrolments';
import { EnrolmentStatusTag, isOffice } from './parts';
import { useEnrolments, useMyEnrolments } from './queries';

const parse = (p: URLSearchParams) => ({
  keyword: text(p, 'keyword'),
  status: text(p, 'status') as Enrolment['status'] | undefined,
  attended: text(p, 'attended') as 'true' | 'false' | undefined,
  trainingId: text(p, 'trainingId'),
});

export default function EnrolmentListPage() {
  const { t } = useTranslation('training');
  const office = isOffice(useSignedIn().org.type);
  const state = useListState(parse);
  const query = { ...state.filters, page: state.page, size: state.size };
  const officeList = useEnrolments(query, office);
  const mine = useMyEnrolments(query, !office);
  const list = office ? officeList : mine;
  const trainingPath = office ? '/training/detail' : '/training/training/detail';

  const columns: TableColumnsType<Enrolment> = [
    {
      title: t('enrolments.columns.training'),
      dataIndex: 'trainingTitle',
      render: (title: string, e) => <Link to={`${trainingPath}?id=${e.trainingId}`}>{title}</Link>,
    },
    ...(office ? [{ title: t('enrolments.columns.org'), dataIndex: 'orgName', width: 200 }] : []),
    { title: t('enrolments.columns.name'), dataIndex: 'name', width: 100 },
    { title: t('enrolments.columns.mobile'), dataIndex: 'mobile', width: 130 },
    {
      title: t('enrolments.columns.status'),
      dataIndex: 'status',
      width: 180,
      render: (s: Enrolment['status'], e) => <EnrolmentStatusTag status={s} position={e.waitingPosition} />,
    },
    {
      title: t('enrolments.columns.attended'),
      dataIndex: 'attendedAt',
      width: 140,
      render: (at: string | null) => (at ? formatMinute(at) : '—'),
    },
    {
      title: t('enrolments.columns.createdAt'),
      dataIndex: 'createdAt',
      width: 140,
      render: (at: string) => formatMinute(at),
    },
    {
      title: t('enrolments.columns.actions'),
      key: 'actions',
      width: 160,
      render: (_, e) =>
        office ? (
          <Link to={`/training/enroll/detail?id=${e.id}`}>{t('enrolments.view')}</Link>
        ) : (
          <EnrolmentActions enrolment={e} />
        ),
    },
  ];

  return (
    <Card
      title={t(office ? 'enrolments.officeTitle' : 'enrolments.mineTitle')}
      extra={
        office && (
          <Button
            icon={<DownloadOutlined />}
            onClick={() => {
              const { page: _p, size: _s, ...filters } = query;
              void downloadFrom(trainingEndpoints.exportEnrolments, { query: filters }, '培训报名.xlsx');
            }}
          >
            {t('detail.export')}
          </Button>
        )
      }
    >
      <Form
        layout="inline"
        style={{ marginBottom: 16, rowGap: 8 }}
        initialValues={state.filters}
        key={state.search.toString()}
        onFinish={(values) => state.setFilters({ ...values, trainingId: state.filters.trainingId })}
      >
        {office && (
          <Form.Item name="keyword">
            <Input allowClear placeholder={t('enrolments.keyword')} style={{ width: 220 }} />
          </Form.Item>
        )}
        <Form.Item name="status" label={t('enrolments.status')}>
          <Select
            allowClear
            style={{ width: 120 }}
            options={ENROLMENT_STATUSES.map((s) => ({ value: s, label: t(`enrolStatus.${s}`) }))}
          />
        </Form.Item>
        <Form.Item name="attended" label={t('enrolments.attended')}>
          <Select
            allowClear
            style={{ width: 110 }}
            options={(['true', 'false'] as const).map((v) => ({
              value: v,
              label: t(`enrolments.attendedOptions.${v}`),
            }))}
          />
        </Form.Item>
        <Space>
          <Button type="primary" htmlType="submit">
            {t('list.search')}
          </Button>
          <Button onClick={() => state.setFilters({} as ReturnType<typeof parse>)}>{t('list.reset')}</Button>
        </Space>
      </Form>
      <Table<Enrolment>
        rowKey="id"
        columns={columns}
        dataSource={list.data?.items ?? []}
        loading={list.isFetching}
        locale={{ emptyText: <Empty description={t('enrolments.empty')} /> }}
        pagination={{
          current: state.page,
          pageSize: state.size,
          total: list.data?.total ?? 0,
          showSizeChanger: true,
          showTotal: (total) => t('enrolments.total', { total }),
          onChange: state.setPage,
        }}
      />
    </Card>
  );
}
