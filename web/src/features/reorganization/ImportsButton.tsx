// The datasets' versions, imports and refresh settings, for administrators only (the button hides
// itself from everyone else); each tab says what its template holds.
import { useTranslation } from 'react-i18next';
import { DatasetImportsButton } from '../../ui/datasets/DatasetImportsButton';

export function ImportsButton() {
  const { t } = useTranslation('reorganization');
  return (
    <DatasetImportsButton
      feature="reorganization"
      testId="reorg-imports"
      datasets={(['MA_DEALS', 'MA_TARGETS', 'MA_CASES'] as const).map((key) => ({
        key,
        title: t(`datasets.${key}.title`),
        help: t(`datasets.${key}.help`),
      }))}
    />
  );
}
