// Form rules of spec §5 from the contract's zod schemas: "required" when the schema refuses an
// empty value, then the schema itself; an empty optional field passes; a disabled field has no
// rules at all. Messages come from the page's translations. Also: what a form holds cleaned for
// sending, and a refusal's field details shown under the fields.
import type { FormInstance, FormRule } from 'antd';
import type { z } from 'zod';
import { ApiError } from '../api/client';

const isEmpty = (v: unknown) =>
  v === undefined || v === null || v === '' || (Array.isArray(v) && v.length === 0);

/** Whether a schema refuses "no value" (an optional or defaulted field accepts it). */
export const isRequired = (schema: z.ZodType) => !schema.safeParse(undefined).success;

export type RuleMessages = { required: string; invalid: string };

/** The antd rules of one field; `read` turns the form value into what the schema checks. */
export function rulesOf(
  schema: z.ZodType,
  messages: RuleMessages,
  options: { disabled?: boolean; read?: (value: unknown) => unknown } = {},
): FormRule[] {
  if (options.disabled) return [];
  const required = isRequired(schema);
  const read = options.read ?? ((v: unknown) => v);
  return [
    {
      required,
      validator: async (_rule, raw) => {
        const value = read(raw);
        if (isEmpty(value)) {
          if (required) throw new Error(messages.required);
          return;
        }
        if (!schema.safeParse(value).success) throw new Error(messages.invalid);
      },
    },
  ];
}

/** The inner schema of an optional/default wrapper, for fields whose emptiness the form decides. */
export function unwrap(schema: z.ZodType): z.ZodType {
  const def = (schema as unknown as { _zod: { def: { type: string; innerType?: z.ZodType } } })._zod.def;
  return (def.type === 'optional' || def.type === 'default') && def.innerType
    ? unwrap(def.innerType)
    : schema;
}

/** Drops nulls and empty strings from what the form holds, so that absent means absent. */
export function clean<T>(value: T): T {
  if (Array.isArray(value)) return value.map(clean).filter((v) => v !== undefined) as T;
  if (value !== null && typeof value === 'object' && !(value instanceof Date)) {
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(value)) {
      const c = clean(v);
      if (c !== undefined && c !== null && c !== '') out[k] = c;
    }
    return out as T;
  }
  return (value === null || value === '' ? undefined : value) as T;
}

/** A 400 VALIDATION_FAILED answer's field details under the fields they name. True when the error
 * was shown on the form; otherwise the caller reports it. */
export function showFieldErrors(form: FormInstance, error: unknown): boolean {
  if (!(error instanceof ApiError) || error.details.length === 0) return false;
  const known = new Set(Object.keys(form.getFieldsValue(true)));
  const fields = error.details
    .filter((d) => known.has(d.path))
    .map((d) => ({ name: d.path, errors: [d.message] }));
  form.setFields(fields);
  return fields.length > 0;
}
