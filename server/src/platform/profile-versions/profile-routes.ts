// The owner's side of a versioned profile, the same for every kind (enterprise, institution):
// my profile, save and discard the draft, submit it, withdraw it, and the history of approved
// versions. The module that owns the kind mounts these under its base path with its own access,
// schemas and service; every write answers with my profile as it now is.
import { envelope } from '@portal/contract';
import type { FastifyPluginAsync } from 'fastify';
import type { z } from 'zod';
import type { Access } from '../access/access.ts';
import { type Caller, callerOf } from '../access/caller.ts';

export type ProfileService<Profile, My, HistoryQuery, HistoryPage> = {
  my(caller: Caller): Promise<My>;
  saveDraft(caller: Caller, input: Profile): Promise<void>;
  discard(caller: Caller): Promise<void>;
  submit(caller: Caller): Promise<void>;
  withdraw(caller: Caller): Promise<void>;
  history(caller: Caller, query: HistoryQuery): Promise<HistoryPage>;
};

export type ProfileRoutes<
  P extends z.ZodType,
  M extends z.ZodType,
  HQ extends z.ZodType,
  HP extends z.ZodType,
> = {
  /** e.g. /console/api/company: my profile is `${base}/my`, the history `${base}/history`. */
  base: string;
  tags: string[];
  /** Who has such a profile of their own. */
  owners: Access;
  /** Who reads a history: the owner its own (no id), others one in their scope (by id). */
  historyReaders: Access;
  /** The review process's title, named by the submit. */
  review: string;
  summaries: { my: string; saveDraft: string; history: string };
  schemas: { profile: P; my: M; historyQuery: HQ; historyPage: HP };
  service: ProfileService<z.output<P>, z.input<M>, z.output<HQ>, z.input<HP>>;
};

export function profileRoutes<
  P extends z.ZodType,
  M extends z.ZodType,
  HQ extends z.ZodType,
  HP extends z.ZodType,
>(o: ProfileRoutes<P, M, HQ, HP>): FastifyPluginAsync {
  const { tags, service } = o;
  const my = `${o.base}/my`;
  const access = o.owners;
  const myAnswer = { 200: envelope(o.schemas.my) };
  // The schemas check and serialise at run time as on any route; their static types cannot flow
  // through the generic parameters, so the service's types are checked where the module calls this.
  return async (app) => {
    app.get(my, {
      config: { access },
      schema: { tags, summary: o.summaries.my, response: myAnswer },
      handler: async (request) => ({ data: await service.my(callerOf(request)) }),
    });

    app.put(`${my}/draft`, {
      config: { access },
      schema: { tags, summary: o.summaries.saveDraft, body: o.schemas.profile, response: myAnswer },
      handler: async (request) => {
        await service.saveDraft(callerOf(request), request.body as z.output<P>);
        return { data: await service.my(callerOf(request)) };
      },
    });

    app.delete(`${my}/draft`, {
      config: { access },
      schema: { tags, summary: 'Discard my draft', response: myAnswer },
      handler: async (request) => {
        await service.discard(callerOf(request));
        return { data: await service.my(callerOf(request)) };
      },
    });

    app.post(`${my}/submit`, {
      config: { access },
      schema: { tags, summary: `Submit my draft for review (${o.review})`, response: myAnswer },
      handler: async (request) => {
        await service.submit(callerOf(request));
        return { data: await service.my(callerOf(request)) };
      },
    });

    app.post(`${my}/withdraw`, {
      config: { access },
      schema: { tags, summary: 'Withdraw my version from review', response: myAnswer },
      handler: async (request) => {
        await service.withdraw(callerOf(request));
        return { data: await service.my(callerOf(request)) };
      },
    });

    app.get(`${o.base}/history`, {
      config: { access: o.historyReaders },
      schema: {
        tags,
        summary: o.summaries.history,
        querystring: o.schemas.historyQuery,
        response: { 200: envelope(o.schemas.historyPage) },
      },
      handler: async (request) => ({
        data: await service.history(callerOf(request), request.query as z.output<HQ>),
      }),
    });
  };
}
