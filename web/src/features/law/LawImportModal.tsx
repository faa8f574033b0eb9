// Importing a batch of law texts (one UTF-8 text file each); the server stores all or none.
import { useTranslation } from 'react-i18next';
import { ImportModal } from '../../ui/ImportModal';
import { useImportLaws } from './api';

export function LawImportModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation('law');
  const run = useImportLaws();
  return (
    <ImportModal
      open={open}
      onClose={onClose}
      accept=".txt,.md"
      multiple
      pending={run.isPending}
      onImport={(files) => run.mutateAsync(files).then((r) => t('import.done', { count: r.imported }))}
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
