// The enrolment list of one training for its office: filter by status and attendance, tick people
// and mark them present or absent (attendance by list), open one, or go to its review.
import type { Enrolment, EnrolmentStatus } from '@portal/contract/training';
import { ENROLMENT_STATUSES } from '@portal/contract/training';
import type { TableColumnsType } from 'antd';
import { Button, Empty, Select, Space, Table } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { toast } from '../../ui';
import { formatMinute } from '../../ui/time';
import { EnrolmentStatusTag } from './parts';
import { useEnrolments, useMarkAttendance } from './queries';

export function OfficeEnrolments({ trainingId }: { trainingId: string }) {
  const { t } = useTranslation('training');
  const [status, setStatus] = useState<EnrolmentStatus | undefined>();
  const [paging, setPaging] = useState({ page: 1, size: 20 });
  const [selected, setSelected] = useState<string[]>([]);
  const list = useEnrolments({ trainingId, status, ...paging });
  const mark = useMarkAttendance();
  const markAll = (attended: boolean) => {
    if (!selected.length) return toast.info(t('detail.selectFirst'));
    void mark.mutateAsync({ trainingId, enrolmentIds: selected, attended }).then((r) => {
      toast.success(t('detail.marked', { count: r.updated }));
      setSelected([]);
    });
  };
  const columns: TableColumnsType<Enrolment> = [
    { title: t('enrolments.columns.org'), dataIndex: 'orgName' },
    {
      title: t('enrolments.columns.name'),
      dataIndex: 'name',
      render: (n: string, e) => <Link to={`/training/enroll/detail?id=${e.id}`}>{n}</Link>,
    },
    { title: t('enrolments.columns.mobile'), dataIndex: 'mobile', width: 130 },
    { title: t('enrolments.columns.position'), dataIndex: 'position', width: 120 },
    {
      title: t('enrolments.columns.status'),
      dataIndex: 'status',
      width: 170,
      render: (s: EnrolmentStatus, e) => <EnrolmentStatusTag status={s} position={e.waitingPosition} />,
    },
    {
      title: t('enrolments.columns.attended'),
      dataIndex: 'attendedAt',
      width: 150,
      render: (at: string | null) => (at ? formatMinute(at) : '—'),
    },
    {
      title: t('enrolments.columns.actions'),
      key: 'actions',
      width: 100,
      render: (_, e) =>
        e.status === 'PENDING' && e.workflowInstanceId ? (
          <Link to={`/workflow/approval?id=${e.workflowInstanceId}`}>{t('enrolments.review')}</Link>
        ) : null,
    },
  ];
  return (
    <>
      <Space style={{ marginBottom: 12 }} wrap>
        <Select
          allowClear
          placeholder={t('enrolments.status')}
          style={{ width: 130 }}
          value={status}
          onChange={(v) => {
            setStatus(v);
            setPaging({ ...paging, page: 1 });
          }}
          options={ENROLMENT_STATUSES.map((s) => ({ value: s, label: t(`enrolStatus.${s}`) }))}
        />
        <Button onClick={() => markAll(true)} loading={mark.isPending} data-testid="mark-attended">
          {t('detail.markAttended')}
        </Button>
        <Button onClick={() => markAll(false)} loading={mark.isPending}>
          {t('detail.markAbsent')}
        </Button>
      </Space>
      <Table<Enrolment>
        rowKey="id"
        size="small"
        columns={columns}
        dataSource={list.data?.items ?? []}
        loading={list.isFetching}
        rowSelection={{
          selectedRowKeys: selected,
          onChange: (keys) => setSelected(keys as string[]),
          getCheckboxProps: (e) => ({ disabled: e.status !== 'APPROVED' }),
        }}
        locale={{ emptyText: <Empty description={t('enrolments.empty')} /> }}
        pagination={{
          current: paging.page,
          pageSize: paging.size,
          total: list.data?.total ?? 0,
          showTotal: (total) => t('enrolments.total', { total }),
          onChange: (page, size) => setPaging({ page, size }),
        }}
      />
    </>
  );
}
