// The institution information form: basic information, contacts, and the fields of its type;
// rules from the contract (spec §5), the server's field errors shown on their fields.
import { type InstitutionProfile, institutionBasic, type OrgType } from '@portal/contract';
import {
  Button,
  Card,
  Cascader,
  Col,
  DatePicker,
  Flex,
  Form,
  Input,
  InputNumber,
  Row,
  Select,
  Space,
} from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../api/client';
import { useEnterpriseDictionaries } from '../../api/enterprise';
import { toast } from '../../ui';
import { regionTree } from '../enterprise/dictionary';
import { ContactFields } from '../enterprise/ListFields';
import { useRules } from '../enterprise/useRules';
import { formNameOf, type InstitutionFormValues, toBody, toFormValues } from './form-values';
import { SpecificFields } from './SpecificFields';

type Props = {
  type: OrgType;
  initial: Partial<InstitutionProfile> | undefined;
  saving: boolean;
  onSave: (body: ReturnType<typeof toBody>, submit: boolean) => Promise<unknown>;
  onCancel: () => void;
};

const b = institutionBasic.shape;
const col = { xs: 24, md: 12 };

export function InstitutionForm({ type, initial, saving, onSave, onCancel }: Props) {
  const { t } = useTranslation('institution');
  const rules = useRules('institution');
  const [form] = Form.useForm<InstitutionFormValues>();
  const dictionaries = useEnterpriseDictionaries();
  const regions = useMemo(() => regionTree(dictionaries.data), [dictionaries.data]);
  const sections = useMemo(
    () =>
      (dictionaries.data?.industries ?? [])
        .filter((i) => !i.parentCode)
        .map((i) => ({ value: i.code, label: i.name })),
    [dictionaries.data],
  );
  async function save(submit: boolean) {
    let values: InstitutionFormValues;
    try {
      values = await form.validateFields();
    } catch {
      toast.error(t('my.failed'));
      return;
    }
    try {
      await onSave(toBody(values), submit);
    } catch (error) {
      if (error instanceof ApiError && error.details.length) {
        form.setFields(
          error.details.map((d) => ({ name: formNameOf(d.path) as never, errors: [d.message] })),
        );
        toast.error(error.details.length === 1 ? error.details[0]!.message : t('my.failed'));
      } else if (error instanceof ApiError) toast.error(error.message);
    }
  }
  if (dictionaries.isPending) return <Card loading />;
  return (
    <Form<InstitutionFormValues>
      form={form}
      layout="vertical"
      initialValues={toFormValues(initial, dictionaries.data)}
      validateTrigger={['onChange', 'onBlur']}
      scrollToFirstError
      disabled={saving}
    >
      <Card title={t('sections.basic')} style={{ marginBottom: 16 }}>
        <Row gutter={16}>
          <Col {...col}>
            <Form.Item name={['basic', 'name']} label={t('fields.name')} rules={rules(b.name, 'name')}>
              <Input maxLength={100} />
            </Form.Item>
          </Col>
          <Col {...col}>
            <Form.Item
              name={['basic', 'creditCode']}
              label={t('fields.creditCode')}
              normalize={(v: string) => v?.toUpperCase()}
              rules={rules(b.creditCode, 'creditCode', { invalid: 'creditCode' })}
            >
              <Input maxLength={18} />
            </Form.Item>
          </Col>
          <Col {...col}>
            <Form.Item
              name={['basic', 'legalRepresentative']}
              label={t('fields.legalRepresentative')}
              rules={rules(b.legalRepresentative, 'legalRepresentative')}
            >
              <Input maxLength={50} />
            </Form.Item>
          </Col>
          <Col {...col}>
            <Form.Item name={['basic', 'foundedOn']} label={t('fields.foundedOn')}>
              <DatePicker style={{ width: '100%' }} />
            </Form.Item>
          </Col>
          <Col {...col}>
            <Form.Item
              name={['basic', 'regionPath']}
              label={t('fields.regionCode')}
              rules={rules(b.regionCode, 'regionCode', {
                choose: true,
                read: (p) => (p as string[] | undefined)?.at(-1),
              })}
            >
              <Cascader options={regions} showSearch />
            </Form.Item>
          </Col>
          <Col {...col}>
            <Form.Item name={['basic', 'employees']} label={t('fields.employees')}>
              <InputNumber min={0} precision={0} style={{ width: '100%' }} />
            </Form.Item>
          </Col>
          <Col {...col}>
            <Form.Item
              name={['basic', 'address']}
              label={t('fields.address')}
              rules={rules(b.address, 'address')}
            >
              <Input maxLength={200} />
            </Form.Item>
          </Col>
          <Col {...col}>
            <Form.Item
              name={['basic', 'website']}
              label={t('fields.website')}
              rules={rules(b.website, 'website', { invalid: 'website' })}
            >
              <Input maxLength={200} placeholder="https://" />
            </Form.Item>
          </Col>
          <Col span={24}>
            <Form.Item name={['basic', 'services']} label={t('fields.services')}>
              <Select mode="tags" maxCount={10} />
            </Form.Item>
          </Col>
          <Col span={24}>
            <Form.Item
              name={['basic', 'introduction']}
              label={t('fields.introduction')}
              rules={rules(b.introduction, 'introduction')}
            >
              <Input.TextArea rows={4} maxLength={2000} showCount />
            </Form.Item>
          </Col>
        </Row>
      </Card>
      <Card title={t('sections.specific')} style={{ marginBottom: 16 }}>
        <SpecificFields type={type} sections={sections} />
      </Card>
      <Card title={t('sections.contacts')} style={{ marginBottom: 16 }}>
        <ContactFields />
      </Card>
      <Flex justify="flex-end">
        <Space>
          <Button onClick={onCancel}>{t('my.cancel')}</Button>
          <Button loading={saving} onClick={() => save(false)}>
            {t('my.save')}
          </Button>
          <Button type="primary" loading={saving} onClick={() => save(true)}>
            {t('my.saveAndSubmit')}
          </Button>
        </Space>
      </Flex>
    </Form>
  );
}
