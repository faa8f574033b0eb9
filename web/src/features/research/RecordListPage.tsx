// /research/record/list: an office's visit records of its region (filters: keyword, status,
// form); an enterprise's approved records about itself.
import { PlusOutlined } from '@ant-design/icons';
import {
  RECORD_STATUSES,
  type RecordStatus,
  type RecordSummary,
  VISIT_FORMS,
  type VisitForm,
} from '@portal/contract/research';
import type { TableColumnsType } from 'antd';
import { Button, Card, Empty, Form, Input, Select, Table } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { useSignedIn } from '../../session/handle';
import { text, useListState } from '../../ui/listState';
import { useRecords } from './api';
import { RecordStatusTag } from './tags';

const parse = (p: URLSearchParams) => ({
  keyword: text(p, 'keyword'),
  status: text(p, 'status') as RecordStatus | undefined,
  form: text(p, 'form') as VisitForm | undefined,
});

export default function RecordListPage() {
  const { t } = useTranslation('research');
  const navigate = useNavigate();
  const office = useSignedIn().org.type !== 'ENTERPRISE';
  const state = useListState(parse);
  const list = useRecords({ ...state.filters, page: state.page, size: state.size });
  const open = (r: RecordSummary) => `/research/record/detail?id=${r.id}`;
  const columns: TableColumnsType<RecordSummary> = [
    { title: t('records.visitDate'), dataIndex: 'visitDate', width: 120 },
    {
      title: t('records.enterprise'),
      dataIndex: 'enterprise',
      width: 260,
      render: (name: string, r) => <Link to={open(r)}>{name}</Link>,
    },
    { title: t('records.office'), dataIndex: 'office' },
    { title: t('records.form'), dataIndex: 'form', width: 100, render: (f: VisitForm) => t(`form.${f}`) },
    { title: t('records.visitors'), dataIndex: 'visitors', width: 160 },
    { title: t('records.problemCount'), dataIndex: 'problemCount', width: 80 },
    { title: t('records.followUpDate'), dataIndex: 'followUpDate', width: 120 },
    ...(office
      ? [
          {
            title: t('common.status'),
            dataIndex: 'status',
            width: 100,
            render: (s: RecordStatus) => <RecordStatusTag status={s} />,
          },
        ]
      : []),
    {
      title: t('common.actions'),
      key: 'actions',
      width: 80,
      render: (_, r) => <Link to={open(r)}>{t('common.view')}</Link>,
    },
  ];
  return (
    <Card
      title={t('records.title')}
      extra={
        office && (
          <Button
            type="primary"
            icon={<PlusOutlined />}
            onClick={() => navigate('/research/record/edit')}
            data-testid="record-add"
          >
            {t('records.add')}
          </Button>
        )
      }
    >
      {office && (
        <Form
          layout="inline"
          style={{ marginBottom: 16, rowGap: 8 }}
          initialValues={state.filters}
          onFinish={(v) => state.setFilters(v)}
        >
          <Form.Item name="keyword">
            <Input allowClear placeholder={t('records.keyword')} style={{ width: 220 }} />
          </Form.Item>
          <Form.Item name="form" label={t('records.form')}>
            <Select
              allowClear
              style={{ width: 120 }}
              options={VISIT_FORMS.map((f) => ({ value: f, label: t(`form.${f}`) }))}
            />
          </Form.Item>
          <Form.Item name="status" label={t('common.status')}>
            <Select
              allowClear
              style={{ width: 120 }}
              options={RECORD_STATUSES.map((s) => ({ value: s, label: t(`recordStatus.${s}`) }))}
            />
          </Form.Item>
          <Button type="primary" htmlType="submit">
            {t('common.search')}
          </Button>
        </Form>
      )}
      <Table<RecordSummary>
        rowKey="id"
        columns={columns}
        dataSource={list.data?.items ?? []}
        loading={list.isFetching}
        locale={{
          emptyText: <Empty description={list.isError ? t('common.loadFailed') : t('records.empty')} />,
        }}
        pagination={{
          current: state.page,
          pageSize: state.size,
          total: list.data?.total ?? 0,
          showSizeChanger: true,
          showTotal: (total) => t('records.total', { total }),
          onChange: state.setPage,
        }}
      />
    </Card>
  );
}
