// Financials of up to the last three years: rows added and removed in place.
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { FINANCIAL_FIELDS, financialYear } from '@portal/contract';
import { Button, Card, Col, Form, InputNumber, Row } from 'antd';
import { useTranslation } from 'react-i18next';
import { useRules } from '../profile-versions';

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
