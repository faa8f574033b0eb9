// The list's filters of issue 3 §3: name, credit code, region subtree, industry, strategic
// industry, grade, stage, target board, green channel, tag. They live in the URL (keep-alive
// and the back button restore them); the cascaders accept any level.
import { GRADES, LISTING_STAGES, TARGET_BOARDS } from '@portal/contract';
import { Button, Cascader, Col, Form, Input, Row, Select, Space } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { EnterpriseFilters } from '../../api/enterprise';
import { useEnterpriseDictionaries } from '../../api/enterprise';
import { pathTo, regionTree, treeOf } from '../profile-versions';

type Values = Omit<EnterpriseFilters, 'regionCode' | 'industry' | 'strategicIndustry' | 'hasShortcut'> & {
  region?: string[];
  industry?: string[];
  strategic?: string[];
  hasShortcut?: 'true' | 'false';
};

const col = { xs: 24, sm: 12, lg: 8, xl: 6 };

export function CompanyFilters(props: {
  value: EnterpriseFilters;
  onChange: (f: EnterpriseFilters) => void;
}) {
  const { t } = useTranslation('enterprise');
  const [more, setMore] = useState(false);
  const [form] = Form.useForm<Values>();
  const dictionaries = useEnterpriseDictionaries();
  const d = dictionaries.data;
  const trees = useMemo(
    () => ({
      regions: regionTree(d),
      industries: treeOf(d?.industries ?? []),
      strategic: treeOf(d?.strategicIndustries ?? []),
    }),
    [d],
  );
  const v = props.value;
  const initial: Values = {
    ...v,
    region: v.regionCode ? pathTo(d?.regions ?? [], v.regionCode) : undefined,
    industry: v.industry?.split('/'),
    strategic: v.strategicIndustry ? pathTo(d?.strategicIndustries ?? [], v.strategicIndustry) : undefined,
    hasShortcut: v.hasShortcut === undefined ? undefined : v.hasShortcut ? 'true' : 'false',
  };
  const apply = (values: Values) => {
    const { region, industry, strategic, hasShortcut, ...rest } = values;
    props.onChange({
      ...rest,
      regionCode: region?.at(-1),
      industry: industry?.join('/'),
      strategicIndustry: strategic?.at(-1),
      hasShortcut: hasShortcut === undefined ? undefined : hasShortcut === 'true',
    });
  };
  const f = (key: string) => t(`list.filters.${key}`);
  const options = (values: readonly string[], group: string) =>
    values.map((x) => ({ value: x, label: t(`${group}.${x}`) }));
  return (
    <Form<Values>
      form={form}
      layout="vertical"
      initialValues={initial}
      onFinish={apply}
      key={JSON.stringify(v) + String(Boolean(d))}
    >
      <Row gutter={16}>
        <Col {...col}>
          <Form.Item name="name" label={f('name')}>
            <Input allowClear />
          </Form.Item>
        </Col>
        <Col {...col}>
          <Form.Item name="region" label={f('region')}>
            <Cascader options={trees.regions} changeOnSelect showSearch />
          </Form.Item>
        </Col>
        <Col {...col}>
          <Form.Item name="grade" label={f('grade')}>
            <Select allowClear options={options(GRADES, 'grades')} />
          </Form.Item>
        </Col>
        <Col {...col}>
          <Form.Item name="stage" label={f('stage')}>
            <Select allowClear options={options(LISTING_STAGES, 'stages')} />
          </Form.Item>
        </Col>
        {more && (
          <>
            <Col {...col}>
              <Form.Item name="creditCode" label={f('creditCode')}>
                <Input allowClear maxLength={18} />
              </Form.Item>
            </Col>
            <Col {...col}>
              <Form.Item name="industry" label={f('industry')}>
                <Cascader options={trees.industries} changeOnSelect showSearch />
              </Form.Item>
            </Col>
            <Col {...col}>
              <Form.Item name="strategic" label={f('strategic')}>
                <Cascader options={trees.strategic} changeOnSelect showSearch />
              </Form.Item>
            </Col>
            <Col {...col}>
              <Form.Item name="targetBoard" label={f('board')}>
                <Select allowClear options={options(TARGET_BOARDS, 'boards')} />
              </Form.Item>
            </Col>
            <Col {...col}>
              <Form.Item name="hasShortcut" label={f('shortcut')}>
                <Select
                  allowClear
                  options={[
                    { value: 'true', label: f('yes') },
                    { value: 'false', label: f('no') },
                  ]}
                />
              </Form.Item>
            </Col>
            <Col {...col}>
              <Form.Item name="tag" label={f('tag')}>
                <Input allowClear maxLength={20} />
              </Form.Item>
            </Col>
          </>
        )}
      </Row>
      <Space>
        <Button type="primary" htmlType="submit">
          {f('search')}
        </Button>
        <Button onClick={() => props.onChange({})}>{f('reset')}</Button>
        <Button type="link" onClick={() => setMore(!more)}>
          {more ? f('less') : f('more')}
        </Button>
      </Space>
    </Form>
  );
}
