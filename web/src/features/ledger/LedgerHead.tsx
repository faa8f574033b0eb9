// The head of one ledger: where it stands, whether the road goes on, and the limits it has passed.
import type { LedgerFlag, LedgerView } from '@portal/contract/ledger';
import { Descriptions, Space, Tag, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import { useEnumLabel } from '../../ui/enumLabel';
import { formatMinute } from '../../ui/time';

export function FlagTags({ flags }: { flags: LedgerFlag[] }) {
  const { t } = useTranslation('ledger');
  const label = useEnumLabel();
  if (flags.length === 0) return <>{t('none')}</>;
  return (
    <Space size={[4, 4]} wrap>
      {flags.map((f) => (
        <Tooltip
          key={f.limit}
          title={`${t(f.open ? 'form.running' : 'form.broken')} · ${t('form.dueOn', { day: f.dueOn })}`}
        >
          <Tag color={f.open ? 'red' : 'orange'}>{label('ledgerLimit', f.limit)}</Tag>
        </Tooltip>
      ))}
    </Space>
  );
}

export const STATUS_COLORS = { ACTIVE: 'green', SUSPENDED: 'gold', TERMINATED: 'default' } as const;

export function LedgerHead({ view }: { view: LedgerView }) {
  const { t } = useTranslation('ledger');
  const label = useEnumLabel();
  return (
    <Descriptions
      size="small"
      column={{ xs: 1, md: 2, xl: 4 }}
      style={{ marginBottom: 16 }}
      data-testid="ledger-head"
    >
      <Descriptions.Item label={t('form.stage')}>
        <Tag color="blue">{label('ledgerStage', view.stage)}</Tag>
      </Descriptions.Item>
      <Descriptions.Item label={t('form.status')}>
        <Tag color={STATUS_COLORS[view.status]}>{label('ledgerStatus', view.status)}</Tag>
      </Descriptions.Item>
      <Descriptions.Item label={t('form.flags')}>
        <FlagTags flags={view.flags} />
      </Descriptions.Item>
      <Descriptions.Item label={t('history.title')}>
        {view.version
          ? `${t('form.version', { version: view.version })} · ${formatMinute(view.updatedAt)}`
          : t('form.never')}
      </Descriptions.Item>
    </Descriptions>
  );
}
