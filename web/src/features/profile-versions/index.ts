// The public surface of profile-versions: what enterprise and institution pages share for their
// versioned, reviewed profiles (draft form, basic and contact fields, field rules, dictionaries,
// status tag, differences and version history). Other features import from here only.
export type { ProfileNamespace } from './BasicField';
export { BasicField, IdentityFields, RegionField, WebsiteField } from './BasicField';
export { ChangesTable } from './ChangesTable';
export { ContactFields } from './ContactFields';
export { ContactsTable } from './ContactsTable';
export type { Namer, TreeOption } from './dictionary';
export { namer, pathTo, regionTree, treeOf } from './dictionary';
export type { DraftHandlers } from './ProfileDraftForm';
export { ProfileDraftForm } from './ProfileDraftForm';
export { StatusTag } from './StatusTag';
export type { RuleOptions } from './useRules';
export { useRules } from './useRules';
export { HISTORY_PAGE_SIZE, VersionHistory } from './VersionHistory';
