// /company/gradeChange: change an enterprise's grades (pick it by name, or arrive with ?id=) and
// the record of grade changes in my scope.
import type { Grade, GradeChange } from '@portal/contract';
import type { TableColumnsType } from 'antd';
import { Button, Card, Empty, Flex, Select, Space, Table, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useEnterpriseList, useEnterpriseProfile, useGradeHistory } from '../../api/enterprise';
import { text, useListState } from '../../ui/listState';
import { formatMinute } from '../../ui/time';
import { GradeChangeModal } from './GradeChangeModal';
import { GradeTags } from './GradeTags';

function EnterprisePicker({ value, onChange }: { value?: string; onChange: (id?: string) => void }) {
  const { t } = useTranslation('enterprise');
  const [name, setName] = useState('');
  const list = useEnterpriseList({ name: name || undefined, page: 1, size: 20 });
  return (
    <Select
      allowClear
      style={{ width: 360 }}
      value={value}
      placeholder={t('grade.pickEnterprise')}
      showSearch={{ filterOption: false, onSearch: setName }}
      loading={list.isFetching}
      onChange={onChange}
      options={(list.data?.items ?? []).map((e) => ({ value: e.id, label: e.name }))}
    />
  );
}

export default function GradeChangePage() {
  const { t } = useTranslation('enterprise');
  const state = useListState((p) => ({ id: text(p, 'id') }));
  const id = state.filters.id;
  const chosen = useEnterpriseProfile(id ?? null);
  const history = useGradeHistory({ id, page: state.page, size: state.size });
  const [open, setOpen] = useState(false);
  const e = chosen.data?.enterprise;
  const columns: TableColumnsType<GradeChange> = [
    {
      title: t('grade.columns.enterprise'),
      dataIndex: 'enterpriseName',
      render: (n: string, r) => <Link to={`/company/profile?id=${r.enterpriseId}`}>{n}</Link>,
    },
    {
      title: t('grade.columns.from'),
      dataIndex: 'fromGrades',
      render: (g: Grade[]) => <GradeTags grades={g} />,
    },
    {
      title: t('grade.columns.to'),
      key: 'to',
      render: (_, r) => (
        <Space size={4} wrap>
          <GradeTags grades={r.toGrades} />
          {r.toShortcut !== r.fromShortcut && (
            <Tag color="green">{`${t('fields.hasShortcut')}${r.toShortcut ? t('grade.shortcutOn') : t('grade.shortcutOff')}`}</Tag>
          )}
        </Space>
      ),
    },
    { title: t('grade.columns.reason'), dataIndex: 'reason' },
    {
      title: t('grade.columns.actor'),
      dataIndex: 'actor',
      width: 200,
      render: (a: GradeChange['actor']) => (a ? `${a.orgName} ${a.name}` : t('none')),
    },
    {
      title: t('grade.columns.at'),
      dataIndex: 'at',
      width: 170,
      render: (v: string | null) => formatMinute(v),
    },
  ];
  return (
    <Flex vertical gap={16}>
      <Card title={t('grade.title')}>
        <Space wrap align="center">
          <Typography.Text>{t('grade.enterprise')}</Typography.Text>
          <EnterprisePicker value={id} onChange={(next) => state.setFilters({ id: next })} />
          {e && (
            <>
              <Typography.Text type="secondary">{t('grade.current')}</Typography.Text>
              <GradeTags grades={e.grades} />
              {chosen.data?.abilities.changeGrade && (
                <Button type="primary" onClick={() => setOpen(true)}>
                  {t('grade.change')}
                </Button>
              )}
            </>
          )}
        </Space>
      </Card>
      <Card title={t('grade.history')}>
        <Table<GradeChange>
          rowKey="id"
          columns={columns}
          dataSource={history.data?.items ?? []}
          loading={history.isFetching}
          scroll={{ x: 900 }}
          locale={{ emptyText: <Empty description={t('grade.empty')} /> }}
          pagination={{
            current: state.page,
            pageSize: state.size,
            total: history.data?.total ?? 0,
            onChange: state.setPage,
          }}
        />
      </Card>
      <GradeChangeModal target={open && e ? e : null} onClose={() => setOpen(false)} />
    </Flex>
  );
}
