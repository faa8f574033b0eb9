// Health of a server process for load balancers and orchestrators (issue 15 §3): alive, and ready to
// serve (database reachable, every migration applied). Public and cheap: nothing in them is secret.
import { z } from 'zod';
import { endpoint } from './endpoint.ts';

export const healthReadiness = z.object({
  status: z.literal('ready'),
  migrations: z.object({ applied: z.number().int(), expected: z.number().int() }),
});
export type HealthReadiness = z.infer<typeof healthReadiness>;

export const healthEndpoints = {
  live: endpoint({
    method: 'GET',
    path: '/console/health/live',
    summary: 'The process answers (liveness)',
    response: z.object({ status: z.literal('alive') }),
  }),
  ready: endpoint({
    method: 'GET',
    path: '/console/health/ready',
    summary:
      'Ready to serve: the database answers and every migration is applied (503 SERVICE_UNAVAILABLE otherwise, naming which)',
    response: healthReadiness,
  }),
};

/** A background job's last outcome (the administrators' job page, issue 16). */
export const jobRun = z.object({
  name: z.string(),
  startedAt: z.string(),
  finishedAt: z.string().nullable(),
  /** null: its first run has not finished yet. */
  outcome: z.enum(['OK', 'FAILED']).nullable(),
  lastSuccessAt: z.string().nullable(),
  lastFailureAt: z.string().nullable(),
  lastError: z.string().nullable(),
  consecutiveFailures: z.number().int(),
  process: z.string(),
});
export type JobRun = z.infer<typeof jobRun>;

export const jobRunsQuery = z.object({
  /** 'true': only the jobs whose last run failed. */
  failed: z.enum(['true']).optional(),
});
export type JobRunsQuery = z.infer<typeof jobRunsQuery>;

export const jobEndpoints = {
  list: endpoint({
    method: 'GET',
    path: '/console/api/management/jobs',
    summary: "Every background job's last run, success and failure (only the failing ones with failed=true)",
    query: jobRunsQuery,
    response: z.array(jobRun),
  }),
};
