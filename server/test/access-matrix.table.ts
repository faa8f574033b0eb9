// Who may call each /console route (issue 3 §7), written by hand from spec §6 and DESIGN §2 and §9
// — never read from the routes' own declarations. access-matrix.test.ts holds the server to it.
// Key: `${method} ${url}` as Fastify registers it; value: every caller that is let through.

/** The demo accounts of README "Demo accounts" (password Portal@2026). */
export const DEMO_ACCOUNTS = [
  'admin',
  'city',
  'county',
  'unit',
  'auditor',
  'ent-gold',
  'ent-normal',
  'ent-na',
  'broker',
  'lawfirm',
  'accountant',
  'investor',
  'bank',
] as const;

/**
 * 'other-city' is a financial office of another city of the province (the test creates it): at the
 * door it is let through exactly where the demo city office is; its scope is checked by real ids.
 */
export type Caller = 'anonymous' | (typeof DEMO_ACCOUNTS)[number] | 'other-city';
export const CALLERS: readonly Caller[] = ['anonymous', ...DEMO_ACCOUNTS, 'other-city'];

const ENTERPRISES = ['ent-gold', 'ent-normal', 'ent-na'] as const;
/** Every institution type of spec §3 is one institution user here (intermediary, investment, monetary). */
const INSTITUTIONS = ['broker', 'lawfirm', 'accountant', 'investor', 'bank'] as const;
/**
 * Financial offices that act on enterprises of their region (grade, tags). The auditor belongs to
 * the province office but is left out: DESIGN §9 "an auditor … changes nothing", §2 "read-only".
 */
const OFFICES = ['admin', 'city', 'county', 'other-city'] as const;
/** Who reads enterprise information: the offices, the auditor's office, and the member unit (read-only). */
const GOVERNMENT = [...OFFICES, 'auditor', 'unit'] as const;
const ADMINS = ['admin'] as const;
/** Investors and banks: the financing side of matching (issue 12 §2). */
const FINANCIERS = ['investor', 'bank'] as const;
/** Who reads some financing need or roadshow: both sides and the offices (the auditor reads). */
const NEED_READERS = [...ENTERPRISES, ...OFFICES, 'auditor', ...FINANCIERS] as const;
/** The audit log: the auditor only, never the administrator (separation of duties, DESIGN §9). */
const AUDITORS = ['auditor'] as const;
const SIGNED_IN: readonly Caller[] = CALLERS.filter((c) => c !== 'anonymous');
/** Changes open to every signed-in user, except the auditor, who changes nothing (DESIGN §9). */
const SIGNED_IN_CHANGERS: readonly Caller[] = SIGNED_IN.filter((c) => c !== 'auditor');
const EVERYONE = CALLERS;
/** Who may enrol in a training: enterprises, institutions and member units (not the offices). */
const ENROLLERS = [...ENTERPRISES, ...INSTITUTIONS, 'unit'] as const;
/** Government reading of the region's news: offices, the auditor's office and the member unit. */
const SENTIMENT_READERS = GOVERNMENT;

