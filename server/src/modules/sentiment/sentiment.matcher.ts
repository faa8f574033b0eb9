// Which enterprises a text is about: their names, their names without the company form (金鹰新材料
// for 湖南金鹰新材料股份有限公司 as news writes it), their former and short names when the profile
// has them, and their credit codes. Names are indexed by their first four characters, so a text is
// read once whatever the number of enterprises (100,000 names: bench/sentiment-ingest.ts).
export type MatchEntry = { enterpriseId: string; names: readonly string[]; creditCode?: string };

const KEY = 4;
const COMPANY_FORMS = /(集团)?(股份有限公司|有限责任公司|有限公司|股份公司|集团公司)$/;
/** Shorter than this, a name is a word of ordinary text (科技, 新材料), not an enterprise. */
const MIN_NAME = 4;

/**
 * The forms of a name that news uses: the name, without its company form, and without the place
 * it starts with too (天衡智能装备 for 湖南天衡智能装备股份有限公司).
 */
export function nameForms(name: string, places: readonly string[] = []): string[] {
  const bare = name.replace(COMPANY_FORMS, '');
  const place = places.find((p) => bare.startsWith(p));
  const forms = [name, bare, place ? bare.slice(place.length) : bare];
  return [...new Set(forms)].filter((n) => [...n].length >= MIN_NAME);
}

/** 湖南省 → 湖南, 长沙市 → 长沙: how names of places begin enterprise names. Longest first. */
export function placePrefixes(regionNames: readonly string[]): string[] {
  const out = new Set<string>();
  for (const n of regionNames) {
    out.add(n);
    const short = n.replace(/(省|市|自治州|地区|盟|县|区|自治区)$/, '');
    if ([...short].length >= 2) out.add(short);
  }
  return [...out].sort((a, b) => b.length - a.length);
}

export type Matcher = { match(text: string): string[]; size: number };

export function createMatcher(entries: readonly MatchEntry[], places: readonly string[] = []): Matcher {
  const byKey = new Map<string, { name: string; enterpriseId: string }[]>();
  const byCode = new Map<string, string>();
  for (const e of entries) {
    if (e.creditCode) byCode.set(e.creditCode, e.enterpriseId);
    for (const name of new Set(e.names.flatMap((n) => nameForms(n, places)))) {
      const key = name.slice(0, KEY);
      const list = byKey.get(key) ?? [];
      list.push({ name, enterpriseId: e.enterpriseId });
      byKey.set(key, list);
    }
  }
  return {
    size: entries.length,
    match(text) {
      const found = new Set<string>();
      for (let i = 0; i + MIN_NAME <= text.length; i++) {
        const candidates = byKey.get(text.slice(i, i + KEY));
        if (candidates) for (const c of candidates) if (text.startsWith(c.name, i)) found.add(c.enterpriseId);
      }
      for (const code of text.match(/\b[0-9A-HJ-NPQRTUWXY]{18}\b/g) ?? []) {
        const id = byCode.get(code);
        if (id) found.add(id);
      }
      return [...found];
    },
  };
}
