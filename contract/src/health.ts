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
