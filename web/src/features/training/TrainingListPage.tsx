// /training/list: an office's trainings (publish, edit, open), or for the audience the trainings
// open to its organisation (open, enrol). The filters and page live in the address.
import { PlusOutlined } from '@ant-design/icons';
import { TRAINING_MODES, TRAINING_STATUSES, type TrainingSummary } from '@portal/contract/training';
import type { TableColumnsType } from 'antd';
import { Button, Card, Empty, Form, Input, Select, Space, Table, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { useSignedIn } from '../../session/handle';
import { text, useListState } from '../../ui/listState';
import { EnrolModal } from './EnrolModal';
import { isOffice, Seats, TrainingStatusTag, timeSpan } from './parts';
import { useOpenTrainings, useTrainings } from './queries';

type Row = TrainingSummary & { enrolOpen?: boolean; mine?: number };

const parse = (p: URLSearchParams) => ({
  keyword: text(p, 'keyword'),
  status: text(p, 'status') as TrainingSummary['status'] | undefined,
  mode: text(p, 'mode') as TrainingSummary['mode'] | undefined,
  upcoming: text(p, 'upcoming') as 'true' | 'false' | undefined,
  /** The audience's own: trainings it enrolled people in (the home card's link). */
  enrolled: text(p, 'enrolled') as 'true' | 'false' | undefined,
});

export default function TrainingListPage() {
  const { t } = useTranslation('training');
  const navigate = useNavigate();
  const office = isOffice(useSignedIn().org.type);
  const state = useListState(parse);
  const query = { ...state.filters, page: state.page, size: state.size };
  const { enrolled: _enrolled, ...officeQuery } = query;
  const officeList = useTrainings(officeQuery, office);
  const { status: _status, ...openQuery } = query;
  const openList = useOpenTrainings(openQuery, !office);
  const list = office ? officeList : openList;
  const [enrolling, setEnrolling] = useState<Row | null>(null);
  const detailPath = office ? '/training/detail' : '/training/training/detail';

  const columns: TableColumnsType<Row> = [
    {
      title: t('list.columns.title'),
      dataIndex: 'title',
      render: (title: string, row) => <Link to={`${detailPath}?id=${row.id}`}>{title}</Link>,
    },
    { title: t('list.columns.organiser'), dataIndex: 'organiser', width: 200 },
    {
      title: t('list.columns.time'),
      key: 'time',
      width: 220,
      render: (_, r) => timeSpan(r.startsAt, r.endsAt),
    },
    {
      title: t('list.columns.mode'),
      dataIndex: 'mode',
      width: 80,
      render: (m: Row['mode']) => t(`mode.${m}`),
    },
    { title: t('list.columns.seats'), key: 'seats', width: 140, render: (_, r) => <Seats training={r} /> },
    office
      ? {
          title: t('list.columns.status'),
          dataIndex: 'status',
          width: 90,
          render: (s: Row['status']) => <TrainingStatusTag status={s} />,
        }
      : {
          title: t('list.columns.mine'),
          dataIndex: 'mine',
          width: 100,
          render: (n: number) => (n ? <Tag color="green">{n}</Tag> : '—'),
        },
    {
      title: t('list.columns.actions'),
      key: 'actions',
      width: 150,
      render: (_, row) => (
        <Space size={0}>
          <Button type="link" size="small" onClick={() => navigate(`${detailPath}?id=${row.id}`)}>
            {t('list.open')}
          </Button>
          {office && row.status !== 'CANCELLED' && (
            <Button type="link" size="small" onClick={() => navigate(`/training/training?id=${row.id}`)}>
              {t('list.edit')}
            </Button>
          )}
          {!office && (
            <Button
              type="link"
              size="small"
              disabled={!row.enrolOpen}
              title={row.enrolOpen ? undefined : t('list.enrolClosed')}
              data-testid="training-enrol"
              onClick={() => setEnrolling(row)}
            >
              {t('list.enrol')}
            </Button>
          )}
        </Space>
      ),
    },
  ];

  return (
    <Card
      title={t(office ? 'list.officeTitle' : 'list.openTitle')}
      extra={
        office && (
          <Button
            type="primary"
            icon={<PlusOutlined />}
            onClick={() => navigate('/training/training')}
            data-testid="training-add"
          >
            {t('list.add')}
          </Button>
        )
      }
    >
      <Form
        layout="inline"
        style={{ marginBottom: 16, rowGap: 8 }}
        initialValues={state.filters}
        key={state.search.toString()}
        onFinish={(values) => state.setFilters(values)}
      >
        <Form.Item name="keyword">
          <Input allowClear placeholder={t('list.keyword')} style={{ width: 220 }} />
        </Form.Item>
        {office && (
          <Form.Item name="status" label={t('list.status')}>
            <Select
              allowClear
              style={{ width: 110 }}
              options={TRAINING_STATUSES.map((s) => ({ value: s, label: t(`status.${s}`) }))}
            />
          </Form.Item>
        )}
        <Form.Item name="mode" label={t('list.mode')}>
          <Select
            allowClear
            style={{ width: 100 }}
            options={TRAINING_MODES.map((m) => ({ value: m, label: t(`mode.${m}`) }))}
          />
        </Form.Item>
        {!office && (
          <Form.Item name="enrolled" label={t('list.enrolled')}>
            <Select
              allowClear
              style={{ width: 110 }}
              options={(['true', 'false'] as const).map((v) => ({
                value: v,
                label: t(`list.enrolledOptions.${v}`),
              }))}
            />
          </Form.Item>
        )}
        <Form.Item name="upcoming" label={t('list.upcoming')}>
          <Select
            allowClear
            style={{ width: 110 }}
            options={(['true', 'false'] as const).map((v) => ({
              value: v,
              label: t(`list.upcomingOptions.${v}`),
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
      <Table<Row>
        rowKey="id"
        columns={columns}
        dataSource={list.data?.items ?? []}
        loading={list.isFetching}
        locale={{ emptyText: <Empty description={t('list.empty')} /> }}
        pagination={{
          current: state.page,
          pageSize: state.size,
          total: list.data?.total ?? 0,
          showSizeChanger: true,
          showTotal: (total) => t('list.total', { total }),
          onChange: state.setPage,
        }}
      />
      {enrolling && <EnrolModal training={enrolling} onClose={() => setEnrolling(null)} />}
    </Card>
  );
}
