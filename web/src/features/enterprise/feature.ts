import { defineFeature, page } from '../../ui/feature';

/** Enterprise information (/company): its own profile, the offices' lists, reviews and grades. */
export default defineFeature({
  pages: {
    '/company/router': page(() => import('./MyCompanyPage')),
    '/company/create': page(() => import('./CompanyEditPage')),
    '/company/history': page(() => import('./HistoryPage')),
    '/company/government': page(() => import('./ServicesPage')),
    '/company/menuList': page(() => import('./MenuListPage')),
    '/company/list': page(() => import('./CompanyListPage')),
    '/company/profile': page(() => import('./CompanyProfilePage')),
    '/company/audit': page(() => import('./AuditPage')),
    '/company/gradeChange': page(() => import('./GradeChangePage')),
    '/company/industryTags': page(() => import('./IndustryTagsPage')),
  },
});
