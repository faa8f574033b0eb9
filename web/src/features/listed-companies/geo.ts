// The map outlines, from the `china-geojson` package (AntV, MIT): China by province and each
// province by city. Each file is shipped with the app as an asset and fetched from this server only
// when a map first needs it; no request leaves the machine.
type Url = () => Promise<{ default: string }>;

const PROVINCE_FILES: Record<string, Url> = {
  '110000': () => import('china-geojson/src/geojson/bei_jing_geo.json?url'),
  '120000': () => import('china-geojson/src/geojson/tian_jin_geo.json?url'),
  '130000': () => import('china-geojson/src/geojson/he_bei_geo.json?url'),
  '140000': () => import('china-geojson/src/geojson/shan_xi_2_geo.json?url'),
  '150000': () => import('china-geojson/src/geojson/nei_meng_gu_geo.json?url'),
  '210000': () => import('china-geojson/src/geojson/liao_ning_geo.json?url'),
  '220000': () => import('china-geojson/src/geojson/ji_lin_geo.json?url'),
  '230000': () => import('china-geojson/src/geojson/hei_long_jiang_geo.json?url'),
  '310000': () => import('china-geojson/src/geojson/shang_hai_geo.json?url'),
  '320000': () => import('china-geojson/src/geojson/jiang_su_geo.json?url'),
  '330000': () => import('china-geojson/src/geojson/zhe_jiang_geo.json?url'),
  '340000': () => import('china-geojson/src/geojson/an_hui_geo.json?url'),
  '350000': () => import('china-geojson/src/geojson/fu_jian_geo.json?url'),
  '360000': () => import('china-geojson/src/geojson/jiang_xi_geo.json?url'),
  '370000': () => import('china-geojson/src/geojson/shan_dong_geo.json?url'),
  '410000': () => import('china-geojson/src/geojson/he_nan_geo.json?url'),
  '420000': () => import('china-geojson/src/geojson/hu_bei_geo.json?url'),
  '430000': () => import('china-geojson/src/geojson/hu_nan_geo.json?url'),
  '440000': () => import('china-geojson/src/geojson/guang_dong_geo.json?url'),
  '450000': () => import('china-geojson/src/geojson/guang_xi_geo.json?url'),
  '460000': () => import('china-geojson/src/geojson/hai_nan_geo.json?url'),
  '500000': () => import('china-geojson/src/geojson/chong_qing_geo.json?url'),
  '510000': () => import('china-geojson/src/geojson/si_chuan_geo.json?url'),
  '520000': () => import('china-geojson/src/geojson/gui_zhou_geo.json?url'),
  '530000': () => import('china-geojson/src/geojson/yun_nan_geo.json?url'),
  '540000': () => import('china-geojson/src/geojson/xi_zang_geo.json?url'),
  '610000': () => import('china-geojson/src/geojson/shan_xi_1_geo.json?url'),
  '620000': () => import('china-geojson/src/geojson/gan_su_geo.json?url'),
  '630000': () => import('china-geojson/src/geojson/qing_hai_geo.json?url'),
  '640000': () => import('china-geojson/src/geojson/ning_xia_geo.json?url'),
  '650000': () => import('china-geojson/src/geojson/xin_jiang_geo.json?url'),
};
const CHINA: Url = () => import('china-geojson/src/geojson/china.json?url');

const loaded = new Map<string, Promise<unknown>>();

/** The GeoJSON of China ('china') or of a province by its code; null when the package has none. */
export function loadGeo(key: string): Promise<unknown> | null {
  const url = key === 'china' ? CHINA : PROVINCE_FILES[key];
  if (!url) return null;
  let geo = loaded.get(key);
  if (!geo) {
    geo = url()
      .then((m) => fetch(m.default))
      .then((r) => {
        if (!r.ok) throw new Error(`map ${key}: ${r.status}`);
        return r.json();
      });
    geo.catch(() => loaded.delete(key));
    loaded.set(key, geo);
  }
  return geo;
}
