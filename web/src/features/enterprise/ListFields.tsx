// Financials of up to the last three years and the contacts: rows added and removed in place.
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { contactPerson, FINANCIAL_FIELDS, financialYear } from '@portal/contract';
import { Button, Card, Col, Form, Input, InputNumber, Row } from 'antd';
import { useTranslation } from 'react-i18next';
import { useRules } from './useRules';

const NON_NEGATIVE = new Set(['revenue', 'rdExpense', 'totalAssets']);

export function FinancialFields() {
  const { t } = useTranslation('enterprise');
  const rules = useRules();
  return (
    <Form.List name="financials">
      {(fields, { add, remove }) => (
        <>
          {fields.map((field) => (
            <Card
              key={field.key}
              size="small"
              style={{ marginBottom: 12 }}
              title={
                <Form.Item
                  name={[field.name, 'year']}
                  label={t('fields.year')}
                  rules={rules(financialYear.shape.year, 'year')}
                  style={{ margin: 0 }}
                >
                  <InputNumber min={1990} max={2100} precision={0} />
                </Form.Item>
              }
              extra={
                <Button type="text" danger icon={<DeleteOutlined />} onClick={() => remove(field.name)}>
                  {t('form.remove')}
                </Button>
              }
            >
              <Row gutter={16}>
                {FINANCIAL_FIELDS.map((k) => (
                  <Col xs={24} sm={12} lg={6} key={k}>
                    <Form.Item
                      name={[field.name, k]}
                      label={t(`fields.${k}`)}
                      rules={rules(financialYear.shape[k], k, {
                        invalid: NON_NEGATIVE.has(k) ? 'nonNegative' : 'amount',
                      })}
                    >
                      <InputNumber<string> stringMode style={{ width: '100%' }} />
                    </Form.Item>
                  </Col>
                ))}
              </Row>
            </Card>
          ))}
          {fields.length < 3 && (
            <Button
              type="dashed"
              icon={<PlusOutlined />}
              onClick={() => add({ year: new Date().getFullYear() - 1 - fields.length })}
            >
              {t('form.addYear')}
            </Button>
          )}
        </>
      )}
    </Form.List>
  );
}

const c = contactPerson.shape;

export function ContactFields() {
  const { t } = useTranslation('enterprise');
  const rules = useRules();
  return (
    <Form.List name="contacts">
      {(fields, { add, remove }) => (
        <>
          {fields.map((field) => (
            <Row gutter={12} key={field.key} align="top">
              <Col xs={24} sm={8} lg={4}>
                <Form.Item
                  name={[field.name, 'name']}
                  label={t('fields.contactName')}
                  rules={rules(c.name, 'contactName')}
                >
                  <Input maxLength={50} />
                </Form.Item>
              </Col>
              <Col xs={24} sm={8} lg={4}>
                <Form.Item name={[field.name, 'position']} label={t('fields.position')}>
                  <Input maxLength={50} />
                </Form.Item>
              </Col>
              <Col xs={24} sm={8} lg={5}>
                <Form.Item
                  name={[field.name, 'mobile']}
                  label={t('fields.mobile')}
                  rules={rules(c.mobile, 'mobile', { invalid: 'mobile' })}
                >
                  <Input maxLength={11} />
                </Form.Item>
              </Col>
              <Col xs={24} sm={8} lg={5}>
                <Form.Item
                  name={[field.name, 'phone']}
                  label={t('fields.phone')}
                  rules={rules(c.phone, 'phone', { invalid: 'phone' })}
                >
                  <Input maxLength={20} />
                </Form.Item>
              </Col>
              <Col xs={20} sm={12} lg={5}>
                <Form.Item
                  name={[field.name, 'email']}
                  label={t('fields.email')}
                  rules={rules(c.email, 'email', { invalid: 'email' })}
                >
                  <Input maxLength={100} />
                </Form.Item>
              </Col>
              <Col xs={4} lg={1} style={{ paddingTop: 30 }}>
                {fields.length > 1 && (
                  <Button
                    type="text"
                    danger
                    icon={<DeleteOutlined />}
                    aria-label={t('form.remove')}
                    onClick={() => remove(field.name)}
                  />
                )}
              </Col>
            </Row>
          ))}
          {fields.length < 5 && (
            <Button type="dashed" icon={<PlusOutlined />} onClick={() => add({})}>
              {t('form.addContact')}
            </Button>
          )}
        </>
      )}
    </Form.List>
  );
}
