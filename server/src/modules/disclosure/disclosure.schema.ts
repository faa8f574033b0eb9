// Announcements of the ANNOUNCEMENTS dataset: the rows of every import are kept, readers see the
// active import's. The search vector is written by the app (platform/search/chinese.ts), never
// by a database parser, so PGlite and PostgreSQL search alike.
import type { AnnouncementType, Exchange } from '@portal/contract/disclosure';
import { customType, date, index, pgTable, text, uuid, varchar } from 'drizzle-orm/pg-core';
import { datasetImports } from '../../db/schema/index.ts';

/** Read back as text when selected at all (lists never select it). */
const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

export const announcements = pgTable(
  'announcements',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    importId: uuid('import_id')
      .notNull()
      .references(() => datasetImports.id, { onDelete: 'cascade' }),
    code: varchar('code', { length: 6 }).notNull(),
    company: text('company').notNull(),
    exchange: text('exchange').$type<Exchange>().notNull(),
    /** Short form (湖南, 广西): the importer normalises 湖南省 and 广西壮族自治区. */
    province: text('province').notNull(),
    announcedOn: date('announced_on').notNull(),
    type: text('type').$type<AnnouncementType>().notNull(),
    title: text('title').notNull(),
    summary: text('summary').notNull(),
    url: text('url'),
    /** Title, company and code weighted A, summary D. */
    search: tsvector('search').notNull(),
  },
  (t) => [
    index('announcements_search_idx').using('gin', t.search),
    index('announcements_list_idx').on(t.importId, t.announcedOn.desc(), t.id),
    index('announcements_province_idx').on(t.importId, t.province, t.announcedOn.desc(), t.id),
    // A type or an exchange filter counts and pages on its own index, not over every row.
    index('announcements_type_idx').on(t.importId, t.type, t.announcedOn.desc(), t.id),
    index('announcements_exchange_idx').on(t.importId, t.exchange, t.announcedOn.desc(), t.id),
    // The head page's count of the province's companies, read from the index alone.
    index('announcements_company_idx').on(t.importId, t.province, t.code),
  ],
);
