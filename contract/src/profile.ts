// Pieces shared by the versioned profiles of enterprises and institutions (DESIGN §7): field
// rules used by the server's validation and by the web's form rules, version shapes, differences.
import { z } from 'zod';
import { endpoint } from './endpoint.ts';
import { pageOf } from './http.ts';
import { isValidCreditCode } from './validators.ts';

export const MOBILE_PATTERN = /^1[3-9]\d{9}$/;
/** Fixed-line or mobile: digits with an optional area code and extension. */
export const PHONE_PATTERN = /^(\d{3,4}-)?\d{7,8}(-\d{1,6})?$|^1[3-9]\d{9}$/;
export const DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;
/** Amounts in 万元 with up to four decimals; negative allowed where a loss is possible. */
export const AMOUNT_PATTERN = /^-?\d{1,13}(\.\d{1,4})?$/;

/** A decimal amount travels as text, so that no float rounding ever touches money. */
export const amountField = z.string().trim().regex(AMOUNT_PATTERN, { error: '须为数字，最多 4 位小数' });
export const nonNegativeAmountField = amountField.refine((v) => !v.startsWith('-'), { error: '不能为负数' });

/** 2026-02-30 matches the pattern but is no day of the calendar. */
function isRealDate(v: string): boolean {
  const time = Date.parse(`${v}T00:00:00Z`);
  return !Number.isNaN(time) && new Date(time).toISOString().startsWith(v);
}

export const dateField = z
  .string()
  .regex(DATE_PATTERN, { error: '日期格式应为 YYYY-MM-DD' })
  .refine(isRealDate, { error: '日期不存在' });

export const creditCodeField = z
  .string()
  .trim()
  .refine(isValidCreditCode, { error: '统一社会信用代码不正确（18 位，校验位按 GB 32100-2015）' });

export const regionCodeField = z.string().regex(/^\d{6}$/, { error: '请选择所在地区' });

export const websiteField = z
  .string()
  .trim()
  .max(200)
  .regex(/^https?:\/\/[^\s]+$/, { error: '网址须以 http:// 或 https:// 开头' });

export const contactPerson = z.object({
  name: z.string().trim().min(1, { error: '请填写联系人姓名' }).max(50),
  position: z.string().trim().max(50).optional(),
  mobile: z.string().trim().regex(MOBILE_PATTERN, { error: '请填写正确的手机号码' }),
  phone: z.string().trim().regex(PHONE_PATTERN, { error: '请填写正确的电话号码' }).optional(),
  email: z.email({ error: '请填写正确的电子邮箱' }).max(100).optional(),
});
export type Contact = z.infer<typeof contactPerson>;

export const contactPersons = z.array(contactPerson).min(1, { error: '至少填写一位联系人' }).max(5);

export const VERSION_STATUSES = ['DRAFT', 'SUBMITTED', 'REJECTED', 'APPROVED'] as const;
export type VersionStatus = (typeof VERSION_STATUSES)[number];

const personRef = z.object({ id: z.string(), name: z.string() });

/** One version of a profile; `number` counts approved versions (1, 2, …), null until approved. */
export function profileVersionOf<T extends z.ZodType>(data: T) {
  return z.object({
    id: z.string(),
    number: z.number().int().nullable(),
    status: z.enum(VERSION_STATUSES),
    data,
    createdAt: z.string(),
    updatedAt: z.string(),
    createdBy: personRef.nullable(),
    submittedAt: z.string().nullable(),
    decidedAt: z.string().nullable(),
    decidedBy: personRef.nullable(),
    decidedByOrg: personRef.nullable(),
    /** The reviewer's reason on a rejection, or comment on an approval. */
    comment: z.string().nullable(),
    workflowInstanceId: z.string().nullable(),
  });
}

/** One field that differs between two versions; `path` is dotted (basic.name, financials.2024.revenue). */
export const fieldChange = z.object({
  path: z.string(),
  before: z.string().nullable(),
  after: z.string().nullable(),
});
export type FieldChange = z.infer<typeof fieldChange>;

/** What the signed-in user may do with the own profile now (the server decides, the UI follows). */
export const profileAbilities = z.object({
  edit: z.boolean(),
  submit: z.boolean(),
  withdraw: z.boolean(),
});
export type ProfileAbilities = z.infer<typeof profileAbilities>;

export function historyPageOf<T extends z.ZodType>(version: T) {
  return pageOf(z.object({ version, changes: z.array(fieldChange) }));
}

/**
 * Field names of a profile schema in declaration order (first occurrence), so that differences
 * list fields as the form shows them: the database's jsonb keeps no key order.
 */
export function keyOrderOf(schema: z.ZodType): string[] {
  const out: string[] = [];
  const visit = (s: unknown) => {
    const def = (s as { _zod?: { def?: Record<string, unknown> } })?._zod?.def;
    if (!def) return;
    switch (def.type) {
      case 'object':
        for (const [k, v] of Object.entries(def.shape as Record<string, unknown>)) {
          if (!out.includes(k)) out.push(k);
          visit(v);
        }
        return;
      case 'array':
        return visit(def.element);
      case 'pipe':
        return visit(def.in);
      default:
        if ('innerType' in def) visit(def.innerType);
    }
  };
  visit(schema);
  return out;
}

/**
 * The owner's calls on a versioned profile, the same for every kind: my profile, save and discard
 * the draft, submit it, withdraw it, and the history of approved versions. Every write answers
 * with my profile as it now is.
 */
export function profileEndpoints<
  P extends z.ZodType,
  M extends z.ZodType,
  HQ extends z.ZodType,
  HP extends z.ZodType,
>(o: {
  /** e.g. /console/api/company: my profile is `${base}/my`, the history `${base}/history`. */
  base: string;
  /** The review process's title, named by the submit. */
  review: string;
  summaries: { my: string; saveDraft: string; history: string };
  schemas: { profile: P; my: M; historyQuery: HQ; historyPage: HP };
}) {
  const my = `${o.base}/my`;
  const { schemas } = o;
  return {
    my: endpoint({ method: 'GET', path: my, summary: o.summaries.my, response: schemas.my }),
    saveDraft: endpoint({
      method: 'PUT',
      path: `${my}/draft`,
      summary: o.summaries.saveDraft,
      body: schemas.profile,
      response: schemas.my,
    }),
    discard: endpoint({
      method: 'DELETE',
      path: `${my}/draft`,
      summary: 'Discard my draft',
      response: schemas.my,
    }),
    submit: endpoint({
      method: 'POST',
      path: `${my}/submit`,
      summary: `Submit my draft for review (${o.review})`,
      response: schemas.my,
    }),
    withdraw: endpoint({
      method: 'POST',
      path: `${my}/withdraw`,
      summary: 'Withdraw my version from review',
      response: schemas.my,
    }),
    history: endpoint({
      method: 'GET',
      path: `${o.base}/history`,
      summary: o.summaries.history,
      query: schemas.historyQuery,
      response: schemas.historyPage,
    }),
  };
}
export type ProfileEndpoints<
  P extends z.ZodType,
  M extends z.ZodType,
  HQ extends z.ZodType,
  HP extends z.ZodType,
> = ReturnType<typeof profileEndpoints<P, M, HQ, HP>>;
