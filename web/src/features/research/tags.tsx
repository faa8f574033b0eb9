// The coloured states of letters, replies and visit records.
import type { LetterStatus, RecordStatus, ReplyState } from '@portal/contract/research';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { useEnumLabel } from '../../ui/enumLabel';

const STATUS_COLOURS: Record<LetterStatus | RecordStatus, string> = {
  DRAFT: 'default',
  IN_REVIEW: 'processing',
  RETURNED: 'warning',
  SENT: 'success',
  APPROVED: 'success',
};
const STATE_COLOURS: Record<ReplyState, string> = {
  SENT: 'default',
  READ: 'blue',
  REPLIED: 'success',
  OVERDUE: 'error',
};

export function StatusTag({ status }: { status: LetterStatus }) {
  const { t } = useTranslation('research');
  return <Tag color={STATUS_COLOURS[status]}>{t(`letterStatus.${status}`)}</Tag>;
}

export function RecordStatusTag({ status }: { status: RecordStatus }) {
  const { t } = useTranslation('research');
  return <Tag color={STATUS_COLOURS[status]}>{t(`recordStatus.${status}`)}</Tag>;
}

export function ReplyStateTag({ state }: { state: ReplyState }) {
  const label = useEnumLabel();
  return (
    <Tag color={STATE_COLOURS[state]} data-testid="reply-state">
      {label('replyState', state)}
    </Tag>
  );
}
