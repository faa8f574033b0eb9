// An office turns something it found (a visit record's problem, a sentiment item) into a
// green-channel problem in one step: the enterprise (when several are named), the category, a title
// and a description prefilled from the text. The problem starts accepted by the office.
import type { ConversionSource } from '@portal/contract/conversion';
import { PROBLEM_CATEGORIES, type ProblemConvertInput, problemEndpoints } from '@portal/contract/problem';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Form, Input, Modal, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { api } from '../../api/endpoint';
import { toast } from '../../ui';
import { useEnumLabel } from '../../ui/enumLabel';
import { showFieldErrors } from '../../ui/formRules';

export type ConvertCandidate = { orgId: string; name: string; greenChannel: boolean };
type Values = {
  enterpriseId: string;
  category: ProblemConvertInput['category'];
  title: string;
  text: string;
};

const entities = (s: string) => s.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);
/** Plain text to the rich-text description: one paragraph per line. */
const paragraphs = (text: string) =>
  text
    .split(/\n+/)
    .filter((l) => l.trim())
    .map((l) => `<p>${entities(l)}</p>`)
    .join('');

export function ConvertProblemModal(props: {
  open: boolean;
  enterprises: ConvertCandidate[];
  text: string;
  source: ConversionSource;
  onClose: () => void;
  onDone?: (problemId: string) => void;
}) {
  const { t } = useTranslation('problem');
  const label = useEnumLabel();
  const [form] = Form.useForm<Values>();
  const client = useQueryClient();
  const convert = useMutation({
    mutationFn: (body: ProblemConvertInput) => api(problemEndpoints.convert, { body }),
    // The source's page (research, sentiment) shows the conversion as a link: refresh everything.
    onSuccess: () => client.invalidateQueries(),
  });
  const choices = props.enterprises.filter((e) => e.greenChannel);
  const submit = (v: Values) =>
    convert
      .mutateAsync({
        enterpriseId: v.enterpriseId,
        category: v.category,
        title: v.title,
        description: paragraphs(v.text),
        source: props.source,
      })
      .then(
        (problem) => {
          toast.success(t('convert.done'));
          props.onDone?.(problem.id);
          props.onClose();
        },
        (error: unknown) => {
          if (!showFieldErrors(form, error))
            toast.error(error instanceof Error ? error.message : String(error));
        },
      );
  const required = { required: true, message: t('convert.required') };
  return (
    <Modal
      open={props.open}
      title={t('convert.title')}
      onCancel={props.onClose}
      onOk={() => form.submit()}
      okText={t('convert.ok')}
      okButtonProps={{ loading: convert.isPending }}
      destroyOnHidden
      width={600}
    >
      <Form
        form={form}
        layout="vertical"
        onFinish={submit}
        initialValues={{
          enterpriseId: choices[0]?.orgId,
          category: 'OTHER',
          title: props.text.split('\n')[0]!.slice(0, 100),
          text: props.text,
        }}
      >
        <Form.Item
          name="enterpriseId"
          label={t('convert.enterprise')}
          rules={[required]}
          hidden={choices.length < 2}
        >
          <Select options={choices.map((e) => ({ value: e.orgId, label: e.name }))} />
        </Form.Item>
        <Form.Item name="category" label={t('form.category')} rules={[required]}>
          <Select
            options={PROBLEM_CATEGORIES.map((c) => ({ value: c, label: label('problemCategory', c) }))}
            data-testid="convert-category"
          />
        </Form.Item>
        <Form.Item name="title" label={t('columns.title')} rules={[required]}>
          <Input maxLength={100} showCount />
        </Form.Item>
        <Form.Item name="text" label={t('form.description')} rules={[required]}>
          <Input.TextArea autoSize={{ minRows: 3, maxRows: 8 }} maxLength={2000} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
