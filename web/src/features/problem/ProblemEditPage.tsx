// /problem/edit[?id=…]: an enterprise with the green channel describes a problem, saves it as a
// draft and submits it to its financial office; a returned problem is corrected here and sent again.
import { ArrowLeftOutlined } from '@ant-design/icons';
import type { StoredFile } from '@portal/contract';
import {
  PROBLEM_CATEGORIES,
  PROBLEM_TEXT_MAX,
  PROBLEM_TITLE_MAX,
  type ProblemDetail,
} from '@portal/contract/problem';
import type { UploadFile } from 'antd';
import { Alert, Button, Card, Form, Input, Result, Select, Skeleton, Space } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { confirm, toast } from '../../ui';
import { clearDraft, RichTextEditor } from '../../ui/editor';
import { useEnumLabel } from '../../ui/enumLabel';
import { showFieldErrors } from '../../ui/formRules';
import { ProblemAttachments, storedOf, uploadedOf } from './ProblemAttachments';
import { ProblemDetailView } from './ProblemDetailPage';
import { PROBLEM_EDIT } from './ProblemList';
import { useProblem, useProblemAct, useSaveProblem, useSubmitProblem } from './queries';

const LIST = '/problem/list';
type Values = {
  category: ProblemDetail['category'];
  title: string;
  description: string;
  expectedOutcome: string;
  attachments: UploadFile<StoredFile>[];
};

export default function ProblemEditPage() {
  const { t } = useTranslation('problem');
  const label = useEnumLabel();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const id = search.get('id');
  const [form] = Form.useForm<Values>();
  const current = useProblem(id);
  const save = useSaveProblem();
  const submit = useSubmitProblem();
  const resubmit = useProblemAct(id ?? '');
  const draftKey = `problem:${id ?? 'new'}`;

  useEffect(() => {
    if (!current.data?.abilities.edit) return;
    const { category, title, description, expectedOutcome, attachments } = current.data;
    form.setFieldsValue({
      category,
      title,
      description,
      expectedOutcome,
      attachments: uploadedOf(attachments),
    });
  }, [current.data, form]);

  if (id && current.isError) return <Result status="404" subTitle={t('detail.notFound')} />;
  const problem = current.data;
  // Submitted: the enterprise follows it here (its menu has no detail page of its own).
  if (problem && !problem.abilities.edit) return <ProblemDetailView id={problem.id} />;
  const required = (field: string) => [{ required: true, message: t('form.required', { field: t(field) }) }];

  async function store(): Promise<ProblemDetail | null> {
    const values = await form.validateFields().catch(() => null);
    if (!values) return null;
    const input = { ...values, attachments: storedOf(values.attachments) };
    try {
      const saved = await save.mutateAsync({ id, version: problem?.version, input });
      clearDraft(draftKey);
      return saved;
    } catch (error) {
      if (!showFieldErrors(form, error)) toast.error(error instanceof Error ? error.message : String(error));
      return null;
    }
  }

  const onSave = async () => {
    const saved = await store();
    if (!saved) return;
    toast.success(t('form.saved'));
    if (!id) navigate(`/problem/edit?id=${saved.id}`, { replace: true });
  };

  const onSubmit = () =>
    confirm({
      content: t('form.submitConfirm'),
      onCancel: () => undefined,
      onOk: async () => {
        const saved = await store();
        if (!saved) return;
        try {
          if (saved.state === 'returned' && saved.instance)
            await resubmit.mutateAsync({ action: 'submit', version: saved.instance.version });
          else await submit.mutateAsync({ id: saved.id, version: saved.version });
          toast.success(t('form.submitted'));
          navigate(`${PROBLEM_EDIT}?id=${saved.id}`, { replace: true });
        } catch (error) {
          toast.error(error instanceof Error ? error.message : String(error));
        }
      },
    });

  return (
    <Card
      title={t('titles.edit')}
      extra={
        <Button icon={<ArrowLeftOutlined />} onClick={() => navigate(LIST)}>
          {t('form.back')}
        </Button>
      }
    >
      {id && current.isPending ? (
        <Skeleton active paragraph={{ rows: 10 }} />
      ) : (
        <Form<Values>
          form={form}
          layout="vertical"
          initialValues={{
            category: 'OTHER',
            title: '',
            description: '',
            expectedOutcome: '',
            attachments: [],
          }}
          style={{ maxWidth: 960 }}
        >
          {problem?.state === 'returned' && (
            <Alert
              type="warning"
              showIcon
              style={{ marginBottom: 16 }}
              message={problem.history.at(-1)?.comment ?? label('problemState', 'returned')}
            />
          )}
          <Form.Item name="category" label={t('form.category')} rules={required('form.category')}>
            <Select
              style={{ width: 240 }}
              options={PROBLEM_CATEGORIES.map((c) => ({ value: c, label: label('problemCategory', c) }))}
            />
          </Form.Item>
          <Form.Item name="title" label={t('form.title')} rules={required('form.title')}>
            <Input maxLength={PROBLEM_TITLE_MAX} showCount data-testid="problem-title" />
          </Form.Item>
          <Form.Item name="description" label={t('form.description')} rules={required('form.description')}>
            <RichTextEditor autosaveKey={draftKey} />
          </Form.Item>
          <Form.Item name="expectedOutcome" label={t('form.expectedOutcome')}>
            <Input.TextArea rows={3} maxLength={PROBLEM_TEXT_MAX} showCount data-testid="problem-outcome" />
          </Form.Item>
          <Form.Item name="attachments" label={t('form.attachments')} valuePropName="value">
            <ProblemAttachments />
          </Form.Item>
          <Space>
            <Button onClick={() => void onSave()} loading={save.isPending} data-testid="problem-save">
              {t('form.save')}
            </Button>
            <Button type="primary" onClick={onSubmit} loading={submit.isPending} data-testid="problem-submit">
              {t('form.submit')}
            </Button>
          </Space>
        </Form>
      )}
    </Card>
  );
}
