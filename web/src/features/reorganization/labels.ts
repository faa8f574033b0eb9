// Options of the type and status filters from the contract's enums, named in the reader's language.
import type { TFunction } from 'i18next';

export const optionsOf = (t: TFunction, group: string, values: readonly string[]) =>
  values.map((value) => ({ value, label: t(`${group}.${value}`) }));
