// The caller's organisation's enrolments in one training, each with what it may do now (the
// server's abilities): cancel (after asking), sign in with the day's code, rate once attended.
import type { Enrolment, OpenTraining } from '@portal/contract/training';
import type { TableColumnsType } from 'antd';
import { Button, Empty, Form, Input, Modal, Rate, Space, Table } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { confirm, toast } from '../../ui';
import { showFieldErrors } from '../../ui/formRules';
import { formatMinute } from '../../ui/time';
import { EnrolModal } from './EnrolModal';
import { EnrolmentStatusTag } from './parts';
import { useCancelEnrolment, useGiveFeedback, useSignInTraining } from './queries';

const failed = (error: unknown) => toast.error(error instanceof Error ? error.message : String(error));

export function EnrolmentActions({ enrolment, onSignIn }: { enrolment: Enrolment; onSignIn?: () => void }) {
  const { t } = useTranslation('training');
  const cancel = useCancelEnrolment();
  const feedback = useGiveFeedback();
  const [rating, setRating] = useState(false);
  const [form] = Form.useForm<{ rating: number; comment: string }>();
  const { abilities } = enrolment;
  return (
    <Space size={0}>
      {abilities.cancel && (
        <Button
          type="link"
          size="small"
          danger
          data-testid="enrolment-cancel"
          onClick={() =>
            confirm({
              content: t('enrol.cancelConfirm', { name: enrolment.name }),
              danger: true,
              onOk: () =>
                cancel.mutateAsync(enrolment.id).then(() => toast.success(t('enrol.cancelled')), failed),
              onCancel: () => undefined,
            })
          }
        >
          {t('enrol.cancel')}
        </Button>
      )}
      {abilities.signIn && onSignIn && (
        <Button type="link" size="small" onClick={onSignIn}>
          {t('enrol.signIn')}
        </Button>
      )}
      {abilities.feedback && (
        <Button type="link" size="small" onClick={() => setRating(true)}>
          {t('enrol.feedback')}
        </Button>
      )}
      <Modal
        open={rating}
        title={t('enrol.feedbackTitle')}
        onCancel={() => setRating(false)}
        onOk={() => form.submit()}
        confirmLoading={feedback.isPending}
        destroyOnHidden
      >
        <Form
          form={form}
          layout="vertical"
          initialValues={{ rating: 5, comment: '' }}
          onFinish={(v) =>
            feedback.mutateAsync({ enrolmentId: enrolment.id, ...v }).then(
              () => {
                toast.success(t('enrol.thanks'));
                setRating(false);
              },
              (e: unknown) => showFieldErrors(form, e) || failed(e),
            )
          }
        >
          <Form.Item name="rating" label={t('enrol.rating')}>
            <Rate />
          </Form.Item>
          <Form.Item name="comment" label={t('enrol.comment')}>
            <Input.TextArea maxLength={500} showCount rows={3} />
          </Form.Item>
        </Form>
      </Modal>
    </Space>
  );
}

export function MyEnrolments({ training }: { training: OpenTraining }) {
  const { t } = useTranslation('training');
  const [enrolling, setEnrolling] = useState(false);
  const [signing, setSigning] = useState(false);
  const signIn = useSignInTraining();
  const [form] = Form.useForm<{ code: string }>();
  const signable = training.mine.filter((e) => e.abilities.signIn);
  const columns: TableColumnsType<Enrolment> = [
    { title: t('enrolments.columns.name'), dataIndex: 'name' },
    { title: t('enrolments.columns.mobile'), dataIndex: 'mobile', width: 130 },
    { title: t('enrolments.columns.position'), dataIndex: 'position', width: 120 },
    {
      title: t('enrolments.columns.status'),
      dataIndex: 'status',
      width: 190,
      render: (s: Enrolment['status'], e) => <EnrolmentStatusTag status={s} position={e.waitingPosition} />,
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
      width: 200,
      render: (_, e) => <EnrolmentActions enrolment={e} onSignIn={() => setSigning(true)} />,
    },
  ];
  return (
    <>
      <Space style={{ marginBottom: 12 }}>
        <Button
          type="primary"
          disabled={!training.enrolOpen}
          onClick={() => setEnrolling(true)}
          data-testid="training-enrol"
        >
          {training.enrolOpen ? t('list.enrol') : t('list.enrolClosed')}
        </Button>
        {signable.length > 0 && <Button onClick={() => setSigning(true)}>{t('enrol.signIn')}</Button>}
      </Space>
      <Table<Enrolment>
        rowKey="id"
        size="small"
        columns={columns}
        dataSource={training.mine}
        pagination={false}
        locale={{ emptyText: <Empty description={t('enrolments.empty')} /> }}
      />
      {enrolling && <EnrolModal training={training} onClose={() => setEnrolling(false)} />}
      <Modal
        open={signing}
        title={t('enrol.signInTitle')}
        onCancel={() => setSigning(false)}
        onOk={() => form.submit()}
        confirmLoading={signIn.isPending}
        destroyOnHidden
      >
        <Form
          form={form}
          layout="vertical"
          onFinish={({ code }) =>
            signIn
              .mutateAsync({ trainingId: training.id, code, enrolmentIds: signable.map((e) => e.id) })
              .then(
                () => {
                  toast.success(t('enrol.signedIn'));
                  setSigning(false);
                },
                (e: unknown) => showFieldErrors(form, e) || failed(e),
              )
          }
        >
          <Form.Item
            name="code"
            label={t('enrol.code')}
            rules={[{ required: true, message: t('form.required', { field: t('enrol.code') }) }]}
          >
            <Input maxLength={6} inputMode="numeric" />
          </Form.Item>
        </Form>
      </Modal>
    </>
  );
}
