// The IPO datasets' tables. Every workbook import is a version (platform/datasets,
// dataset_imports); the rows it brought belong to it, and the pages read the active version's.
import type { IpoBoard, IpoStatus, LetterCategory } from '@portal/contract/ipo-data';
import {
  customType,
  date,
  index,
  integer,
  numeric,
  pgTable,
  text,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { datasetImports } from '../../db/schema/datasets.ts';

export const ipoCases = pgTable(
  'ipo_cases',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    importId: uuid('import_id')
      .notNull()
      .references(() => datasetImports.id, { onDelete: 'cascade' }),
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
      .references(() => datasetImports.id, { onDelete: 'cascade' }),
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
    // The page's own order (pageOfLetters): a page is read off the index, no sort of every match.
    index('ipo_letter_questions_list_idx').on(
      t.importId,
      t.letterDate.desc(),
      t.companyName,
      t.round,
      t.number,
    ),
    // The counts by category without a keyword, from the index alone.
    index('ipo_letter_questions_category_idx').on(t.importId, t.category),
  ],
);
