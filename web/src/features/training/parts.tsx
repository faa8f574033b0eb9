// Small pieces several training pages show: status tags, the seats, the time span.
import type { EnrolmentStatus, TrainingStatus, TrainingSummary } from '@portal/contract/training';
import { Space, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatMinute } from '../../ui/time';

const STATUS_COLORS: Record<TrainingStatus, string> = {
  DRAFT: 'default',
  PUBLISHED: 'green',
  CANCELLED: 'red',
};
const ENROL_COLORS: Record<EnrolmentStatus, string> = {
  PENDING: 'gold',
  APPROVED: 'green',
  WAITLISTED: 'blue',
  REFUSED: 'red',
  CANCELLED: 'default',
};

export function TrainingStatusTag({ status }: { status: TrainingStatus }) {
  const { t } = useTranslation('training');
  return <Tag color={STATUS_COLORS[status]}>{t(`status.${status}`)}</Tag>;
}

export function EnrolmentStatusTag({
  status,
  position,
}: {
  status: EnrolmentStatus;
  position?: number | null;
}) {
  const { t } = useTranslation('training');
  return (
    <Tag color={ENROL_COLORS[status]} data-testid="enrolment-status">
      {t(`enrolStatus.${status}`)}
      {position ? ` · ${t('enrol.waitingPosition', { n: position })}` : ''}
    </Tag>
  );
}

export function Seats({ training }: { training: Pick<TrainingSummary, 'seats'> }) {
  const { t } = useTranslation('training');
  const { taken, capacity, waiting } = training.seats;
  return (
    <Space size={4}>
      <Typography.Text type={taken >= capacity ? 'danger' : undefined}>
        {t('list.seats', { taken, capacity })}
      </Typography.Text>
      {waiting > 0 && <Tag color="blue">{t('list.waiting', { count: waiting })}</Tag>}
    </Space>
  );
}

export const timeSpan = (from: string, to: string) => {
  const start = formatMinute(from);
  const end = formatMinute(to);
  return start.slice(0, 10) === end.slice(0, 10) ? `${start} – ${end.slice(11)}` : `${start} – ${end}`;
};

export const isOffice = (type: string) => type === 'FINANCIAL';
