// Every feature module of the app, once. A new feature adds its manifest (modules/<f>/<f>.module.ts)
// here and nowhere else on the server; buildApp does the rest (platform/module.ts).
import type { FeatureModule } from '../platform/module.ts';
import agency from './agency/agency.module.ts';
import article from './article/article.module.ts';
import auditLog from './audit-log/audit-log.module.ts';
import auth from './auth/auth.module.ts';
import datasets from './datasets/datasets.module.ts';
import dict from './dict/dict.module.ts';
import disclosure from './disclosure/disclosure.module.ts';
import editor from './editor/editor.module.ts';
import enterprise from './enterprise/enterprise.module.ts';
import exportConfig from './export-config/export-config.module.ts';
import files from './files/files.module.ts';
import financing from './financing/financing.module.ts';
import health from './health/health.module.ts';
import home from './home/home.module.ts';
import hotIssue from './hot-issue/hot-issue.module.ts';
import institution from './institution/institution.module.ts';
import ipoData from './ipo-data/ipo-data.module.ts';
import knowledge from './knowledge/knowledge.module.ts';
import law from './law/law.module.ts';
import ledger from './ledger/ledger.module.ts';
import listedCompanies from './listed-companies/listed-companies.module.ts';
import listingTest from './listing-test/listing-test.module.ts';
import notice from './notice/notice.module.ts';
import notification from './notification/notification.module.ts';
import orgAdmin from './org-admin/org-admin.module.ts';
import outbox from './outbox/outbox.module.ts';
import policy from './policy/policy.module.ts';
import problem from './problem/problem.module.ts';
import registration from './registration/registration.module.ts';
import reorganization from './reorganization/reorganization.module.ts';
import report from './report/report.module.ts';
import research from './research/research.module.ts';
import sentiment from './sentiment/sentiment.module.ts';
import siteSettings from './site-settings/site-settings.module.ts';
import training from './training/training.module.ts';
import usage from './usage/usage.module.ts';
import userAdmin from './user-admin/user-admin.module.ts';
import workflow from './workflow/workflow.module.ts';

export const MODULES: readonly FeatureModule[] = [
  auth,
  health,
  home,
  datasets,
  notice,
  files,
  editor,
  dict,
  article,
  workflow,
  enterprise,
  ledger,
  institution,
  knowledge,
  law,
  sentiment,
  hotIssue,
  training,
  financing,
  problem,
  orgAdmin,
  userAdmin,
  exportConfig,
  usage,
  auditLog,
  siteSettings,
  registration,
  listingTest,
  outbox,
  notification,
  research,
  report,
  policy,
  agency,
  ipoData,
  reorganization,
  listedCompanies,
  disclosure,
];
