// /intermediary/organization (the professional-services directory: every group, searchable by
// every signed-in user) and /{group}/organization (one group's directory): approved
// institutions as cards, filtered on the server.
import {
  type DirectoryEntry,
  INSTITUTION_GROUPS,
  INSTITUTION_TYPES,
  INVESTMENT_STAGES,
  type InstitutionGroup,
  type InvestmentStage,
  institutionGroupOf,
  type OrgType,
} from '@portal/contract';
import { Card, Cascader, Descriptions, Empty, Flex, Input, List, Select, Space, Tag, Typography } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { useEnterpriseDictionaries } from '../../api/enterprise';
import { useDirectory } from '../../api/institution';
import { useEnumLabel } from '../../ui/enumLabel';
import { text, useListState } from '../../ui/listState';
import { regionTree } from '../profile-versions';
import { useRouteGroup } from './route';

function Entry({ e }: { e: DirectoryEntry }) {
  const { t } = useTranslation('institution');
  const label = useEnumLabel();
  const contact = e.contacts[0];
  return (
    <Card
      size="small"
      title={<Link to={`/${e.group}/profile?id=${e.id}`}>{e.name}</Link>}
      extra={<Tag color="blue">{label('orgType', e.type)}</Tag>}
      style={{ height: '100%' }}
    >
      <Typography.Paragraph ellipsis={{ rows: 2 }} type="secondary">
        {e.introduction}
      </Typography.Paragraph>
      <Space size={[4, 4]} wrap style={{ marginBottom: 8 }}>
        {e.services.map((s) => (
          <Tag key={s}>{s}</Tag>
        ))}
      </Space>
      <Descriptions
        size="small"
        column={1}
        items={[
          { key: 'region', label: t('fields.regionCode'), children: e.regionName ?? t('none') },
          {
            key: 'contact',
            label: t('directory.contact'),
            children: contact ? `${contact.name} ${contact.mobile}` : t('none'),
          },
        ]}
      />
    </Card>
  );
}

export default function DirectoryPage() {
  const { t } = useTranslation('institution');
  const label = useEnumLabel();
  const { group: routeGroup } = useRouteGroup();
  // The intermediary path is the whole professional-services directory (spec §2 header target).
  const all = useLocation().pathname === '/intermediary/organization';
  const state = useListState((p) => ({
    group: (all ? text(p, 'group') : routeGroup) as InstitutionGroup | undefined,
    type: text(p, 'type') as OrgType | undefined,
    keyword: text(p, 'keyword'),
    regionCode: text(p, 'regionCode'),
    service: text(p, 'service'),
    industry: text(p, 'industry'),
    stage: text(p, 'stage') as InvestmentStage | undefined,
  }));
  const f = state.filters;
  const directory = useDirectory({ ...f, page: state.page, size: state.size });
  const dictionaries = useEnterpriseDictionaries();
  const regions = useMemo(() => regionTree(dictionaries.data), [dictionaries.data]);
  const sections = (dictionaries.data?.industries ?? []).filter((i) => !i.parentCode);
  const types = INSTITUTION_TYPES.filter((ty) => !f.group || institutionGroupOf(ty) === f.group);
  const set = (patch: Partial<typeof f>) => state.setFilters({ ...f, ...patch });
  const investors = f.group === 'investment' || f.type === 'INVESTMENT' || f.type === 'FUND';
  return (
    <Card title={all ? t('directory.title') : t('directory.titleOf', { group: t(`groups.${routeGroup}`) })}>
      <Flex gap={12} wrap style={{ marginBottom: 16 }}>
        <Input.Search
          allowClear
          defaultValue={f.keyword}
          placeholder={t('directory.keyword')}
          onSearch={(k) => set({ keyword: k.trim() || undefined })}
          style={{ width: 260 }}
        />
        {all && (
          <Select
            allowClear
            placeholder={t('directory.group')}
            style={{ width: 160 }}
            value={f.group}
            onChange={(g) => set({ group: g, type: undefined })}
            options={INSTITUTION_GROUPS.map((g) => ({ value: g, label: t(`groups.${g}`) }))}
          />
        )}
        <Select
          allowClear
          placeholder={t('directory.type')}
          style={{ width: 180 }}
          value={f.type}
          onChange={(ty) => set({ type: ty })}
          options={types.map((ty) => ({ value: ty, label: label('orgType', ty) }))}
        />
        <Cascader
          changeOnSelect
          placeholder={t('directory.region')}
          style={{ width: 220 }}
          options={regions}
          onChange={(path) => set({ regionCode: (path as string[] | undefined)?.at(-1) })}
        />
        <Input
          allowClear
          placeholder={t('directory.service')}
          defaultValue={f.service}
          style={{ width: 160 }}
          onPressEnter={(e) => set({ service: e.currentTarget.value.trim() || undefined })}
          onClear={() => set({ service: undefined })}
        />
        {investors && (
          <>
            <Select
              allowClear
              placeholder={t('directory.industry')}
              style={{ width: 200 }}
              value={f.industry}
              onChange={(v) => set({ industry: v })}
              options={sections.map((s) => ({ value: s.code, label: s.name }))}
            />
            <Select
              allowClear
              placeholder={t('directory.stage')}
              style={{ width: 140 }}
              value={f.stage}
              onChange={(v) => set({ stage: v })}
              options={INVESTMENT_STAGES.map((s) => ({ value: s, label: t(`stages.${s}`) }))}
            />
          </>
        )}
      </Flex>
      <List<DirectoryEntry>
        grid={{ gutter: 16, xs: 1, md: 2, xl: 3 }}
        loading={directory.isFetching}
        dataSource={directory.data?.items ?? []}
        locale={{
          emptyText: <Empty description={directory.isError ? t('loadFailed') : t('directory.empty')} />,
        }}
        renderItem={(e) => (
          <List.Item>
            <Entry e={e} />
          </List.Item>
        )}
        pagination={{
          current: state.page,
          pageSize: state.size,
          total: directory.data?.total ?? 0,
          showTotal: (total) => t('directory.total', { total }),
          onChange: state.setPage,
        }}
      />
    </Card>
  );
}
