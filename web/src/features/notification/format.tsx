// Small pieces the notification pages share: urgency and state tags, what a document asks for.
import type { NotificationStatus, NotificationUrgency, RecipientState } from '@portal/contract/notification';
import { Space, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { useEnumLabel } from '../../ui/enumLabel';

const URGENCY_COLORS: Record<NotificationUrgency, string> = {
  NORMAL: 'default',
  URGENT: 'orange',
  VERY_URGENT: 'red',
};
const STATE_COLORS: Record<RecipientState, string> = {
  UNREAD: 'default',
  READ: 'blue',
  RECEIPTED: 'cyan',
  REPLIED: 'green',
};
const STATUS_COLORS: Record<NotificationStatus, string> = {
  DRAFT: 'default',
  REVIEWING: 'processing',
  RETURNED: 'warning',
  SENT: 'success',
};

export function UrgencyTag({ urgency }: { urgency: NotificationUrgency }) {
  const label = useEnumLabel();
  return <Tag color={URGENCY_COLORS[urgency]}>{label('notificationUrgency', urgency)}</Tag>;
}

export function StateTag({ state, overdue }: { state: RecipientState; overdue?: boolean }) {
  const label = useEnumLabel();
  const { t } = useTranslation('notification');
  return (
    <Space size={4}>
      <Tag color={STATE_COLORS[state]}>{label('recipientState', state)}</Tag>
      {overdue && <Tag color="red">{t('list.overdue')}</Tag>}
    </Space>
  );
}

export function StatusTag({ status }: { status: NotificationStatus }) {
  const { t } = useTranslation('notification');
  return <Tag color={STATUS_COLORS[status]}>{t(`status.${status}`)}</Tag>;
}

/** 回执 / 回复 / 阅知: the recipient steps asked for, by the engine's names. */
export function useAsks() {
  const { t } = useTranslation('notification');
  const label = useEnumLabel();
  return (n: { requiresReceipt: boolean; requiresReply: boolean }) =>
    [
      n.requiresReceipt && label('workflowAction', 'receipt'),
      n.requiresReply && label('workflowAction', 'reply'),
    ]
      .filter(Boolean)
      .join(' / ') || t('list.asks.none');
}

export const DETAIL = '/notification/detail';
export const SEND = '/notification/send';
export const REPLY = '/notification/reply';
export const LIST = '/notification/list';
