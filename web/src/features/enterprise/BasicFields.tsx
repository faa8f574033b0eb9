// The basic information of the enterprise form. The industry cascader `industryCodePath` writes
// the hidden `industry_code_path`, and its required rule checks that value (spec §5).
import { enterpriseBasic, industryCodePath } from '@portal/contract';
import { Cascader, Col, DatePicker, Form, Input, InputNumber, Row } from 'antd';
import { useTranslation } from 'react-i18next';
import type { TreeOption } from './dictionary';
import { useRules } from './useRules';

const s = enterpriseBasic.shape;
const col = { xs: 24, md: 12 };

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
      <Col {...col}>
        <Form.Item name={['basic', 'name']} label={t('fields.name')} rules={rules(s.name, 'name')}>
          <Input maxLength={100} />
        </Form.Item>
      </Col>
      <Col {...col}>
        <Form.Item
          name={['basic', 'creditCode']}
          label={t('fields.creditCode')}
          normalize={(v: string) => v?.toUpperCase()}
          rules={rules(s.creditCode, 'creditCode', { invalid: 'creditCode' })}
        >
          <Input maxLength={18} />
        </Form.Item>
      </Col>
      <Col {...col}>
        <Form.Item
          name={['basic', 'legalRepresentative']}
          label={t('fields.legalRepresentative')}
          rules={rules(s.legalRepresentative, 'legalRepresentative')}
        >
          <Input maxLength={50} />
        </Form.Item>
      </Col>
      <Col {...col}>
        <Form.Item
          name={['basic', 'registeredCapital']}
          label={t('fields.registeredCapital')}
          rules={rules(s.registeredCapital, 'registeredCapital', { invalid: 'nonNegative' })}
        >
          <InputNumber<string> stringMode min="0" style={{ width: '100%' }} />
        </Form.Item>
      </Col>
      <Col {...col}>
        <Form.Item
          name={['basic', 'foundedOn']}
          label={t('fields.foundedOn')}
          rules={rules(s.foundedOn, 'foundedOn', {
            choose: true,
            read: (d) => (d as { format?: (f: string) => string })?.format?.('YYYY-MM-DD'),
          })}
        >
          <DatePicker style={{ width: '100%' }} />
        </Form.Item>
      </Col>
      <Col {...col}>
        <Form.Item
          name={['basic', 'regionPath']}
          label={t('fields.regionCode')}
          rules={rules(s.regionCode, 'regionCode', {
            choose: true,
            read: (p) => (p as string[] | undefined)?.at(-1),
          })}
        >
          <Cascader options={props.regions} placeholder={t('form.regionPlaceholder')} showSearch />
        </Form.Item>
      </Col>
      <Col {...col}>
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
      <Col {...col}>
        <Form.Item name={['basic', 'strategicPath']} label={t('fields.strategicIndustryCode')}>
          <Cascader options={props.strategic} showSearch changeOnSelect />
        </Form.Item>
      </Col>
      <Col {...col}>
        <Form.Item
          name={['basic', 'employees']}
          label={t('fields.employees')}
          rules={rules(s.employees, 'employees')}
        >
          <InputNumber min={0} precision={0} style={{ width: '100%' }} />
        </Form.Item>
      </Col>
      <Col {...col}>
        <Form.Item
          name={['basic', 'website']}
          label={t('fields.website')}
          rules={rules(s.website, 'website', { invalid: 'website' })}
        >
          <Input maxLength={200} placeholder="https://" />
        </Form.Item>
      </Col>
      <Col span={24}>
        <Form.Item
          name={['basic', 'address']}
          label={t('fields.address')}
          rules={rules(s.address, 'address')}
        >
          <Input maxLength={200} />
        </Form.Item>
      </Col>
      <Col span={24}>
        <Form.Item
          name={['basic', 'mainBusiness']}
          label={t('fields.mainBusiness')}
          rules={rules(s.mainBusiness, 'mainBusiness')}
        >
          <Input.TextArea rows={3} maxLength={1000} showCount />
        </Form.Item>
      </Col>
    </Row>
  );
}
