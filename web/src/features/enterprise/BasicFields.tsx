// The basic information of the enterprise form. The industry cascader `industryCodePath` writes
// the hidden `industry_code_path`, and its required rule checks that value (spec §5).
import { enterpriseBasic, industryCodePath } from '@portal/contract';
import { Cascader, Col, DatePicker, Form, Input, InputNumber, Row } from 'antd';
import { useTranslation } from 'react-i18next';
import {
  BasicField,
  IdentityFields,
  RegionField,
  type TreeOption,
  useRules,
  WebsiteField,
} from '../profile-versions';

const s = enterpriseBasic.shape;

export function BasicFields(props: {
  regions: TreeOption[];
  industries: TreeOption[];
  strategic: TreeOption[];
}) {
  const { t } = useTranslation('enterprise');
  const rules = useRules();
  const form = Form.useFormInstance();
  return (
    <Row gutter={16}>
      <IdentityFields shape={s} />
      <BasicField name="registeredCapital" schema={s.registeredCapital} rule={{ invalid: 'nonNegative' }}>
        <InputNumber<string> stringMode min="0" style={{ width: '100%' }} />
      </BasicField>
      <BasicField
        name="foundedOn"
        schema={s.foundedOn}
        rule={{
          choose: true,
          read: (d) => (d as { format?: (f: string) => string })?.format?.('YYYY-MM-DD'),
        }}
      >
        <DatePicker style={{ width: '100%' }} />
      </BasicField>
      <RegionField schema={s.regionCode} regions={props.regions} placeholder={t('form.regionPlaceholder')} />
      <Col xs={24} md={12}>
        <Form.Item
          name="industryCodePath"
          label={t('fields.industryCodePath')}
          rules={rules(industryCodePath, 'industryCodePath', {
            choose: true,
            invalid: 'industry',
            read: () => form.getFieldValue('industry_code_path'),
          })}
        >
          <Cascader
            options={props.industries}
            placeholder={t('form.industryPlaceholder')}
            showSearch
            onChange={(path) =>
              form.setFieldValue('industry_code_path', path?.length === 2 ? path.join('/') : undefined)
            }
          />
        </Form.Item>
        <Form.Item name="industry_code_path" hidden>
          <Input />
        </Form.Item>
      </Col>
      <BasicField name="strategicPath" label="strategicIndustryCode">
        <Cascader options={props.strategic} showSearch changeOnSelect />
      </BasicField>
      <BasicField name="employees" schema={s.employees}>
        <InputNumber min={0} precision={0} style={{ width: '100%' }} />
      </BasicField>
      <WebsiteField schema={s.website} />
      <BasicField name="address" schema={s.address} wide>
        <Input maxLength={200} />
      </BasicField>
      <BasicField name="mainBusiness" schema={s.mainBusiness} wide>
        <Input.TextArea rows={3} maxLength={1000} showCount />
      </BasicField>
    </Row>
  );
}
