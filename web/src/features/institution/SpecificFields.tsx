// The fields of the institution's own type: a broker's sponsor representatives, an accounting
// firm's securities filing, a law firm's securities practice, an investor's preferences and
// ticket size, a bank's products.
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import {
  bankProduct,
  INVESTMENT_STAGES,
  institutionSpecific,
  type OrgType,
  specificFieldsOf,
  sponsorRepresentative,
} from '@portal/contract';
import { Button, Col, Form, Input, InputNumber, Row, Select, Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import { useRules } from '../profile-versions';

type Section = { value: string; label: string };

function Rows(props: {
  name: string;
  fields: [string, string, number][];
  rules: (key: string) => object[];
  max: number;
}) {
  const { t } = useTranslation('institution');
  return (
    <Form.List name={['specific', props.name]}>
      {(items, { add, remove }) => (
        <>
          {items.map((item) => (
            <Row gutter={12} key={item.key}>
              {props.fields.map(([key, label, span]) => (
                <Col xs={24} md={span} key={key}>
                  <Form.Item
                    name={[item.name, key]}
                    label={t(`fields.${label}`)}
                    rules={props.rules(key) as never}
                  >
                    <Input maxLength={key === 'description' ? 500 : 100} />
                  </Form.Item>
                </Col>
              ))}
              <Col xs={24} md={2} style={{ paddingTop: 30 }}>
                <Button
                  type="text"
                  danger
                  icon={<DeleteOutlined />}
                  aria-label={t('my.remove')}
                  onClick={() => remove(item.name)}
                />
              </Col>
            </Row>
          ))}
          {items.length < props.max && (
            <Button type="dashed" icon={<PlusOutlined />} onClick={() => add({})}>
              {t('my.add')}
            </Button>
          )}
        </>
      )}
    </Form.List>
  );
}

export function SpecificFields({ type, sections }: { type: OrgType; sections: Section[] }) {
  const { t } = useTranslation('institution');
  const rules = useRules('institution');
  const fields = new Set(specificFieldsOf(type));
  const s = institutionSpecific.shape;
  const col = { xs: 24, md: 12 };
  return (
    <Row gutter={16}>
      {fields.has('sponsorRepresentatives') && (
        <Col span={24}>
          <Form.Item label={t('fields.sponsorRepresentatives')}>
            <Rows
              name="sponsorRepresentatives"
              max={100}
              fields={[
                ['name', 'contactName', 10],
                ['certificateNo', 'certificateNo', 10],
              ]}
              rules={(key) => (key === 'name' ? rules(sponsorRepresentative.shape.name, 'contactName') : [])}
            />
          </Form.Item>
        </Col>
      )}
      {fields.has('securitiesQualified') && (
        <Col {...col}>
          <Form.Item
            name={['specific', 'securitiesQualified']}
            label={t('fields.securitiesQualified')}
            valuePropName="checked"
          >
            <Switch />
          </Form.Item>
        </Col>
      )}
      {fields.has('securitiesPractice') && (
        <Col {...col}>
          <Form.Item
            name={['specific', 'securitiesPractice']}
            label={t('fields.securitiesPractice')}
            valuePropName="checked"
          >
            <Switch />
          </Form.Item>
        </Col>
      )}
      {fields.has('preferredIndustries') && (
        <>
          <Col {...col}>
            <Form.Item name={['specific', 'preferredIndustries']} label={t('fields.preferredIndustries')}>
              <Select mode="multiple" options={sections} optionFilterProp="label" />
            </Form.Item>
          </Col>
          <Col {...col}>
            <Form.Item name={['specific', 'preferredStages']} label={t('fields.preferredStages')}>
              <Select
                mode="multiple"
                options={INVESTMENT_STAGES.map((v) => ({ value: v, label: t(`stages.${v}`) }))}
              />
            </Form.Item>
          </Col>
          {(['ticketMin', 'ticketMax', 'fundSize'] as const).map((k) => (
            <Col xs={24} md={8} key={k}>
              <Form.Item
                name={['specific', k]}
                label={t(`fields.${k}`)}
                rules={rules(s[k], k, { invalid: 'nonNegative' })}
              >
                <InputNumber<string> stringMode min="0" style={{ width: '100%' }} />
              </Form.Item>
            </Col>
          ))}
        </>
      )}
      {fields.has('products') && (
        <Col span={24}>
          <Form.Item label={t('fields.products')}>
            <Rows
              name="products"
              max={30}
              fields={[
                ['name', 'productName', 8],
                ['description', 'description', 12],
              ]}
              rules={(key) => (key === 'name' ? rules(bankProduct.shape.name, 'productName') : [])}
            />
          </Form.Item>
        </Col>
      )}
    </Row>
  );
}
