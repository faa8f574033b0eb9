// Every en-US namespace, fetched as one chunk when a visitor chooses English (../index.ts): the
// shell's own and each feature's features/<f>/i18n/en-US/<namespace>.ts.
import { enumNamesIn } from '@portal/contract';
import { namespacesOf } from '../namespaces';
import editor from './editor';
import pages from './pages';
import shell from './shell';

const features = import.meta.glob<object>('../../features/*/i18n/en-US/*.ts', {
  eager: true,
  import: 'default',
});

// `enums`: the display names of the contract's enumerations (contract/src/labels.ts), owned there.
export default { shell, pages, editor, enums: enumNamesIn('en-US'), ...namespacesOf(features) } as const;
