// One intermediary: its track record by board and stage, the enterprises of the caller's region it
// serves, its people, and the regulatory measures recorded against it (administrators add and
// remove them, removal after confirmation).
import type { RegulatoryMeasure } from '@portal/contract/agency';
import { Button, Descriptions, Drawer, Form, Input, List, Space, Table, Tag, Typography } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { useSignedIn } from '../../session/handle';
import { confirm, toast } from '../../ui';
import { DateField } from '../../ui/date/DateField';
import { useEnumLabel } from '../../ui/enumLabel';
import { showFieldErrors } from '../../ui/formRules';
import { useAddMeasure, useAgency, useDeleteMeasure } from './api';

const asDay = {
  getValueProps: (v?: string) => ({ value: v ? dayjs(v) : null }),
  normalize: (d: Dayjs | null) => d?.format('YYYY-MM-DD'),
};

export function AgencyDrawer({
  institutionId,
  onClose,
}: {
  institutionId: string | null;
  onClose: () => void;
}) {
  const { t } = useTranslation('agency');
  const label = useEnumLabel();
  const signedIn = useSignedIn();
  const isAdmin = signedIn.authorities.includes('ADMIN');
  const detail = useAgency(institutionId);
  const add = useAddMeasure();
  const remove = useDeleteMeasure();
  const [form] = Form.useForm();
  const d = detail.data;
  const boardName = (k: string) => (k === 'UNKNOWN' ? t('unknownBoard') : label('board', k as never));

  const save = (body: { measure: string; source: string; decidedOn: string; note?: string }) =>
    institutionId &&
    add.mutateAsync({ institutionId, body }).then(
      () => {
        toast.success(t('measure.saved'));
        form.resetFields();
      },
      (e: unknown) => {
        if (!showFieldErrors(form, e)) toast.error(e instanceof Error ? e.message : String(e));
      },
    );
  const drop = (m: RegulatoryMeasure) =>
    confirm({
      title: t('measure.deleteTitle'),
      content: t('measure.deleteConfirm', { measure: m.measure }),
      danger: true,
      onCancel: () => {},
      onOk: () => remove.mutateAsync(m.measureId).catch((e: Error) => toast.error(e.message)),
    });

  return (
    <Drawer
      open={institutionId !== null}
      onClose={onClose}
      width={820}
      title={d?.name}
      loading={detail.isPending}
    >
      {d && (
        <Space direction="vertical" size="large" style={{ width: '100%' }} data-testid="agency-detail">
          <Descriptions column={2} size="small" bordered>
            <Descriptions.Item label={t('columns.type')}>{label('orgType', d.type)}</Descriptions.Item>
            <Descriptions.Item label={t('columns.served')}>{d.served}</Descriptions.Item>
            <Descriptions.Item label={t('columns.listed')}>{d.listed}</Descriptions.Item>
            <Descriptions.Item label={t('columns.measures')}>{d.measures}</Descriptions.Item>
            <Descriptions.Item label={t('byBoard')} span={2}>
              {d.byBoard.map((b) => (
                <Tag key={b.key}>
                  {boardName(b.key)} {b.n}
                </Tag>
              ))}
            </Descriptions.Item>
            <Descriptions.Item label={t('byStage')} span={2}>
              {d.byStage.map((s) => (
                <Tag key={s.key}>
                  {label('ledgerStage', s.key as never)} {s.n}
                </Tag>
              ))}
            </Descriptions.Item>
          </Descriptions>
          <div>
            <Typography.Title level={5}>{t('enterprises')}</Typography.Title>
            <Table
              size="small"
              rowKey={(e) => `${e.enterpriseId}-${e.role}`}
              dataSource={d.enterprises}
              pagination={{ pageSize: 10 }}
              locale={{ emptyText: t('noEnterprises') }}
              columns={[
                {
                  title: t('columns.enterprise'),
                  dataIndex: 'name',
                  render: (name: string, e) =>
                    e.stage === 'ISSUED' ? (
                      <Typography.Text strong>
                        {name} <Tag color="red">{t('listedTag')}</Tag>
                      </Typography.Text>
                    ) : (
                      name
                    ),
                },
                {
                  title: t('columns.role'),
                  dataIndex: 'role',
                  width: 120,
                  render: (r: string) => t(`role.${r}`),
                },
                {
                  title: t('columns.stage'),
                  dataIndex: 'stage',
                  width: 130,
                  render: (s: string) => label('ledgerStage', s as never),
                },
                {
                  title: t('columns.board'),
                  dataIndex: 'board',
                  width: 110,
                  render: (b: string | null) => (b ? boardName(b) : ''),
                },
              ]}
            />
          </div>
          <div data-testid="agency-ipo">
            <Typography.Title level={5}>{t('ipo.title', { count: d.ipoCases })}</Typography.Title>
            <Typography.Paragraph type="secondary">
              {d.ipo.source ? (
                <>
                  {t('ipo.source', { source: d.ipo.source.name, asOf: d.ipo.source.asOf })}
                  {d.ipo.source.synthetic && <Tag style={{ marginInlineStart: 8 }}>{t('ipo.synthetic')}</Tag>}
                </>
              ) : (
                t('ipo.noData')
              )}
            </Typography.Paragraph>
            {d.ipo.byStatus.length > 0 && (
              <Space wrap style={{ marginBottom: 8 }}>
                {d.ipo.byStatus.map((s) => (
                  <Tag key={s.key}>
                    {label('ipoStatus', s.key as never)} {s.n}
                  </Tag>
                ))}
              </Space>
            )}
            <Table
              size="small"
              rowKey={(c) => `${c.companyName}-${c.board}-${c.role}`}
              dataSource={d.ipo.cases}
              pagination={false}
              locale={{ emptyText: t('ipo.none') }}
              columns={[
                { title: t('ipo.company'), dataIndex: 'companyName' },
                {
                  title: t('columns.role'),
                  dataIndex: 'role',
                  width: 110,
                  render: (r: string) => t(`ipo.role.${r}`),
                },
                {
                  title: t('columns.board'),
                  dataIndex: 'board',
                  width: 110,
                  render: (b: string) => label('ipoBoard', b as never),
                },
                {
                  title: t('ipo.status'),
                  dataIndex: 'status',
                  width: 110,
                  render: (v: string) => label('ipoStatus', v as never),
                },
                { title: t('ipo.acceptedOn'), dataIndex: 'acceptedOn', width: 110 },
              ]}
            />
          </div>
          <div>
            <Typography.Title level={5}>{t('people')}</Typography.Title>
            {d.people.length === 0 ? (
              <Typography.Text type="secondary">{t('noPeople')}</Typography.Text>
            ) : (
              d.people.map((p) => (
                <Tag key={`${p.role}-${p.name}`}>
                  {p.name}（{p.role}）
                </Tag>
              ))
            )}
          </div>
          <div>
            <Typography.Title level={5}>{t('measuresTitle')}</Typography.Title>
            <List<RegulatoryMeasure>
              size="small"
              dataSource={d.measureList}
              locale={{ emptyText: t('noMeasures') }}
              renderItem={(m) => (
                <List.Item
                  actions={
                    isAdmin
                      ? [
                          <Button key="delete" type="link" danger size="small" onClick={() => drop(m)}>
                            {t('measure.delete')}
                          </Button>,
                        ]
                      : []
                  }
                >
                  <List.Item.Meta
                    title={`${m.decidedOn}　${m.measure}`}
                    description={`${t('measure.source')}：${m.source}${m.note ? `　${m.note}` : ''}`}
                  />
                </List.Item>
              )}
            />
            {isAdmin && (
              <Form form={form} layout="inline" onFinish={save} style={{ marginTop: 12, rowGap: 8 }}>
                <Form.Item name="measure" rules={[{ required: true, message: t('measure.required') }]}>
                  <Input placeholder={t('measure.measure')} maxLength={200} />
                </Form.Item>
                <Form.Item name="source" rules={[{ required: true, message: t('measure.sourceRequired') }]}>
                  <Input placeholder={t('measure.source')} maxLength={200} />
                </Form.Item>
                <Form.Item
                  name="decidedOn"
                  rules={[{ required: true, message: t('measure.dateRequired') }]}
                  {...asDay}
                >
                  <DateField />
                </Form.Item>
                <Button htmlType="submit" loading={add.isPending}>
                  {t('measure.add')}
                </Button>
              </Form>
            )}
          </div>
        </Space>
      )}
    </Drawer>
  );
}
