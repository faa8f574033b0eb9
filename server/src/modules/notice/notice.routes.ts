// The notice calls of spec §7: unread count (the bell), the paged inbox, mark read, discard.
import type { OutgoingHttpHeaders } from 'node:http';
import { noticeEndpoints } from '@portal/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { callerOf } from '../../platform/access/caller.ts';
import type { AppContext } from '../../platform/context.ts';
import { route } from '../../platform/http/route.ts';

const tags = ['notice'];

/** How often an open stream is sent a comment and its session checked (proxies close idle ones). */
export const NOTICE_STREAM_CHECK_MS = 15_000;

export function noticeRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  const { notices, audit } = ctx;
  return async (app) => {
    // The bell's count, pushed (issue 15 §3): at once, then whenever a notice for the user is
    // committed by any process. A session ended elsewhere (signed out, forced out, disabled) closes
    // the stream at its next wake or check; the browser then falls back to polling.
    route(app, noticeEndpoints.stream, {
      config: { access: 'session', personal: true },
      tags,
      handler: async (request, reply) => {
        const userId = callerOf(request).user.id;
        // EventSource always asks for the stream; any other caller (a script, a test's inject) gets
        // the current count as one event and the end, so that nothing waits on it for ever.
        if (!/text\/event-stream/.test(request.headers.accept ?? '')) {
          const count = await notices.unreadCount(userId);
          reply
            .header('content-type', 'text/event-stream; charset=utf-8')
            .header('cache-control', 'no-store');
          return reply.send(`event: count\ndata: ${JSON.stringify({ count })}\n\n`);
        }
        reply.hijack();
        const out = reply.raw;
        // Taken over: the hardening headers the reply holds go out only if written here.
        out.writeHead(200, {
          ...(reply.getHeaders() as OutgoingHttpHeaders),
          'content-type': 'text/event-stream; charset=utf-8',
          'cache-control': 'no-store',
          // nginx and the like would hold the events back in their buffers.
          'x-accel-buffering': 'no',
        });
        let ended = false;
        let busy = Promise.resolve();
        const end = () => {
          if (ended) return;
          ended = true;
          clearInterval(timer);
          unwatch();
          forget();
          out.end();
        };
        const stillSignedIn = async () => {
          request.activeSession = undefined;
          const session = await ctx.sessions.resolve(request);
          return session?.user.id === userId;
        };
        // One at a time, so that counts reach the browser in the order they were read.
        const send = () => {
          busy = busy
            .then(async () => {
              if (ended) return;
              if (!(await stillSignedIn())) return end();
              const count = await notices.unreadCount(userId);
              if (!ended) out.write(`event: count\ndata: ${JSON.stringify({ count })}\n\n`);
            })
            .catch((error: unknown) => {
              request.log.warn({ err: error }, 'notice stream failed');
              end();
            });
        };
        const check = () => {
          busy = busy
            .then(async () => {
              if (ended) return;
              if (!(await stillSignedIn())) return end();
              out.write(': still here\n\n');
            })
            .catch(() => end());
        };
        const unwatch = notices.watch(userId, send);
        // A closing server drops the connection too: ended but kept alive, it would hold the close.
        const forget = notices.openStream(() => {
          end();
          out.destroy();
        });
        const timer = setInterval(check, NOTICE_STREAM_CHECK_MS);
        timer.unref();
        out.on('close', end);
        send();
        return reply;
      },
    });

    route(app, noticeEndpoints.count, {
      config: { access: 'session', personal: true },
      tags,
      handler: async (request) => ({
        data: { count: await notices.unreadCount(callerOf(request).user.id) },
      }),
    });

    route(app, noticeEndpoints.inbox, {
      config: { access: 'session', personal: true },
      tags,
      handler: async (request) => ({
        data: await notices.inbox(callerOf(request).user.id, request.query),
      }),
    });

    route(app, noticeEndpoints.read, {
      config: { access: 'session', personal: true },
      tags,
      handler: async (request) => ({
        data: await notices.markRead(callerOf(request).user.id, request.query.noticeId),
      }),
    });

    route(app, noticeEndpoints.discard, {
      config: { access: 'session', personal: true },
      tags,
      handler: async (request) => {
        const caller = callerOf(request);
        const { noticeId } = request.query;
        await notices.discard(caller.user.id, noticeId);
        await audit.by(caller, {
          action: 'notice.discarded',
          objectType: 'notice',
          objectId: noticeId,
        });
        return { data: { noticeId } };
      },
    });
  };
}
