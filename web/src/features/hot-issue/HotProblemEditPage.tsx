// /portal/management/hotProblem/edit[?id=…]: write or change one hot issue; saving returns to the
// list. Field errors from the server show under their fields.
import { ArrowLeftOutlined } from '@ant-design/icons';
import { HOT_ISSUE_CATEGORIES, HOT_ISSUE_QUESTION_MAX, type HotIssueInput } from '@portal/contract';
import { Button, Card, Form, Input, InputNumber, Result, Select, Skeleton, Space, Switch } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { useHotIssueAdmin, useSaveHotIssue } from '../../api/hot-issue';
import { toast } from '../../ui';
import { clearDraft, RichTextEditor } from '../../ui/editor';
import { showFieldErrors } from '../../ui/formRules';

const LIST = '/portal/management/hotProblem';
const EMPTY: HotIssueInput = { category: 'ISSUANCE', question: '', answer: '', order: 0, published: false };

export default function HotProblemEditPage() {
  const { t } = useTranslation('hotIssue');
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const id = search.get('id');
  const [form] = Form.useForm<HotIssueInput>();
  const current = useHotIssueAdmin(id);
  // The local draft of the answer/article, dropped once the server has it.
  const draftKey = `hot-issue:${id ?? 'new'}`;
  const save = useSaveHotIssue();

  useEffect(() => {
    if (!id) form.setFieldsValue(EMPTY);
    else if (current.data) {
      const { category, question, answer, order, published } = current.data;
      form.setFieldsValue({ category, question, answer, order, published });
    }
  }, [id, current.data, form]);

  if (id && current.isError) return <Result status="404" subTitle={t('detail.notFound')} />;
  const required = (field: string) => [{ required: true, message: t('form.required', { field: t(field) }) }];

  const submit = (input: HotIssueInput) =>
    // The version it was loaded at: a save over someone else's is refused (409) rather than lost.
    save.mutateAsync({ issueId: id ?? undefined, input, version: current.data?.version }).then(
      () => {
        clearDraft(draftKey);
        toast.success(t('form.saved'));
        navigate(LIST);
      },
      (error: unknown) => {
        if (!showFieldErrors(form, error))
          toast.error(error instanceof Error ? error.message : String(error));
      },
    );

  return (
    <Card
      title={t(id ? 'form.editTitle' : 'form.createTitle')}
      extra={
        <Button icon={<ArrowLeftOutlined />} onClick={() => navigate(LIST)}>
          {t('form.back')}
        </Button>
      }
    >
      {id && current.isPending ? (
        <Skeleton active paragraph={{ rows: 10 }} />
      ) : (
        <Form form={form} layout="vertical" initialValues={EMPTY} onFinish={submit} style={{ maxWidth: 960 }}>
          <Space wrap size="large" align="start">
            <Form.Item name="category" label={t('form.category')} rules={required('form.category')}>
              <Select
                style={{ width: 200 }}
                options={HOT_ISSUE_CATEGORIES.map((c) => ({ value: c, label: t(`category.${c}`) }))}
              />
            </Form.Item>
            <Form.Item name="order" label={t('form.order')} tooltip={t('form.orderHint')}>
              <InputNumber min={0} max={9999} precision={0} />
            </Form.Item>
            <Form.Item name="published" label={t('form.published')} valuePropName="checked">
              <Switch />
            </Form.Item>
          </Space>
          <Form.Item name="question" label={t('form.question')} rules={required('form.question')}>
            <Input maxLength={HOT_ISSUE_QUESTION_MAX} showCount data-testid="hot-issue-question" />
          </Form.Item>
          <Form.Item name="answer" label={t('form.answer')} rules={required('form.answer')}>
            <RichTextEditor autosaveKey={draftKey} />
          </Form.Item>
          <Button type="primary" htmlType="submit" loading={save.isPending} data-testid="hot-issue-save">
            {t('form.save')}
          </Button>
        </Form>
      )}
    </Card>
  );
}
