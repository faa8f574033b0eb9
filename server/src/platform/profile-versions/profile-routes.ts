// The owner's side of a versioned profile, the same for every kind (enterprise, institution):
// my profile, save and discard the draft, submit it, withdraw it, and the history of approved
// versions (contract profileEndpoints). The module that owns the kind mounts these with its own
// access, endpoints and service; every write answers with my profile as it now is.
import type { ProfileEndpoints } from '@portal/contract';
import type { FastifyPluginAsync } from 'fastify';
import type { z } from 'zod';
import type { Access } from '../access/access.ts';
import { type Caller, callerOf } from '../access/caller.ts';
import { route } from '../http/route.ts';

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
  endpoints: ProfileEndpoints<P, M, HQ, HP>;
  tags: string[];
  /** Who has such a profile of their own. */
  owners: Access;
  /** Who reads a history: the owner its own (no id), others one in their scope (by id). */
  historyReaders: Access;
  service: ProfileService<z.output<P>, z.input<M>, z.output<HQ>, z.input<HP>>;
};

export function profileRoutes<
  P extends z.ZodType,
  M extends z.ZodType,
  HQ extends z.ZodType,
  HP extends z.ZodType,
>(o: ProfileRoutes<P, M, HQ, HP>): FastifyPluginAsync {
  const { tags, service, endpoints: e } = o;
  const config = { access: o.owners };
  // The schemas check and serialise at run time as on any route; their static types cannot flow
  // through the generic parameters (hence `never`), so the service's types are checked where the
  // module calls this.
  const my = async (caller: Caller) => ({ data: await service.my(caller) }) as never;
  return async (app) => {
    route(app, e.my, { config, tags, handler: async (request) => my(callerOf(request)) });

    route(app, e.saveDraft, {
      config,
      tags,
      handler: async (request) => {
        await service.saveDraft(callerOf(request), request.body as z.output<P>);
        return my(callerOf(request));
      },
    });

    route(app, e.discard, {
      config,
      tags,
      handler: async (request) => {
        await service.discard(callerOf(request));
        return my(callerOf(request));
      },
    });

    route(app, e.submit, {
      config,
      tags,
      handler: async (request) => {
        await service.submit(callerOf(request));
        return my(callerOf(request));
      },
    });

    route(app, e.withdraw, {
      config,
      tags,
      handler: async (request) => {
        await service.withdraw(callerOf(request));
        return my(callerOf(request));
      },
    });

    route(app, e.history, {
      config: { access: o.historyReaders },
      tags,
      handler: async (request) =>
        ({ data: await service.history(callerOf(request), request.query as z.output<HQ>) }) as never,
    });
  };
}
