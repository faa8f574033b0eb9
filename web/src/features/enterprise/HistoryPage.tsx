// /company/history: every approved version, newest first, with who approved it and when and the
// field-by-field difference from the version before. Enterprises see their own; the government
// opens it with ?id= from the list or the profile.
import { Card, Empty, Flex, Pagination, Result, Skeleton, Space, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useEnterpriseHistory } from '../../api/enterprise';
import { useSignedIn } from '../../app/layouts/ConsoleLayout';
import { ChangesTable } from './ChangesTable';
import { formatTime } from './time';

export default function HistoryPage() {
  const { t } = useTranslation('enterprise');
  const [search] = useSearchParams();
  const id = search.get('id');
  const signedIn = useSignedIn();
  const [page, setPage] = useState(1);
  const size = 5;
  const needsId = signedIn.org.type !== 'ENTERPRISE' && !id;
  const history = useEnterpriseHistory(id, page, size);
  if (needsId)
    return (
      <Card title={t('history.title')}>
        <Empty description={t('history.pick')} />
      </Card>
    );
  if (history.isPending)
    return (
      <Card title={t('history.title')}>
        <Skeleton active />
      </Card>
    );
  if (history.isError) return <Result status="404" title={t('profile.missing')} />;
  const { items, total } = history.data;
  return (
    <Card title={t('history.title')} loading={history.isFetching && !history.isPlaceholderData}>
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
                <Typography.Text type="secondary">{formatTime(version.decidedAt)}</Typography.Text>
              </Space>
            }
            extra={
              <Space split="·" wrap>
                {version.createdBy && (
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
              <ChangesTable changes={changes} />
            )}
          </Card>
        ))}
      </Flex>
      {total > size && (
        <Pagination
          style={{ marginTop: 16 }}
          align="end"
          current={page}
          pageSize={size}
          total={total}
          onChange={setPage}
        />
      )}
    </Card>
  );
}
