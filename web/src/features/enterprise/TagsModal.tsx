// Edit an enterprise's industry tags: free words, at most 10 of at most 20 characters.
import { INDUSTRY_TAG_MAX, industryTagsBody } from '@portal/contract';
import { Form, Modal, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../api/client';
import { useSetTags, useTagCounts } from '../../api/enterprise';
import { toast } from '../../ui';
import { rulesOf } from '../../ui/formRules';

type Target = { id: string; name: string; tags: string[] };

export function TagsModal({ target, onClose }: { target: Target | null; onClose: () => void }) {
  const { t } = useTranslation('enterprise');
  const [form] = Form.useForm<{ tags: string[] }>();
  const save = useSetTags();
  const counts = useTagCounts();
  async function ok() {
    const { tags } = await form.validateFields();
    try {
      await save.mutateAsync({ enterpriseId: target!.id, tags: tags.map((x) => x.trim()).filter(Boolean) });
      toast.success(t('tags.saved'));
      onClose();
    } catch (e) {
      if (e instanceof ApiError) toast.error(e.message);
    }
  }
  return (
    <Modal
      open={target !== null}
      title={`${t('tags.edit')} · ${target?.name ?? ''}`}
      onCancel={onClose}
      onOk={ok}
      confirmLoading={save.isPending}
      destroyOnHidden
    >
      {target && (
        <Form form={form} layout="vertical" preserve={false} initialValues={{ tags: target.tags }}>
          <Form.Item
            name="tags"
            extra={t('tags.max')}
            rules={rulesOf(industryTagsBody.shape.tags, { required: t('tags.max'), invalid: t('tags.max') })}
          >
            <Select
              mode="tags"
              maxCount={INDUSTRY_TAG_MAX}
              placeholder={t('tags.placeholder')}
              options={(counts.data ?? []).map((c) => ({ value: c.tag, label: c.tag }))}
            />
          </Form.Item>
        </Form>
      )}
    </Modal>
  );
}
