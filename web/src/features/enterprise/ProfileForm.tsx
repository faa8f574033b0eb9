// The enterprise information form (create or edit a draft): sections of fields, rules from the
// contract checked on change, blur and submit (spec §5); the server's field errors land on their
// fields too. "Save" keeps a draft; "save and submit" sends it to review.
import type { EnterpriseProfile } from '@portal/contract';
import { Button, Card, Flex, Form, Space } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../api/client';
import { useEnterpriseDictionaries } from '../../api/enterprise';
import { toast } from '../../ui';
import { BasicFields } from './BasicFields';
import { regionTree, treeOf } from './dictionary';
import { formNameOf, type ProfileFormValues, toBody, toFormValues } from './form-values';
import { ContactFields, FinancialFields } from './ListFields';
import { InstitutionFields, PlanFields } from './PlanFields';

export type ProfileFormProps = {
  initial: Partial<EnterpriseProfile> | undefined;
  saving: boolean;
  onSave: (body: ReturnType<typeof toBody>, submit: boolean) => Promise<unknown>;
  onCancel: () => void;
};

export function ProfileForm({ initial, saving, onSave, onCancel }: ProfileFormProps) {
  const { t } = useTranslation('enterprise');
  const [form] = Form.useForm<ProfileFormValues>();
  const dictionaries = useEnterpriseDictionaries();
  const trees = useMemo(
    () => ({
      regions: regionTree(dictionaries.data),
      industries: treeOf(dictionaries.data?.industries ?? []),
      strategic: treeOf(dictionaries.data?.strategicIndustries ?? []),
    }),
    [dictionaries.data],
  );
  const initialValues = useMemo(() => toFormValues(initial, dictionaries.data), [initial, dictionaries.data]);

  async function save(submit: boolean) {
    let values: ProfileFormValues;
    try {
      values = await form.validateFields();
    } catch {
      toast.error(t('form.failed'));
      return;
    }
    try {
      await onSave(toBody(values), submit);
    } catch (error) {
      // Field errors from the server (dictionary checks, duplicates) go where the person looks.
      if (error instanceof ApiError && error.details.length) {
        form.setFields(
          error.details.map((d) => ({ name: formNameOf(d.path) as never, errors: [d.message] })),
        );
        toast.error(error.details.length === 1 ? error.details[0]!.message : t('form.failed'));
      } else if (error instanceof ApiError) toast.error(error.message);
    }
  }

  if (dictionaries.isPending) return <Card loading />;
  return (
    <Form<ProfileFormValues>
      form={form}
      layout="vertical"
      initialValues={initialValues}
      validateTrigger={['onChange', 'onBlur']}
      scrollToFirstError
      disabled={saving}
    >
      <Card title={t('sections.basic')} style={{ marginBottom: 16 }}>
        <BasicFields {...trees} />
      </Card>
      <Card title={t('sections.listingPlan')} style={{ marginBottom: 16 }}>
        <PlanFields />
      </Card>
      <Card title={t('sections.financials')} style={{ marginBottom: 16 }}>
        <FinancialFields />
      </Card>
      <Card title={t('sections.contacts')} style={{ marginBottom: 16 }}>
        <ContactFields />
      </Card>
      <Card title={t('sections.institutions')} style={{ marginBottom: 16 }}>
        <InstitutionFields />
      </Card>
      <Flex justify="flex-end">
        <Space>
          <Button onClick={onCancel}>{t('form.cancel')}</Button>
          <Button loading={saving} onClick={() => save(false)} data-testid="company-save">
            {t('form.save')}
          </Button>
          <Button
            type="primary"
            loading={saving}
            onClick={() => save(true)}
            data-testid="company-save-submit"
          >
            {t('form.saveAndSubmit')}
          </Button>
        </Space>
      </Flex>
    </Form>
  );
}
