// The buttons of the actions the server offers, each opening a small form: a comment (required
// where the process says so, e.g. a reason to return), and for assign/transfer the organisation
// picked from the server's list of valid targets. The form is also the confirmation step.
import type { StoredFile, WorkflowAvailableAction, WorkflowInstanceSummary } from '@portal/contract';
import type { UploadFile } from 'antd';
import { Button, DatePicker, Form, Input, Modal, Select, Space } from 'antd';
import type { Dayjs } from 'dayjs';
import dayjs from 'dayjs';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../api/client';
import { useWorkflowAct, useWorkflowTargets } from '../../api/workflow';
import { toast } from '../../ui';
import { useEnumLabel } from '../../ui/enumLabel';
import { AttachmentUpload, uploadedIds } from './AttachmentUpload';

const PRIMARY = new Set(['approve', 'submit', 'handle']);
const DANGER = new Set(['reject', 'withdraw']);

type Values = {
  comment?: string;
  toOrgId?: string;
  deadline?: Dayjs | null;
  attachments?: UploadFile<StoredFile>[];
};
type Props = { instance: WorkflowInstanceSummary; actions: WorkflowAvailableAction[]; preferred?: string };

export function WorkflowActions({ instance, actions, preferred }: Props) {
  const { t } = useTranslation('workflow');
  const label = useEnumLabel();
  const [current, setCurrent] = useState<WorkflowAvailableAction | null>(null);
  const [keyword, setKeyword] = useState('');
  const [form] = Form.useForm<Values>();
  const act = useWorkflowAct(instance.id);
  const targeted = current?.targetTypes ? (current.action as 'assign' | 'transfer') : null;
  const targets = useWorkflowTargets(instance.id, targeted, keyword);

  // /workflow/handle and /workflow/transfer open their action's form at once.
  useEffect(() => {
    const offered = actions.find((a) => a.action === preferred);
    if (offered) setCurrent(offered);
  }, [actions, preferred]);

  function open(action: WorkflowAvailableAction) {
    form.resetFields();
    setKeyword('');
    setCurrent(action);
  }

  async function submit() {
    if (!current) return;
    // Invalid fields show their messages; nothing is sent.
    const values = await form.validateFields().catch(() => null);
    if (!values) return;
    try {
      await act.mutateAsync({
        action: current.action,
        comment: values.comment?.trim() || undefined,
        toOrgId: values.toOrgId,
        deadline: values.deadline ? values.deadline.endOf('day').toISOString() : undefined,
        attachments: uploadedIds(values.attachments),
        version: instance.version,
      });
      toast.success(t('form.done', { action: label('workflowAction', current.action) }));
      setCurrent(null);
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      if (error.status === 409) {
        toast.warning(t('form.conflict'));
        setCurrent(null);
      } else if (error.status === 400 && error.details.length > 0) {
        form.setFields(
          error.details
            .filter((d) => ['comment', 'toOrgId', 'deadline', 'attachments'].includes(d.path))
            .map((d) => ({ name: d.path as keyof Values, errors: [d.message] })),
        );
      } else if (error.status === 400 || error.status === 404) toast.error(error.message);
    }
  }

  return (
    <>
      <Space wrap>
        {actions.map((a) => (
          <Button
            key={a.action}
            type={PRIMARY.has(a.action) ? 'primary' : 'default'}
            danger={DANGER.has(a.action)}
            onClick={() => open(a)}
          >
            {label('workflowAction', a.action)}
          </Button>
        ))}
      </Space>
      <Modal
        open={current !== null}
        title={
          current
            ? t('form.confirm', { action: label('workflowAction', current.action), title: instance.title })
            : ''
        }
        okText={current ? label('workflowAction', current.action) : ''}
        okButtonProps={{ danger: current ? DANGER.has(current.action) : false, loading: act.isPending }}
        onOk={submit}
        onCancel={() => setCurrent(null)}
        destroyOnHidden
      >
        <Form form={form} layout="vertical" preserve={false}>
          {targeted && (
            <Form.Item
              name="toOrgId"
              label={t('form.target')}
              rules={[{ required: true, message: t('form.targetRequired') }]}
            >
              <Select
                showSearch={{ filterOption: false, onSearch: setKeyword }}
                placeholder={t('form.targetPlaceholder')}
                loading={targets.isFetching}
                options={(targets.data ?? []).map((o) => ({ value: o.id, label: o.name }))}
              />
            </Form.Item>
          )}
          {targeted && (
            <Form.Item name="deadline" label={t('form.deadline')}>
              {/* The server takes only a future deadline; today counts until its end. */}
              <DatePicker style={{ width: '100%' }} disabledDate={(d) => d.isBefore(dayjs(), 'day')} />
            </Form.Item>
          )}
          <Form.Item
            name="comment"
            label={current?.action === 'reject' ? t('form.reason') : t('form.comment')}
            rules={[
              {
                required: current?.requiresComment ?? false,
                whitespace: true,
                message: t('form.commentRequired'),
              },
            ]}
          >
            <Input.TextArea rows={4} maxLength={2000} showCount placeholder={t('form.commentPlaceholder')} />
          </Form.Item>
          <Form.Item name="attachments" label={t('form.attachments')}>
            <AttachmentUpload />
          </Form.Item>
        </Form>
      </Modal>
    </>
  );
}
