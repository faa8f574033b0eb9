// Every en-US namespace, fetched as one chunk when a visitor chooses English (../index.ts): the
// shell's own and each feature's features/<f>/i18n/en-US/<namespace>.ts.
import { namespacesOf } from '../namespaces';
import editor from './editor';
import pages from './pages';
import shell from './shell';

const features = import.meta.glob<object>('../../features/*/i18n/en-US/*.ts', {
  eager: true,
  import: 'default',
});

export default { shell, pages, editor, ...namespacesOf(features) } as const;
