// The recipients of a document: offices below, member units and enterprises chosen one by one
// (searched among those the office may address), and optionally enterprises by a filter.
import { GRADES, type Grade } from '@portal/contract';
import type { RecipientOrgType } from '@portal/contract/notification';
import { Checkbox, Form, Select } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSignedIn } from '../../session/handle';
import { useEnumLabel } from '../../ui/enumLabel';
import { RegionCascader } from '../../ui/region/RegionCascader';
import { useRecipientOptions } from './queries';

export type KnownOrg = { id: string; name: string; type: RecipientOrgType };

type OrgSelectProps = {
  type: RecipientOrgType;
  known: readonly KnownOrg[];
  value?: string[];
  onChange?: (ids: string[]) => void;
  testId: string;
};

function OrgSelect({ type, known, value, onChange, testId }: OrgSelectProps) {
  const { t } = useTranslation('notification');
  const [keyword, setKeyword] = useState('');
  const options = useRecipientOptions(type, keyword);
  // What was chosen before stays labelled even when a search does not bring it back.
  const byId = new Map(known.filter((o) => o.type === type).map((o) => [o.id, o.name]));
  for (const o of options.data ?? []) byId.set(o.id, o.name);
  return (
    <Select
      mode="multiple"
      allowClear
      showSearch={{ filterOption: false, onSearch: setKeyword }}
      loading={options.isFetching}
      placeholder={t('form.searchOrg')}
      value={value}
      onChange={onChange}
      options={[...byId].map(([id, name]) => ({ value: id, label: name }))}
      data-testid={testId}
    />
  );
}

export function RecipientFields({ known }: { known: readonly KnownOrg[] }) {
  const { t } = useTranslation('notification');
  const label = useEnumLabel();
  const { org } = useSignedIn();
  const byFilter = Form.useWatch<boolean | undefined>('byFilter');
  return (
    <>
      <Form.Item name="offices" label={t('form.offices')}>
        <OrgSelect type="FINANCIAL" known={known} testId="notification-offices" />
      </Form.Item>
      <Form.Item name="units" label={t('form.units')}>
        <OrgSelect type="FUNCTIONAL" known={known} testId="notification-units" />
      </Form.Item>
      <Form.Item name="enterprises" label={t('form.enterprises')}>
        <OrgSelect type="ENTERPRISE" known={known} testId="notification-enterprises" />
      </Form.Item>
      <Form.Item name="byFilter" valuePropName="checked" extra={t('form.filterHint')}>
        <Checkbox>{t('form.byFilter')}</Checkbox>
      </Form.Item>
      {byFilter && (
        <Form.Item noStyle>
          <Form.Item name="filterRegion" label={t('form.filterRegion')}>
            <RegionCascader
              root={org.regionCode ?? undefined}
              maxLevel={3}
              changeOnSelect
              style={{ width: 320 }}
            />
          </Form.Item>
          <Form.Item name="filterGrades" label={t('form.filterGrades')}>
            <Select<Grade[]>
              mode="multiple"
              allowClear
              style={{ maxWidth: 480 }}
              options={GRADES.filter((g) => g !== 'NOT_APPLICABLE').map((g) => ({
                value: g,
                label: label('grade', g),
              }))}
            />
          </Form.Item>
        </Form.Item>
      )}
    </>
  );
}
