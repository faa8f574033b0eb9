// Export configuration: which columns each exportable list writes, in which order. The lists are
// the modules' (platform/excel/export-lists.ts); their exports call ctx.exportLists.columns().
import type { ExportListConfig } from '@portal/contract';
import type { Clock } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import type { Caller } from '../../platform/access/caller.ts';
import type { Audit } from '../../platform/audit/audit.ts';
import {
  type ExportListDefinition,
  type ExportLists,
  selectedOf,
} from '../../platform/excel/export-lists.ts';
import { NotFoundError, ValidationError } from '../../platform/http/errors.ts';
import * as repo from './export-config.repository.ts';

export function createExportConfig(deps: {
  db: Database;
  clock: Clock;
  audit: Audit;
  exportLists: ExportLists;
}) {
  const { db, clock, audit, exportLists } = deps;
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
    const list = exportLists.find(key);
    if (!list) throw new NotFoundError('导出列表不存在');
    return list;
  };

  return {
    async all(): Promise<ExportListConfig[]> {
      const saved = new Map((await repo.savedConfigs(db)).map((r) => [r.listKey, r]));
      return exportLists.all().map((list) => shape(list, saved.get(list.key)));
    },

    async save(caller: Caller, key: string, columns: string[]): Promise<ExportListConfig> {
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
        await repo.saveConfig(tx, key, columns, caller.user.id, now);
        await audit.by(
          caller,
          {
            action: 'export-config.saved',
            objectType: 'export-config',
            objectId: key,
            detail: { columns },
          },
          tx,
        );
      });
      return shape(list, { columns, updatedAt: now });
    },

    async reset(caller: Caller, key: string): Promise<ExportListConfig> {
      const list = find(key);
      await db.transaction(async (tx) => {
        if (await repo.deleteConfig(tx, key)) {
          await audit.by(
            caller,
            {
              action: 'export-config.reset',
              objectType: 'export-config',
              objectId: key,
            },
            tx,
          );
        }
      });
      return shape(list);
    },

    async columnsOf(key: string) {
      find(key);
      return exportLists.columns(key);
    },
  };
}
