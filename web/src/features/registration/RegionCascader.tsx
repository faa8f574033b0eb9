// The region cascader of the sign-up form: the province's cities, then their counties, loaded on
// demand from the public regions call. The value is the code path, e.g. ['430100', '430102'].
import type { PublicRegion } from '@portal/contract';
import { Cascader } from 'antd';
import { useEffect, useState } from 'react';
import { fetchPublicRegions } from '../../api/registration';

type Option = { value: string; label: string; isLeaf: boolean; children?: Option[] };
const toOption = (r: PublicRegion): Option => ({ value: r.code, label: r.name, isLeaf: r.leaf });

/** A stored region code as the cascader's path below the province (city, then county). */
export function regionPathOf(code: string): string[] {
  return code.endsWith('00') ? [code] : [`${code.slice(0, 4)}00`, code];
}

type Props = { value?: string[]; onChange?: (value: string[]) => void; placeholder?: string; id?: string };

export function RegionCascader({ value, onChange, placeholder, id }: Props) {
  const [options, setOptions] = useState<Option[]>([]);
  const initialCity = value && value.length > 1 ? value[0] : undefined;

  useEffect(() => {
    let live = true;
    void (async () => {
      const cities = (await fetchPublicRegions()).map(toOption);
      // A value given from the start (a correction) needs its city's counties to show its names.
      const city = cities.find((c) => c.value === initialCity);
      if (city) city.children = (await fetchPublicRegions(city.value)).map(toOption);
      if (live) setOptions(cities);
    })().catch(() => undefined);
    return () => {
      live = false;
    };
  }, [initialCity]);

  async function loadData(selected: Option[]) {
    const target = selected[selected.length - 1];
    if (!target || target.children) return;
    target.children = (await fetchPublicRegions(target.value)).map(toOption);
    setOptions((prev) => [...prev]);
  }

  return (
    <Cascader<Option>
      id={id}
      options={options}
      loadData={(s) => void loadData(s as Option[])}
      value={value}
      onChange={(v) => onChange?.((v ?? []) as string[])}
      changeOnSelect
      placeholder={placeholder}
      showSearch={false}
      style={{ width: '100%' }}
    />
  );
}
