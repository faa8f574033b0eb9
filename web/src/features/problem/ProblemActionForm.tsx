// The buttons of the steps the server offers on a problem, each opening its form: a comment (a
// reason where the process wants one), the unit and working days of an assignment, the office of a
// transfer, the days granted, the reply of a proposal, the rating. The form is the confirmation.
import type { StoredFile, WorkflowAvailableAction } from '@portal/contract';
import {
  PROBLEM_CO_UNITS_MAX,
  PROBLEM_DEFAULT_WORKING_DAYS,
  PROBLEM_MAX_WORKING_DAYS,
  PROBLEM_RATINGS,
  type ProblemActBody,
  type ProblemDetail,
} from '@portal/contract/problem';
import type { UploadFile } from 'antd';
import { Alert, Button, Form, Input, InputNumber, Modal, Radio, Select, Space } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../ui';
import { RichTextEditor } from '../../ui/editor';
import { useEnumLabel } from '../../ui/enumLabel';
import { showFieldErrors } from '../../ui/formRules';
import { ProblemAttachments, storedOf } from './ProblemAttachments';
import { useProblemAct, useProblemTargets } from './queries';

type Action = ProblemActBody['action'];
type Values = {
  comment?: string;
  toOrgId?: string;
  coUnitIds?: string[];
  workingDays?: number;
  reply?: string;
  rating?: ProblemActBody['rating'];
  attachments?: UploadFile<StoredFile>[];
};
const DANGER = new Set(['reject', 'decline', 'sendBack', 'refuse']);
const PRIMARY = new Set(['approve', 'assign', 'handle', 'propose', 'close', 'rate', 'grant', 'submit']);

type Props = { problem: ProblemDetail; preferred?: Action };

export function ProblemActions({ problem, preferred }: Props) {
  const { t } = useTranslation('problem');
  const enumLabel = useEnumLabel();
  const actionName = (a: string) =>
    t(`actions.${a}`, { defaultValue: enumLabel('workflowAction', a as Action) });
  const [current, setCurrent] = useState<WorkflowAvailableAction | null>(null);
  const [keyword, setKeyword] = useState('');
  const [form] = Form.useForm<Values>();
  const act = useProblemAct(problem.id);
  const targeted = current?.action === 'assign' || current?.action === 'transfer' ? current.action : null;
  const targets = useProblemTargets(problem.id, targeted, keyword);
  const rating = Form.useWatch('rating', form);

  useEffect(() => {
    const offered = problem.actions.find((a) => a.action === preferred);
    if (offered) setCurrent(offered);
  }, [problem.actions, preferred]);

  const open = (a: WorkflowAvailableAction) => {
    form.resetFields();
    setKeyword('');
    setCurrent(a);
  };

  async function submit() {
    if (!current || !problem.instance) return;
    const values = await form.validateFields().catch(() => null);
    if (!values) return;
    try {
      await act.mutateAsync({
        action: current.action as Action,
        comment: values.comment?.trim() || undefined,
        toOrgId: values.toOrgId,
        coUnitIds: values.coUnitIds,
        workingDays: values.workingDays,
        reply: values.reply,
        rating: values.rating,
        attachments: storedOf(values.attachments),
        version: problem.instance.version,
      });
      toast.success(t('act.done', { action: actionName(current.action) }));
      setCurrent(null);
    } catch (error) {
      if (!showFieldErrors(form, error)) toast.error(error instanceof Error ? error.message : String(error));
    }
  }

  if (problem.actions.length === 0) return <Alert type="info" showIcon message={t('detail.noActions')} />;
  const name = current?.action;
  const needsComment = current?.requiresComment || (name === 'rate' && rating === 'UNSATISFIED');
  const required = (field: string) => [{ required: true, message: t('act.required', { field: t(field) }) }];
  const options = (targets.data ?? []).map((o) => ({ value: o.id, label: o.name }));

  return (
    <>
      <Space wrap>
        {problem.actions.map((a) => (
          <Button
            key={a.action}
            type={PRIMARY.has(a.action) ? 'primary' : 'default'}
            danger={DANGER.has(a.action)}
            onClick={() => open(a)}
            data-testid={`problem-action-${a.action}`}
          >
            {actionName(a.action)}
          </Button>
        ))}
      </Space>
      <Modal
        open={current !== null}
        title={name ? actionName(name) : ''}
        okText={t('act.confirm')}
        cancelText={t('act.cancel')}
        onOk={() => void submit()}
        onCancel={() => setCurrent(null)}
        confirmLoading={act.isPending}
        destroyOnHidden
        width={name === 'propose' ? 860 : 560}
      >
        <Form<Values>
          form={form}
          layout="vertical"
          initialValues={{ workingDays: PROBLEM_DEFAULT_WORKING_DAYS }}
        >
          {targeted && (
            <Form.Item
              name="toOrgId"
              label={t(targeted === 'assign' ? 'act.target' : 'act.office')}
              rules={required(targeted === 'assign' ? 'act.target' : 'act.office')}
            >
              <Select
                showSearch
                filterOption={false}
                onSearch={setKeyword}
                loading={targets.isFetching}
                options={options}
                data-testid="problem-target"
              />
            </Form.Item>
          )}
          {name === 'assign' && (
            <>
              <Form.Item name="coUnitIds" label={t('act.coUnits')}>
                <Select
                  mode="multiple"
                  maxCount={PROBLEM_CO_UNITS_MAX}
                  options={options}
                  filterOption={false}
                  onSearch={setKeyword}
                />
              </Form.Item>
              <Form.Item name="workingDays" label={t('act.workingDays')} rules={required('act.workingDays')}>
                <InputNumber
                  min={1}
                  max={PROBLEM_MAX_WORKING_DAYS}
                  precision={0}
                  data-testid="problem-working-days"
                />
              </Form.Item>
            </>
          )}
          {name === 'grant' && (
            <Form.Item name="workingDays" label={t('act.extraDays')} rules={required('act.extraDays')}>
              <InputNumber min={1} max={PROBLEM_MAX_WORKING_DAYS} precision={0} />
            </Form.Item>
          )}
          {name === 'propose' && (
            <Form.Item name="reply" label={t('act.reply')} rules={required('act.reply')}>
              <RichTextEditor />
            </Form.Item>
          )}
          {name === 'rate' && (
            <Form.Item
              name="rating"
              label={t('act.rating')}
              rules={required('act.rating')}
              extra={t('act.unsatisfiedHint')}
            >
              <Radio.Group
                options={PROBLEM_RATINGS.map((r) => ({ value: r, label: enumLabel('problemRating', r) }))}
                data-testid="problem-rating"
              />
            </Form.Item>
          )}
          <Form.Item
            name="comment"
            label={t(needsComment ? 'act.reason' : 'act.comment')}
            rules={needsComment ? required('act.reason') : []}
          >
            <Input.TextArea rows={3} maxLength={2000} showCount data-testid="problem-comment" />
          </Form.Item>
          <Form.Item name="attachments" label={t('act.attachments')}>
            <ProblemAttachments />
          </Form.Item>
        </Form>
      </Modal>
    </>
  );
}
