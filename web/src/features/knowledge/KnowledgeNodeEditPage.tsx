// /portal/management/knowledge/edit[?id=…]: one node's form (type, name, summary, order, enabled,
// article) and, once it exists, its relations.
import { ArrowLeftOutlined } from '@ant-design/icons';
import {
  KNOWLEDGE_NAME_MAX,
  KNOWLEDGE_NODE_TYPES,
  KNOWLEDGE_SUMMARY_MAX,
  type KnowledgeNodeInput,
} from '@portal/contract';
import { Alert, Button, Card, Form, Input, InputNumber, Result, Select, Skeleton, Space, Switch } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { useKnowledgeNode, useSaveKnowledgeNode } from '../../api/knowledge';
import { toast } from '../../ui';
import { clearDraft, RichTextEditor } from '../../ui/editor';
import { showFieldErrors } from '../../ui/formRules';
import { KnowledgeRelationTable } from './KnowledgeRelationTable';

const LIST = '/portal/management/knowledge';
const EMPTY: KnowledgeNodeInput = {
  type: 'CONCEPT',
  name: '',
  summary: '',
  body: '',
  order: 0,
  enabled: true,
};

export default function KnowledgeNodeEditPage() {
  const { t } = useTranslation('knowledge');
  const navigate = useNavigate();
  const [search, setSearch] = useSearchParams();
  const id = search.get('id');
  const [form] = Form.useForm<KnowledgeNodeInput>();
  const current = useKnowledgeNode(id);
  // The local draft of the answer/article, dropped once the server has it.
  const draftKey = `knowledge-node:${id ?? 'new'}`;
  const save = useSaveKnowledgeNode();

  useEffect(() => {
    if (!id) form.setFieldsValue(EMPTY);
    else if (current.data) {
      const { type, name, summary, body, order, enabled } = current.data;
      form.setFieldsValue({ type, name, summary, body, order, enabled });
    }
  }, [id, current.data, form]);

  if (id && current.isError) return <Result status="404" subTitle={t('article.notFound')} />;
  const required = (field: string) => [
    { required: true, whitespace: true, message: t('form.required', { field: t(field) }) },
  ];

  const submit = (input: KnowledgeNodeInput) =>
    // The version it was loaded at: a save over someone else's is refused (409) rather than lost.
    save.mutateAsync({ nodeId: id ?? undefined, input, version: current.data?.version }).then(
      (saved) => {
        clearDraft(draftKey);
        toast.success(t('form.saved'));
        // A new node stays open, now with its id, so its relations can be added next.
        if (!id) setSearch({ id: saved.nodeId }, { replace: true });
      },
      (error: unknown) => {
        if (!showFieldErrors(form, error))
          toast.error(error instanceof Error ? error.message : String(error));
      },
    );

  return (
    <Space direction="vertical" size="large" style={{ width: '100%' }}>
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
          <Form
            form={form}
            layout="vertical"
            initialValues={EMPTY}
            onFinish={submit}
            style={{ maxWidth: 960 }}
          >
            <Space wrap size="large" align="start">
              <Form.Item name="type" label={t('form.type')} rules={required('form.type')}>
                <Select
                  style={{ width: 180 }}
                  options={KNOWLEDGE_NODE_TYPES.map((type) => ({
                    value: type,
                    label: t(`nodeType.${type}`),
                  }))}
                />
              </Form.Item>
              <Form.Item name="name" label={t('form.name')} rules={required('form.name')}>
                <Input
                  maxLength={KNOWLEDGE_NAME_MAX}
                  showCount
                  style={{ width: 320 }}
                  data-testid="knowledge-name"
                />
              </Form.Item>
              <Form.Item name="order" label={t('form.order')} tooltip={t('form.orderHint')}>
                <InputNumber min={0} max={9999} precision={0} />
              </Form.Item>
              <Form.Item
                name="enabled"
                label={t('form.enabled')}
                valuePropName="checked"
                tooltip={t('form.enabledHint')}
              >
                <Switch />
              </Form.Item>
            </Space>
            <Form.Item
              name="summary"
              label={t('form.summary')}
              extra={t('form.summaryHint', { max: KNOWLEDGE_SUMMARY_MAX })}
            >
              <Input.TextArea rows={2} maxLength={KNOWLEDGE_SUMMARY_MAX} showCount />
            </Form.Item>
            <Form.Item name="body" label={t('form.body')}>
              <RichTextEditor autosaveKey={draftKey} />
            </Form.Item>
            <Button type="primary" htmlType="submit" loading={save.isPending} data-testid="knowledge-save">
              {t('form.save')}
            </Button>
          </Form>
        )}
      </Card>
      <Card title={t('form.relationsTitle')}>
        {id && current.data ? (
          <KnowledgeRelationTable node={{ nodeId: id, name: current.data.name }} />
        ) : (
          <Alert type="info" showIcon message={t('form.relationsAfterSave')} />
        )}
      </Card>
    </Space>
  );
}
