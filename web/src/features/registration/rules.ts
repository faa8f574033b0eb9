// Ant Design form rules from the contract's zod rules (CODE_STYLE §11): one rule, two sides. A failure
// carries the contract's code, worded here in the user's language.
import {
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  passwordProblems,
  registrationFields,
} from '@portal/contract';
import type { FormRule } from 'antd';
import type { TFunction } from 'i18next';
import type { z } from 'zod';

export type FieldName = keyof typeof registrationFields;

/** Runs the contract's rule for one field; the message is `registration:rules.<code>`. */
export function contractRule(t: TFunction<'registration'>, schema: z.ZodType): FormRule {
  return {
    validator: async (_, value: unknown) => {
      if (value === undefined || value === '') return;
      const result = schema.safeParse(value);
      if (!result.success) throw new Error(t(`rules.${result.error.issues[0]?.message ?? 'unknown'}`));
    },
  };
}

export function fieldRules(t: TFunction<'registration'>, field: FieldName, label: string): FormRule[] {
  return [
    { required: true, whitespace: true, message: t('form.required', { field: label }) },
    contractRule(t, registrationFields[field]),
  ];
}

/** The complexity rule of the contract, against the account typed in the same form. */
export function passwordRule(t: TFunction<'registration'>, account: () => string | undefined): FormRule {
  return {
    validator: async (_, value: string | undefined) => {
      if (!value) return;
      const limits = { min: PASSWORD_MIN_LENGTH, max: PASSWORD_MAX_LENGTH };
      const problems = passwordProblems(value, account() ?? '');
      if (problems.length > 0)
        throw new Error(problems.map((p) => t(`password.problems.${p}`, limits)).join('；'));
    },
  };
}

/** "Confirm password" must repeat the field named `of`. */
export function sameAsRule(t: TFunction<'registration'>, other: () => string | undefined): FormRule {
  return {
    validator: async (_, value: string | undefined) => {
      if (value && value !== other()) throw new Error(t('form.passwordMismatch'));
    },
  };
}

/** Server refusals with field details → the fields' own error lines. */
export function detailsToFields(
  t: TFunction<'registration'>,
  details: ReadonlyArray<{ path: string; message: string }>,
  known: readonly string[],
) {
  const byField = new Map<string, string[]>();
  for (const d of details) {
    const name = d.path === 'regionCode' ? 'region' : d.path;
    if (!known.includes(name)) continue;
    const text =
      d.path === 'password'
        ? t(`password.problems.${d.message}`, {
            min: PASSWORD_MIN_LENGTH,
            max: PASSWORD_MAX_LENGTH,
            defaultValue: t('rules.password'),
          })
        : t(`rules.${d.message}`, { defaultValue: d.message });
    byField.set(name, [...(byField.get(name) ?? []), text]);
  }
  return [...byField].map(([name, errors]) => ({ name, errors }));
}
