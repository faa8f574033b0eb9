// Every zh-CN namespace, bundled with the app (zh-CN is the default): the shell's own (shell,
// pages, editor) and each feature's, found by convention at features/<f>/i18n/zh-CN/<namespace>.ts
// — a feature adds its texts without editing this file.
import { enumNamesIn } from '@portal/contract';
import { namespacesOf } from '../namespaces';
import editor from './editor';
import pages from './pages';
import shell from './shell';

const features = import.meta.glob<object>('../../features/*/i18n/zh-CN/*.ts', {
  eager: true,
  import: 'default',
});

// `enums`: the display names of the contract's enumerations (contract/src/labels.ts), owned there.
export default { shell, pages, editor, enums: enumNamesIn('zh-CN'), ...namespacesOf(features) } as const;
