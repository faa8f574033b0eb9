// The ledger form: the road's stages in order with their dates, the exchange or the overseas
// filing route by target board, side states, intermediaries and problems. Saving names the version
// it was loaded at (409 reloads), and a refusal's fields are marked where they are.
import { MinusCircleOutlined, PlusOutlined } from '@ant-design/icons';
import { TARGET_BOARDS } from '@portal/contract';
import {
  COMMITTEE_RESULTS,
  type LedgerData,
  type LedgerView,
  REGISTRATION_RESULTS,
  SUSPENSION_REASONS,
  TERMINATION_REASONS,
} from '@portal/contract/ledger';
import { Alert, Button, Card, Col, Form, Input, Row, Select, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../api/client';
import { useEnumLabel } from '../../ui/enumLabel';
import { toast } from '../../ui/feedback';
import { clean } from '../../ui/formRules';
import { col, DayCol, DayItem, IntermediaryItem } from './fields';
import { useSaveLedger } from './queries';

const ROLES = ['broker', 'lawFirm', 'accountingFirm'] as const;

/** What the form holds, back into the contract's shape: empty parts dropped. */
function bodyOf(values: LedgerData): LedgerData {
  const out = clean(values);
  for (const r of ROLES) if (!out[r]?.name) delete out[r];
  return out;
}

/** A refusal's `ledger.a.0.b` paths as the form's names. */
function fieldsOf(error: ApiError) {
  return error.details
    .filter((d) => d.path.startsWith('ledger.'))
    .map((d) => ({
      name: d.path
        .slice('ledger.'.length)
        .split('.')
        .map((p) => (/^\d+$/.test(p) ? Number(p) : p)),
      errors: [d.message],
    }));
}

export function LedgerForm({ view, enterpriseId }: { view: LedgerView; enterpriseId: string | null }) {
  const { t } = useTranslation('ledger');
  const label = useEnumLabel();
  const [form] = Form.useForm<LedgerData>();
  const save = useSaveLedger(enterpriseId);
  const board = Form.useWatch('targetBoard', form) ?? view.ledger.targetBoard;
  const overseas = board === 'OVERSEAS';
  const off = !view.abilities.edit;
  const f = (k: string) => t(`field.${k}`);
  const options = <V extends string>(values: readonly V[], name: (v: V) => string) =>
    values.map((value) => ({ value, label: name(value) }));

  async function submit(values: LedgerData) {
    try {
      await save.mutateAsync({ version: view.version, ledger: bodyOf(values) });
      toast.success(t('form.saved'));
    } catch (error) {
      if (error instanceof ApiError && error.status === 409) toast.error(t('form.stale'));
      else if (error instanceof ApiError && error.status === 400) {
        const fields = fieldsOf(error);
        form.setFields(fields as Parameters<typeof form.setFields>[0]);
        if (fields.length === 0) toast.error(error.message);
      }
    }
  }

  return (
    <Form<LedgerData>
      form={form}
      layout="vertical"
      initialValues={view.ledger}
      onFinish={submit}
      disabled={off}
      key={`${view.enterpriseId}-${view.version}`}
      data-testid="ledger-form"
    >
      {off && <Alert type="info" showIcon message={t('form.readOnly')} style={{ marginBottom: 16 }} />}
      <Card size="small" title={t('section.plan')} style={{ marginBottom: 16 }}>
        <Row gutter={16}>
          <Col {...col}>
            <Form.Item name="targetBoard" label={f('targetBoard')}>
              <Select
                allowClear
                options={options(TARGET_BOARDS, (b) => label('board', b))}
                data-testid="ledger-board"
              />
            </Form.Item>
          </Col>
          <DayCol name="reserveOn" label={f('reserveOn')} />
        </Row>
      </Card>
      <Card size="small" title={t('section.tutoring')} style={{ marginBottom: 16 }}>
        <Row gutter={16}>
          <DayCol name="reformOn" label={f('reformOn')} />
          <DayCol name="tutoringFiledOn" label={f('tutoringFiledOn')} />
          <Col {...col}>
            <Form.Item name="tutoringBureau" label={f('tutoringBureau')}>
              <Input maxLength={60} />
            </Form.Item>
          </Col>
          <Col {...col}>
            <Form.Item
              name="sponsorRepresentatives"
              label={f('sponsorRepresentatives')}
              tooltip={t('form.sponsorHint')}
            >
              <Select mode="tags" open={false} maxCount={4} />
            </Form.Item>
          </Col>
          <DayCol name="tutoringAcceptedOn" label={f('tutoringAcceptedOn')} />
        </Row>
      </Card>
      {overseas ? (
        <Card size="small" title={t('section.overseas')} style={{ marginBottom: 16 }}>
          <Row gutter={16}>
            <DayCol name="overseasFiledOn" label={f('overseasFiledOn')} />
            <DayCol name="overseasCompletedOn" label={f('overseasCompletedOn')} />
          </Row>
        </Card>
      ) : (
        <Card size="small" title={t('section.exchange')} style={{ marginBottom: 16 }}>
          <Row gutter={16}>
            <DayCol name="filedOn" label={f('filedOn')} />
            <DayCol name="acceptedOn" label={f('acceptedOn')} />
          </Row>
          <Form.List name="inquiries">
            {(rounds, { add, remove }) => (
              <>
                {rounds.map((round, i) => (
                  <Row gutter={16} key={round.key} align="bottom">
                    <Col {...col}>
                      <DayItem
                        name={[round.name, 'issuedOn']}
                        label={`${t('form.round', { n: i + 1 })} ${f('issuedOn')}`}
                      />
                    </Col>
                    <Col {...col}>
                      <DayItem name={[round.name, 'repliedOn']} label={f('repliedOn')} />
                    </Col>
                    <Col {...col}>
                      <Form.Item>
                        <Button icon={<MinusCircleOutlined />} onClick={() => remove(round.name)}>
                          {t('form.removeRound')}
                        </Button>
                      </Form.Item>
                    </Col>
                  </Row>
                ))}
                <Form.Item>
                  <Button
                    type="dashed"
                    icon={<PlusOutlined />}
                    onClick={() => add()}
                    disabled={off || rounds.length >= 10}
                  >
                    {t('form.addRound')}
                  </Button>
                </Form.Item>
              </>
            )}
          </Form.List>
          <Row gutter={16}>
            <DayCol name="committeeOn" label={f('committeeOn')} />
            <Col {...col}>
              <Form.Item name="committeeResult" label={f('committeeResult')}>
                <Select allowClear options={options(COMMITTEE_RESULTS, (r) => label('committeeResult', r))} />
              </Form.Item>
            </Col>
          </Row>
          <Row gutter={16}>
            <DayCol name="registrationSubmittedOn" label={f('registrationSubmittedOn')} />
            <DayCol name="registrationDecidedOn" label={f('registrationDecidedOn')} />
            <Col {...col}>
              <Form.Item name="registrationResult" label={f('registrationResult')}>
                <Select
                  allowClear
                  options={options(REGISTRATION_RESULTS, (r) => label('registrationResult', r))}
                />
              </Form.Item>
            </Col>
          </Row>
        </Card>
      )}
      <Card size="small" title={t('section.listing')} style={{ marginBottom: 16 }}>
        <Row gutter={16}>
          {!overseas && <DayCol name="issuedOn" label={f('issued')} />}
          <DayCol name="listedOn" label={f('listedOn')} />
          <Col {...col}>
            <Form.Item name="stockCode" label={f('stockCode')}>
              <Input maxLength={12} />
            </Form.Item>
          </Col>
          <Col {...col}>
            <Form.Item name="fundsRaised" label={f('fundsRaised')}>
              <Input inputMode="decimal" maxLength={20} />
            </Form.Item>
          </Col>
        </Row>
      </Card>
      <Card size="small" title={t('section.side')} style={{ marginBottom: 16 }}>
        <Row gutter={16}>
          <DayCol name="suspendedOn" label={f('suspendedOn')} />
          <Col {...col}>
            <Form.Item name="suspensionReason" label={f('suspensionReason')}>
              <Select allowClear options={options(SUSPENSION_REASONS, (r) => t(`suspension.${r}`))} />
            </Form.Item>
          </Col>
          <DayCol name="resumedOn" label={f('resumedOn')} />
          <DayCol name="terminatedOn" label={f('terminatedOn')} />
          <Col {...col}>
            <Form.Item name="terminationReason" label={f('terminationReason')}>
              <Select allowClear options={options(TERMINATION_REASONS, (r) => t(`termination.${r}`))} />
            </Form.Item>
          </Col>
        </Row>
      </Card>
      <Card size="small" title={t('section.intermediaries')} style={{ marginBottom: 16 }}>
        <Row gutter={16}>
          {ROLES.map((r) => (
            <IntermediaryItem key={r} role={r} label={f(r)} disabled={off} />
          ))}
        </Row>
      </Card>
      <Card size="small" title={t('section.problems')} style={{ marginBottom: 16 }}>
        <Form.List name="problems">
          {(items, { add, remove }) => (
            <>
              {items.map((item) => (
                <Space key={item.key} align="baseline" style={{ display: 'flex' }}>
                  <Form.Item name={item.name} style={{ width: 560 }}>
                    <Input maxLength={300} />
                  </Form.Item>
                  <MinusCircleOutlined onClick={() => !off && remove(item.name)} />
                </Space>
              ))}
              <Button
                type="dashed"
                icon={<PlusOutlined />}
                onClick={() => add('')}
                disabled={off || items.length >= 20}
              >
                {t('form.addProblem')}
              </Button>
            </>
          )}
        </Form.List>
      </Card>
      {!off && (
        <Button type="primary" htmlType="submit" loading={save.isPending} data-testid="ledger-save">
          {t('form.save')}
        </Button>
      )}
    </Form>
  );
}
