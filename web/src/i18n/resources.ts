// Both languages' texts side by side, every namespace, for the tests that compare their keys. The
// app itself bundles the zh-CN shell only and fetches the rest on demand (index.ts), so it must
// not import this module.
import enUSShell from './en-US';
import { namespacesOf } from './namespaces';
import zhCNShell from './zh-CN';

const zh = import.meta.glob<object>('../features/*/i18n/zh-CN/*.ts', { eager: true, import: 'default' });
const en = import.meta.glob<object>('../features/*/i18n/en-US/*.ts', { eager: true, import: 'default' });

export const resources = {
  'zh-CN': { ...zhCNShell, ...namespacesOf(zh) },
  'en-US': { ...enUSShell, ...namespacesOf(en) },
} as const;
