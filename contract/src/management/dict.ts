// Dictionaries maintained by administrators (issue 3 §5): the GB/T 4754 industry tree, the
// strategic emerging industries and the administrative regions (GB/T 2260).
import { z } from 'zod';
import { endpoint } from '../endpoint.ts';

export const DICT_KINDS = ['industry', 'strategic', 'area'] as const;
export type DictKind = (typeof DICT_KINDS)[number];

export const dictKindParams = z.object({ kind: z.enum(DICT_KINDS) });
export const dictNodeParams = dictKindParams.extend({ code: z.string().min(1).max(16) });

export const dictNode = z.object({
  code: z.string(),
  name: z.string(),
  /** industry: section | division | group | class; strategic: 1–3; area: 1–3 — always as text. */
  level: z.string(),
  parentCode: z.string().nullable(),
  enabled: z.boolean(),
  hasChildren: z.boolean(),
});
export type DictNode = z.infer<typeof dictNode>;

/** Children of `parent` (roots without it). */
export const dictChildrenQuery = z.object({ parent: z.string().min(1).max(16).optional() });

export const dictSearchQuery = z.object({ q: z.string().trim().min(1).max(50) });
/** A match and the codes of its ancestors, root first, so the tree can open down to it. */
export const dictMatch = dictNode.extend({ path: z.array(z.string()) });
export type DictMatch = z.infer<typeof dictMatch>;

export const DICT_NAME_MAX = 100;
const dictName = z.string().trim().min(1).max(DICT_NAME_MAX);

export const dictCreateBody = z.object({
  code: z.string().trim().min(1).max(16),
  name: dictName,
  parentCode: z.string().trim().min(1).max(16).optional(),
});
export type DictCreateBody = z.infer<typeof dictCreateBody>;

export const dictUpdateBody = z
  .object({ name: dictName.optional(), enabled: z.boolean().optional() })
  .refine((b) => b.name !== undefined || b.enabled !== undefined, { error: 'name or enabled is required' });
export type DictUpdateBody = z.infer<typeof dictUpdateBody>;

/** The outcome of an import; a file with any bad row is refused whole (400 with row details). */
export const dictImportResult = z.object({ created: z.number().int(), updated: z.number().int() });
export type DictImportResult = z.infer<typeof dictImportResult>;

/** Column order of the export, which is also the template of the import. */
export const DICT_SHEET_COLUMNS = ['code', 'name', 'parentCode', 'level', 'enabled'] as const;

const DICT = '/console/api/management/dict/:kind';
export const dictAdminEndpoints = {
  children: endpoint({
    method: 'GET',
    path: `${DICT}/children`,
    summary: 'Dictionary tree: children of a node (roots without parent)',
    params: dictKindParams,
    query: dictChildrenQuery,
    response: z.array(dictNode),
  }),
  search: endpoint({
    method: 'GET',
    path: `${DICT}/search`,
    summary: 'Dictionary search by name or code prefix, with ancestor paths',
    params: dictKindParams,
    query: dictSearchQuery,
    response: z.array(dictMatch),
  }),
  create: endpoint({
    method: 'POST',
    path: DICT,
    summary: 'Add a dictionary entry (code checked against its parent)',
    params: dictKindParams,
    body: dictCreateBody,
    response: dictNode,
  }),
  update: endpoint({
    method: 'PUT',
    path: `${DICT}/:code`,
    summary: 'Rename, enable or disable a dictionary entry',
    params: dictNodeParams,
    body: dictUpdateBody,
    response: dictNode,
  }),
  /** An Excel workbook. */
  export: endpoint({
    method: 'GET',
    path: `${DICT}/export`,
    summary: 'Dictionary as an Excel workbook (also the import template)',
    params: dictKindParams,
    response: null,
  }),
  /** Multipart, field `file`. */
  import: endpoint({
    method: 'POST',
    path: `${DICT}/import`,
    summary: 'Import an Excel sheet: all rows or none, with a row-by-row report',
    params: dictKindParams,
    response: dictImportResult,
  }),
};
