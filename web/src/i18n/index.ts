// i18next with the namespaces of the web: `shell` (layouts, menus, this folder's owner), `pages`
// and one per feature (zh-CN/index.ts, en-US/index.ts). zh-CN is the default and bundled; en-US is
// fetched when chosen. The language switch stores the choice.
import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import zhCN from './zh-CN';

export const LANGUAGES = ['zh-CN', 'en-US'] as const;
export type Language = (typeof LANGUAGES)[number];
/** localStorage: the language outlives the session, unlike the sessionStorage keys. */
export const LANGUAGE_KEY = 'PORTAL_LANGUAGE';

/** A language's texts, namespace by namespace. */
type Texts = Readonly<Record<string, object>>;
// zh-CN is in the bundle; English is fetched as one chunk when chosen, so the many visitors who
// never switch do not download it.
const FETCH: Record<Exclude<Language, 'zh-CN'>, () => Promise<Texts>> = {
  'en-US': async () => (await import('./en-US')).default,
};

/** Adds `language`'s texts to i18next unless they are there already (zh-CN always is). */
export async function loadLanguage(language: Language): Promise<void> {
  if (language === 'zh-CN' || i18n.hasResourceBundle(language, 'shell')) return;
  const texts = await FETCH[language]();
  for (const [ns, bundle] of Object.entries(texts)) i18n.addResourceBundle(language, ns, bundle);
}

export function storedLanguage(): Language {
  try {
    const value = localStorage.getItem(LANGUAGE_KEY);
    return LANGUAGES.find((l) => l === value) ?? 'zh-CN';
  } catch {
    return 'zh-CN';
  }
}

export async function setLanguage(language: Language): Promise<unknown> {
  try {
    localStorage.setItem(LANGUAGE_KEY, language);
  } catch {
    // Private mode: the choice lasts for this page only.
  }
  await loadLanguage(language);
  document.documentElement.lang = language;
  return i18n.changeLanguage(language);
}

export function initI18n(): typeof i18n {
  if (i18n.isInitialized) return i18n;
  const lng = storedLanguage();
  void i18n.use(initReactI18next).init({
    // The stored language may be one still to fetch: main.tsx awaits loadLanguage before rendering.
    resources: { 'zh-CN': zhCN },
    lng,
    fallbackLng: 'zh-CN',
    ns: Object.keys(zhCN),
    defaultNS: 'shell',
    interpolation: { escapeValue: false },
    initAsync: false,
  });
  if (typeof document !== 'undefined') document.documentElement.lang = lng;
  return i18n;
}

export default i18n;
