// The listed-company datasets' rows. Each row belongs to one import (a version of its dataset,
// platform/datasets); the pages read the active version only, so every index leads with import_id.
import type { ListedBoard, ListedExchange } from '@portal/contract/listed-companies';
import {
  date,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { datasetImports } from '../../db/schema/datasets.ts';

const versionOf = (name: string) =>
  uuid(name)
    .notNull()
    .references(() => datasetImports.id, { onDelete: 'cascade' });
const importId = () => versionOf('import_id');
/** 亿元 or %, as typed in the workbook (up to 4 decimals), read back as numbers. */
const amount = (name: string) => numeric(name, { precision: 16, scale: 4, mode: 'number' });

export const listedCompanies = pgTable(
  'listed_companies',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    importId: importId(),
    stockCode: varchar('stock_code', { length: 6 }).notNull(),
    name: text('name').notNull(),
    exchange: text('exchange').$type<ListedExchange>().notNull(),
    board: text('board').$type<ListedBoard>().notNull(),
    /** GB/T 2260 code of the province, e.g. 430000. */
    province: varchar('province', { length: 6 }).notNull(),
    city: text('city').notNull(),
    industry: text('industry').notNull(),
    listedOn: date('listed_on').notNull(),
    /** Total market value at the dataset's as-of day, 亿元. */
    marketValue: amount('market_value').notNull(),
  },
  (t) => [
    uniqueIndex('listed_companies_key').on(t.importId, t.stockCode),
    index('listed_companies_province_idx').on(t.importId, t.province, t.city),
    index('listed_companies_listed_idx').on(t.importId, t.listedOn),
  ],
);

export const listedFinancials = pgTable(
  'listed_financials',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    importId: importId(),
    stockCode: varchar('stock_code', { length: 6 }).notNull(),
    year: integer('year').notNull(),
    /** 亿元. */
    revenue: amount('revenue').notNull(),
    netProfit: amount('net_profit').notNull(),
    totalAssets: amount('total_assets'),
    /** %. */
    roe: amount('roe'),
    rdRatio: amount('rd_ratio'),
  },
  (t) => [
    uniqueIndex('listed_financials_key').on(t.importId, t.stockCode, t.year),
    index('listed_financials_year_idx').on(t.importId, t.year),
  ],
);

const sum = (name: string) => numeric(name, { mode: 'number' });

/**
 * The indicators summed per year, province and industry for one pair of versions (financials read
 * with the companies' province and industry), stored when either dataset's version is activated
 * (listed-companies.datasets.ts): the indicators screen reads these few hundred rows per year instead
 * of joining tens of thousands. Sums, not means, so any grouping of them gives exact means and ratios.
 */
export const listedFinancialTotals = pgTable(
  'listed_financial_totals',
  {
    financialsImportId: versionOf('financials_import_id'),
    companiesImportId: versionOf('companies_import_id'),
    year: integer('year').notNull(),
    province: varchar('province', { length: 6 }).notNull(),
    industry: text('industry').notNull(),
    companies: integer('companies').notNull(),
    revenue: sum('revenue').notNull(),
    netProfit: sum('net_profit').notNull(),
    /** ROE summed over the companies that report one (roe_count of them). */
    roeSum: sum('roe_sum'),
    roeCount: integer('roe_count').notNull(),
    /** Σ R&D ratio × revenue, and Σ revenue of the companies that report a ratio. */
    rdSpend: sum('rd_spend'),
    rdRevenue: sum('rd_revenue'),
  },
  (t) => [
    primaryKey({
      name: 'listed_financial_totals_pk',
      columns: [t.financialsImportId, t.companiesImportId, t.year, t.province, t.industry],
    }),
  ],
);
