import { INSTITUTION_GROUPS } from '@portal/contract';
import { defineFeature, page } from '../../ui/feature';

const directory = page(() => import('./DirectoryPage'));
const list = page(() => import('./InstitutionListPage'));
const profile = page(() => import('./InstitutionProfilePage'));
const history = page(() => import('./InstitutionHistoryPage'));

/** The institution library (/{group}, /org): directories, the offices' lists, own profiles. */
export default defineFeature({
  pages: {
    ...Object.fromEntries(
      INSTITUTION_GROUPS.flatMap((g) => [
        [`/${g}/organization`, directory],
        [`/${g}/list`, list],
        [`/${g}/profile`, profile],
        [`/${g}/history`, history],
      ]),
    ),
    '/org/intermediary/list': list,
    '/org/investment/list': list,
    '/org/other/list': list,
  },
  // Institution information waiting for review, per group (issue 16).
  homeCards: { 'institution.reviews': { namespace: 'institution' } },
});
