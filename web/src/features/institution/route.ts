// Which institution group a page serves, read from its path: /{group}/… or /org/{group}/list.
import { INSTITUTION_GROUPS, type InstitutionGroup } from '@portal/contract';
import { useLocation } from 'react-router';

/** /org/other/list covers every group that is neither intermediary nor investment. */
const ORG_LIST_GROUPS: Record<string, InstitutionGroup[]> = {
  intermediary: ['intermediary'],
  investment: ['investment'],
  other: ['financial', 'advisory', 'other'],
};

export function useRouteGroup(): { group: InstitutionGroup; groups: InstitutionGroup[]; orgList: boolean } {
  const parts = useLocation().pathname.split('/').filter(Boolean);
  const orgList = parts[0] === 'org';
  const name = orgList ? parts[1]! : parts[0]!;
  const group = (INSTITUTION_GROUPS as readonly string[]).includes(name)
    ? (name as InstitutionGroup)
    : 'other';
  return { group, groups: orgList ? (ORG_LIST_GROUPS[name] ?? [group]) : [group], orgList };
}
