// The region cascader (GB/T 2260: province → city → county), loading each level when it opens
// from the public `/console/api/dict/regions?parent=`. Value: the codes from the top down.
import type { RegionOption } from '@portal/contract';
import { useQueryClient } from '@tanstack/react-query';
import { Cascader } from 'antd';
import { useCallback, useEffect, useState } from 'react';
import { dictKeys, fetchRegions } from '../../api/dict';

type Option = { value: string; label: string; isLeaf: boolean; level: number; children?: Option[] };

export type RegionCascaderProps = {
  value?: string[];
  onChange?: (codes: string[], names: string[]) => void;
  /** Start below this region (e.g. the portal's province) instead of at the provinces. */
  root?: string;
  /** Deepest level offered: 1 province, 2 city, 3 county. */
  maxLevel?: 1 | 2 | 3;
  /** Accept a city (or province) without going down to a county. */
  changeOnSelect?: boolean;
  placeholder?: string;
  disabled?: boolean;
  style?: React.CSSProperties;
  id?: string;
};

const toOption =
  (maxLevel: number) =>
  (r: RegionOption): Option => ({
    value: r.code,
    label: r.name,
    level: r.level,
    isLeaf: r.leaf || r.level >= maxLevel,
  });

/** Finds the option with this code anywhere in the loaded tree. */
function find(options: Option[] | undefined, code: string): Option | undefined {
  for (const option of options ?? []) {
    if (option.value === code) return option;
    const inside = find(option.children, code);
    if (inside) return inside;
  }
  return undefined;
}

export function RegionCascader({
  value,
  onChange,
  root,
  maxLevel = 3,
  changeOnSelect,
  placeholder,
  disabled,
  style,
  id,
}: RegionCascaderProps) {
  const client = useQueryClient();
  const [options, setOptions] = useState<Option[]>([]);
  const load = useCallback(
    (parent?: string) =>
      client.fetchQuery({
        queryKey: dictKeys.regions(parent),
        queryFn: () => fetchRegions(parent),
        staleTime: Infinity,
      }),
    [client],
  );

  // The top level, then the levels of a value set from outside (an edited record), so it shows by name.
  const path = (value ?? []).join(',');
  useEffect(() => {
    let cancelled = false;
    (async () => {
      const tree = (await load(root)).map(toOption(maxLevel));
      const codes = path ? path.split(',') : [];
      for (const code of codes.slice(0, -1)) {
        const option = find(tree, code);
        if (!option || option.isLeaf) break;
        option.children = (await load(code)).map(toOption(maxLevel));
      }
      if (!cancelled) setOptions(tree);
    })();
    return () => {
      cancelled = true;
    };
  }, [load, root, maxLevel, path]);

  const loadData = async (selected: Option[]) => {
    const target = selected[selected.length - 1];
    if (!target || target.children) return;
    target.children = (await load(target.value)).map(toOption(maxLevel));
    setOptions((current) => [...current]);
  };

  return (
    <Cascader<Option>
      id={id}
      options={options}
      value={value}
      loadData={loadData}
      changeOnSelect={changeOnSelect}
      placeholder={placeholder}
      disabled={disabled}
      style={style}
      showSearch={false}
      onChange={(codes, selected) =>
        onChange?.(
          (codes ?? []) as string[],
          (selected ?? []).map((o) => o.label),
        )
      }
    />
  );
}
