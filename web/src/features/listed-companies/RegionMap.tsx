// A map of China by province, or of one province by city, shaded by a measure. The outline loads
// lazily (geo.ts); until then, or when the province has no outline, the figures stay in the tables.
import { Alert, Spin } from 'antd';
import { MapChart } from 'echarts/charts';
import { VisualMapComponent } from 'echarts/components';
import { type EChartsCoreOption, registerMap, use } from 'echarts/core';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useChart } from '../../ui/chart/useChart';
import { loadGeo } from './geo';

use([MapChart, VisualMapComponent]);

export type MapValue = { name: string; value: number; count: number };

export function RegionMap({
  geo,
  data,
  measure,
  testId,
  height = 420,
}: {
  geo: string;
  data: MapValue[];
  measure: string;
  testId: string;
  height?: number;
}) {
  const { t } = useTranslation('listed-companies');
  const [state, setState] = useState<'loading' | 'ready' | 'missing'>('loading');
  const mapName = `listed-${geo}`;
  useEffect(() => {
    let live = true;
    const loading = loadGeo(geo);
    if (!loading) {
      setState('missing');
      return;
    }
    loading
      .then((json) => {
        registerMap(mapName, json as Parameters<typeof registerMap>[1]);
        if (live) setState('ready');
      })
      .catch(() => live && setState('missing'));
    return () => {
      live = false;
    };
  }, [geo, mapName]);
  if (state === 'missing') return <Alert type="info" showIcon title={t('map.missing')} />;
  return (
    <Spin spinning={state === 'loading'}>
      {state === 'ready' ? (
        <MapCanvas mapName={mapName} data={data} measure={measure} testId={testId} height={height} />
      ) : (
        <div style={{ height }} />
      )}
    </Spin>
  );
}

function MapCanvas({
  mapName,
  data,
  measure,
  testId,
  height,
}: {
  mapName: string;
  data: MapValue[];
  measure: string;
  testId: string;
  height: number;
}) {
  const { t } = useTranslation('listed-companies');
  const ref = useRef<HTMLDivElement>(null);
  const option = useMemo<EChartsCoreOption>(() => {
    const max = Math.max(1, ...data.map((d) => d.value));
    return {
      tooltip: {
        trigger: 'item',
        formatter: (p: { name: string; data?: MapValue }) =>
          p.data
            ? `${p.name}<br/>${t('measure.count')}: ${p.data.count}<br/>${measure}: ${p.data.value}`
            : `${p.name}<br/>${t('empty')}`,
      },
      visualMap: {
        min: 0,
        max,
        left: 8,
        bottom: 8,
        calculable: true,
        inRange: { color: ['#e6f4ff', '#1677ff', '#002c8c'] },
      },
      series: [
        {
          type: 'map',
          map: mapName,
          roam: false,
          label: { show: false },
          emphasis: { label: { show: true } },
          data,
        },
      ],
    };
  }, [data, mapName, measure, t]);
  useChart(ref, option);
  return <div ref={ref} style={{ height }} data-testid={testId} />;
}
