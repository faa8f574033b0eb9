import { defineFeature, page } from '../../ui/feature';

/** Disclosure (issue 13): listed companies' announcements, searchable in Chinese, on both sides. */
const disclosure = page(() => import('./DisclosurePage'));
const announcements = page(() => import('./AnnouncementsPage'));

export default defineFeature({
  pages: {
    '/widget/companyDisclosureInit': disclosure,
    '/widget/ipoStatistics/announcement': announcements,
    '/ipoStatisticsLetter/companyDisclosureInit': disclosure,
  },
});
