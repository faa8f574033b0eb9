// Enrolling one or more people of the caller's organisation: each takes a free seat or waits; the
// answer says how many of each.
import { MinusCircleOutlined, PlusOutlined } from '@ant-design/icons';
import { ENROL_PEOPLE_MAX, type EnrolmentPerson, type TrainingSummary } from '@portal/contract/training';
import { Alert, Button, Form, Input, Modal, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSignedIn } from '../../session/handle';
import { toast } from '../../ui';
import { showFieldErrors } from '../../ui/formRules';
import { Seats } from './parts';
import { useEnrol } from './queries';

export function EnrolModal({ training, onClose }: { training: TrainingSummary; onClose: () => void }) {
  const { t } = useTranslation('training');
  const me = useSignedIn();
  const [form] = Form.useForm<{ people: EnrolmentPerson[] }>();
  const enrol = useEnrol();
  const full = training.seats.taken >= training.seats.capacity;
  const submit = ({ people }: { people: EnrolmentPerson[] }) =>
    enrol.mutateAsync({ trainingId: training.id, people }).then(
      (rows) => {
        const count = (s: string) => rows.filter((r) => r.status === s).length;
        toast.success(
          t('enrol.done', {
            approved: count('APPROVED'),
            pending: count('PENDING'),
            waiting: count('WAITLISTED'),
          }),
        );
        onClose();
      },
      (error: unknown) => {
        if (!showFieldErrors(form, error))
          toast.error(error instanceof Error ? error.message : String(error));
      },
    );
  return (
    <Modal
      open
      title={t('enrol.title', { title: training.title })}
      onCancel={onClose}
      okText={t('enrol.submit')}
      okButtonProps={{ loading: enrol.isPending }}
      onOk={() => form.submit()}
      width={640}
      destroyOnHidden
    >
      <Space direction="vertical" style={{ width: '100%' }}>
        <Seats training={training} />
        {full && <Alert type="info" showIcon message={t('list.full')} />}
        <Form
          form={form}
          layout="vertical"
          onFinish={submit}
          initialValues={{ people: [{ name: me.name, mobile: '', position: '' }] }}
        >
          <Form.List name="people">
            {(fields, { add, remove }) => (
              <>
                {fields.map((field) => (
                  <Space key={field.key} align="start" wrap>
                    <Form.Item
                      name={[field.name, 'name']}
                      label={t('enrol.name')}
                      rules={[{ required: true, message: t('form.required', { field: t('enrol.name') }) }]}
                    >
                      <Input style={{ width: 140 }} data-testid="enrol-name" />
                    </Form.Item>
                    <Form.Item
                      name={[field.name, 'mobile']}
                      label={t('enrol.mobile')}
                      rules={[{ required: true, message: t('form.required', { field: t('enrol.mobile') }) }]}
                    >
                      <Input style={{ width: 160 }} data-testid="enrol-mobile" />
                    </Form.Item>
                    <Form.Item name={[field.name, 'position']} label={t('enrol.position')}>
                      <Input style={{ width: 140 }} />
                    </Form.Item>
                    {fields.length > 1 && (
                      <Button
                        type="text"
                        icon={<MinusCircleOutlined />}
                        style={{ marginTop: 30 }}
                        onClick={() => remove(field.name)}
                      />
                    )}
                  </Space>
                ))}
                {fields.length < ENROL_PEOPLE_MAX && (
                  <Button
                    type="dashed"
                    icon={<PlusOutlined />}
                    onClick={() => add({ name: '', mobile: '', position: '' })}
                  >
                    {t('enrol.addPerson')}
                  </Button>
                )}
              </>
            )}
          </Form.List>
        </Form>
      </Space>
    </Modal>
  );
}
