// Display names of the contract's enumerations (contract/src/labels.ts) in the chosen language,
// read from the `enums` i18n namespace, so no page or feature keeps its own copy.
import type { LabelledEnum, LabelledValue } from '@portal/contract';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

export type EnumLabel = <K extends LabelledEnum>(kind: K, value: LabelledValue<K>) => string;

/**
 * `label('grade', 'GOLDEN_SEED')` → 金种子企业; a value the contract does not know shows as itself.
 * The function changes only with the language, so memoised charts and columns may depend on it.
 */
export function useEnumLabel(): EnumLabel {
  const { t } = useTranslation('enums');
  return useCallback<EnumLabel>((kind, value) => t(`${kind}.${value}`, { defaultValue: value }), [t]);
}
