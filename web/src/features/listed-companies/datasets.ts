// The two datasets of the feature as the administrators' dialog shows them, the page's own first.
import type { ListedDataset } from '@portal/contract/listed-companies';
import { useTranslation } from 'react-i18next';

export function useDatasetTabs(first: ListedDataset) {
  const { t } = useTranslation('listed-companies');
  const tabs = (['LISTED_COMPANIES', 'LISTED_FINANCIALS'] as const).map((key) => ({
    key,
    title: t(`datasets.${key}.title`),
    help: t(`datasets.${key}.help`),
  }));
  return tabs.sort((a, b) => Number(b.key === first) - Number(a.key === first));
}
