// The law library's filters: level, category (a tree: a branch takes what is under it), validity,
// issuing body and publication dates. Values live in the address (listState).
import { LAW_CATEGORIES, LAW_LEVELS, LAW_VALIDITIES, type LawCategory } from '@portal/contract/law';
import { DatePicker, Select, Space, TreeSelect } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { useEnumLabel } from '../../ui/enumLabel';
import { useLawIssuers } from './api';

export type LawFilterValues = {
  level?: string;
  category?: string;
  validity?: string;
  issuer?: string;
  publishedFrom?: string;
  publishedTo?: string;
};

type Props = { value: LawFilterValues; onChange: (changes: Partial<LawFilterValues>) => void };

export function LawFilters({ value, onChange }: Props) {
  const { t } = useTranslation('law');
  const label = useEnumLabel();
  const issuers = useLawIssuers();
  const node = (code: LawCategory) => ({ value: code, title: label('lawCategory', code) });
  const tree = LAW_CATEGORIES.filter((c) => !c.includes('/')).map((top) => ({
    ...node(top),
    children: LAW_CATEGORIES.filter((c) => c.startsWith(`${top}/`)).map(node),
  }));
  const day = (v?: string) => (v ? dayjs(v) : null);
  return (
    <Space wrap size={[12, 8]}>
      <Select
        allowClear
        placeholder={t('filters.level')}
        style={{ width: 140 }}
        value={value.level}
        onChange={(level) => onChange({ level })}
        options={LAW_LEVELS.map((l) => ({ value: l, label: label('lawLevel', l) }))}
        data-testid="law-filter-level"
      />
      <TreeSelect
        allowClear
        treeDefaultExpandAll
        placeholder={t('filters.category')}
        style={{ width: 170 }}
        value={value.category}
        onChange={(category) => onChange({ category })}
        treeData={tree}
      />
      <Select
        allowClear
        placeholder={t('filters.validity')}
        style={{ width: 120 }}
        value={value.validity}
        onChange={(validity) => onChange({ validity })}
        options={LAW_VALIDITIES.map((v) => ({ value: v, label: label('lawValidity', v) }))}
      />
      <Select
        allowClear
        showSearch
        placeholder={t('filters.issuer')}
        style={{ width: 220 }}
        value={value.issuer}
        onChange={(issuer) => onChange({ issuer })}
        loading={issuers.isPending}
        options={(issuers.data ?? []).map((i) => ({ value: i.issuer, label: `${i.issuer}（${i.count}）` }))}
      />
      <DatePicker.RangePicker
        placeholder={[t('filters.publishedFrom'), t('filters.publishedTo')]}
        value={[day(value.publishedFrom), day(value.publishedTo)]}
        onChange={(range) =>
          onChange({
            publishedFrom: range?.[0]?.format('YYYY-MM-DD'),
            publishedTo: range?.[1]?.format('YYYY-MM-DD'),
          })
        }
      />
    </Space>
  );
}
