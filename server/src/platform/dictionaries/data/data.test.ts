import { describe, expect, it } from 'vitest';
import { INDUSTRIES } from './industries.ts';
import { loadRegions } from './regions.ts';
import { STRATEGIC_INDUSTRIES } from './strategic.ts';

const unique = (codes: readonly string[]) => new Set(codes).size === codes.length;

describe('regions', () => {
  const regions = loadRegions();
  const byCode = new Map(regions.map((r) => [r.code, r]));

  it('has the 31 mainland provinces and city/county levels only', () => {
    expect(regions.filter((r) => r.level === 1)).toHaveLength(31);
    expect(regions.filter((r) => r.level === 2).length).toBeGreaterThan(300);
    expect(regions.filter((r) => r.level === 3).length).toBeGreaterThan(2800);
    expect(byCode.has('810000')).toBe(false); // Hong Kong is skipped
  });

  it('uses unique 6-digit codes', () => {
    expect(regions.every((r) => /^\d{6}$/.test(r.code))).toBe(true);
    expect(unique(regions.map((r) => r.code))).toBe(true);
  });

  it('links every city and county to an existing parent one level up, listed before it', () => {
    const seen = new Set<string>();
    for (const r of regions) {
      if (r.level === 1) {
        expect(r.parentCode).toBeNull();
      } else {
        const parent = byCode.get(r.parentCode ?? '');
        expect(parent, r.code).toBeDefined();
        expect(parent?.level).toBe(r.level - 1);
        expect(seen.has(parent?.code ?? '')).toBe(true);
      }
      seen.add(r.code);
    }
  });

  it('has 湖南省 › 长沙市 › 岳麓区', () => {
    expect(byCode.get('430000')).toEqual({ code: '430000', name: '湖南省', level: 1, parentCode: null });
    expect(byCode.get('430100')).toEqual({ code: '430100', name: '长沙市', level: 2, parentCode: '430000' });
    expect(byCode.get('430104')).toEqual({ code: '430104', name: '岳麓区', level: 3, parentCode: '430100' });
  });

  it('names municipality city-level rows after the municipality and keeps province-administered units', () => {
    expect(byCode.get('110100')).toMatchObject({ name: '北京市', level: 2, parentCode: '110000' });
    expect(byCode.get('110108')).toMatchObject({ name: '海淀区', parentCode: '110100' });
    expect(byCode.get('500200')).toMatchObject({ name: '重庆市辖县', level: 2, parentCode: '500000' });
    expect(byCode.get('429004')).toMatchObject({ name: '仙桃市', level: 3, parentCode: '429000' });
    expect(byCode.get('441900')).toMatchObject({ name: '东莞市', level: 2 });
  });
});

describe('industries (GB/T 4754-2017)', () => {
  const sections = INDUSTRIES.filter((r) => r.level === 'section');
  const divisions = INDUSTRIES.filter((r) => r.level === 'division');
  const byCode = new Map(INDUSTRIES.map((r) => [r.code, r]));

  it('has exactly 20 sections A–T and 97 divisions 01–97', () => {
    expect(sections.map((s) => s.code).join('')).toBe('ABCDEFGHIJKLMNOPQRST');
    expect(divisions.map((d) => d.code)).toEqual(
      Array.from({ length: 97 }, (_, i) => String(i + 1).padStart(2, '0')),
    );
  });

  it('uses unique codes and puts every division under a section', () => {
    expect(unique(INDUSTRIES.map((r) => r.code))).toBe(true);
    for (const d of divisions) {
      expect(byCode.get(d.parentCode ?? '')?.level, d.code).toBe('section');
    }
    for (const s of sections) expect(s.parentCode).toBeNull();
  });

  it('has the expected division counts per section', () => {
    const counts = Object.fromEntries(
      sections.map((s) => [s.code, divisions.filter((d) => d.parentCode === s.code).length]),
    );
    expect(counts).toEqual({
      A: 5,
      B: 7,
      C: 31,
      D: 3,
      E: 4,
      F: 2,
      G: 8,
      H: 2,
      I: 3,
      J: 4,
      K: 1,
      L: 2,
      M: 3,
      N: 4,
      O: 3,
      P: 1,
      Q: 2,
      R: 5,
      S: 6,
      T: 1,
    });
  });

  it('spot-checks names and parents', () => {
    expect(byCode.get('C')?.name).toBe('制造业');
    expect(byCode.get('13')).toMatchObject({ name: '农副食品加工业', parentCode: 'C' });
    expect(byCode.get('43')).toMatchObject({ name: '金属制品、机械和设备修理业', parentCode: 'C' });
    expect(byCode.get('I')?.name).toBe('信息传输、软件和信息技术服务业');
    expect(byCode.get('65')).toMatchObject({ name: '软件和信息技术服务业', parentCode: 'I' });
    expect(byCode.get('T')?.name).toBe('国际组织');
    expect(byCode.get('97')).toMatchObject({ name: '国际组织', parentCode: 'T' });
  });
});

describe('strategic emerging industries (2018)', () => {
  const firstLevel = STRATEGIC_INDUSTRIES.filter((r) => r.level === 1);
  const secondLevel = STRATEGIC_INDUSTRIES.filter((r) => r.level === 2);
  const byCode = new Map(STRATEGIC_INDUSTRIES.map((r) => [r.code, r]));

  it('has the 9 first-level and 40 second-level categories', () => {
    expect(firstLevel.map((r) => r.code)).toEqual(['1', '2', '3', '4', '5', '6', '7', '8', '9']);
    expect(firstLevel[0]?.name).toBe('新一代信息技术产业');
    expect(firstLevel[8]?.name).toBe('相关服务业');
    expect(secondLevel).toHaveLength(40);
  });

  it('uses unique codes and links every second-level category to its first-level parent', () => {
    expect(unique(STRATEGIC_INDUSTRIES.map((r) => r.code))).toBe(true);
    for (const r of secondLevel) {
      expect(r.code).toMatch(/^\d\.\d+$/);
      expect(byCode.get(r.parentCode ?? '')?.level, r.code).toBe(1);
      expect(r.code.startsWith(`${r.parentCode}.`)).toBe(true);
    }
  });

  it('spot-checks names', () => {
    expect(byCode.get('1.5')?.name).toBe('人工智能');
    expect(byCode.get('3.7')?.name).toBe('新材料相关服务');
    expect(byCode.get('9.2')?.name).toBe('其他相关服务');
  });
});
