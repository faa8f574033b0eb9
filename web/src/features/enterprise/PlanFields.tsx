// Listing plan and the engaged institutions (chosen from the institution library).
import { LISTING_STAGES, listingPlan, TARGET_BOARDS } from '@portal/contract';
import { Col, DatePicker, Form, Row, Select } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useInstitutionOptions } from '../../api/institution';
import { useEnumLabel } from '../../ui/enumLabel';
import { useRules } from '../profile-versions';

const col = { xs: 24, md: 12 };
const dateCol = { xs: 24, md: 8 };

export function PlanFields() {
  const { t } = useTranslation('enterprise');
  const label = useEnumLabel();
  const rules = useRules();
  // The listing ledger owns stage and board (issue 10 §1): shown here, changed there.
  const owned = (
    <>
      {t('fields.ledgerOwned')} <Link to="/report/ledger">{t('fields.toLedger')}</Link>
    </>
  );
  return (
    <Row gutter={16}>
      <Col {...col}>
        <Form.Item
          name={['listingPlan', 'stage']}
          label={t('fields.stage')}
          rules={rules(listingPlan.shape.stage, 'stage', { choose: true })}
          extra={owned}
        >
          <Select disabled options={LISTING_STAGES.map((v) => ({ value: v, label: label('stage', v) }))} />
        </Form.Item>
      </Col>
      <Col {...col}>
        <Form.Item name={['listingPlan', 'targetBoard']} label={t('fields.targetBoard')} extra={owned}>
          <Select disabled options={TARGET_BOARDS.map((v) => ({ value: v, label: label('board', v) }))} />
        </Form.Item>
      </Col>
      {(['plannedReformDate', 'plannedFilingDate', 'plannedListingDate'] as const).map((k) => (
        <Col {...dateCol} key={k}>
          <Form.Item name={['listingPlan', k]} label={t(`fields.${k}`)}>
            <DatePicker style={{ width: '100%' }} />
          </Form.Item>
        </Col>
      ))}
    </Row>
  );
}

const ROLES = [
  ['broker', 'BROKER'],
  ['lawFirm', 'LAW_FIRM'],
  ['accountingFirm', 'ACCOUNTING_FIRM'],
] as const;

function LibrarySelect(props: {
  type: (typeof ROLES)[number][1];
  value?: { value: string; label: string };
  onChange?: (v: { value: string; label: string } | undefined) => void;
  id?: string;
}) {
  const { t } = useTranslation('enterprise');
  const [keyword, setKeyword] = useState('');
  const options = useInstitutionOptions(props.type, keyword);
  const list = (options.data ?? []).map((o) => ({ value: o.id, label: o.name }));
  // The chosen entry stays listed even when the search no longer finds it.
  if (props.value && !list.some((o) => o.value === props.value!.value)) list.unshift(props.value);
  return (
    <Select
      id={props.id}
      labelInValue
      allowClear
      showSearch={{ filterOption: false, onSearch: setKeyword }}
      loading={options.isFetching}
      placeholder={t('form.pickInstitution')}
      value={props.value}
      onChange={(v) => props.onChange?.(v ? { value: v.value, label: String(v.label) } : undefined)}
      options={list}
    />
  );
}

export function InstitutionFields() {
  const { t } = useTranslation('enterprise');
  return (
    <Row gutter={16}>
      {ROLES.map(([role, type]) => (
        <Col xs={24} md={8} key={role}>
          <Form.Item name={['institutions', role]} label={t(`fields.${role}`)}>
            <LibrarySelect type={type} />
          </Form.Item>
        </Col>
      ))}
    </Row>
  );
}
