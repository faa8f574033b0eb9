// i18next with the two namespaces of the web: `shell` (layouts, menus, this folder's owner) and
// `pages` (feature pages). zh-CN is the default; the language switch stores the choice.
import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import enAdmin from './en-US/admin';
import enArticle from './en-US/article';
import enEditor from './en-US/editor';
import enEnterprise from './en-US/enterprise';
import enHotIssue from './en-US/hotIssue';
import enInstitution from './en-US/institution';
import enKnowledge from './en-US/knowledge';
import enPages from './en-US/pages';
import enPortal from './en-US/portal';
import enRegistration from './en-US/registration';
import enSample from './en-US/sample';
import enShell from './en-US/shell';
import enWorkflow from './en-US/workflow';
import zhAdmin from './zh-CN/admin';
import zhArticle from './zh-CN/article';
import zhEditor from './zh-CN/editor';
import zhEnterprise from './zh-CN/enterprise';
import zhHotIssue from './zh-CN/hotIssue';
import zhInstitution from './zh-CN/institution';
import zhKnowledge from './zh-CN/knowledge';
import zhPages from './zh-CN/pages';
import zhPortal from './zh-CN/portal';
import zhRegistration from './zh-CN/registration';
import zhSample from './zh-CN/sample';
import zhShell from './zh-CN/shell';
import zhWorkflow from './zh-CN/workflow';

export const LANGUAGES = ['zh-CN', 'en-US'] as const;
export type Language = (typeof LANGUAGES)[number];
/** localStorage: the language outlives the session, unlike the sessionStorage keys. */
export const LANGUAGE_KEY = 'PORTAL_LANGUAGE';

// One line per namespace in each language (features add their own).
export const resources = {
  'zh-CN': {
    shell: zhShell,
    pages: zhPages,
    admin: zhAdmin,
    workflow: zhWorkflow,
    knowledge: zhKnowledge,
    hotIssue: zhHotIssue,
    portal: zhPortal,
    registration: zhRegistration,
    article: zhArticle,
    editor: zhEditor,
    enterprise: zhEnterprise,
    institution: zhInstitution,
    sample: zhSample,
  },
  'en-US': {
    shell: enShell,
    pages: enPages,
    admin: enAdmin,
    workflow: enWorkflow,
    knowledge: enKnowledge,
    hotIssue: enHotIssue,
    portal: enPortal,
    registration: enRegistration,
    article: enArticle,
    editor: enEditor,
    enterprise: enEnterprise,
    institution: enInstitution,
    sample: enSample,
  },
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
    ns: Object.keys(resources['zh-CN']),
    defaultNS: 'shell',
    interpolation: { escapeValue: false },
    initAsync: false,
  });
  if (typeof document !== 'undefined') document.documentElement.lang = lng;
  return i18n;
}

export default i18n;
