// /{group}/history: the approved versions of my institution (or, for the government, ?id=), with
// the field-by-field difference from the version before.
import { Card, Empty, Flex, Pagination, Result, Skeleton, Space, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useInstitutionHistory } from '../../api/institution';
import { useSignedIn } from '../../app/layouts/ConsoleLayout';
import { ChangesTable } from '../enterprise/ChangesTable';
import { formatTime } from '../enterprise/time';

export default function InstitutionHistoryPage() {
  const { t } = useTranslation('institution');
  const { t: te } = useTranslation('enterprise');
  const [search] = useSearchParams();
  const id = search.get('id');
  const government = ['FINANCIAL', 'FUNCTIONAL'].includes(useSignedIn().org.type);
  const [page, setPage] = useState(1);
  const size = 5;
  const history = useInstitutionHistory(id, page, size);
  if (government && !id)
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
    <Card title={t('history.title')}>
      {items.length === 0 && <Empty description={te('history.empty')} />}
      <Flex vertical gap={16}>
        {items.map(({ version, changes }) => (
          <Card
            key={version.id}
            size="small"
            title={
              <Space>
                <Tag color="blue">{te('history.version', { n: version.number })}</Tag>
                <Typography.Text type="secondary">{formatTime(version.decidedAt)}</Typography.Text>
              </Space>
            }
            extra={
              version.decidedBy &&
              te('history.approvedBy', {
                org: version.decidedByOrg?.name ?? '',
                name: version.decidedBy.name,
              })
            }
          >
            {version.number === 1 ? (
              <Typography.Text type="secondary">{te('history.first')}</Typography.Text>
            ) : (
              <InstitutionChanges changes={changes} />
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

/** Institution field names are labelled from this namespace; the table is the enterprise one. */
function InstitutionChanges({ changes }: { changes: Parameters<typeof ChangesTable>[0]['changes'] }) {
  const { t } = useTranslation('institution');
  return (
    <ChangesTable
      changes={changes}
      label={(path) => {
        const parts = path.split('.');
        const key = parts.at(-1)!;
        const name = t(`fields.${key === 'name' && parts[0] !== 'basic' ? 'contactName' : key}`, key);
        return parts.length === 3 && /^\d+$/.test(parts[1]!)
          ? `${t(`fields.${parts[0]}`, parts[0]!)} ${parts[1]} ${name}`
          : name;
      }}
    />
  );
}
