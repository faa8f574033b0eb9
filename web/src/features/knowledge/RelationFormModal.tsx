// Adding or changing one relation: from, relation type, to. A self-relation is refused here
// already; duplicates are refused by the server (409) and said so.
import {
  KNOWLEDGE_RELATION_LABELS,
  type KnowledgeRelationAdmin,
  type KnowledgeRelationInput,
} from '@portal/contract';
import { Form, Modal, Select, Typography } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../api/client';
import { useSaveKnowledgeRelation } from '../../api/knowledge';
import { toast } from '../../ui';
import { showFieldErrors } from '../../ui/formRules';
import { NodePicker } from './NodePicker';

type Props = {
  open: boolean;
  /** The relation being changed; otherwise a new one (starting from `fromId` when given). */
  relation?: KnowledgeRelationAdmin | null;
  defaults?: Partial<KnowledgeRelationInput> & { fromName?: string };
  onClose: () => void;
};

export function RelationFormModal({ open, relation, defaults, onClose }: Props) {
  const { t } = useTranslation('knowledge');
  const [form] = Form.useForm<KnowledgeRelationInput>();
  const save = useSaveKnowledgeRelation();

  useEffect(() => {
    if (!open) return;
    form.resetFields();
    form.setFieldsValue(
      relation
        ? { fromId: relation.fromId, toId: relation.toId, label: relation.label }
        : { label: 'RELATED', ...defaults },
    );
  }, [open, relation, defaults, form]);

  const submit = async () => {
    const input = await form.validateFields();
    try {
      await save.mutateAsync({ relationId: relation?.relationId, input });
      toast.success(t('relationForm.saved'));
      onClose();
    } catch (error) {
      if (showFieldErrors(form, error)) return;
      // 409: the same relation exists already; the server's message says so.
      if (error instanceof ApiError && error.status === 409) toast.warning(error.message);
    }
  };

  return (
    <Modal
      open={open}
      title={t(relation ? 'relationForm.editTitle' : 'relationForm.createTitle')}
      onOk={() => void submit()}
      confirmLoading={save.isPending}
      onCancel={onClose}
      destroyOnHidden
    >
      <Typography.Paragraph type="secondary">{t('relationForm.hint')}</Typography.Paragraph>
      <Form form={form} layout="vertical">
        <Form.Item
          name="fromId"
          label={t('relationForm.from')}
          rules={[{ required: true, message: t('relationForm.pick') }]}
        >
          <NodePicker knownName={relation?.fromName ?? defaults?.fromName} data-testid="relation-from" />
        </Form.Item>
        <Form.Item name="label" label={t('relationForm.label')} rules={[{ required: true }]}>
          <Select options={KNOWLEDGE_RELATION_LABELS.map((l) => ({ value: l, label: t(`relation.${l}`) }))} />
        </Form.Item>
        <Form.Item
          name="toId"
          label={t('relationForm.to')}
          dependencies={['fromId']}
          rules={[
            { required: true, message: t('relationForm.pick') },
            ({ getFieldValue }) => ({
              validator: (_, value) =>
                value && value === getFieldValue('fromId')
                  ? Promise.reject(new Error(t('relationForm.sameNode')))
                  : Promise.resolve(),
            }),
          ]}
        >
          <NodePicker knownName={relation?.toName} data-testid="relation-to" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
