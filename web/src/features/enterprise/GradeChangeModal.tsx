// Change an enterprise's grades: new grades, the green channel, a compulsory reason; confirmed
// first, then the enterprise is notified by the server.
import { GRADES, type Grade, gradeChangeBody } from '@portal/contract';
import { Form, Input, Modal, Select, Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../api/client';
import { useChangeGrade } from '../../api/enterprise';
import { confirm, toast } from '../../ui';
import { useEnumLabel } from '../../ui/enumLabel';
import { rulesOf } from '../../ui/formRules';

type Target = { id: string; name: string; grades: Grade[]; hasShortcut: boolean };
type Values = { grades: Grade[]; hasShortcut: boolean; reason: string };

export function GradeChangeModal({ target, onClose }: { target: Target | null; onClose: () => void }) {
  const { t } = useTranslation('enterprise');
  const label = useEnumLabel();
  const [form] = Form.useForm<Values>();
  const change = useChangeGrade();
  const s = gradeChangeBody.shape;
  async function ok() {
    const values = await form.validateFields();
    confirm({
      content: t('grade.confirm', {
        name: target!.name,
        grades: values.grades.map((g) => label('grade', g)).join('、'),
      }),
      onOk: () =>
        change
          .mutateAsync({ enterpriseId: target!.id, ...values })
          .then(() => {
            toast.success(t('grade.done'));
            onClose();
          })
          .catch((e: unknown) => {
            if (e instanceof ApiError) toast.error(e.message);
          }),
      onCancel: () => undefined,
    });
  }
  return (
    <Modal
      open={target !== null}
      title={`${t('grade.change')} · ${target?.name ?? ''}`}
      onCancel={onClose}
      onOk={ok}
      confirmLoading={change.isPending}
      destroyOnHidden
    >
      {target && (
        <Form<Values>
          form={form}
          layout="vertical"
          preserve={false}
          validateTrigger={['onChange', 'onBlur']}
          initialValues={{ grades: target.grades, hasShortcut: target.hasShortcut, reason: '' }}
        >
          <Form.Item
            name="grades"
            label={t('grade.newGrades')}
            rules={rulesOf(s.grades, {
              required: t('validation.choose', { label: t('fields.grades') }),
              invalid: t('grade.notApplicableAlone'),
            })}
          >
            <Select mode="multiple" options={GRADES.map((g) => ({ value: g, label: label('grade', g) }))} />
          </Form.Item>
          <Form.Item name="hasShortcut" label={t('grade.shortcut')} valuePropName="checked">
            <Switch />
          </Form.Item>
          <Form.Item
            name="reason"
            label={t('grade.reason')}
            rules={rulesOf(s.reason, {
              required: t('validation.required', { label: t('grade.reason') }),
              invalid: t('validation.required', { label: t('grade.reason') }),
            })}
          >
            <Input.TextArea rows={3} maxLength={500} showCount placeholder={t('grade.reasonPlaceholder')} />
          </Form.Item>
        </Form>
      )}
    </Modal>
  );
}
