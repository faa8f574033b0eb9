// Picks the organisation a user belongs to: government offices and units, or enterprises,
// searched on the server by name or credit code.
import type { ManagedOrg } from '@portal/contract';
import { Select } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useManagedOrgs } from '../../api/orgAdmin';

export function OrgPicker(props: {
  enterprise: boolean;
  value?: string;
  onChange?: (id: string) => void;
  current?: { id: string; name: string };
}) {
  const { t } = useTranslation('admin');
  const [q, setQ] = useState('');
  const orgs = useManagedOrgs({
    type: props.enterprise ? 'ENTERPRISE' : undefined,
    q: q || undefined,
    page: 1,
    size: 20,
  });
  const options = (orgs.data?.items ?? []).map((o: ManagedOrg) => ({
    value: o.id,
    label: o.creditCode ? `${o.name}（${o.creditCode}）` : o.name,
  }));
  if (props.current && !options.some((o) => o.value === props.current!.id)) {
    options.unshift({ value: props.current.id, label: props.current.name });
  }
  return (
    <Select
      showSearch
      value={props.value}
      onChange={props.onChange}
      filterOption={false}
      onSearch={setQ}
      loading={orgs.isFetching}
      options={options}
      placeholder={t('user.editor.orgSearch')}
      data-testid="user-org"
    />
  );
}
