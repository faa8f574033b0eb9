// Importing items from a workbook (标题, 摘要, 网址, 来源, 发布日期): all or nothing.
import { useTranslation } from 'react-i18next';
import { ImportModal } from '../../ui/ImportModal';
import { useImportSentiment } from './api';

export function SentimentImportModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation('sentiment');
  const run = useImportSentiment();
  return (
    <ImportModal
      open={open}
      onClose={onClose}
      accept=".xlsx"
      pending={run.isPending}
      onImport={(files) => run.mutateAsync(files[0]!).then((r) => t('import.done', r))}
      text={{
        title: t('import.title'),
        help: t('import.help'),
        drop: t('import.drop'),
        submit: t('import.submit'),
        refused: t('import.refused'),
      }}
    />
  );
}
