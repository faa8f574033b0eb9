// Dictionary maintenance: add, rename, enable/disable, import. Areas are limited to the
// administrator's region (an out-of-scope code answers as missing); the industry lists are national.
import type {
  DictCreateBody,
  DictImportResult,
  DictKind,
  DictMatch,
  DictNode,
  DictUpdateBody,
  SessionUser,
} from '@portal/contract';
import type { Database } from '../../db/client.ts';
import type { Caller } from '../../platform/access/caller.ts';
import { inRegionScope, regionWithin, scopeOf } from '../../platform/access/region-scope.ts';
import type { Audit } from '../../platform/audit/audit.ts';
import { ConflictError, NotFoundError, ValidationError } from '../../platform/http/errors.ts';
import { conflictOnDuplicate } from '../../platform/sql/unique.ts';
import * as repo from './dict-admin.repository.ts';
import { checkCode } from './dict-codes.ts';
import { planImport } from './dict-import.ts';

const within = (kind: DictKind, user: SessionUser): repo.Within | undefined =>
  kind === 'area' ? (code) => regionWithin(code, scopeOf(user)) : undefined;

/** Area codes the caller may see or write; every code for the other dictionaries. */
export const codeInScope = (kind: DictKind, user: SessionUser, code: string) =>
  kind !== 'area' || inRegionScope(code, scopeOf(user));

export function createDictAdmin(deps: { db: Database; audit: Audit }) {
  const { db, audit } = deps;
  const record = (
    actor: Caller,
    action: string,
    kind: DictKind,
    code: string | null,
    detail: object,
    tx = db,
  ) =>
    audit.by(
      actor,
      {
        action,
        objectType: `dict.${kind}`,
        objectId: code,
        detail: { ...detail },
      },
      tx,
    );

  return {
    async children(kind: DictKind, user: SessionUser, parent: string | undefined): Promise<DictNode[]> {
      // The area tree starts at the administrator's own region rather than at every province.
      if (kind === 'area' && parent === undefined) {
        const scope = scopeOf(user);
        return scope ? repo.findNodes(db, kind, [scope]) : [];
      }
      return repo.children(db, kind, parent ?? null, within(kind, user));
    },

    async search(kind: DictKind, user: SessionUser, q: string): Promise<DictMatch[]> {
      const found = await repo.search(db, kind, q, 50, within(kind, user));
      // Ancestors of every match in one query per level (at most four levels deep).
      const known = new Map(found.map((n) => [n.code, n]));
      let wanted = [...new Set(found.map((n) => n.parentCode).filter((c): c is string => !!c))];
      for (let depth = 0; depth < 4 && wanted.length > 0; depth++) {
        const parents = await repo.findNodes(
          db,
          kind,
          wanted.filter((c) => !known.has(c)),
        );
        for (const p of parents) known.set(p.code, p);
        wanted = parents.map((p) => p.parentCode).filter((c): c is string => !!c && !known.has(c));
      }
      return found.map((node) => {
        const path: string[] = [];
        for (let c = node.parentCode; c && path.length < 5; c = known.get(c)?.parentCode ?? null)
          path.unshift(c);
        return { ...node, path };
      });
    },

    async create(kind: DictKind, actor: Caller, body: DictCreateBody): Promise<DictNode> {
      const code = body.code.toUpperCase();
      if (!codeInScope(kind, actor.user, code)) {
        throw new ValidationError([{ path: 'code', message: '只能在本机构所辖区域内新增行政区划' }]);
      }
      const [parent] = body.parentCode ? await repo.findNodes(db, kind, [body.parentCode]) : [];
      if (body.parentCode && !parent)
        throw new ValidationError([{ path: 'parentCode', message: '上级不存在' }]);
      const verdict = checkCode(kind, code, parent ?? null);
      if ('problem' in verdict) throw new ValidationError([{ path: 'code', message: verdict.problem }]);
      if ((await repo.findNodes(db, kind, [code])).length > 0) throw new ConflictError(`编码 ${code} 已存在`);
      const node = { code, name: body.name, parentCode: parent?.code ?? null, level: verdict.level };
      // A twin added at the same moment passes the check above; the primary key refuses it.
      await conflictOnDuplicate(
        () =>
          db.transaction(async (tx) => {
            await repo.insertNode(tx, kind, node);
            await record(actor, 'dict.created', kind, code, node, tx);
          }),
        `编码 ${code} 已存在`,
      );
      return { ...node, enabled: true, hasChildren: false };
    },

    async update(kind: DictKind, actor: Caller, code: string, body: DictUpdateBody): Promise<DictNode> {
      const [before] = await repo.findNodes(db, kind, [code]);
      if (!before || !codeInScope(kind, actor.user, code)) throw new NotFoundError('字典项不存在');
      await db.transaction(async (tx) => {
        await repo.updateNode(tx, kind, code, body, within(kind, actor.user));
        const detail = { before: { name: before.name, enabled: before.enabled }, after: body };
        await record(actor, 'dict.updated', kind, code, detail, tx);
      });
      return { ...before, ...body };
    },

    async import(kind: DictKind, actor: Caller, data: Buffer): Promise<DictImportResult> {
      const plan = await planImport(db, kind, data, (code) => codeInScope(kind, actor.user, code));
      const imported = () =>
        db.transaction(async (tx) => {
          for (const node of plan.inserts) await repo.insertNode(tx, kind, node);
          for (const u of plan.updates) await repo.updateNode(tx, kind, u.code, u.change);
          // The first codes are enough to find the change; the counts tell its size.
          const codes = [...plan.inserts, ...plan.updates].slice(0, 100).map((n) => n.code);
          const detail = { created: plan.inserts.length, updated: plan.updates.length, codes };
          await record(actor, 'dict.imported', kind, null, detail, tx);
        });
      // Entries added since the plan was made (another import, a create) make the import a 409.
      await conflictOnDuplicate(imported, '导入期间已有相同编码的条目被添加，请重新导入');
      return { created: plan.inserts.length, updated: plan.updates.length };
    },

    exportRows: (kind: DictKind, user: SessionUser) => repo.exportRows(db, kind, within(kind, user)),
  };
}
