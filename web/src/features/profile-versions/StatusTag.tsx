// The review state of a version as a coloured tag.
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';

const COLORS: Record<string, string> = {
  DRAFT: 'default',
  SUBMITTED: 'processing',
  REJECTED: 'error',
  APPROVED: 'success',
};

export function StatusTag({ status }: { status: string | null }) {
  const { t } = useTranslation('enterprise');
  return <Tag color={COLORS[status ?? ''] ?? 'default'}>{t(`status.${status ?? 'none'}`)}</Tag>;
}
