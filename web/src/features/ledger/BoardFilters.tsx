// The board's filters (issue 10 §1): region down to county, grade, industry, target board. They
// live in the address, so the back button and a shared link restore the view.
import { GRADES, TARGET_BOARDS } from '@portal/contract';
import type { LedgerFilters } from '@portal/contract/ledger';
import { Button, Cascader, Col, Form, Row, Select, Space } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useEnterpriseDictionaries } from '../../api/enterprise';
import { useEnumLabel } from '../../ui/enumLabel';
import { pathTo, regionTree, treeOf } from '../profile-versions';

type Values = {
  region?: string[];
  industry?: string[];
  grade?: LedgerFilters['grade'];
  targetBoard?: LedgerFilters['targetBoard'];
};
const col = { xs: 24, sm: 12, lg: 6 };

export function BoardFilters({
  value,
  onChange,
}: {
  value: LedgerFilters;
  onChange: (f: LedgerFilters) => void;
}) {
  const { t } = useTranslation('ledger');
  const label = useEnumLabel();
  const d = useEnterpriseDictionaries().data;
  const trees = useMemo(() => ({ regions: regionTree(d), industries: treeOf(d?.industries ?? []) }), [d]);
  const initial: Values = {
    region: value.regionCode ? pathTo(d?.regions ?? [], value.regionCode) : undefined,
    industry: value.industry?.split('/'),
    grade: value.grade,
    targetBoard: value.targetBoard,
  };
  const f = (k: string) => t(`board.filters.${k}`);
  return (
    <Form<Values>
      layout="vertical"
      initialValues={initial}
      key={JSON.stringify(value) + String(Boolean(d))}
      onFinish={(v) =>
        onChange({
          regionCode: v.region?.at(-1),
          industry: v.industry?.join('/'),
          grade: v.grade,
          targetBoard: v.targetBoard,
        })
      }
      data-testid="ledger-filters"
    >
      <Row gutter={16}>
        <Col {...col}>
          <Form.Item name="region" label={f('region')}>
            <Cascader options={trees.regions} changeOnSelect showSearch data-testid="ledger-filter-region" />
          </Form.Item>
        </Col>
        <Col {...col}>
          <Form.Item name="grade" label={f('grade')}>
            <Select
              allowClear
              options={GRADES.map((g) => ({ value: g, label: label('grade', g) }))}
              data-testid="ledger-filter-grade"
            />
          </Form.Item>
        </Col>
        <Col {...col}>
          <Form.Item name="industry" label={f('industry')}>
            <Cascader options={trees.industries} changeOnSelect showSearch />
          </Form.Item>
        </Col>
        <Col {...col}>
          <Form.Item name="targetBoard" label={f('board')}>
            <Select
              allowClear
              options={TARGET_BOARDS.map((b) => ({ value: b, label: label('board', b) }))}
              data-testid="ledger-filter-board"
            />
          </Form.Item>
        </Col>
      </Row>
      <Space>
        <Button type="primary" htmlType="submit" data-testid="ledger-filter-search">
          {f('search')}
        </Button>
        <Button onClick={() => onChange({})}>{f('reset')}</Button>
      </Space>
    </Form>
  );
}
