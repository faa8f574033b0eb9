// Display names of the registration identities, for server-side texts: workflow titles and
// summaries, e-mail. They are the organisation types' names of the contract (GLOSSARY.md).
import { ORG_TYPE_NAMES, type OrgType } from '@portal/contract';

export const identityLabel = (type: OrgType): string => ORG_TYPE_NAMES[type] ?? type;
