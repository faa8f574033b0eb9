// Both languages' texts side by side, for the tests that compare their keys. The app itself
// bundles zh-CN only and fetches en-US on demand (index.ts), so it must not import this module.
import enUS from './en-US';
import zhCN from './zh-CN';

export const resources = { 'zh-CN': zhCN, 'en-US': enUS } as const;
