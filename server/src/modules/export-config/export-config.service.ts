// Export configuration: which columns each exportable list writes, in which order. Features call
// configuredColumns() when they write their workbook.
import type { ExportListConfig, SessionUser } from '@portal/contract';
import type { Clock } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import type { Audit } from '../../platform/audit/audit.ts';
import { NotFoundError, ValidationError } from '../../platform/http/errors.ts';
import * as repo from './export-config.repository.ts';
import {
  EXPORT_LISTS,
  type ExportColumnDefinition,
  type ExportListDefinition,
  exportList,
} from './export-lists.ts';

function selectedOf(list: ExportListDefinition, saved: string[] | undefined): string[] {
  const known = new Set(list.columns.map((c) => c.key));
  // A column a later release removed is skipped rather than breaking the export.
  const kept = saved?.filter((k) => known.has(k)) ?? [];
  if (kept.length > 0) return kept;
  return [...(list.defaults ?? list.columns.map((c) => c.key))];
}

/** The columns to write for a list, configured order first; for any feature's export. */
export async function configuredColumns(db: Database, listKey: string): Promise<ExportColumnDefinition[]> {
  const list = exportList(listKey);
  if (!list) throw new Error(`export list "${listKey}" is not registered in export-lists.ts`);
  const saved = await repo.savedConfig(db, listKey);
  const byKey = new Map(list.columns.map((c) => [c.key, c]));
  return selectedOf(list, saved?.columns).map((k) => byKey.get(k)!);
}

export function createExportConfig(deps: { db: Database; clock: Clock; audit: Audit }) {
  const { db, clock, audit } = deps;
  const shape = (
    list: ExportListDefinition,
    saved?: { columns: string[]; updatedAt: Date },
  ): ExportListConfig => ({
    key: list.key,
    title: list.title,
    columns: list.columns.map(({ key, title }) => ({ key, title })),
    selected: selectedOf(list, saved?.columns),
    updatedAt: saved?.updatedAt.toISOString() ?? null,
  });
  const find = (key: string) => {
    const list = exportList(key);
    if (!list) throw new NotFoundError('导出列表不存在');
    return list;
  };

  return {
    async all(): Promise<ExportListConfig[]> {
      const saved = new Map((await repo.savedConfigs(db)).map((r) => [r.listKey, r]));
      return EXPORT_LISTS.map((list) => shape(list, saved.get(list.key)));
    },

    async save(
      user: SessionUser,
      address: string,
      key: string,
      columns: string[],
    ): Promise<ExportListConfig> {
      const list = find(key);
      const known = new Set(list.columns.map((c) => c.key));
      const seen = new Set<string>();
      const problems = columns.flatMap((c, i) => {
        const problem = !known.has(c) ? '没有这一列' : seen.has(c) ? '列重复' : null;
        seen.add(c);
        return problem ? [{ path: `columns.${i}`, message: `${c}：${problem}` }] : [];
      });
      if (problems.length > 0) throw new ValidationError(problems);
      const now = clock();
      await db.transaction(async (tx) => {
        await repo.saveConfig(tx, key, columns, user.id, now);
        await audit.record(
          {
            actor: { id: user.id, account: user.account },
            action: 'export-config.saved',
            objectType: 'export-config',
            objectId: key,
            address,
            detail: { columns },
          },
          tx,
        );
      });
      return shape(list, { columns, updatedAt: now });
    },

    async reset(user: SessionUser, address: string, key: string): Promise<ExportListConfig> {
      const list = find(key);
      await db.transaction(async (tx) => {
        if (await repo.deleteConfig(tx, key)) {
          await audit.record(
            {
              actor: { id: user.id, account: user.account },
              action: 'export-config.reset',
              objectType: 'export-config',
              objectId: key,
              address,
            },
            tx,
          );
        }
      });
      return shape(list);
    },

    async columnsOf(key: string) {
      find(key);
      return configuredColumns(db, key);
    },
  };
}
