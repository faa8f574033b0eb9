// The financing need's form: new (the enterprise's draft, or the office's record for an
// enterprise of its region) and edit (a draft or a returned need). Field errors from the server
// show under their fields.
import {
  FINANCING_KINDS,
  FINANCING_ROUNDS,
  FINANCING_STAGES,
  FINANCING_VISIBILITIES,
  type NeedCreate,
  type NeedDetail,
} from '@portal/contract/financing';
import { Button, Cascader, Col, Form, Input, InputNumber, Row, Select, Space } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useEnterpriseList } from '../../api/enterprise';
import { showFieldErrors } from '../../ui/formRules';
import { pathTo } from '../profile-versions';
import { useDictionaries } from './shared';

type Values = Omit<NeedCreate, 'industry' | 'regionCode'> & { industry: string[]; regionCode: string[] };

export type NeedFormProps = {
  need?: NeedDetail;
  /** The office picks the enterprise (of its region). */
  forOffice?: boolean;
  submitLabel: string;
  saving: boolean;
  onSave: (body: NeedCreate) => Promise<unknown>;
  extra?: React.ReactNode;
};

export function NeedForm({ need, forOffice, submitLabel, saving, onSave, extra }: NeedFormProps) {
  const { t } = useTranslation('financing');
  const [form] = Form.useForm<Values>();
  const dict = useDictionaries();
  const [keyword, setKeyword] = useState('');
  // Only the office picks an enterprise: an enterprise's own form would be refused the list.
  const enterprises = useEnterpriseList(
    { page: 1, size: 20, name: keyword || undefined },
    forOffice === true,
  );

  useEffect(() => {
    if (!need || !dict.rows) return;
    form.setFieldsValue({
      ...need,
      industry: need.industry.split('/'),
      regionCode: pathTo(dict.rows.regions, need.regionCode),
    });
  }, [need, dict.rows, form]);

  const required = (field: string) => [
    { required: true, message: t('common.required', { field: t(field) }) },
  ];
  const save = (v: Values) =>
    onSave({
      ...v,
      industry: v.industry?.join('/') ?? '',
      regionCode: v.regionCode?.at(-1) ?? '',
      description: v.description ?? '',
    }).catch((error: unknown) => {
      // The form's names differ only in shape, so the server's paths land on the right fields.
      if (!showFieldErrors(form, error)) throw error;
    });

  return (
    <Form<Values>
      form={form}
      layout="vertical"
      onFinish={save}
      style={{ maxWidth: 960 }}
      initialValues={{ kind: 'EQUITY', visibility: 'ALL_INSTITUTIONS', round: 'NONE' }}
    >
      {forOffice && (
        <Form.Item
          name="enterpriseOrgId"
          label={t('need.pickEnterprise')}
          extra={t('need.pickEnterpriseHint')}
          rules={required('need.pickEnterprise')}
        >
          <Select
            showSearch
            filterOption={false}
            onSearch={setKeyword}
            loading={enterprises.isFetching}
            options={(enterprises.data?.items ?? []).map((e) => ({ value: e.orgId, label: e.name }))}
          />
        </Form.Item>
      )}
      <Row gutter={16}>
        <Col span={16}>
          <Form.Item name="title" label={t('need.title')} rules={required('need.title')}>
            <Input maxLength={60} showCount data-testid="need-title" />
          </Form.Item>
        </Col>
        <Col span={8}>
          <Form.Item name="amount" label={t('need.amount')} rules={required('need.amount')}>
            <InputNumber
              min={0.01}
              max={10_000_000}
              precision={2}
              style={{ width: '100%' }}
              data-testid="need-amount"
            />
          </Form.Item>
        </Col>
        <Col span={8}>
          <Form.Item name="kind" label={t('need.kind')} rules={required('need.kind')}>
            <Select options={FINANCING_KINDS.map((k) => ({ value: k, label: t(`kind.${k}`) }))} />
          </Form.Item>
        </Col>
        <Col span={8}>
          <Form.Item name="stage" label={t('need.stage')} rules={required('need.stage')}>
            <Select
              data-testid="need-stage"
              options={FINANCING_STAGES.map((k) => ({ value: k, label: t(`stage.${k}`) }))}
            />
          </Form.Item>
        </Col>
        <Col span={8}>
          <Form.Item name="round" label={t('need.round')} rules={required('need.round')}>
            <Select options={FINANCING_ROUNDS.map((k) => ({ value: k, label: t(`round.${k}`) }))} />
          </Form.Item>
        </Col>
        <Col span={12}>
          <Form.Item name="industry" label={t('need.industry')} rules={required('need.industry')}>
            <Cascader
              options={dict.industries}
              showSearch
              classNames={{ popup: { root: 'need-industry-popup' } }}
            />
          </Form.Item>
        </Col>
        <Col span={12}>
          <Form.Item name="regionCode" label={t('need.region')} rules={required('need.region')}>
            <Cascader
              options={dict.regions}
              changeOnSelect
              classNames={{ popup: { root: 'need-region-popup' } }}
            />
          </Form.Item>
        </Col>
        <Col span={24}>
          <Form.Item name="useOfFunds" label={t('need.useOfFunds')} rules={required('need.useOfFunds')}>
            <Input.TextArea rows={2} maxLength={500} showCount data-testid="need-use" />
          </Form.Item>
        </Col>
        <Col span={8}>
          <Form.Item name="contactName" label={t('need.contactName')} rules={required('need.contactName')}>
            <Input maxLength={20} data-testid="need-contact" />
          </Form.Item>
        </Col>
        <Col span={8}>
          <Form.Item name="contactPhone" label={t('need.contactPhone')} rules={required('need.contactPhone')}>
            <Input maxLength={20} data-testid="need-phone" />
          </Form.Item>
        </Col>
        <Col span={8}>
          <Form.Item name="visibility" label={t('need.visibility')} rules={required('need.visibility')}>
            <Select
              options={FINANCING_VISIBILITIES.map((k) => ({ value: k, label: t(`visibility.${k}`) }))}
            />
          </Form.Item>
        </Col>
        <Col span={24}>
          <Form.Item name="description" label={t('need.description')}>
            <Input.TextArea rows={4} maxLength={2000} showCount />
          </Form.Item>
        </Col>
      </Row>
      <Space>
        <Button type="primary" htmlType="submit" loading={saving} data-testid="need-save">
          {submitLabel}
        </Button>
        {extra}
      </Space>
    </Form>
  );
}
