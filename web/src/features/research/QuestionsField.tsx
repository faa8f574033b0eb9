// The questionnaire of a letter being edited: each question's title, kind, whether it must be
// answered, and the options of a choice question.
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { QUESTION_KINDS } from '@portal/contract/research';
import { Button, Card, Checkbox, Form, Input, Select, Space } from 'antd';
import { useTranslation } from 'react-i18next';

export function QuestionsField() {
  const { t } = useTranslation('research');
  return (
    <Form.List name="questions">
      {(fields, { add, remove }) => (
        <Card size="small" title={t('edit.questions')} style={{ marginBottom: 24 }}>
          {fields.map((field, i) => (
            <Space key={field.key} align="start" wrap style={{ display: 'flex', marginBottom: 8 }}>
              <span style={{ lineHeight: '32px' }}>{i + 1}.</span>
              <Form.Item
                name={[field.name, 'title']}
                rules={[
                  { required: true, message: t('common.required', { field: t('edit.questionTitle') }) },
                ]}
              >
                <Input placeholder={t('edit.questionTitle')} maxLength={200} style={{ width: 320 }} />
              </Form.Item>
              <Form.Item name={[field.name, 'kind']}>
                <Select
                  style={{ width: 110 }}
                  options={QUESTION_KINDS.map((k) => ({ value: k, label: t(`kind.${k}`) }))}
                />
              </Form.Item>
              <Form.Item noStyle shouldUpdate>
                {({ getFieldValue }) => {
                  const kind = getFieldValue(['questions', field.name, 'kind']);
                  return kind === 'SINGLE' || kind === 'MULTIPLE' ? (
                    <Form.Item name={[field.name, 'options']}>
                      <Select
                        mode="tags"
                        open={false}
                        placeholder={t('edit.optionsHint')}
                        style={{ width: 280 }}
                      />
                    </Form.Item>
                  ) : null;
                }}
              </Form.Item>
              <Form.Item name={[field.name, 'required']} valuePropName="checked">
                <Checkbox>{t('edit.requiredQ')}</Checkbox>
              </Form.Item>
              <Button
                icon={<DeleteOutlined />}
                onClick={() => remove(field.name)}
                disabled={fields.length === 1}
              >
                {t('edit.remove')}
              </Button>
            </Space>
          ))}
          <Button
            type="dashed"
            icon={<PlusOutlined />}
            onClick={() => add({ kind: 'TEXT', title: '', required: false, options: [] })}
          >
            {t('edit.addQuestion')}
          </Button>
        </Card>
      )}
    </Form.List>
  );
}
