// The institution information form: basic information, the fields of its type and contacts, in
// the shared draft form; rules from the contract (spec §5).
import { type InstitutionProfile, institutionBasic, type OrgType } from '@portal/contract';
import { Card, DatePicker, Input, InputNumber, Row, Select } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useEnterpriseDictionaries } from '../../api/enterprise';
import {
  BasicField,
  ContactFields,
  type DraftHandlers,
  IdentityFields,
  ProfileDraftForm,
  RegionField,
  regionTree,
  WebsiteField,
} from '../profile-versions';
import { formNameOf, type InstitutionFormValues, toBody, toFormValues } from './form-values';
import { SpecificFields } from './SpecificFields';

type Props = DraftHandlers<ReturnType<typeof toBody>> & {
  type: OrgType;
  initial: Partial<InstitutionProfile> | undefined;
};

const b = institutionBasic.shape;

export function InstitutionForm({ type, initial, ...handlers }: Props) {
  const { t } = useTranslation('institution');
  const dictionaries = useEnterpriseDictionaries();
  const regions = useMemo(() => regionTree(dictionaries.data), [dictionaries.data]);
  const sections = useMemo(
    () =>
      (dictionaries.data?.industries ?? [])
        .filter((i) => !i.parentCode)
        .map((i) => ({ value: i.code, label: i.name })),
    [dictionaries.data],
  );
  if (dictionaries.isPending) return <Card loading />;
  return (
    <ProfileDraftForm<InstitutionFormValues, ReturnType<typeof toBody>>
      namespace="institution"
      messages="my"
      initialValues={toFormValues(initial, dictionaries.data)}
      toBody={toBody}
      formNameOf={formNameOf}
      {...handlers}
    >
      <Card title={t('sections.basic')} style={{ marginBottom: 16 }}>
        <Row gutter={16}>
          <IdentityFields shape={b} />
          <BasicField name="foundedOn">
            <DatePicker style={{ width: '100%' }} />
          </BasicField>
          <RegionField schema={b.regionCode} regions={regions} />
          <BasicField name="employees">
            <InputNumber min={0} precision={0} style={{ width: '100%' }} />
          </BasicField>
          <BasicField name="address" schema={b.address}>
            <Input maxLength={200} />
          </BasicField>
          <WebsiteField schema={b.website} />
          <BasicField name="services" wide>
            <Select mode="tags" maxCount={10} />
          </BasicField>
          <BasicField name="introduction" schema={b.introduction} wide>
            <Input.TextArea rows={4} maxLength={2000} showCount />
          </BasicField>
        </Row>
      </Card>
      <Card title={t('sections.specific')} style={{ marginBottom: 16 }}>
        <SpecificFields type={type} sections={sections} />
      </Card>
      <Card title={t('sections.contacts')} style={{ marginBottom: 16 }}>
        <ContactFields />
      </Card>
    </ProfileDraftForm>
  );
}
