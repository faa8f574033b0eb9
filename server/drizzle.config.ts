// drizzle-kit generates the checked-in migrations from the schema: npm run db:generate. Shared
// tables are in db/schema; a feature's own tables may sit in its module as <f>.schema.ts.
import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  schema: ['./server/src/db/schema/index.ts', './server/src/modules/*/*.schema.ts'],
  out: './server/src/db/migrations',
});
