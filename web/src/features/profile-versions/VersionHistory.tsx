// The approved versions of a profile, newest first: when each was approved and by whom, and the
// field-by-field difference from the version before. The page names the profile (title, pick,
// missing) and renders the differences; the version words come from the enterprise namespace.
import type { EnterpriseVersion, FieldChange, Page } from '@portal/contract';
import type { UseQueryResult } from '@tanstack/react-query';
import { Card, Empty, Flex, Pagination, Result, Skeleton, Space, Tag, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMinute } from '../../ui/time';

export const HISTORY_PAGE_SIZE = 5;

type Version = Pick<
  EnterpriseVersion,
  'id' | 'number' | 'decidedAt' | 'createdBy' | 'decidedBy' | 'decidedByOrg'
>;

type Props = {
  title: string;
  /** Shown instead of the list when the viewer must first pick whose history to open. */
  pick?: string;
  /** The 404's title when the profile does not exist or is out of reach. */
  missing: string;
  history: UseQueryResult<Page<{ version: Version; changes: FieldChange[] }>>;
  page: number;
  onPage: (page: number) => void;
  /** Also name who filled each version in (enterprise histories do). */
  submitter?: boolean;
  renderChanges: (changes: FieldChange[]) => ReactNode;
};

export function VersionHistory({
  title,
  pick,
  missing,
  history,
  page,
  onPage,
  submitter,
  renderChanges,
}: Props) {
  const { t } = useTranslation('enterprise');
  if (pick)
    return (
      <Card title={title}>
        <Empty description={pick} />
      </Card>
    );
  if (history.isPending)
    return (
      <Card title={title}>
        <Skeleton active />
      </Card>
    );
  if (history.isError) return <Result status="404" title={missing} />;
  const { items, total } = history.data;
  return (
    <Card title={title} loading={history.isFetching && !history.isPlaceholderData}>
      {items.length === 0 && <Empty description={t('history.empty')} />}
      <Flex vertical gap={16}>
        {items.map(({ version, changes }) => (
          <Card
            key={version.id}
            size="small"
            data-testid="history-version"
            title={
              <Space wrap>
                <Tag color="blue">{t('history.version', { n: version.number })}</Tag>
                <Typography.Text type="secondary">{formatMinute(version.decidedAt)}</Typography.Text>
              </Space>
            }
            extra={
              <Space split="·" wrap>
                {submitter && version.createdBy && (
                  <span>{t('history.submittedBy', { name: version.createdBy.name })}</span>
                )}
                {version.decidedBy && (
                  <span>
                    {t('history.approvedBy', {
                      org: version.decidedByOrg?.name ?? '',
                      name: version.decidedBy.name,
                    })}
                  </span>
                )}
              </Space>
            }
          >
            {version.number === 1 ? (
              <Typography.Text type="secondary">{t('history.first')}</Typography.Text>
            ) : (
              renderChanges(changes)
            )}
          </Card>
        ))}
      </Flex>
      {total > HISTORY_PAGE_SIZE && (
        <Pagination
          style={{ marginTop: 16 }}
          align="end"
          current={page}
          pageSize={HISTORY_PAGE_SIZE}
          total={total}
          onChange={onPage}
        />
      )}
    </Card>
  );
}
