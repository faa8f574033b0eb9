// A profile version read-only, section by section, with names for codes and words for enums.
import type { EnterpriseProfile } from '@portal/contract';
import { FINANCIAL_FIELDS } from '@portal/contract';
import { Descriptions, Empty, Table, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useEnterpriseDictionaries } from '../../api/enterprise';
import { useEnumLabel } from '../../ui/enumLabel';
import { ContactsTable, namer } from '../profile-versions';

export function ProfileView({ data }: { data: EnterpriseProfile }) {
  const { t } = useTranslation('enterprise');
  const label = useEnumLabel();
  const names = namer(useEnterpriseDictionaries().data);
  const none = t('none');
  const { basic, listingPlan: plan } = data;
  const item = (key: string, children: React.ReactNode, span = 1) => ({
    key,
    label: t(`fields.${key}`),
    children: children === undefined || children === null || children === '' ? none : children,
    span,
  });
  return (
    <>
      <Typography.Title level={5}>{t('sections.basic')}</Typography.Title>
      <Descriptions
        bordered
        size="small"
        column={{ xs: 1, md: 2 }}
        items={[
          item('name', basic.name),
          item('creditCode', basic.creditCode),
          item('legalRepresentative', basic.legalRepresentative),
          item('registeredCapital', basic.registeredCapital),
          item('foundedOn', basic.foundedOn),
          item('regionCode', names.region(basic.regionCode)),
          item('industryCodePath', names.industry(basic.industryCodePath)),
          item('strategicIndustryCode', names.strategic(basic.strategicIndustryCode)),
          item('employees', basic.employees),
          item('website', basic.website),
          item('address', basic.address, 2),
          item('mainBusiness', basic.mainBusiness, 2),
        ]}
      />
      <Typography.Title level={5} style={{ marginTop: 24 }}>
        {t('sections.listingPlan')}
      </Typography.Title>
      <Descriptions
        bordered
        size="small"
        column={{ xs: 1, md: 2 }}
        items={[
          item('stage', label('stage', plan.stage)),
          item('targetBoard', plan.targetBoard && label('board', plan.targetBoard)),
          item('plannedReformDate', plan.plannedReformDate),
          item('plannedFilingDate', plan.plannedFilingDate),
          item('plannedListingDate', plan.plannedListingDate),
        ]}
      />
      <Typography.Title level={5} style={{ marginTop: 24 }}>
        {t('sections.financials')}
      </Typography.Title>
      {data.financials.length ? (
        <Table
          size="small"
          rowKey="year"
          pagination={false}
          scroll={{ x: true }}
          dataSource={data.financials}
          columns={[
            { title: t('fields.year'), dataIndex: 'year' },
            ...FINANCIAL_FIELDS.map((k) => ({
              title: t(`fields.${k}`),
              dataIndex: k,
              render: (v?: string) => v ?? none,
            })),
          ]}
        />
      ) : (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} />
      )}
      <ContactsTable contacts={data.contacts} namespace="enterprise" />
      <Typography.Title level={5} style={{ marginTop: 24 }}>
        {t('sections.institutions')}
      </Typography.Title>
      <Descriptions
        bordered
        size="small"
        column={{ xs: 1, md: 3 }}
        items={(['broker', 'lawFirm', 'accountingFirm'] as const).map((k) =>
          item(k, data.institutions[k]?.name),
        )}
      />
    </>
  );
}
