// The IPO pages' links between the two sides' routes.
/** The case pages of the side the reader is on (government /widget or enterprise /widget_ent). */
export const casePaths = (pathname: string) =>
  pathname.startsWith('/widget_ent') || pathname.startsWith('/ipoStatistics')
    ? {
        list: '/widget_ent/ipoStatistics_case',
        detail: '/widget_ent/ipoStatistics_case_detail',
        government: false,
      }
    : { list: '/widget/ipoStatistics/case', detail: '/widget/ipoStatistics/case-detail', government: true };
