// /training/training[?id=]: an office writes a training (draft or published at once) or changes
// one; field errors from the server show under their fields, a stale edit is refused (409).
import { ArrowLeftOutlined, MinusCircleOutlined, PlusOutlined, UploadOutlined } from '@ant-design/icons';
import { GRADES, LISTING_STAGES } from '@portal/contract';
import {
  AUDIENCE_TYPES,
  CO_ORGANISER_KINDS,
  TRAINING_CAPACITY_MAX,
  TRAINING_MODES,
  TRAINING_TITLE_MAX,
  type TrainingDetail,
  type TrainingInput,
} from '@portal/contract/training';
import {
  Button,
  Card,
  Checkbox,
  Form,
  Input,
  InputNumber,
  Radio,
  Result,
  Select,
  Skeleton,
  Space,
  Switch,
  Upload,
} from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { useUploadFile } from '../../api/files';
import { useSignedIn } from '../../session/handle';
import { toast } from '../../ui';
import { DateRangeField } from '../../ui/date/DateField';
import { RichTextEditor } from '../../ui/editor';
import { useEnumLabel } from '../../ui/enumLabel';
import { showFieldErrors } from '../../ui/formRules';
import { RegionCascader } from '../../ui/region/RegionCascader';
import { formatMinute } from '../../ui/time';
import { useSaveTraining, useTraining } from './queries';

type Range = [Dayjs | null, Dayjs | null] | null;
type Values = Omit<TrainingInput, 'startsAt' | 'endsAt' | 'enrolFrom' | 'enrolUntil' | 'audience'> & {
  time: Range;
  enrolWindow: Range;
  audience: { types: string[]; grades: string[]; stages: string[]; region?: string[] };
};

/** The pickers show China wall-clock time whatever the browser's zone (as the pages print it). */
const iso = (d: Dayjs | null | undefined) => (d ? `${d.format('YYYY-MM-DDTHH:mm')}:00+08:00` : '');
const wall = (at: string) => dayjs(formatMinute(at));

function valuesOf(d: TrainingDetail): Values {
  return {
    title: d.title,
    organiser: d.organiser,
    coOrganisers: d.coOrganisers,
    mode: d.mode,
    place: d.place,
    link: d.link,
    capacity: d.seats.capacity,
    needsReview: d.needsReview,
    content: d.content,
    materials: d.materials,
    time: [wall(d.startsAt), wall(d.endsAt)],
    enrolWindow: [wall(d.enrolFrom), wall(d.enrolUntil)],
    audience: { types: d.audience.types, grades: d.audience.grades, stages: d.audience.stages },
  } as Values;
}

