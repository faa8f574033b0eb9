// Enum display names reach the pages from the contract alone: the `enums` namespace is built from
// ENUM_LABELS in both languages, no other namespace keeps its own copy of an enumeration's names,
// and useEnumLabel follows the chosen language.
import { ENUM_LABELS, LABELLED_ENUMS, type LabelledEnum } from '@portal/contract';
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { describe, expect, it } from 'vitest';
import { initI18n, setLanguage } from '../i18n';
import { resources } from '../i18n/resources';
import { type EnumLabel, useEnumLabel } from './enumLabel';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

/** Every nested object of a namespace, with its path. */
function objectsOf(value: unknown, path: string): Array<[string, Record<string, unknown>]> {
  if (value === null || typeof value !== 'object') return [];
  const entries = Object.entries(value);
  return [
    [path, value as Record<string, unknown>],
    ...entries.flatMap(([k, v]) => objectsOf(v, `${path}.${k}`)),
  ];
}

describe('enum display names', () => {
  it.each(['zh-CN', 'en-US'] as const)('%s: the enums namespace is the contract’s names', (lng) => {
    for (const kind of Object.keys(LABELLED_ENUMS) as LabelledEnum[])
      expect(resources[lng].enums[kind], kind).toEqual(ENUM_LABELS[kind][lng]);
  });

  it.each(['zh-CN', 'en-US'] as const)('%s: no other namespace keeps a copy of these names', (lng) => {
    const copies: string[] = [];
    for (const [ns, texts] of Object.entries(resources[lng])) {
      if (ns === 'enums') continue;
      for (const [path, object] of objectsOf(texts, ns))
        for (const kind of Object.keys(LABELLED_ENUMS) as LabelledEnum[]) {
          const names: Record<string, string> = ENUM_LABELS[kind][lng];
          // Mostly values named as the contract names them: a name table of the enumeration, whole
          // or partial (a menu that happens to share a word or two is not one).
          const same = Object.keys(names).filter((v) => object[v] === names[v]);
          if (same.length >= 2 && same.length * 2 >= Object.keys(object).length)
            copies.push(`${path} (${kind})`);
        }
    }
    expect(copies).toEqual([]);
  });

  it('names a value in the chosen language, and an unknown one as itself', async () => {
    initI18n();
    let label: EnumLabel | undefined;
    function Probe() {
      label = useEnumLabel();
      return null;
    }
    const root = createRoot(document.createElement('div'));
    await act(async () => root.render(<Probe />));
    expect(label?.('grade', 'GOLDEN_SEED')).toBe('金种子企业');
    expect(label?.('workflowAction', 'approve')).toBe('审核通过');
    expect(label?.('orgType', 'NEW_TYPE' as 'FUND')).toBe('NEW_TYPE');

    await act(() => setLanguage('en-US'));
    expect(label?.('grade', 'GOLDEN_SEED')).toBe('Golden seed');
    expect(label?.('board', 'CHINEXT')).toBe('ChiNext');
    await act(() => setLanguage('zh-CN'));
    act(() => root.unmount());
    localStorage.clear();
  });
});
