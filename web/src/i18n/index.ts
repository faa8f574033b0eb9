// i18next with the namespaces of the web: `shell` (layouts, menus, this folder's owner), `pages`,
// `editor`, `enums` (zh-CN/index.ts, en-US/index.ts) and one per feature (featureTexts.ts). The
// zh-CN shell namespaces are bundled; everything else is fetched: English when chosen, a feature's
// texts with its pages. The language switch stores the choice.
import i18n, { type BackendModule, type ReadCallback } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { featureTexts } from './featureTexts';
import zhCN from './zh-CN';

export const LANGUAGES = ['zh-CN', 'en-US'] as const;
export type Language = (typeof LANGUAGES)[number];
/** localStorage: the language outlives the session, unlike the sessionStorage keys. */
export const LANGUAGE_KEY = 'PORTAL_LANGUAGE';

/** A language's texts, namespace by namespace. */
type Texts = Readonly<Record<string, object>>;
// The zh-CN shell is in the bundle; English's is fetched as one chunk when chosen, so the many
// visitors who never switch do not download it.
const SHELL: Record<Language, () => Promise<Texts>> = {
  'zh-CN': async () => zhCN,
  'en-US': async () => (await import('./en-US')).default,
};

/** Fixed here: i18next adds every namespace it loads to the object it was given as resources. */
const SHELL_NAMESPACES = new Set(Object.keys(zhCN));

async function read(language: string, ns: string): Promise<object> {
  const shell = LANGUAGES.find((l) => l === language);
  if (shell && SHELL_NAMESPACES.has(ns)) return (await SHELL[shell]())[ns] ?? {};
  return (await featureTexts(language, ns)) ?? {};
}

/** i18next's loader: a namespace not yet there is fetched when something asks for it. */
const backend: BackendModule = {
  type: 'backend',
  init() {},
  read(language: string, ns: string, callback: ReadCallback) {
    read(language, ns).then(
      (texts) => callback(null, texts as Parameters<ReadCallback>[1]),
      (error: unknown) => callback(error as Error, false),
    );
  },
};

/** Loads every namespace in use so far in `language` (the shell's at least); zh-CN's shell is there. */
export function loadLanguage(language: Language): Promise<void> {
  return new Promise((resolve, reject) => {
    void i18n.loadLanguages(language, (error) => (error ? reject(error) : resolve()));
  });
}

/**
 * Loads namespaces in the current language (and zh-CN, the fallback) before a page that uses them
 * renders, so it never shows a key while its texts are on the way. Loaded ones are not fetched again.
 */
export function loadNamespaces(namespaces: readonly string[]): Promise<void> {
  const missing = namespaces.filter((ns) => !i18n.hasLoadedNamespace(ns));
  if (missing.length === 0) return Promise.resolve();
  return new Promise((resolve, reject) => {
    void i18n.loadNamespaces(missing, (error) => (error ? reject(error) : resolve()));
  });
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
  void i18n
    .use(initReactI18next)
    .use(backend)
    .init({
      // The stored language may be one still to fetch: main.tsx awaits loadLanguage before rendering.
      // A copy: i18next adds the namespaces it loads to this object.
      resources: { 'zh-CN': { ...zhCN } },
      partialBundledLanguages: true,
      lng,
      fallbackLng: 'zh-CN',
      // 'en-US', not also 'en': there is no such language here.
      load: 'currentOnly',
      ns: [...SHELL_NAMESPACES],
      defaultNS: 'shell',
      interpolation: { escapeValue: false },
      initAsync: false,
    });
  if (typeof document !== 'undefined') document.documentElement.lang = lng;
  return i18n;
}

export default i18n;
