// Picks enterprises of the office's region by name (the enterprise list, already scoped by the
// server); the value is their organisation ids. Names already chosen come in `known`.
import { Select } from 'antd';
import { useState } from 'react';
import { useEnterpriseList } from '../../api/enterprise';

type Option = { id: string; name: string };

export function EnterprisePicker({
  value,
  onChange,
  multiple = false,
  known = [],
  placeholder,
  testId,
}: {
  value?: string[] | string;
  onChange?: (v: string[] | string) => void;
  multiple?: boolean;
  known?: readonly Option[];
  placeholder?: string;
  testId?: string;
}) {
  const [name, setName] = useState('');
  const list = useEnterpriseList({ name: name || undefined, page: 1, size: 20 });
  const options = new Map<string, string>(known.map((k) => [k.id, k.name]));
  for (const e of list.data?.items ?? []) options.set(e.orgId, e.name);
  return (
    <Select
      mode={multiple ? 'multiple' : undefined}
      showSearch
      filterOption={false}
      onSearch={setName}
      loading={list.isFetching}
      value={value}
      onChange={onChange}
      placeholder={placeholder}
      style={{ width: '100%' }}
      data-testid={testId}
      options={[...options].map(([id, label]) => ({ value: id, label }))}
    />
  );
}
