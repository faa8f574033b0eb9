// The enterprise information form (create or edit a draft): sections of fields in the shared
// draft form (save, or save and submit to review).
import type { EnterpriseProfile } from '@portal/contract';
import { Card } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useEnterpriseDictionaries } from '../../api/enterprise';
import { ContactFields, type DraftHandlers, ProfileDraftForm, regionTree, treeOf } from '../profile-versions';
import { BasicFields } from './BasicFields';
import { formNameOf, type ProfileFormValues, toBody, toFormValues } from './form-values';
import { FinancialFields } from './ListFields';
import { InstitutionFields, PlanFields } from './PlanFields';

export type ProfileFormProps = DraftHandlers<ReturnType<typeof toBody>> & {
  initial: Partial<EnterpriseProfile> | undefined;
};

export function ProfileForm({ initial, ...handlers }: ProfileFormProps) {
  const { t } = useTranslation('enterprise');
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

  if (dictionaries.isPending) return <Card loading />;
  return (
    <ProfileDraftForm<ProfileFormValues, ReturnType<typeof toBody>>
      namespace="enterprise"
      messages="form"
      testIdPrefix="company"
      initialValues={initialValues}
      toBody={toBody}
      formNameOf={formNameOf}
      {...handlers}
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
    </ProfileDraftForm>
  );
}
