// A download button: runs the feature's export and says why when it fails.
import { DownloadOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../ui';

export function ExportButton({ run, name }: { run: (filename: string) => Promise<unknown>; name: string }) {
  const { t } = useTranslation('listed-companies');
  const [busy, setBusy] = useState(false);
  const download = () => {
    setBusy(true);
    run(`${name}_${dayjs().format('YYYY-MM-DD')}.xlsx`)
      .catch((e: Error) => toast.error(e.message))
      .finally(() => setBusy(false));
  };
  return (
    <Button icon={<DownloadOutlined />} loading={busy} onClick={download}>
      {t('export')}
    </Button>
  );
}
