// Registration (issue 3 §2): the sign-up creates a pending organisation, its first pending user and
// a DRAFT registration in one transaction and signs the registrant in with a limited session;
// the licence upload and confirmation start the review by the responsible financial office.
import {
  ERROR_CODES,
  fileUrl,
  LICENCE_EXTENSIONS,
  LICENCE_FILES_MAX,
  LICENCE_MAX_BYTES,
  type RegistrationStatus,
  type registrationBody,
  type registrationCorrection,
  zhName,
} from '@portal/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { Caller } from '../../platform/access/caller.ts';
import { hashPassword } from '../../platform/auth/password.ts';
import type { AppContext } from '../../platform/context.ts';
import type { UploadQuota } from '../../platform/files/files.service.ts';
import type { UploadedPart } from '../../platform/files/multipart.ts';
import {
  ConflictError,
  NotFoundError,
  RequestRefusedError,
  ValidationError,
} from '../../platform/http/errors.ts';
import { creditCodeTaken } from '../../platform/orgs/orgs.repository.ts';
import { responsibleOffice } from '../../platform/workflow/index.ts';
import { listRegionChildren, regionPath } from './region.repository.ts';
import { duplicateError, taken } from './registration.errors.ts';
import { reviewProcessOf } from './registration.process.ts';
import * as repo from './registration.repository.ts';

export const LICENCE_PURPOSE = 'licence';
const LICENCE_LIMITS = { maxBytes: LICENCE_MAX_BYTES, extensions: LICENCE_EXTENSIONS };
const LICENCE_QUOTA: UploadQuota = {
  files: LICENCE_FILES_MAX,
  exceeded: () =>
    new ConflictError(
      `营业执照文件已达上限（每个注册最多保留 ${LICENCE_FILES_MAX} 份，含已提交审核的），请联系负责审核的金融办`,
    ),
};

export type Registration = ReturnType<typeof createRegistration>;

