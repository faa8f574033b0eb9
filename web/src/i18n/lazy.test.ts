// A feature's namespace, fetched in zh-CN with its page, follows a switch to English (and back):
// the switch fetches the English texts of every namespace in use before it changes the language.
import { describe, expect, it } from 'vitest';
import { initI18n, loadNamespaces, setLanguage } from './index';
import { resources } from './resources';

type Jobs = { home: { jobs: { title: string } } };
const title = (lng: 'zh-CN' | 'en-US') =>
  ((resources[lng] as Record<string, unknown>).admin as Jobs).home.jobs.title;

describe('feature texts fetched on demand', () => {
  it('are there in the language switched to', async () => {
    const i18n = initI18n();
    expect(i18n.hasResourceBundle('zh-CN', 'admin')).toBe(false);
    await loadNamespaces(['admin']);
    expect(i18n.t('admin:home.jobs.title')).toBe(title('zh-CN'));
    await setLanguage('en-US');
    expect(i18n.t('admin:home.jobs.title')).toBe(title('en-US'));
    await setLanguage('zh-CN');
    expect(i18n.t('admin:home.jobs.title')).toBe(title('zh-CN'));
    localStorage.clear();
  });
});
