// The contact people of a profile (up to five), each checked by the contract's contactPerson schema.
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { contactPerson } from '@portal/contract';
import { Button, Col, Form, Input, Row } from 'antd';
import { useTranslation } from 'react-i18next';
import { useRules } from './useRules';

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
