// i18next with the two namespaces of the web: `shell` (layouts, menus, this folder's owner) and
// `pages` (feature pages). zh-CN is the default; the language switch stores the choice.
import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import enPages from './en-US/pages';
import enShell from './en-US/shell';
import zhPages from './zh-CN/pages';
import zhShell from './zh-CN/shell';

export const LANGUAGES = ['zh-CN', 'en-US'] as const;
export type Language = (typeof LANGUAGES)[number];
/** localStorage: the language outlives the session, unlike the sessionStorage keys. */
export const LANGUAGE_KEY = 'PORTAL_LANGUAGE';

export const resources = {
  'zh-CN': { shell: zhShell, pages: zhPages },
  'en-US': { shell: enShell, pages: enPages },
} as const;

export function storedLanguage(): Language {
  try {
    const value = localStorage.getItem(LANGUAGE_KEY);
    return LANGUAGES.find((l) => l === value) ?? 'zh-CN';
  } catch {
    return 'zh-CN';
  }
}

export function setLanguage(language: Language): Promise<unknown> {
  try {
    localStorage.setItem(LANGUAGE_KEY, language);
  } catch {
    // Private mode: the choice lasts for this page only.
  }
  document.documentElement.lang = language;
  return i18n.changeLanguage(language);
}

export function initI18n(): typeof i18n {
  if (i18n.isInitialized) return i18n;
  const lng = storedLanguage();
  void i18n.use(initReactI18next).init({
    resources,
    lng,
    fallbackLng: 'zh-CN',
    ns: ['shell', 'pages'],
    defaultNS: 'shell',
    interpolation: { escapeValue: false },
    initAsync: false,
  });
  if (typeof document !== 'undefined') document.documentElement.lang = lng;
  return i18n;
}

export default i18n;
