// Training's calls: the offices' (publish, edit, enrolments, attendance, export), the audience's
// (open trainings, enrol, cancel, sign in, feedback) and the listed college's (public).
import { AUDIENCE_TYPES, trainingEndpoints as ep } from '@portal/contract/training';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { callerOf } from '../../platform/access/caller.ts';
import type { AppContext } from '../../platform/context.ts';
import { route } from '../../platform/http/route.ts';
import { createEnrolments } from './enrolment.service.ts';
import { exportEnrolments } from './training.export.ts';
import { bindReview } from './training.process.ts';
import type { SeatDeps } from './training.seats.ts';
import { createTrainings } from './training.service.ts';

const tags = ['training'];
const OFFICE = { types: ['FINANCIAL'] } as const;
const AUDIENCE = { types: AUDIENCE_TYPES } as const;

export function trainingRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  const seats: SeatDeps = {
    clock: ctx.clock,
    audit: ctx.audit,
    notices: ctx.notices,
    workflow: ctx.workflow,
  };
  bindReview(seats);
  const trainings = createTrainings(ctx, seats);
  const enrolments = createEnrolments(ctx, seats);
  return async (app) => {
    route(app, ep.list, {
      config: { access: OFFICE },
      tags,
      handler: async (request) => ({ data: await trainings.list(callerOf(request), request.query) }),
    });
    route(app, ep.detail, {
      config: { access: OFFICE },
      tags,
      handler: async (request) => ({
        data: await trainings.detail(callerOf(request), request.params.trainingId),
      }),
    });
    route(app, ep.create, {
      config: { access: OFFICE },
      tags,
      handler: async (request) => ({ data: await trainings.create(callerOf(request), request.body) }),
    });
    route(app, ep.update, {
      config: { access: OFFICE },
      tags,
      handler: async (request) => ({
        data: await trainings.update(callerOf(request), request.params.trainingId, request.body),
      }),
    });
    route(app, ep.cancel, {
      config: { access: OFFICE },
      tags,
      handler: async (request) => ({
        data: await trainings.cancel(callerOf(request), request.params.trainingId),
      }),
    });
    route(app, ep.attendance, {
      config: { access: OFFICE },
      tags,
      handler: async (request) => ({
        data: await trainings.attendance(callerOf(request), request.params.trainingId, request.body),
      }),
    });
    route(app, ep.enrolments, {
      config: { access: OFFICE },
      tags,
      handler: async (request) => ({ data: await trainings.enrolments(callerOf(request), request.query) }),
    });
    route(app, ep.enrolment, {
      config: { access: OFFICE },
      tags,
      handler: async (request) => ({
        data: await trainings.enrolment(callerOf(request), request.params.enrolmentId),
      }),
    });
    route(app, ep.exportEnrolments, {
      config: { access: OFFICE },
      tags,
      handler: async (request, reply) => exportEnrolments(ctx, callerOf(request), request.query, reply),
    });

    route(app, ep.open, {
      config: { access: AUDIENCE },
      tags,
      handler: async (request) => ({ data: await enrolments.list(callerOf(request), request.query) }),
    });
    route(app, ep.openDetail, {
      config: { access: AUDIENCE },
      tags,
      handler: async (request) => ({
        data: await enrolments.detail(callerOf(request), request.params.trainingId),
      }),
    });
    route(app, ep.enrol, {
      config: { access: AUDIENCE },
      tags,
      handler: async (request) => ({
        data: await enrolments.enrol(callerOf(request), request.params.trainingId, request.body.people),
      }),
    });
    route(app, ep.signIn, {
      config: { access: AUDIENCE },
      tags,
      handler: async (request) => ({
        data: await enrolments.signIn(callerOf(request), request.params.trainingId, request.body),
      }),
    });
    route(app, ep.mine, {
      config: { access: AUDIENCE },
      tags,
      handler: async (request) => ({ data: await enrolments.mine(callerOf(request), request.query) }),
    });
    route(app, ep.cancelEnrolment, {
      config: { access: AUDIENCE },
      tags,
      handler: async (request) => ({
        data: await enrolments.cancel(callerOf(request), request.params.enrolmentId),
      }),
    });
    route(app, ep.feedback, {
      config: { access: AUDIENCE },
      tags,
      handler: async (request) => ({
        data: await enrolments.feedback(callerOf(request), request.params.enrolmentId, request.body),
      }),
    });

    route(app, ep.college, {
      config: { access: 'public' },
      tags,
      handler: async (request) => ({ data: await enrolments.college(request.query) }),
    });
    route(app, ep.collegeDetail, {
      config: { access: 'public' },
      tags,
      handler: async (request) => ({ data: await enrolments.collegeDetail(request.params.trainingId) }),
    });
  };
}