export default function TrainingEditPage() {
  const { t } = useTranslation('training');
  const label = useEnumLabel();
  const navigate = useNavigate();
  const me = useSignedIn();
  const [search] = useSearchParams();
  const id = search.get('id');
  const [form] = Form.useForm<Values>();
  const current = useTraining(id);
  const save = useSaveTraining();
  const upload = useUploadFile();
  const mode = Form.useWatch('mode', form);

  useEffect(() => {
    if (id && current.data) form.setFieldsValue(valuesOf(current.data));
  }, [id, current.data, form]);

  if (id && current.isError) return <Result status="404" subTitle={t('detail.notFound')} />;
  const required = (field: string) => [{ required: true, message: t('form.required', { field: t(field) }) }];

  const submit = (publish: boolean) => async () => {
    const v = await form.validateFields().catch(() => null);
    if (!v) return;
    const region = v.audience.region?.at(-1);
    const input: TrainingInput = {
      title: v.title,
      organiser: v.organiser,
      coOrganisers: v.coOrganisers ?? [],
      mode: v.mode,
      place: v.place ?? '',
      link: v.link ?? '',
      capacity: v.capacity,
      needsReview: v.needsReview ?? false,
      content: v.content ?? '',
      materials: v.materials ?? [],
      startsAt: iso(v.time?.[0]),
      endsAt: iso(v.time?.[1]),
      enrolFrom: iso(v.enrolWindow?.[0]),
      enrolUntil: iso(v.enrolWindow?.[1]),
      audience: {
        types: v.audience.types as never,
        grades: v.audience.grades as never,
        stages: v.audience.stages as never,
        regions: region ? [region] : (current.data?.audience.regions ?? []),
      },
      publish,
    };
    save.mutateAsync({ trainingId: id ?? undefined, input, version: current.data?.version }).then(
      (saved) => {
        toast.success(t('form.saved'));
        navigate(`/training/detail?id=${saved.id}`);
      },
      (error: unknown) => {
        if (!showFieldErrors(form, error))
          toast.error(error instanceof Error ? error.message : String(error));
      },
    );
  };

  const published = current.data?.status === 'PUBLISHED';
  return (
    <Card
      title={t(id ? 'form.editTitle' : 'form.createTitle')}
      extra={
        <Button icon={<ArrowLeftOutlined />} onClick={() => navigate('/training/list')}>
          {t('form.back')}
        </Button>
      }
    >
      {id && current.isPending ? (
        <Skeleton active paragraph={{ rows: 10 }} />
      ) : (
        <Form<Values>
          form={form}
          layout="vertical"
          style={{ maxWidth: 980 }}
          initialValues={{
            organiser: me.org.name,
            mode: 'ONSITE',
            capacity: 50,
            needsReview: false,
            coOrganisers: [],
            materials: [],
            audience: { types: ['ENTERPRISE'], grades: [], stages: [] },
          }}
        >
          <Form.Item name="title" label={t('form.title')} rules={required('form.title')}>
            <Input maxLength={TRAINING_TITLE_MAX} showCount data-testid="training-title" />
          </Form.Item>
          <Space wrap size="large" align="start">
            <Form.Item name="organiser" label={t('form.organiser')} rules={required('form.organiser')}>
              <Input style={{ width: 320 }} />
            </Form.Item>
            <Form.Item name="capacity" label={t('form.capacity')} rules={required('form.capacity')}>
              <InputNumber
                min={1}
                max={TRAINING_CAPACITY_MAX}
                precision={0}
                data-testid="training-capacity"
              />
            </Form.Item>
            <Form.Item name="needsReview" label={t('form.needsReview')} valuePropName="checked">
              <Switch />
            </Form.Item>
          </Space>
          <Form.Item label={t('form.coOrganisers')}>
            <Form.List name="coOrganisers">
              {(fields, { add, remove }) => (
                <>
                  {fields.map((f) => (
                    <Space key={f.key} align="start">
                      <Form.Item name={[f.name, 'kind']} rules={required('form.coKind')}>
                        <Select
                          style={{ width: 150 }}
                          options={CO_ORGANISER_KINDS.map((k) => ({
                            value: k,
                            label: t(`enums:coOrganiserKind.${k}`),
                          }))}
                        />
                      </Form.Item>
                      <Form.Item name={[f.name, 'name']} rules={required('form.coName')}>
                        <Input style={{ width: 280 }} placeholder={t('form.coName')} />
                      </Form.Item>
                      <Button type="text" icon={<MinusCircleOutlined />} onClick={() => remove(f.name)} />
                    </Space>
                  ))}
                  <Button
                    type="dashed"
                    icon={<PlusOutlined />}
                    onClick={() => add({ kind: 'BROKER', name: '' })}
                  >
                    {t('form.addCo')}
                  </Button>
                </>
              )}
            </Form.List>
          </Form.Item>
          <Space wrap size="large" align="start">
            <Form.Item name="mode" label={t('form.mode')}>
              <Radio.Group options={TRAINING_MODES.map((m) => ({ value: m, label: t(`mode.${m}`) }))} />
            </Form.Item>
            {mode === 'ONLINE' ? (
              <Form.Item name="link" label={t('form.link')} rules={required('form.link')}>
                <Input style={{ width: 420 }} placeholder="https://" />
              </Form.Item>
            ) : (
              <Form.Item name="place" label={t('form.place')} rules={required('form.place')}>
                <Input style={{ width: 420 }} data-testid="training-place" />
              </Form.Item>
            )}
          </Space>
          <Space wrap size="large" align="start">
            <Form.Item name="time" label={t('form.time')} rules={required('form.time')}>
              <DateRangeField withTime id="training-time" />
            </Form.Item>
            <Form.Item name="enrolWindow" label={t('form.enrolWindow')} rules={required('form.enrolWindow')}>
              <DateRangeField withTime id="training-enrol-window" />
            </Form.Item>
          </Space>
          <Space wrap size="large" align="start">
            <Form.Item
              name={['audience', 'types']}
              label={t('form.audienceTypes')}
              extra={t('form.audienceHint')}
            >
              <Select
                mode="multiple"
                allowClear
                style={{ width: 280 }}
                options={AUDIENCE_TYPES.map((x) => ({ value: x, label: label('orgType', x) }))}
              />
            </Form.Item>
            <Form.Item name={['audience', 'grades']} label={t('form.audienceGrades')}>
              <Select
                mode="multiple"
                allowClear
                style={{ width: 220 }}
                options={GRADES.map((x) => ({ value: x, label: label('grade', x) }))}
              />
            </Form.Item>
            <Form.Item name={['audience', 'stages']} label={t('form.audienceStages')}>
              <Select
                mode="multiple"
                allowClear
                style={{ width: 220 }}
                options={LISTING_STAGES.map((x) => ({ value: x, label: label('stage', x) }))}
              />
            </Form.Item>
            <Form.Item name={['audience', 'region']} label={t('form.audienceRegions')}>
              <RegionCascader root={me.org.regionCode ?? undefined} changeOnSelect style={{ width: 220 }} />
            </Form.Item>
          </Space>
          <Form.Item name="content" label={t('form.content')}>
            <RichTextEditor />
          </Form.Item>
          <Form.Item label={t('form.materials')}>
            <Form.List name="materials">
              {(fields, { add, remove }) => (
                <>
                  {fields.map((f) => (
                    <Space key={f.key}>
                      <Form.Item name={[f.name, 'name']} noStyle>
                        <Input readOnly variant="borderless" style={{ width: 280 }} />
                      </Form.Item>
                      <Form.Item name={[f.name, 'public']} valuePropName="checked" noStyle>
                        <Checkbox>{t('form.materialPublic')}</Checkbox>
                      </Form.Item>
                      <Button type="link" danger onClick={() => remove(f.name)}>
                        {t('form.remove')}
                      </Button>
                    </Space>
                  ))}
                  <Upload
                    showUploadList={false}
                    customRequest={({ file }) =>
                      void upload.mutateAsync(file as File).then(
                        (stored) => add({ fileId: stored.id, name: stored.name, public: false }),
                        (e: unknown) => toast.error(e instanceof Error ? e.message : String(e)),
                      )
                    }
                  >
                    <Button icon={<UploadOutlined />} loading={upload.isPending}>
                      {t('form.upload')}
                    </Button>
                  </Upload>
                </>
              )}
            </Form.List>
          </Form.Item>
          <Space>
            {!published && (
              <Button onClick={submit(false)} loading={save.isPending}>
                {t('form.saveDraft')}
              </Button>
            )}
            <Button
              type="primary"
              onClick={submit(true)}
              loading={save.isPending}
              data-testid="training-publish"
            >
              {t(published ? 'form.save' : 'form.publish')}
            </Button>
          </Space>
        </Form>
      )}
    </Card>
  );
}
