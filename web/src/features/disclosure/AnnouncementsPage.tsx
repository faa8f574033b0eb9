// /widget/ipoStatistics/announcement: every announcement of the dataset, searchable.
import { Card } from 'antd';
import { useTranslation } from 'react-i18next';
import { AnnouncementList } from './AnnouncementList';

export default function AnnouncementsPage() {
  const { t } = useTranslation('disclosure');
  return (
    <Card title={t('list.title')}>
      <AnnouncementList />
    </Card>
  );
}
