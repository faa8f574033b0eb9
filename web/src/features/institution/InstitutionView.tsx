// An institution's profile read-only: basic information, the fields of its type, contacts.
import { type InstitutionProfile, type OrgType, specificFieldsOf } from '@portal/contract';
import { Descriptions, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useEnterpriseDictionaries } from '../../api/enterprise';
import { ContactsTable, namer } from '../profile-versions';

export function InstitutionView({ data, type }: { data: InstitutionProfile; type: OrgType }) {
  const { t } = useTranslation('institution');
  const dictionaries = useEnterpriseDictionaries().data;
  const names = namer(dictionaries);
  const section = (code: string) => dictionaries?.industries.find((i) => i.code === code)?.name ?? code;
  const none = t('none');
  const { basic, specific } = data;
  const show = (v: React.ReactNode) => (v === undefined || v === null || v === '' ? none : v);
  const item = (key: string, v: React.ReactNode, span = 1) => ({
    key,
    label: t(`fields.${key}`),
    children: show(v),
    span,
  });
  const tags = (list: string[] | undefined, label: (x: string) => string = (x) => x) =>
    list?.length ? list.map((x) => <Tag key={x}>{label(x)}</Tag>) : none;
  const own = new Set(specificFieldsOf(type));
  const specificItems = [
    own.has('securitiesQualified') &&
      item('securitiesQualified', specific.securitiesQualified ? t('yes') : t('no')),
    own.has('securitiesPractice') &&
      item('securitiesPractice', specific.securitiesPractice ? t('yes') : t('no')),
    own.has('preferredIndustries') &&
      item('preferredIndustries', tags(specific.preferredIndustries, section)),
    own.has('preferredStages') &&
      item(
        'preferredStages',
        tags(specific.preferredStages, (s) => t(`stages.${s}`)),
      ),
    own.has('ticketMin') && item('ticketMin', specific.ticketMin),
    own.has('ticketMax') && item('ticketMax', specific.ticketMax),
    own.has('fundSize') && item('fundSize', specific.fundSize),
    own.has('sponsorRepresentatives') &&
      item(
        'sponsorRepresentatives',
        specific.sponsorRepresentatives
          ?.map((r) => `${r.name}${r.certificateNo ? `（${r.certificateNo}）` : ''}`)
          .join('、'),
        2,
      ),
    own.has('products') &&
      item(
        'products',
        specific.products?.map((p) => (
          <div key={p.name}>
            <b>{p.name}</b> {p.description}
          </div>
        )),
        2,
      ),
  ].filter(Boolean) as ReturnType<typeof item>[];
  return (
    <>
      <Descriptions
        bordered
        size="small"
        column={{ xs: 1, md: 2 }}
        items={[
          item('name', basic.name),
          item('creditCode', basic.creditCode),
          item('legalRepresentative', basic.legalRepresentative),
          item('foundedOn', basic.foundedOn),
          item('regionCode', names.region(basic.regionCode)),
          item('employees', basic.employees),
          item('address', basic.address),
          item('website', basic.website),
          item('services', tags(basic.services), 2),
          item('introduction', basic.introduction, 2),
        ]}
      />
      {specificItems.length > 0 && (
        <>
          <Typography.Title level={5} style={{ marginTop: 24 }}>
            {t('sections.specific')}
          </Typography.Title>
          <Descriptions bordered size="small" column={{ xs: 1, md: 2 }} items={specificItems} />
        </>
      )}
      <ContactsTable contacts={data.contacts} namespace="institution" />
    </>
  );
}
