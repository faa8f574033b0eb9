// The knowledge graph (知识图谱): nodes with an article body, and typed relations between them.
import type { KnowledgeNodeType, KnowledgeRelationLabel } from '@portal/contract';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './orgs.ts';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const knowledgeNodes = pgTable(
  'knowledge_nodes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    type: text('type').$type<KnowledgeNodeType>().notNull(),
    name: text('name').notNull(),
    summary: text('summary').notNull().default(''),
    /** Sanitised HTML. */
    body: text('body').notNull().default(''),
    sortOrder: integer('sort_order').notNull().default(0),
    enabled: boolean('enabled').notNull().default(true),
    /** Bumped by every edit; an edit names the version it was made on (optimistic locking). */
    version: integer('version').notNull().default(1),
    createdAt: at('created_at').notNull(),
    updatedAt: at('updated_at').notNull(),
    updatedBy: uuid('updated_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    // One name, one node: the graph labels nodes by name, two alike would be indistinguishable.
    uniqueIndex('knowledge_nodes_name_key').on(t.name),
    index('knowledge_nodes_type_order_idx').on(t.type, t.sortOrder),
  ],
);

export const knowledgeRelations = pgTable(
  'knowledge_relations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    fromId: uuid('from_id')
      .notNull()
      .references(() => knowledgeNodes.id, { onDelete: 'cascade' }),
    toId: uuid('to_id')
      .notNull()
      .references(() => knowledgeNodes.id, { onDelete: 'cascade' }),
    label: text('label').$type<KnowledgeRelationLabel>().notNull(),
    createdAt: at('created_at').notNull(),
    updatedAt: at('updated_at').notNull(),
  },
  (t) => [
    uniqueIndex('knowledge_relations_triple_key').on(t.fromId, t.toId, t.label),
    index('knowledge_relations_to_idx').on(t.toId),
    check('knowledge_relations_not_self', sql`${t.fromId} <> ${t.toId}`),
  ],
);
