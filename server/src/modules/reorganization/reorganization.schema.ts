// The reorganisation datasets' rows. Each row belongs to one import (a version of its dataset,
// platform/datasets); reads go through the dataset's active import only, so every index leads
// with import_id.
import type {
  DealStatus,
  DealType,
  Payment,
  TargetStatus,
  TargetType,
} from '@portal/contract/reorganization';
import { date, index, numeric, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { datasetImports } from '../../db/schema/datasets.ts';

/** 亿元 with two decimals. */
const yi = (name: string) => numeric(name, { precision: 14, scale: 2, mode: 'number' });
/** The version a row belongs to; dropping a version drops its rows. */
const importId = () =>
  uuid('import_id')
    .notNull()
    .references(() => datasetImports.id, { onDelete: 'cascade' });

/** M&A deals (并购重组交易): one row per deal announced by a listed company. */
export const reorgDeals = pgTable(
  'reorg_deals',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    importId: importId(),
    companyName: text('company_name').notNull(),
    stockCode: text('stock_code').notNull(),
    targetName: text('target_name').notNull(),
    type: text('type').$type<DealType>().notNull(),
    counterparties: text('counterparties').notNull(),
    price: yi('price'),
    payment: text('payment').$type<Payment>().notNull(),
    industry: text('industry').notNull(),
    province: text('province').notNull(),
    announcedOn: date('announced_on').notNull(),
    status: text('status').$type<DealStatus>().notNull(),
    completedOn: date('completed_on'),
    terminatedOn: date('terminated_on'),
  },
  (t) => [
    uniqueIndex('reorg_deals_key').on(t.importId, t.stockCode, t.targetName, t.announcedOn),
    index('reorg_deals_list_idx').on(t.importId, t.announcedOn.desc(), t.id),
    index('reorg_deals_province_idx').on(t.importId, t.province),
  ],
);

/** Trade targets (交易标的): assets or equity offered for sale. */
export const reorgTargets = pgTable(
  'reorg_targets',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    importId: importId(),
    name: text('name').notNull(),
    type: text('type').$type<TargetType>().notNull(),
    industry: text('industry').notNull(),
    province: text('province').notNull(),
    seller: text('seller').notNull(),
    askingPrice: yi('asking_price'),
    status: text('status').$type<TargetStatus>().notNull(),
    listedOn: date('listed_on').notNull(),
    contactOffice: text('contact_office').notNull(),
  },
  (t) => [
    uniqueIndex('reorg_targets_key').on(t.importId, t.name, t.seller),
    index('reorg_targets_list_idx').on(t.importId, t.listedOn.desc(), t.id),
  ],
);

/** Reorganisation cases (重组案例): a deal told as a story, a dataset of its own. */
export const reorgCases = pgTable(
  'reorg_cases',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    importId: importId(),
    title: text('title').notNull(),
    companyName: text('company_name').notNull(),
    stockCode: text('stock_code').notNull(),
    targetName: text('target_name').notNull(),
    type: text('type').$type<DealType>().notNull(),
    industry: text('industry').notNull(),
    province: text('province').notNull(),
    price: yi('price'),
    payment: text('payment').$type<Payment>().notNull(),
    announcedOn: date('announced_on').notNull(),
    status: text('status').$type<DealStatus>().notNull(),
    background: text('background').notNull(),
    plan: text('plan').notNull(),
    questions: text('questions').array().notNull(),
    outcome: text('outcome').notNull(),
    lessons: text('lessons').notNull(),
  },
  (t) => [
    uniqueIndex('reorg_cases_key').on(t.importId, t.title),
    index('reorg_cases_list_idx').on(t.importId, t.announcedOn.desc(), t.id),
  ],
);
