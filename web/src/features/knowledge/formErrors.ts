// A 400 VALIDATION_FAILED answer's field details, shown under the fields they name.
import type { FormInstance } from 'antd';
import { ApiError } from '../../api/client';

/** True when the error was shown on the form; otherwise the caller reports it. */
export function showFieldErrors(form: FormInstance, error: unknown): boolean {
  if (!(error instanceof ApiError) || error.details.length === 0) return false;
  const known = new Set(Object.keys(form.getFieldsValue(true)));
  const fields = error.details
    .filter((d) => known.has(d.path))
    .map((d) => ({ name: d.path, errors: [d.message] }));
  form.setFields(fields);
  return fields.length > 0;
}
