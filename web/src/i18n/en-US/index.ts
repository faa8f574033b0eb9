// The en-US counterparts of the shell's namespaces (../zh-CN/index.ts), fetched as one chunk when a
// visitor chooses English (../index.ts); features' en-US namespaces come one by one like zh-CN's.
import { enumNamesIn } from '@portal/contract';
import editor from './editor';
import pages from './pages';
import shell from './shell';

// `enums`: the display names of the contract's enumerations (contract/src/labels.ts), owned there.
export default { shell, pages, editor, enums: enumNamesIn('en-US') } as const;