export const ACCESS_TABLE: Record<string, readonly Caller[]> = {
  // Sign-in, sign-out, session (spec §7, DESIGN §6). Signing in, out and the captcha come before a session.
  'POST /console/login': EVERYONE,
  'GET /console/logout': EVERYONE,
  'POST /console/logout': EVERYONE,
  'GET /console/master/session/status': EVERYONE,
  'GET /console/api/login/cipher': EVERYONE,
  'GET /console/api/captcha': EVERYONE,
  'GET /console/api/captcha/required': EVERYONE,
  'GET /console/api/session/me': SIGNED_IN,
  'PUT /console/api/session/password': SIGNED_IN,
  'GET /console/api/management/login-locks': ADMINS,
  'DELETE /console/api/management/login-locks': ADMINS,

  // Header and footer are shown on the sign-in page and the public portal too.
  'GET /console/api/home/getTitle': EVERYONE,
  'GET /console/api/home/site': EVERYONE,
  // The home's cards: every signed-in user has a home; which cards it shows is the server's (issue 16).
  'GET /console/api/home/cards': SIGNED_IN,
  'GET /console/api/home/cards/:key': SIGNED_IN,

  // Everyone's own notices (spec §7).
  'GET /console/api/notice/stream': SIGNED_IN,
  'GET /console/api/notice/count': SIGNED_IN,
  'GET /console/api/notice/': SIGNED_IN,
  'PUT /console/api/notice/read': SIGNED_IN,
  'DELETE /console/api/notice/discarded': SIGNED_IN,

  // Files: published portal content is public, so the download is open at the door and each file
  // decides (a made-up id is 404 for everyone); forms of every role upload attachments.
  'GET /console/api/files/:id': EVERYONE,
  'POST /console/api/files': SIGNED_IN_CHANGERS,
  'GET /console/api/files': SIGNED_IN,

  // The rich-text editor's server side sits under portal maintenance (spec §7, §2 /portal admin).
  'GET /console/api/portal/management/ueditor': ADMINS,
  'POST /console/api/portal/management/ueditor': ADMINS,

  // Dictionaries: the region cascader serves the public sign-up; industries only the console's forms.
  'GET /console/api/dict/regions': EVERYONE,
  'GET /console/api/dict/industries': SIGNED_IN,

  // The public portal (spec §2 "any path containing portal" is public) and its maintenance (admin).
  'GET /console/api/portal/home': EVERYONE,
  'GET /console/api/portal/articles': EVERYONE,
  'GET /console/api/portal/articles/:articleId': EVERYONE,
  'GET /console/api/portal/search': EVERYONE,
  'GET /console/api/portal/management/articles': ADMINS,
  'GET /console/api/portal/management/articles/:articleId': ADMINS,
  'POST /console/api/portal/management/articles': ADMINS,
  'PUT /console/api/portal/management/articles/:articleId': ADMINS,
  'POST /console/api/portal/management/articles/:articleId/publish': ADMINS,
  'POST /console/api/portal/management/articles/:articleId/unpublish': ADMINS,
  'DELETE /console/api/portal/management/articles/:articleId': ADMINS,
  'GET /console/api/portal/knowledge/graph': EVERYONE,
  'GET /console/api/portal/knowledge/nodes/:nodeId': EVERYONE,
  'GET /console/api/portal/management/knowledge/nodes': ADMINS,
  'GET /console/api/portal/management/knowledge/nodes/:nodeId': ADMINS,
  'POST /console/api/portal/management/knowledge/nodes': ADMINS,
  'PUT /console/api/portal/management/knowledge/nodes/:nodeId': ADMINS,
  'DELETE /console/api/portal/management/knowledge/nodes/:nodeId': ADMINS,
  'GET /console/api/portal/management/knowledge/relations': ADMINS,
  'POST /console/api/portal/management/knowledge/relations': ADMINS,
  'PUT /console/api/portal/management/knowledge/relations/:relationId': ADMINS,
  'DELETE /console/api/portal/management/knowledge/relations/:relationId': ADMINS,
  'GET /console/api/portal/hot-issues': EVERYONE,
  'GET /console/api/portal/hot-issues/categories': EVERYONE,
  'GET /console/api/portal/hot-issues/:issueId': EVERYONE,
  'GET /console/api/portal/management/hot-issues': ADMINS,
  'GET /console/api/portal/management/hot-issues/:issueId': ADMINS,
  'POST /console/api/portal/management/hot-issues': ADMINS,
  'PUT /console/api/portal/management/hot-issues/:issueId': ADMINS,
  'DELETE /console/api/portal/management/hot-issues/:issueId': ADMINS,
  // The law library (issue 14 §2): public documents read by everyone signed in; kept by administrators.
  'GET /console/api/law/documents': SIGNED_IN,
  'GET /console/api/law/issuers': SIGNED_IN,
  'GET /console/api/law/documents/:documentId': SIGNED_IN,
  'POST /console/api/law/documents': ADMINS,
  'PUT /console/api/law/documents/:documentId': ADMINS,
  'DELETE /console/api/law/documents/:documentId': ADMINS,
  'POST /console/api/law/import': ADMINS,
  // Sentiment (issue 14 §3): government offices and member units read their region's; financial
  // offices (not the auditor) enter and import; administrators keep sources and the lexicon.
  'GET /console/api/sentiment/items': SENTIMENT_READERS,
  'GET /console/api/sentiment/trend': SENTIMENT_READERS,
  'GET /console/api/sentiment/export': SENTIMENT_READERS,
  'POST /console/api/sentiment/items': OFFICES,
  'POST /console/api/sentiment/import': OFFICES,
  'GET /console/api/sentiment/sources': ADMINS,
  'POST /console/api/sentiment/sources': ADMINS,
  'PUT /console/api/sentiment/sources/:sourceId': ADMINS,
  'DELETE /console/api/sentiment/sources/:sourceId': ADMINS,
  'POST /console/api/sentiment/sources/:sourceId/fetch': ADMINS,
  'GET /console/api/sentiment/lexicon': ADMINS,
  'PUT /console/api/sentiment/lexicon': ADMINS,

  // Policy matching (issue 14 §5): government readers see policies, matches and records of their
  // region; financial offices keep policies and tell enterprises; an enterprise reads its own.
  'GET /console/api/policy/policies': GOVERNMENT,
  'POST /console/api/policy/policies': OFFICES,
  'PUT /console/api/policy/policies/:policyId': OFFICES,
  'GET /console/api/policy/policies/:policyId/matches': GOVERNMENT,
  'POST /console/api/policy/policies/:policyId/tell': OFFICES,
  'GET /console/api/policy/records': GOVERNMENT,
  'GET /console/api/policy/records/export': GOVERNMENT,
  'GET /console/api/policy/mine': ENTERPRISES,
  'GET /console/api/policy/fitting': ENTERPRISES,
  'POST /console/api/policy/mine/:policyId/read': ENTERPRISES,
  'POST /console/api/policy/mine/:policyId/apply': ENTERPRISES,

  // Agency search (issue 14 §4): government readers search and compare; administrators record
  // regulatory measures.
  'GET /console/api/agency/institutions': GOVERNMENT,
  'GET /console/api/agency/institutions/:institutionId': GOVERNMENT,
  'GET /console/api/agency/compare': GOVERNMENT,
  'POST /console/api/agency/institutions/:institutionId/measures': ADMINS,
  'DELETE /console/api/agency/measures/:measureId': ADMINS,

  // The listing test (issue 14 §1): evaluating changes nothing, so every session may (the auditor
  // too); saved tests are an enterprise's own; the screening is the financial offices' (read-only
  // for the auditor's office too).
  'POST /console/api/listing-test/evaluate': SIGNED_IN,
  'GET /console/api/listing-test/rules': SIGNED_IN,
  'GET /console/api/listing-test/profile-figures': ENTERPRISES,
  'GET /console/api/listing-test/tests': ENTERPRISES,
  'GET /console/api/listing-test/tests/:testId': ENTERPRISES,
  'POST /console/api/listing-test/tests': ENTERPRISES,
  'GET /console/api/listing-test/screening': [...OFFICES, 'auditor'],
  'GET /console/api/listing-test/screening/export': [...OFFICES, 'auditor'],

  // Workflow inboxes (DESIGN §7): every role has reviews to submit or decide; each sees its own
  // organisation's instances, so a made-up instance is 404 for all.
  'GET /console/api/workflow/processes': SIGNED_IN,
  'GET /console/api/workflow/todo': SIGNED_IN,
  'GET /console/api/workflow/done': SIGNED_IN,
  'GET /console/api/workflow/todo/export': SIGNED_IN,
  'GET /console/api/workflow/done/export': SIGNED_IN,
  'GET /console/api/workflow/instances/:id': SIGNED_IN,
  'POST /console/api/workflow/instances/:id/actions': SIGNED_IN_CHANGERS,
  'GET /console/api/workflow/instances/:id/targets': SIGNED_IN,

  // Enterprise information (issue 3 §3; DESIGN §2): my company is an enterprise's own; the list,
  // review queue and export are the government's (member unit read-only); grade and tags are
  // changed by financial offices only.
  'GET /console/api/company/my': ENTERPRISES,
  'PUT /console/api/company/my/draft': ENTERPRISES,
  'DELETE /console/api/company/my/draft': ENTERPRISES,
  'POST /console/api/company/my/submit': ENTERPRISES,
  'POST /console/api/company/my/withdraw': ENTERPRISES,
  'GET /console/api/company/history': [...ENTERPRISES, ...GOVERNMENT],
  'GET /console/api/company/list': GOVERNMENT,
  'GET /console/api/company/export': GOVERNMENT,
  'GET /console/api/company/profile': [...ENTERPRISES, ...GOVERNMENT],
  'GET /console/api/company/audit': GOVERNMENT,
  // The pickers' regions and industries: no enterprise data.
  'GET /console/api/company/dictionaries': SIGNED_IN,
  'POST /console/api/company/grade': OFFICES,
  'GET /console/api/company/grade/history': GOVERNMENT,
  'PUT /console/api/company/tags': OFFICES,
  'GET /console/api/company/tags': GOVERNMENT,
  // Research letters and visit records (issue 11 §2): offices write and read in their region (the
  // auditor reads); enterprises answer the letters sent to them and read the records about them.
  'GET /console/api/research/letters': [...OFFICES, 'auditor'],
  'GET /console/api/research/letters/:letterId': [...OFFICES, 'auditor'],
  'POST /console/api/research/letters': OFFICES,
  'PUT /console/api/research/letters/:letterId': OFFICES,
  'POST /console/api/research/letters/:letterId/submit': OFFICES,
  'GET /console/api/research/letters/:letterId/replies': [...OFFICES, 'auditor'],
  'GET /console/api/research/letters/:letterId/replies/export': [...OFFICES, 'auditor'],
  'POST /console/api/research/letters/:letterId/remind': OFFICES,
  'GET /console/api/research/inbox': ENTERPRISES,
  'GET /console/api/research/inbox/:letterId': ENTERPRISES,
  'PUT /console/api/research/inbox/:letterId/answers': ENTERPRISES,
  'POST /console/api/research/inbox/:letterId/answers': ENTERPRISES,
  'GET /console/api/research/records': [...OFFICES, 'auditor', ...ENTERPRISES],
  'GET /console/api/research/records/:recordId': [...OFFICES, 'auditor', ...ENTERPRISES],
  'POST /console/api/research/records': OFFICES,
  'PUT /console/api/research/records/:recordId': OFFICES,
  'POST /console/api/research/records/:recordId/submit': OFFICES,

  // The listing ledger (issue 10 §1): an enterprise keeps its own; the government reads the board,
  // lists and ledgers of its scope; financial offices correct and import those of their region.
  'GET /console/api/ledger/my': ENTERPRISES,
  'PUT /console/api/ledger/my': ENTERPRISES,
  'GET /console/api/ledger/my/history': ENTERPRISES,
  'GET /console/api/ledger/board': GOVERNMENT,
  'GET /console/api/ledger/board/export': GOVERNMENT,
  'GET /console/api/ledger/list': GOVERNMENT,
  'GET /console/api/ledger/export': GOVERNMENT,
  'POST /console/api/ledger/import': OFFICES,
  // An intermediary's client enterprises (issue 16): the ledgers naming it, read only.
  'GET /console/api/ledger/clients': ['broker', 'lawfirm', 'accountant'],
  'GET /console/api/ledger/:enterpriseId': GOVERNMENT,
  'PUT /console/api/ledger/:enterpriseId': OFFICES,
  'POST /console/api/ledger/:enterpriseId/problems': OFFICES,
  'GET /console/api/ledger/:enterpriseId/history': GOVERNMENT,

  // Institution information (issue 3 §4): my information is an institution's own; the directory,
  // approved profiles and the engagement options are for every signed-in user (the library is
  // province-wide); the history of versions is the institution's and the government's (DESIGN §2
  // "its own institution profile and history"), not an enterprise's.
  'GET /console/api/institution/my': INSTITUTIONS,
  'PUT /console/api/institution/my/draft': INSTITUTIONS,
  'DELETE /console/api/institution/my/draft': INSTITUTIONS,
  'POST /console/api/institution/my/submit': INSTITUTIONS,
  'POST /console/api/institution/my/withdraw': INSTITUTIONS,
  'GET /console/api/institution/history': [...INSTITUTIONS, ...GOVERNMENT],
  'GET /console/api/institution/profile': SIGNED_IN,
  'GET /console/api/institution/directory': SIGNED_IN,
  'GET /console/api/institution/list': GOVERNMENT,
  'GET /console/api/institution/options': SIGNED_IN,

  // System management (spec §2 /management, §6 "Admin: dictionaries, organisations, users…").
  'GET /console/api/management/dict/:kind/children': ADMINS,
  'GET /console/api/management/dict/:kind/search': ADMINS,
  'POST /console/api/management/dict/:kind': ADMINS,
  'PUT /console/api/management/dict/:kind/:code': ADMINS,
  'GET /console/api/management/dict/:kind/export': ADMINS,
  'POST /console/api/management/dict/:kind/import': ADMINS,
  'GET /console/api/management/orgs/regions': ADMINS,
  'GET /console/api/management/orgs': ADMINS,
  'POST /console/api/management/orgs': ADMINS,
  'GET /console/api/management/users': ADMINS,
  'GET /console/api/management/users/:id': ADMINS,
  'POST /console/api/management/users': ADMINS,
  'PUT /console/api/management/users/:id': ADMINS,
  'PUT /console/api/management/users/:id/status': ADMINS,
  'POST /console/api/management/users/:id/password-reset': ADMINS,
  'DELETE /console/api/management/users/:id/lock': ADMINS,
  'PUT /console/api/management/users/:id/authorities/:authority': ADMINS,
  'DELETE /console/api/management/users/:id/authorities/:authority': ADMINS,
  'DELETE /console/api/management/users/:id/sessions': ADMINS,
  'GET /console/api/management/sessions': ADMINS,
  'DELETE /console/api/management/sessions/:id': ADMINS,
  // Export columns: saved per list for everyone, so only the administrator changes them; reading a
  // list's column titles (the export dialog) shows no data and is open to any signed-in user.
  'GET /console/api/management/export-config': ADMINS,
  'PUT /console/api/management/export-config/:list': ADMINS,
  'DELETE /console/api/management/export-config/:list': ADMINS,
  'GET /console/api/export-config/:list': SIGNED_IN,
  // Feature usage: every page entry is reported; the statistics are the administrator's (/govt).
  'POST /console/api/usage': SIGNED_IN,
  'GET /console/api/management/usage': ADMINS,
  'POST /console/api/management/usage/export': ADMINS,
  'GET /console/api/audit': AUDITORS,
  'GET /console/api/audit/facets': AUDITORS,
  'GET /console/health/live': EVERYONE,
  'GET /console/health/ready': EVERYONE,
  'GET /console/api/audit/export': AUDITORS,
  'GET /console/api/management/site-settings': ADMINS,
  'PUT /console/api/management/site-settings': ADMINS,
  'GET /console/api/management/outbox': ADMINS,
  // The background jobs' last outcomes (issue 16: the administrators' failed-jobs card).
  'GET /console/api/management/jobs': ADMINS,
  // DESIGN §5: "OpenAPI is … served to administrators".
  'GET /console/api/openapi.json': ADMINS,

  // The green channel (issue 11 §1): enterprises draft and submit; offices and the member unit act;
  // the three read in their own scope (the auditor reads, changes nothing).
  'GET /console/api/problems': [...ENTERPRISES, ...GOVERNMENT],
  'GET /console/api/problems/export': [...ENTERPRISES, ...GOVERNMENT],
  'GET /console/api/problems/stats': GOVERNMENT,
  'GET /console/api/problems/stats/export': GOVERNMENT,
  'GET /console/api/problems/:problemId': [...ENTERPRISES, ...GOVERNMENT],
  'POST /console/api/problems': ENTERPRISES,
  'POST /console/api/problems/convert': OFFICES,
  'PUT /console/api/problems/:problemId': ENTERPRISES,
  'DELETE /console/api/problems/:problemId': ENTERPRISES,
  'POST /console/api/problems/:problemId/submit': ENTERPRISES,
  'POST /console/api/problems/:problemId/act': [...ENTERPRISES, ...OFFICES, 'unit'],
  'POST /console/api/problems/:problemId/notes': ['unit'],
  'GET /console/api/problems/:problemId/targets': [...OFFICES, 'auditor'],

  // Sign-up and recovery happen before any session. The registration's own pages answer any
  // signed-in caller about its own registration (a demo user has none: 404); a registrant whose
  // organisation awaits review reaches nothing else (registration.test.ts).
  'GET /console/api/registration/regions': EVERYONE,
  'POST /console/api/registration': EVERYONE,
  'GET /console/api/registration/status': SIGNED_IN,
  'PUT /console/api/registration': SIGNED_IN,
  'POST /console/api/registration/licence': SIGNED_IN,
  'POST /console/api/registration/submit': SIGNED_IN,
  'POST /console/api/recovery/code': EVERYONE,
  'POST /console/api/recovery/reset': EVERYONE,

  // Notification documents (issue 11 §3): financial offices issue; offices, member units and
  // enterprises receive (a document not theirs is 404 inside). The auditor reads, changes nothing.
  'GET /console/api/notifications/sent': [...OFFICES, 'auditor'],
  'GET /console/api/notifications/recipient-options': [...OFFICES, 'auditor'],
  'POST /console/api/notifications': OFFICES,
  'PUT /console/api/notifications/:id': OFFICES,
  'POST /console/api/notifications/:id/submit': OFFICES,
  'POST /console/api/notifications/:id/review': OFFICES,
  'POST /console/api/notifications/:id/remind': OFFICES,
  'GET /console/api/notifications/:id/recipients': [...OFFICES, 'auditor'],
  'GET /console/api/notifications/:id/replies/export': [...OFFICES, 'auditor'],
  'GET /console/api/notifications/received': [...GOVERNMENT, ...ENTERPRISES],
  'GET /console/api/notifications/:id': [...GOVERNMENT, ...ENTERPRISES],
  'POST /console/api/notifications/:id/read': [...OFFICES, 'unit', ...ENTERPRISES],
  'POST /console/api/notifications/:id/receipt': [...OFFICES, 'unit', ...ENTERPRISES],
  'POST /console/api/notifications/:id/reply': [...OFFICES, 'unit', ...ENTERPRISES],
  // Training (issue 12 §1): offices publish and keep the trainings of their region (the auditor
  // reads); the audience (every type but the offices) enrols; the listed college is public.
  'GET /console/api/training/trainings': [...OFFICES, 'auditor'],
  'GET /console/api/training/trainings/:trainingId': [...OFFICES, 'auditor'],
  'POST /console/api/training/trainings': OFFICES,
  'PUT /console/api/training/trainings/:trainingId': OFFICES,
  'POST /console/api/training/trainings/:trainingId/cancel': OFFICES,
  'PUT /console/api/training/trainings/:trainingId/attendance': OFFICES,
  'GET /console/api/training/enrolments': [...OFFICES, 'auditor'],
  'GET /console/api/training/enrolments/:enrolmentId': [...OFFICES, 'auditor'],
  'GET /console/api/training/enrolments/export': [...OFFICES, 'auditor'],
  'GET /console/api/training/open': [...ENROLLERS],
  'GET /console/api/training/open/:trainingId': [...ENROLLERS],
  'POST /console/api/training/open/:trainingId/enrolments': [...ENROLLERS],
  'POST /console/api/training/open/:trainingId/sign-in': [...ENROLLERS],
  'GET /console/api/training/my-enrolments': [...ENROLLERS],
  'POST /console/api/training/my-enrolments/:enrolmentId/cancel': [...ENROLLERS],
  'POST /console/api/training/my-enrolments/:enrolmentId/feedback': [...ENROLLERS],
  'GET /console/api/portal/trainings': EVERYONE,
  'GET /console/api/portal/trainings/:trainingId': EVERYONE,
  // Investment and financing (issue 12 §2, §3): needs are the enterprise's own, the offices' of
  // their region (the auditor reads); investors and banks read the ranked market, keep their
  // preferences and, like enterprises, hold pairs; offices organise roadshows.
  'GET /console/api/financing/needs/mine': ENTERPRISES,
  'GET /console/api/financing/needs': [...OFFICES, 'auditor'],
  'GET /console/api/financing/needs/export': [...OFFICES, 'auditor'],
  'GET /console/api/financing/market': FINANCIERS,
  'GET /console/api/financing/needs/:id': NEED_READERS,
  'POST /console/api/financing/needs': [...ENTERPRISES, ...OFFICES],
  'PUT /console/api/financing/needs/:id': ENTERPRISES,
  'DELETE /console/api/financing/needs/:id': ENTERPRISES,
  'POST /console/api/financing/needs/:id/submit': ENTERPRISES,
  'POST /console/api/financing/needs/:id/finish': ENTERPRISES,
  'GET /console/api/financing/needs/:id/investors': [...ENTERPRISES, ...OFFICES, 'auditor'],
  'GET /console/api/financing/preference': FINANCIERS,
  'PUT /console/api/financing/preference': FINANCIERS,
  'GET /console/api/financing/financiers': [...OFFICES, 'auditor'],
  'GET /console/api/financing/statistics': [...OFFICES, 'auditor'],
  'GET /console/api/financing/matches': NEED_READERS,
  'POST /console/api/financing/matches': [...ENTERPRISES, ...FINANCIERS],
  'POST /console/api/financing/matches/:id/steps': [...ENTERPRISES, ...FINANCIERS],
  'GET /console/api/financing/matches/:id/steps': NEED_READERS,
  'GET /console/api/roadshows': NEED_READERS,
  'GET /console/api/roadshows/projects/mine': ENTERPRISES,
  'GET /console/api/roadshows/:id': NEED_READERS,
  'POST /console/api/roadshows': OFFICES,
  'PUT /console/api/roadshows/:id': OFFICES,
  'POST /console/api/roadshows/:id/projects': [...ENTERPRISES, ...OFFICES],
  'PUT /console/api/roadshows/:id/projects/:projectId': OFFICES,
  'POST /console/api/roadshows/:id/investors': [...OFFICES, ...FINANCIERS],
  'PUT /console/api/roadshows/:id/scores': FINANCIERS,
  // Periodic reports (issue 10 §2): a filer is an enterprise, or a city office for its monthly
  // summary (every office may call, scope and ownership decide: 404); a brief goes to offices
  // only. The office's side: financial offices, the auditor reads but changes nothing.
  'GET /console/api/report/mine': [...ENTERPRISES, ...OFFICES, 'auditor'],
  'GET /console/api/report/mine/export': [...ENTERPRISES, ...OFFICES, 'auditor'],
  'GET /console/api/report/reports/:reportId': [...ENTERPRISES, ...OFFICES, 'auditor'],
  'GET /console/api/report/reports/:reportId/versions': [...ENTERPRISES, ...OFFICES, 'auditor'],
  'PUT /console/api/report/reports/:reportId/draft': [...ENTERPRISES, ...OFFICES],
  'POST /console/api/report/reports/:reportId/submit': [...ENTERPRISES, ...OFFICES],
  'POST /console/api/report/issues': ENTERPRISES,
  'GET /console/api/report/periods': [...OFFICES, 'auditor'],
  'GET /console/api/report/status': [...OFFICES, 'auditor'],
  'GET /console/api/report/status/export': [...OFFICES, 'auditor'],
  'PUT /console/api/report/reports/:reportId': OFFICES,
  'POST /console/api/report/reports/:reportId/review': OFFICES,
  'POST /console/api/report/remind': OFFICES,
  'POST /console/api/report/tasks': OFFICES,
  'GET /console/api/report/enterprises': [...OFFICES, 'auditor'],
  'GET /console/api/report/recipients': [...OFFICES, 'auditor'],
  'POST /console/api/report/briefs': OFFICES,
  'GET /console/api/report/template': [...OFFICES, 'auditor'],
  'POST /console/api/report/import': OFFICES,
  // IPO data (issue 13): market data read by everyone signed in; its dataset versions kept by administrators.
  'GET /console/api/ipo-data/overview': SIGNED_IN,
  'GET /console/api/ipo-data/cases': SIGNED_IN,
  'GET /console/api/ipo-data/cases/export': SIGNED_IN,
  'GET /console/api/ipo-data/cases/:caseId': SIGNED_IN,
  'GET /console/api/ipo-data/letters': SIGNED_IN,
  'GET /console/api/ipo-data/letters/export': SIGNED_IN,
  'GET /console/api/ipo-data/overview/export': SIGNED_IN,
  'GET /console/api/disclosure/overview': SIGNED_IN,
  'GET /console/api/disclosure/announcements': SIGNED_IN,
  'GET /console/api/disclosure/announcements/export': SIGNED_IN,
  // Every declared dataset's versions, import, restore, template and scheduled refresh.
  'GET /console/api/datasets/imports': ADMINS,
  'POST /console/api/datasets/:dataset/import': ADMINS,
  'POST /console/api/datasets/imports/:importId/restore': ADMINS,
  'GET /console/api/datasets/:dataset/template': ADMINS,
  'GET /console/api/datasets/:dataset/refresh': ADMINS,
  'PUT /console/api/datasets/:dataset/refresh': ADMINS,
  'GET /console/api/reorganization/overview': SIGNED_IN,
  'GET /console/api/reorganization/deals': SIGNED_IN,
  'GET /console/api/reorganization/deals/export': SIGNED_IN,
  'GET /console/api/reorganization/targets': SIGNED_IN,
  'GET /console/api/reorganization/targets/export': SIGNED_IN,
  'GET /console/api/reorganization/cases': SIGNED_IN,
  'GET /console/api/reorganization/cases/export': SIGNED_IN,
  'GET /console/api/reorganization/cases/:caseId': SIGNED_IN,
  // Listed-company statistics (issue 13): public market data read by everyone signed in.
  'GET /console/api/listed-companies/securities': SIGNED_IN,
  'GET /console/api/listed-companies/securities/export': SIGNED_IN,
  'GET /console/api/listed-companies/companies': SIGNED_IN,
  'GET /console/api/listed-companies/companies/export': SIGNED_IN,
  'GET /console/api/listed-companies/financials': SIGNED_IN,
  'GET /console/api/listed-companies/financials/export': SIGNED_IN,
};
