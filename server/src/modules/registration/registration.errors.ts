// The clear 409s of registration: a taken account or credit code, named as a field so the form
// can mark it — also when a unique index, not our check, caught a concurrent twin.
import { ERROR_CODES } from '@portal/contract';
import { HttpError } from '../../platform/http/errors.ts';

const ACCOUNT_TAKEN = '该账号已被注册，请换一个账号';
const CREDIT_CODE_TAKEN = '该统一社会信用代码已注册，如需找回账号请使用“忘记密码”或联系所在地金融办';
/** A 409 that names the field, so the form can mark it. */
export const taken = (field: 'account' | 'creditCode') =>
  new HttpError(409, ERROR_CODES.conflict, field === 'account' ? ACCOUNT_TAKEN : CREDIT_CODE_TAKEN, [
    { path: field, message: 'taken' },
  ]);

/** The constraint a unique violation names, looking through wrapped driver errors. */
function violatedConstraint(error: unknown): string | null {
  for (
    let e = error as { code?: string; constraint?: string; cause?: unknown } | undefined;
    e;
    e = e.cause as typeof e
  )
    if (e.code === '23505') return e.constraint ?? '';
  return null;
}

/** A concurrent twin of a duplicate we checked for: the same clear 409, nothing written. */
export function duplicateError(error: unknown): HttpError | null {
  const constraint = violatedConstraint(error);
  if (constraint === null) return null;
  return taken(constraint.startsWith('users_') ? 'account' : 'creditCode');
}
