// The zh-CN namespaces bundled with the app (zh-CN is the default): the shell's own (shell, pages,
// editor) and the contract's enumeration names, which layouts and the shared ui/ use everywhere.
// Each feature's own namespace (features/<f>/i18n/zh-CN/<namespace>.ts) is a chunk of its own,
// fetched with the feature's pages (../featureTexts.ts).
import { enumNamesIn } from '@portal/contract';
import editor from './editor';
import pages from './pages';
import shell from './shell';

// `enums`: the display names of the contract's enumerations (contract/src/labels.ts), owned there.
export default { shell, pages, editor, enums: enumNamesIn('zh-CN') } as const;
