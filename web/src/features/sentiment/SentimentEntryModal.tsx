// Entering an item clipped elsewhere (a newspaper, a chat group): scored, folded and matched like a
// fetched one; the answer says whether it named an enterprise and whether offices were told.
import type { SentimentItemInput } from '@portal/contract/sentiment';
import { Form, Input, Modal } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { toast } from '../../ui';
import { DateField } from '../../ui/date/DateField';
import { showFieldErrors } from '../../ui/formRules';
import { useAddSentimentItem } from './api';

const asDay = {
  getValueProps: (v?: string) => ({ value: v ? dayjs(v) : null }),
  normalize: (d: Dayjs | null) => d?.format('YYYY-MM-DD'),
};

export function SentimentEntryModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation('sentiment');
  const [form] = Form.useForm<SentimentItemInput>();
  const add = useAddSentimentItem();
  const submit = (input: SentimentItemInput) =>
    add.mutateAsync(input).then(
      (r) => {
        toast.success(
          r.added === 0 ? t('entry.folded') : r.matched === 0 ? t('entry.unmatched') : t('entry.saved'),
        );
        form.resetFields();
        onClose();
      },
      (error: unknown) => {
        if (!showFieldErrors(form, error))
          toast.error(error instanceof Error ? error.message : String(error));
      },
    );
  const required = (field: string) => [{ required: true, message: t('entry.required', { field: t(field) }) }];
  return (
    <Modal
      open={open}
      title={t('entry.title')}
      onCancel={onClose}
      onOk={() => form.submit()}
      okButtonProps={{ loading: add.isPending }}
      width={640}
      destroyOnHidden
    >
      <Form
        form={form}
        layout="vertical"
        onFinish={submit}
        initialValues={{ publishedOn: dayjs().format('YYYY-MM-DD') }}
      >
        <Form.Item name="title" label={t('entry.fields.title')} rules={required('entry.fields.title')}>
          <Input maxLength={200} showCount />
        </Form.Item>
        <Form.Item name="summary" label={t('entry.fields.summary')}>
          <Input.TextArea autoSize={{ minRows: 3, maxRows: 8 }} maxLength={5000} />
        </Form.Item>
        <Form.Item name="sourceName" label={t('entry.fields.source')} rules={required('entry.fields.source')}>
          <Input maxLength={100} />
        </Form.Item>
        <Form.Item name="url" label={t('entry.fields.url')}>
          <Input maxLength={500} placeholder="https://" />
        </Form.Item>
        <Form.Item
          name="publishedOn"
          label={t('entry.fields.publishedOn')}
          rules={required('entry.fields.publishedOn')}
          {...asDay}
        >
          <DateField />
        </Form.Item>
      </Form>
    </Modal>
  );
}
