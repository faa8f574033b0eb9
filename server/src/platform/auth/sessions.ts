// Server-side sessions (DESIGN §6): a random token in an HttpOnly cookie, only its SHA-256 stored;
// idle and absolute expiry; rotated at sign-in, dropped at sign-out.
import { hash, randomBytes } from 'node:crypto';
import type {} from '@fastify/cookie';
import { SESSION_COOKIE, type SessionUser } from '@portal/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Clock, Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { reused } from '../reused.ts';
import * as repo from './session.repository.ts';

/** `limited`: a registrant not yet approved; platform/access lets it reach only 'registrant' routes. */
export type ActiveSession = { id: string; user: SessionUser; limited: boolean };

declare module 'fastify' {
  interface FastifyRequest {
    /** Set once resolved: by the access hook for non-public routes, or by Sessions.resolve. */
    activeSession: ActiveSession | null | undefined;
  }
}

// Writing last_seen on every request would turn each read into a write; a minute's slack is harmless.
const TOUCH_AFTER_MS = 60_000;

/** Cached lookups kept at most this many; past it the cache starts again (a burst of new tokens). */
const CACHE_MAX_ENTRIES = 10_000;

export type Sessions = ReturnType<typeof createSessions>;

/** SHA-256 in hex; the one-shot hash() spares a Hash object on every signed-in call. */
export function hashToken(token: string): string {
  return hash('sha256', token, 'hex');
}

function presentedToken(request: FastifyRequest): string | null {
  const token = request.cookies[SESSION_COOKIE];
  return token && token.length <= 128 ? token : null;
}

export function createSessions(deps: { db: Database; config: Config; clock: Clock }) {
  const { db, config, clock } = deps;
  const cutoffs = (now: Date) => ({
    idle: new Date(now.getTime() - config.sessionIdleMinutes * 60_000),
    absolute: new Date(now.getTime() - config.sessionAbsoluteHours * 3_600_000),
  });

  // A signed-in call's one query is most of its cost (issue 15 §1): a lookup is reused for at most
  // SESSION_CACHE_MS, so a sign-out, a disabled user or a revoked authority made by another process
  // takes effect there within that time; this process forgets every lookup at any audited change.
  // Keyed by the token as presented, so that a hit costs no hash: the token is in this process's
  // memory with every request anyway, and only its hash ever leaves it.
  const lookups = reused<repo.SessionRow | undefined>({
    ttlMs: config.sessionCacheMs,
    maxEntries: CACHE_MAX_ENTRIES,
    keep: (row) => row !== undefined,
  });
  const lookUp = (token: string, now: Date) =>
    lookups.get(token, now.getTime(), () => {
      const { idle, absolute } = cutoffs(now);
      return repo.findLiveSession(db, hashToken(token), idle, absolute);
    });

  return {
    /** Drops every cached lookup: called on any audited change (app.ts wires it to the audit log). */
    forgetCached(): void {
      lookups.forget('*');
    },

    /** The caller's live session or null; looked up once per request. */
    async resolve(request: FastifyRequest): Promise<ActiveSession | null> {
      if (request.activeSession !== undefined) return request.activeSession;
      const token = presentedToken(request);
      let session: ActiveSession | null = null;
      if (token) {
        const now = clock();
        const row = await lookUp(token, now);
        if (row) {
          if (now.getTime() - row.lastSeenAt.getTime() >= TOUCH_AFTER_MS) {
            // Marked first: the other requests sharing this row do not write it again meanwhile.
            row.lastSeenAt = now;
            await repo.touchSession(db, row.id, now);
          }
          session = { id: row.id, user: row.user, limited: row.limited };
        }
      }
      request.activeSession = session;
      return session;
    },

    /** Starts a new session for the user, ending the one this browser presented (rotation). */
    async start(request: FastifyRequest, reply: FastifyReply, userId: string): Promise<void> {
      const now = clock();
      const previous = presentedToken(request);
      if (previous) await repo.deleteSessionByToken(db, hashToken(previous));
      const { idle, absolute } = cutoffs(now);
      await repo.deleteExpiredSessions(db, idle, absolute);
      const token = randomBytes(32).toString('base64url');
      const userAgent = request.headers['user-agent']?.slice(0, 512) ?? null;
      await repo.insertSession(db, {
        tokenHash: hashToken(token),
        userId,
        address: request.ip,
        userAgent,
        now,
      });
      reply.setCookie(SESSION_COOKIE, token, {
        httpOnly: true,
        sameSite: 'lax',
        path: '/',
        secure: request.protocol === 'https',
      });
      request.activeSession = undefined;
    },

    /** Ends the presented session and clears the cookie; returns the user whose session it was. */
    async end(request: FastifyRequest, reply: FastifyReply): Promise<string | undefined> {
      const token = presentedToken(request);
      const userId = token ? await repo.deleteSessionByToken(db, hashToken(token)) : undefined;
      lookups.forget('*');
      reply.clearCookie(SESSION_COOKIE, {
        path: '/',
        httpOnly: true,
        sameSite: 'lax',
        secure: request.protocol === 'https',
      });
      request.activeSession = null;
      return userId;
    },

    async endOthers(userId: string, keepSessionId: string): Promise<number> {
      const ended = await repo.deleteOtherSessions(db, userId, keepSessionId);
      lookups.forget('*');
      return ended;
    },
  };
}