export function createRegistration(ctx: AppContext) {
  const { db, clock, config, audit, captchas, sessions, workflow, files } = ctx;

  async function checkRegion(code: string) {
    const path = await regionPath(db, config.provinceCode, code);
    if (path.length === 0) throw new ValidationError([{ path: 'regionCode', message: 'region' }]);
    return path;
  }

  async function mine(caller: Caller): Promise<repo.RegistrationRow> {
    const row = await repo.findByOrg(db, caller.user.org.id);
    if (!row) throw new NotFoundError('没有找到注册信息');
    return row;
  }

  async function present(row: repo.RegistrationRow): Promise<RegistrationStatus> {
    const region = row.regionCode ? await regionPath(db, row.regionCode, row.regionCode) : [];
    const instance = row.workflowInstanceId
      ? await workflow.findVisible(row.workflowInstanceId, row.orgId)
      : undefined;
    const office =
      instance?.assigneeOrgId && instance.assigneeOrgId !== row.orgId ? instance.assigneeOrgId : null;
    return {
      state: row.state,
      identity: row.identity,
      account: row.account,
      orgName: row.orgName,
      creditCode: row.creditCode ?? '',
      regionCode: row.regionCode ?? '',
      regionNames: region.map((r) => r.name),
      contactName: row.contactName,
      mobile: row.mobile ?? '',
      email: row.email ?? '',
      licence:
        row.licenceFileId && row.licenceName
          ? {
              id: row.licenceFileId,
              name: row.licenceName,
              size: row.licenceSize ?? 0,
              url: fileUrl(row.licenceFileId),
            }
          : null,
      reason: row.reason,
      reviewOffice: office ? ((await repo.orgName(db, office)) ?? null) : null,
      submittedAt: row.submittedAt?.toISOString() ?? null,
      decidedAt: row.decidedAt?.toISOString() ?? null,
    };
  }

  return {
    regions: (parent?: string) => listRegionChildren(db, config.provinceCode, parent ?? config.provinceCode),

    async register(
      request: FastifyRequest,
      reply: FastifyReply,
      body: z.output<typeof registrationBody>,
    ): Promise<RegistrationStatus> {
      if (!body.captchaKey || !body.captchaCode)
        throw new RequestRefusedError(ERROR_CODES.captchaRequired, '请输入验证码');
      if (!(await captchas.verify(body.captchaKey, body.captchaCode)))
        throw new RequestRefusedError(ERROR_CODES.captchaInvalid, '验证码错误或已过期，请重新输入');
      await checkRegion(body.regionCode);
      if (await repo.accountTaken(db, body.account)) throw taken('account');
      if (await creditCodeTaken(db, body.creditCode)) throw taken('creditCode');
      const passwordHash = await hashPassword(body.password);
      const now = clock();
      let created: Awaited<ReturnType<typeof repo.insertRegistration>>;
      try {
        created = await db.transaction(async (tx) => {
          const { orgName, identity, creditCode, regionCode, account, contactName, mobile, email } = body;
          const ids = await repo.insertRegistration(tx, {
            ...{ orgName, identity, creditCode, regionCode, account, contactName, mobile, email },
            passwordHash,
            now,
          });
          await audit.record(
            {
              actor: { id: ids.userId, account: body.account },
              action: 'registration.created',
              objectType: 'registration',
              objectId: ids.registrationId,
              address: request.ip,
              detail: { orgId: ids.orgId, identity: body.identity, creditCode: body.creditCode },
            },
            tx,
          );
          return ids;
        });
      } catch (error) {
        throw duplicateError(error) ?? error;
      }
      // Signed in at once, with a limited session, for the licence step.
      await sessions.start(request, reply, created.userId);
      return present((await repo.findById(db, created.registrationId))!);
    },

    status: async (caller: Caller) => present(await mine(caller)),

    async correct(caller: Caller, body: z.output<typeof registrationCorrection>) {
      const row = await mine(caller);
      await checkRegion(body.regionCode);
      if (await creditCodeTaken(db, body.creditCode, row.orgId)) throw taken('creditCode');
      const now = clock();
      try {
        await db.transaction(async (tx) => {
          if (!(await repo.lockInStates(tx, row.orgId, ['DRAFT', 'REJECTED'])))
            throw new ConflictError('注册信息正在审核或已审核通过，不能修改');
          const { orgName, creditCode, regionCode, contactName, mobile, email } = body;
          await repo.updateOrgDetails(tx, row.orgId, {
            name: orgName,
            creditCode,
            regionCode,
            updatedAt: now,
          });
          await repo.updateContact(tx, row.userId, { name: contactName, mobile, email, updatedAt: now });
          await repo.updateRegistration(tx, row.id, { contactName: body.contactName, updatedAt: now });
          await audit.by(
            caller,
            {
              action: 'registration.corrected',
              objectType: 'registration',
              objectId: row.id,
            },
            tx,
          );
        });
      } catch (error) {
        throw duplicateError(error) ?? error;
      }
      return present((await repo.findById(db, row.id))!);
    },

    /**
     * Stores the licence in the transaction that puts it on the registration, so a refusal (409,
     * quota) leaves no file behind. The licence it replaces is deleted unless a submission attached
     * it to the review's history: the office keeps reading what it was sent.
     */
    async attachLicence(caller: Caller, part: UploadedPart) {
      const row = await mine(caller);
      await files.transaction(async (tx, batch) => {
        const locked = await repo.lockInStates(tx, row.orgId, ['DRAFT', 'REJECTED']);
        if (!locked) throw new ConflictError('注册信息正在审核或已审核通过，不能更换营业执照');
        const old = locked.licenceFileId;
        const dropOld = old !== null && !(await repo.attachedToHistory(tx, row.orgId, old));
        // Dropped before the new one is stored, so a replacement never counts against the quota.
        if (dropOld) await batch.drop(old);
        const file = await batch.store({
          ...part,
          purpose: LICENCE_PURPOSE,
          uploaderId: caller.user.id,
          limits: LICENCE_LIMITS,
          quota: LICENCE_QUOTA,
        });
        await repo.updateRegistration(tx, row.id, { licenceFileId: file.id, updatedAt: clock() });
        await audit.by(
          caller,
          {
            action: 'registration.licence-uploaded',
            objectType: 'registration',
            objectId: row.id,
            detail: {
              fileId: file.id,
              name: file.originalName,
              size: file.size,
              ...(old ? { replaced: old, replacedDeleted: dropOld } : {}),
            },
          },
          tx,
        );
      });
      return present((await repo.findById(db, row.id))!);
    },

    /** Confirmation: the first submission starts the review; after a rejection it resubmits. */
    async submit(caller: Caller) {
      const { address } = caller;
      const row = await mine(caller);
      if (!row.licenceFileId || !row.licenceName)
        throw new ValidationError([{ path: 'licence', message: 'licenceMissing' }], '请先上传营业执照');
      const attachments = [{ id: row.licenceFileId, name: row.licenceName }];
      const actor = caller.user;
      await db.transaction(async (tx) => {
        const locked = await repo.lockInStates(tx, row.orgId, ['DRAFT', 'REJECTED']);
        if (!locked) throw new ConflictError('注册信息已提交审核，请勿重复提交');
        if (locked.state === 'REJECTED' && row.workflowInstanceId) {
          await workflow.act(
            { instanceId: row.workflowInstanceId, action: 'submit', actor, attachments, address },
            tx,
          );
          return;
        }
        const office = await responsibleOffice(tx, row.regionCode);
        if (!office) throw new ConflictError('所在地区暂无负责审核的金融办，请联系省金融办');
        await workflow.start(
          {
            process: reviewProcessOf(row.identity).key,
            subjectId: row.id,
            title: `${row.orgName}（${zhName('orgType', row.identity)}注册）`,
            actor,
            assigneeOrgId: office.id,
            attachments,
            address,
          },
          tx,
        );
      });
      return present((await repo.findById(db, row.id))!);
    },
  };
}
