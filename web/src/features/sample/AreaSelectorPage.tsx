// /sample/areaSelector: the region cascader, from the provinces and from this province down.
import { Card, Form, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RegionCascader } from '../../ui/region/RegionCascader';

/** The demo province (Hunan, the portal's default PROVINCE_CODE). */
const PROVINCE = '430000';

function Chosen({ codes, names }: { codes: string[]; names: string[] }) {
  const { t } = useTranslation('sample');
  return (
    <Typography.Text type="secondary" data-testid="area-chosen">
      {codes.length
        ? t('area.chosen', { names: names.join(' / '), codes: codes.join(', ') })
        : t('area.none')}
    </Typography.Text>
  );
}

export default function AreaSelectorPage() {
  const { t } = useTranslation('sample');
  const [full, setFull] = useState<{ codes: string[]; names: string[] }>({ codes: [], names: [] });
  const [city, setCity] = useState<{ codes: string[]; names: string[] }>({ codes: [], names: [] });
  return (
    <Card title={t('area.title')}>
      <Form layout="vertical" style={{ maxWidth: 520 }}>
        <Form.Item label={t('area.full')} extra={t('area.fullHint')}>
          <RegionCascader
            value={full.codes}
            placeholder={t('area.placeholder')}
            onChange={(codes, names) => setFull({ codes, names })}
          />
        </Form.Item>
        <Chosen {...full} />
        <Form.Item label={t('area.city')} extra={t('area.cityHint')} style={{ marginTop: 24 }}>
          <RegionCascader
            root={PROVINCE}
            changeOnSelect
            value={city.codes}
            placeholder={t('area.placeholder')}
            onChange={(codes, names) => setCity({ codes, names })}
          />
        </Form.Item>
        <Chosen {...city} />
      </Form>
    </Card>
  );
}
