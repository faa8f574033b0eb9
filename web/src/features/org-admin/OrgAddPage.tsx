// /management/org/add: a financial office (with its level) or a member unit, on a region of the
// administrator's scope, with a verified unified social credit code.
import { GOVERNMENT_ORG_TYPES, isValidCreditCode, type OrgCreateBody } from '@portal/contract';
import { Alert, Button, Card, Form, Input, Radio, Select, Space, TreeSelect } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { ApiError } from '../../api/client';
import { useCreateOrg } from '../../api/orgAdmin';
import { toast } from '../../ui';
import { useEnumLabel } from '../../ui/enumLabel';
import { treeSelectRows, useRegionTree } from './useRegionTree';

export default function OrgAddPage() {
  const { t } = useTranslation('admin');
  const label = useEnumLabel();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const [form] = Form.useForm<OrgCreateBody>();
  const regions = useRegionTree();
  const create = useCreateOrg();
  const type = Form.useWatch('type', form);
  const required = (field: string) => ({
    required: true,
    whitespace: true,
    message: t('org.required', { field: t(`org.fields.${field}`) }),
  });

  // A region given in the link (from the organisation tree) sets the level once it is loaded.
  const linkedLevel = regions.byCode.get(search.get('region') ?? '')?.level;
  useEffect(() => {
    if (linkedLevel && !form.getFieldValue('level')) form.setFieldValue('level', linkedLevel);
  }, [linkedLevel, form]);

  // Choosing a region sets the level a financial office there must have.
  const onRegion = (code: string) => {
    const level = regions.byCode.get(code)?.level;
    if (level) form.setFieldValue('level', level);
  };

  async function submit(values: OrgCreateBody) {
    try {
      await create.mutateAsync({ ...values, creditCode: values.creditCode.trim().toUpperCase() });
      toast.success(t('org.created'));
      navigate('/management/org/list');
    } catch (error) {
      if (error instanceof ApiError && error.details.length > 0) {
        form.setFields(
          error.details.map((d) => ({ name: d.path as keyof OrgCreateBody, errors: [d.message] })),
        );
      } else if (error instanceof ApiError && error.status === 409) {
        form.setFields([{ name: 'creditCode', errors: [error.message] }]);
      }
    }
  }

  return (
    <Card title={t('org.addTitle')}>
      <Form
        form={form}
        layout="vertical"
        style={{ maxWidth: 560 }}
        initialValues={{ type: 'FINANCIAL', regionCode: search.get('region') ?? undefined }}
        onFinish={submit}
      >
        <Form.Item name="type" label={t('org.fields.type')} rules={[{ required: true }]}>
          <Radio.Group
            options={GOVERNMENT_ORG_TYPES.map((v) => ({ value: v, label: label('orgType', v) }))}
          />
        </Form.Item>
        <Form.Item name="name" label={t('org.fields.name')} rules={[required('name'), { min: 2, max: 100 }]}>
          <Input maxLength={100} />
        </Form.Item>
        <Form.Item
          name="regionCode"
          label={t('org.fields.region')}
          rules={[{ required: true, message: t('org.pickRegion') }]}
        >
          <TreeSelect
            treeDataSimpleMode
            treeData={treeSelectRows(regions.children)}
            loadData={async ({ value }) => {
              if (!regions.children[String(value)]) await regions.load(String(value));
            }}
            onChange={onRegion}
            placeholder={t('org.pickRegion')}
            showSearch
            treeNodeFilterProp="title"
          />
        </Form.Item>
        {type === 'FINANCIAL' && (
          <>
            <Alert type="info" showIcon title={t('org.levelHint')} style={{ marginBottom: 16 }} />
            <Form.Item
              name="level"
              label={t('org.fields.level')}
              rules={[{ required: true, message: t('org.required', { field: t('org.fields.level') }) }]}
            >
              <Select
                options={[1, 2, 3].map((v) => ({ value: v, label: t(`org.levels.${v}`) }))}
                style={{ width: 160 }}
              />
            </Form.Item>
          </>
        )}
        <Form.Item
          name="creditCode"
          label={t('org.fields.creditCode')}
          rules={[
            required('creditCode'),
            {
              validator: (_, v?: string) =>
                !v || isValidCreditCode(v.trim().toUpperCase())
                  ? Promise.resolve()
                  : Promise.reject(new Error(t('org.creditCodeInvalid'))),
            },
          ]}
        >
          <Input maxLength={18} style={{ textTransform: 'uppercase' }} />
        </Form.Item>
        <Space>
          <Button type="primary" htmlType="submit" loading={create.isPending}>
            {t('common.save')}
          </Button>
          <Button onClick={() => navigate('/management/org/list')}>{t('common.back')}</Button>
        </Space>
      </Form>
    </Card>
  );
}
