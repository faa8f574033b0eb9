// The rules of a labelled field from its contract schema, with this namespace's messages.
import type { FormRule } from 'antd';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { rulesOf } from '../../ui/formRules';

export type RuleOptions = {
  /** A picker: "请选择…" rather than "请填写…". */
  choose?: boolean;
  /** Key under validation.* for the "not valid" message; the generic one otherwise. */
  invalid?: string;
  disabled?: boolean;
  read?: (value: unknown) => unknown;
};

export function useRules(ns: 'enterprise' | 'institution' = 'enterprise') {
  const { t } = useTranslation(ns);
  return (schema: z.ZodType, labelKey: string, o: RuleOptions = {}): FormRule[] => {
    const label = t(`fields.${labelKey}`);
    return rulesOf(
      schema,
      {
        required: t(o.choose ? 'validation.choose' : 'validation.required', { label }),
        invalid: o.invalid ? t(`validation.${o.invalid}`) : t('validation.invalid', { label }),
      },
      { disabled: o.disabled, read: o.read },
    );
  };
}
