// /management/org/editor: rename an administrative division of the administrator's region (the
// code stays, so everything that names the region shows the new name).
import { DICT_NAME_MAX } from '@portal/contract';
import { Alert, Button, Card, Form, Input, Space, TreeSelect } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { ApiError } from '../../api/client';
import { useRenameRegion } from '../../api/orgAdmin';
import { toast } from '../../ui';
import { treeSelectRows, useRegionTree } from './useRegionTree';

type Fields = { code: string; name: string };

export default function OrgEditorPage() {
  const { t } = useTranslation('admin');
  const navigate = useNavigate();
  const [search, setSearch] = useSearchParams();
  const [form] = Form.useForm<Fields>();
  const regions = useRegionTree();
  const rename = useRenameRegion();
  const [code, setCode] = useState<string | null>(search.get('code'));
  const current = code ? regions.byCode.get(code) : undefined;

  // A county reached by link sits two levels down: load its city's counties to name it.
  const known = code ? regions.byCode.has(code) : true;
  const { load } = regions;
  useEffect(() => {
    if (code && !known && /^\d{6}$/.test(code)) void load(`${code.slice(0, 4)}00`).catch(() => undefined);
  }, [code, known, load]);

  useEffect(() => {
    form.setFieldsValue({ code: code ?? undefined, name: current?.name ?? '' });
  }, [code, current?.name, form]);

  async function submit({ code: target, name }: Fields) {
    try {
      await rename.mutateAsync({ code: target, name: name.trim() });
      toast.success(t('org.renamed', { name: name.trim() }));
      const parent = regions.byCode.get(target)?.parentCode ?? '';
      await regions.load(parent);
    } catch (error) {
      if (error instanceof ApiError)
        form.setFields([{ name: 'name', errors: [error.details[0]?.message ?? error.message] }]);
    }
  }

  return (
    <Card title={t('org.renameTitle')}>
      <Alert type="info" showIcon title={t('org.renameHint')} style={{ marginBottom: 16, maxWidth: 560 }} />
      <Form form={form} layout="vertical" style={{ maxWidth: 560 }} onFinish={submit}>
        <Form.Item
          name="code"
          label={t('org.fields.region')}
          rules={[{ required: true, message: t('org.pickRegion') }]}
        >
          <TreeSelect
            treeDataSimpleMode
            treeData={treeSelectRows(regions.children)}
            loadData={async ({ value }) => {
              if (!regions.children[String(value)]) await regions.load(String(value));
            }}
            onChange={(value: string) => {
              setCode(value);
              setSearch({ code: value }, { replace: true });
            }}
            placeholder={t('org.pickRegion')}
            showSearch
            treeNodeFilterProp="title"
          />
        </Form.Item>
        {current && (
          <Form.Item label={t('org.currentName')}>{`${current.name}（${current.code}）`}</Form.Item>
        )}
        <Form.Item
          name="name"
          label={t('org.newName')}
          rules={[
            { required: true, whitespace: true, message: t('org.required', { field: t('org.newName') }) },
          ]}
        >
          <Input maxLength={DICT_NAME_MAX} />
        </Form.Item>
        <Space>
          <Button type="primary" htmlType="submit" loading={rename.isPending} disabled={!code}>
            {t('common.save')}
          </Button>
          <Button onClick={() => navigate('/management/org/list')}>{t('common.back')}</Button>
        </Space>
      </Form>
    </Card>
  );
}
