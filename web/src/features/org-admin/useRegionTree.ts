// Regions of the administrator's scope, loaded level by level, for the tree and the pickers.
import type { OrgRegionNode } from '@portal/contract';
import { useCallback, useEffect, useState } from 'react';
import { fetchOrgRegions } from '../../api/orgAdmin';

export function useRegionTree() {
  const [children, setChildren] = useState<Record<string, OrgRegionNode[]>>({});
  const load = useCallback(async (parent: string) => {
    const nodes = await fetchOrgRegions(parent || undefined);
    setChildren((map) => ({ ...map, [parent]: nodes }));
    return nodes;
  }, []);
  useEffect(() => {
    void load('').then(async (roots) => {
      if (roots.length === 1) await load(roots[0]!.code);
    });
  }, [load]);
  const byCode = new Map(
    Object.values(children)
      .flat()
      .map((n) => [n.code, n]),
  );
  return { children, roots: children[''], load, byCode };
}

/** Rows for antd's TreeSelect in "simple mode" (id / pId), which suits lazy loading. */
export function treeSelectRows(children: Record<string, OrgRegionNode[]>) {
  return Object.values(children)
    .flat()
    .map((n) => ({
      id: n.code,
      pId: n.parentCode ?? 0,
      value: n.code,
      title: n.name,
      isLeaf: !n.hasChildren,
      disabled: !n.enabled,
    }));
}
