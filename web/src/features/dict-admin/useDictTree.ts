// The dictionary tree's state: children loaded lazily per parent, refreshed after a change, and
// opened down to a search match.
import type { DictKind, DictNode } from '@portal/contract';
import { useCallback, useEffect, useState } from 'react';
import { fetchDictChildren } from '../../api/dictAdmin';

const ROOT = '';

export function useDictTree(kind: DictKind) {
  const [children, setChildren] = useState<Record<string, DictNode[]>>({});
  const [expanded, setExpanded] = useState<string[]>([]);
  const [failed, setFailed] = useState(false);

  const load = useCallback(
    async (parent: string) => {
      const nodes = await fetchDictChildren(kind, parent || undefined);
      setChildren((map) => ({ ...map, [parent]: nodes }));
      return nodes;
    },
    [kind],
  );

  useEffect(() => {
    setChildren({});
    setExpanded([]);
    load(ROOT).then(
      (roots) => {
        setFailed(false);
        // A single root (the administrator's province) opens by itself.
        if (roots.length === 1 && roots[0]!.hasChildren) {
          setExpanded([roots[0]!.code]);
          void load(roots[0]!.code);
        }
      },
      () => setFailed(true),
    );
  }, [load]);

  /** Loads every level of `path` (root first) and opens it, so `code` shows in the tree. */
  const reveal = useCallback(
    async (path: string[]) => {
      for (const code of path) await load(code);
      setExpanded((keys) => [...new Set([...keys, ...path])]);
    },
    [load],
  );

  /** After a change under `parent` (or to a node of it), read that level again. */
  const refresh = useCallback((parent: string | null) => load(parent ?? ROOT), [load]);

  return { children, roots: children[ROOT], expanded, setExpanded, load, reveal, refresh, failed };
}
