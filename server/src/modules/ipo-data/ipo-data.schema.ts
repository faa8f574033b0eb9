// The IPO datasets' tables. Every workbook import is a version (ipo_imports); the rows it brought
// belong to it, and exactly one import per dataset is active: restoring an earlier version only
// moves that mark, so nothing is rewritten and the history stays whole.
import type { IpoBoard, IpoDataset, IpoStatus, LetterCategory } from '@portal/contract/ipo-data';
import { sql } from 'drizzle-orm';
import {
  boolean,
  customType,
  date,
  index,
  integer,
  numeric,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { users } from '../../db/schema/orgs.ts';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const ipoImports = pgTable(
  'ipo_imports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    dataset: text('dataset').$type<IpoDataset>().notNull(),
    fileName: text('file_name').notNull(),
    sourceName: text('source_name').notNull(),
    asOf: date('as_of').notNull(),
    synthetic: boolean('synthetic').notNull().default(false),
    rows: integer('rows').notNull(),
    active: boolean('active').notNull().default(false),
    importedAt: at('imported_at').notNull(),
    importedBy: uuid('imported_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    index('ipo_imports_dataset_idx').on(t.dataset, t.importedAt.desc()),
    // One active version per dataset; two concurrent imports cannot both become it.
    uniqueIndex('ipo_imports_active_key').on(t.dataset).where(sql`active`),
  ],
);

export const ipoCases = pgTable(
  'ipo_cases',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    importId: uuid('import_id')
      .notNull()
      .references(() => ipoImports.id, { onDelete: 'cascade' }),
    companyName: text('company_name').notNull(),
    creditCode: varchar('credit_code', { length: 18 }),
    board: text('board').$type<IpoBoard>().notNull(),
    province: text('province').notNull(),
    industry: text('industry').notNull(),
    sponsor: text('sponsor').notNull(),
    lawFirm: text('law_firm').notNull(),
    accountant: text('accountant').notNull(),
    status: text('status').$type<IpoStatus>().notNull(),
    acceptedOn: date('accepted_on').notNull(),
    inquiredOn: date('inquired_on'),
    committeeOn: date('committee_on'),
    registeredOn: date('registered_on'),
    listedOn: date('listed_on'),
    terminatedOn: date('terminated_on'),
    /** 亿元, two decimals. */
    fundsRaised: numeric('funds_raised', { precision: 12, scale: 2, mode: 'number' }),
    questions: text('questions').array().notNull(),
  },
  (t) => [
    uniqueIndex('ipo_cases_key').on(t.importId, t.companyName, t.board),
    index('ipo_cases_accepted_idx').on(t.importId, t.acceptedOn.desc(), t.id),
    index('ipo_cases_listed_idx').on(t.importId, t.listedOn),
  ],
);

/** Read back as text when selected at all (lists never select it). */
const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/** One question of an inquiry letter (问询函), with its vector written by the app (platform/search/chinese.ts). */
export const ipoLetterQuestions = pgTable(
  'ipo_letter_questions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    importId: uuid('import_id')
      .notNull()
      .references(() => ipoImports.id, { onDelete: 'cascade' }),
    companyName: text('company_name').notNull(),
    board: text('board').$type<IpoBoard>().notNull(),
    round: integer('round').notNull(),
    letterDate: date('letter_date').notNull(),
    number: integer('number').notNull(),
    category: text('category').$type<LetterCategory>().notNull(),
    question: text('question').notNull(),
    search: tsvector('search').notNull(),
  },
  (t) => [
    uniqueIndex('ipo_letter_questions_key').on(t.importId, t.companyName, t.board, t.round, t.number),
    index('ipo_letter_questions_search_idx').using('gin', t.search),
    index('ipo_letter_questions_list_idx').on(t.importId, t.letterDate.desc(), t.id),
  ],
);
