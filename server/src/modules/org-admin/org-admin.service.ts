// Government organisations: the region tree, the list, and adding an office or member unit.
import type { OrgCreateBody, OrgListQuery, Page } from '@portal/contract';
import type { Clock } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import type { Caller } from '../../platform/access/caller.ts';
import { scopeOf } from '../../platform/access/region-scope.ts';
import type { Audit } from '../../platform/audit/audit.ts';
import { ConflictError, ValidationError } from '../../platform/http/errors.ts';
import { toPage } from '../../platform/http/paging.ts';
import { conflictOnDuplicate } from '../../platform/sql/unique.ts';
import * as repo from './org-admin.repository.ts';

export function createOrgAdmin(deps: { db: Database; clock: Clock; audit: Audit }) {
  const { db, clock, audit } = deps;
  return {
    regions: (caller: Caller, parent: string | undefined) =>
      repo.regionChildren(db, parent ?? null, scopeOf(caller.user)),

    async list(caller: Caller, query: OrgListQuery): Promise<Page<repo.ListedOrg>> {
      const { total, items } = await repo.listOrgs(db, query, scopeOf(caller.user));
      return toPage(items, total, query);
    },

    async create(caller: Caller, body: OrgCreateBody) {
      const region = await repo.findRegion(db, body.regionCode, scopeOf(caller.user));
      if (!region?.enabled) {
        throw new ValidationError([
          { path: 'regionCode', message: '所选区域不存在、已停用或不在本机构所辖范围内' },
        ]);
      }
      // A financial office sits on a region of its own level: a county office on a county.
      if (body.type === 'FINANCIAL' && body.level !== region.level) {
        throw new ValidationError([{ path: 'level', message: '机构级别须与所在区域级别一致' }]);
      }
      const taken = await repo.orgByCreditCode(db, body.creditCode);
      if (taken) throw new ConflictError(`统一社会信用代码已被“${taken.name}”使用`);
      const level = body.type === 'FINANCIAL' ? region.level : null;
      // A twin created at the same moment passes the check above; the unique index refuses it.
      const created = () =>
        db.transaction(async (tx) => {
          const id = await repo.insertOrg(tx, { ...body, level, now: clock() });
          await audit.by(
            caller,
            {
              action: 'org.created',
              objectType: 'org',
              objectId: id,
              detail: { ...body, level },
            },
            tx,
          );
          return { id };
        });
      return conflictOnDuplicate(created, '统一社会信用代码已被其他机构使用');
    },
  };
}
