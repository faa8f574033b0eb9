// A server process whose one extra job counts its runs in `job_ticks` (created by the test), every
// TICK_MINUTES: the two-process test counts those rows to see each period run once in all.
import { sql } from 'drizzle-orm';
import { startServer } from '../../src/main.ts';
import { defineModule } from '../../src/platform/module.ts';

const ticking = defineModule({
  name: 'ticking',
  jobs: [
    {
      name: 'test tick',
      minutes: Number(process.env.TICK_MINUTES ?? '1'),
      task: (ctx) => async () => {
        await ctx.db.execute(sql`insert into job_ticks (pid) values (${process.pid})`);
      },
    },
  ],
});

const server = await startServer(process.env, { extraModules: [ticking] });
const stop = async () => {
  await server.close();
  process.exit(0);
};
process.on('SIGTERM', () => void stop());
process.on('SIGINT', () => void stop());
