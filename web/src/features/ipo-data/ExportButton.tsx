// Downloads the statistics tables (by year, month, board, province, industry, the queue and the
// national figures) as one workbook, each sheet ending with its source line.
import { DownloadOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../ui';
import { exportIpoOverview } from './api';

export function ExportButton({ year }: { year?: number }) {
  const { t } = useTranslation('ipo-data');
  const [busy, setBusy] = useState(false);
  const download = () => {
    setBusy(true);
    exportIpoOverview({ year }, `${t('overview.title')}_${dayjs().format('YYYY-MM-DD')}.xlsx`)
      .catch((e: Error) => toast.error(e.message))
      .finally(() => setBusy(false));
  };
  return (
    <Button icon={<DownloadOutlined />} loading={busy} onClick={download}>
      {t('export')}
    </Button>
  );
}
