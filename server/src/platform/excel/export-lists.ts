// The exportable lists of every module (declared in the module manifests, registered by buildApp)
// and the columns each writes. A module's export asks columns() which columns to write and in which
// order: the administrator's saved choice (modules/export-config) or the list's defaults. Column
// titles are the workbook's headers (Chinese, like the rest of the exported files).
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { exportConfigs } from '../../db/schema/index.ts';

export type ExportColumnDefinition = { key: string; title: string };
export type ExportListDefinition = {
  key: string;
  title: string;
  columns: readonly ExportColumnDefinition[];
  /** Written when the list has no saved configuration; all columns when absent. */
  defaults?: readonly string[];
};

/** The saved choice, less the columns a later release removed; else the defaults. */
export function selectedOf(list: ExportListDefinition, saved: string[] | undefined): string[] {
  const known = new Set(list.columns.map((c) => c.key));
  const kept = saved?.filter((k) => known.has(k)) ?? [];
  if (kept.length > 0) return kept;
  return [...(list.defaults ?? list.columns.map((c) => c.key))];
}

export type ExportLists = ReturnType<typeof createExportLists>;

export function createExportLists(db: Database) {
  const lists = new Map<string, ExportListDefinition>();
  return {
    register(list: ExportListDefinition): void {
      if (lists.has(list.key)) throw new Error(`export list "${list.key}" is registered twice`);
      lists.set(list.key, list);
    },
    all(): ExportListDefinition[] {
      return [...lists.values()];
    },
    find(key: string): ExportListDefinition | undefined {
      return lists.get(key);
    },
    /** The columns to write for a list, configured order first. */
    async columns(key: string): Promise<ExportColumnDefinition[]> {
      const list = lists.get(key);
      if (!list) throw new Error(`export list "${key}" is not registered by any module`);
      const [saved] = await db.select().from(exportConfigs).where(eq(exportConfigs.listKey, key));
      const byKey = new Map(list.columns.map((c) => [c.key, c]));
      return selectedOf(list, saved?.columns).map((k) => byKey.get(k)!);
    },
  };
}
