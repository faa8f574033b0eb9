// The reorganisation pages of the side the reader is on: government /widget, enterprise and
// institution /reorganization and /widget_ent.
export function reorgPaths(pathname: string) {
  if (pathname.startsWith('/widget/'))
    return {
      deals: '/widget/reorganization/mergers',
      cases: '/widget/reorganization/case',
      caseDetail: '/widget/reorganization/case-detail',
    };
  return {
    deals: '/reorganization/reorganization_mergers',
    cases: '/widget_ent/reorganization_case',
    caseDetail: '/widget_ent/reorganization_case_detail',
  };
}
