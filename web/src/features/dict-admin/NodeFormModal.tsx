// Add or edit one dictionary entry. Codes are checked again by the server; its field messages
// land on the form.
import type { DictKind, DictNode } from '@portal/contract';
import { DICT_NAME_MAX } from '@portal/contract';
import { Form, Input, Modal } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../api/client';
import { useCreateDictNode, useUpdateDictNode } from '../../api/dictAdmin';
import { codePrefix } from './labels';

export type NodeForm = { mode: 'add'; parent: DictNode | null } | { mode: 'edit'; node: DictNode };

type Fields = { code: string; name: string };

export function NodeFormModal(props: {
  kind: DictKind;
  form: NodeForm | null;
  onClose: () => void;
  onSaved: (node: DictNode) => void;
}) {
  const { kind, form: target, onClose, onSaved } = props;
  const { t } = useTranslation('admin');
  const [form] = Form.useForm<Fields>();
  const create = useCreateDictNode(kind);
  const update = useUpdateDictNode(kind);

  useEffect(() => {
    if (!target) return;
    form.resetFields();
    if (target.mode === 'edit') form.setFieldsValue({ code: target.node.code, name: target.node.name });
    else form.setFieldsValue({ code: codePrefix(kind, target.parent) });
  }, [target, form, kind]);

  async function submit(values: Fields) {
    try {
      const saved =
        target?.mode === 'edit'
          ? await update.mutateAsync({ code: target.node.code, name: values.name })
          : await create.mutateAsync({
              code: values.code,
              name: values.name,
              parentCode: target?.parent?.code,
            });
      onSaved(saved);
    } catch (error) {
      if (error instanceof ApiError && error.details.length > 0) {
        form.setFields(error.details.map((d) => ({ name: d.path as keyof Fields, errors: [d.message] })));
      } else if (error instanceof ApiError) {
        form.setFields([{ name: 'code', errors: [error.message] }]);
      }
    }
  }

  const parentName = target?.mode === 'add' ? (target.parent?.name ?? t('dict.noParent')) : null;
  return (
    <Modal
      open={target !== null}
      title={t(target?.mode === 'edit' ? 'dict.editTitle' : 'dict.addTitle')}
      okText={t('common.save')}
      cancelText={t('common.cancel')}
      onOk={() => form.submit()}
      onCancel={onClose}
      confirmLoading={create.isPending || update.isPending}
      destroyOnHidden
    >
      <Form form={form} layout="vertical" onFinish={submit}>
        {parentName !== null && <Form.Item label={t('dict.parent')}>{parentName}</Form.Item>}
        <Form.Item
          name="code"
          label={t('dict.code')}
          rules={[{ required: true, whitespace: true, message: t('dict.codeRequired') }]}
        >
          <Input maxLength={16} disabled={target?.mode === 'edit'} autoFocus={target?.mode === 'add'} />
        </Form.Item>
        <Form.Item
          name="name"
          label={t('dict.name')}
          rules={[{ required: true, whitespace: true, message: t('dict.nameRequired') }]}
        >
          <Input maxLength={DICT_NAME_MAX} showCount />
        </Form.Item>
      </Form>
    </Modal>
  );
}
