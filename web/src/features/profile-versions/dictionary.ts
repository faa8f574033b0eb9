// The pickers' trees built from /console/api/company/dictionaries, and names looked up by code.
import type { EnterpriseDictionaries } from '@portal/contract';

export type TreeOption = { value: string; label: string; children?: TreeOption[] };
type Row = { code: string; name: string; parentCode: string | null };

export function treeOf(rows: readonly Row[], root: string | null = null): TreeOption[] {
  const byParent = new Map<string | null, Row[]>();
  for (const r of rows) byParent.set(r.parentCode, [...(byParent.get(r.parentCode) ?? []), r]);
  const build = (parent: string | null): TreeOption[] =>
    (byParent.get(parent) ?? []).map((r) => {
      const children = build(r.code);
      return children.length ? { value: r.code, label: r.name, children } : { value: r.code, label: r.name };
    });
  return build(root);
}

/** The codes from the top of the tree down to `code` (the cascader's value). */
export function pathTo(rows: readonly Row[], code: string | null | undefined): string[] {
  const byCode = new Map(rows.map((r) => [r.code, r]));
  const path: string[] = [];
  for (
    let r = code ? byCode.get(code) : undefined;
    r;
    r = r.parentCode ? byCode.get(r.parentCode) : undefined
  )
    path.unshift(r.code);
  return path;
}

export function namer(dictionaries: EnterpriseDictionaries | undefined) {
  const names = (rows: readonly Row[] | undefined) => new Map((rows ?? []).map((r) => [r.code, r.name]));
  const regions = names(dictionaries?.regions);
  const industries = names(dictionaries?.industries);
  const strategic = names(dictionaries?.strategicIndustries);
  return {
    region: (code?: string | null) => (code ? (regions.get(code) ?? code) : ''),
    /** "C/34" → "制造业 / 通用设备制造业". */
    industry: (path?: string | null) =>
      path
        ? path
            .split('/')
            .map((c) => industries.get(c) ?? c)
            .join(' / ')
        : '',
    strategic: (code?: string | null) => (code ? (strategic.get(code) ?? code) : ''),
  };
}
export type Namer = ReturnType<typeof namer>;

/** The province's regions start below the province itself. */
export function regionTree(dictionaries: EnterpriseDictionaries | undefined): TreeOption[] {
  const rows = dictionaries?.regions ?? [];
  const province = rows.find((r) => !rows.some((p) => p.code === r.parentCode));
  return province
    ? [{ value: province.code, label: province.name, children: treeOf(rows, province.code) }]
    : [];
}
