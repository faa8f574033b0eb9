// Response hardening on every answer (DESIGN §9) and the same-origin rule for state-changing calls.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { isIP } from 'node:net';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';
import { CrossOriginError } from './errors.ts';

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
/** One year, this host only: subdomains may be other systems of the network, not all on TLS. */
const HSTS = 'max-age=31536000';

const HELMET_OPTIONS = {
  contentSecurityPolicy: {
    useDefaults: false,
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'"],
      // Ant Design injects its CSS-in-JS styles at run time.
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'blob:'],
      fontSrc: ["'self'", 'data:'],
      connectSrc: ["'self'"],
      frameSrc: ["'self'"],
      frameAncestors: ["'self'"],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
    },
  },
  referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  xFrameOptions: { action: 'sameorigin' },
  // Sent below, and only over TLS: the portal also runs on plain HTTP inside government networks.
  strictTransportSecurity: false,
} as const satisfies HelmetOptions;

/**
 * The headers helmet sets for HELMET_OPTIONS, worked out once. Nothing in them depends on the
 * request, and helmet parses its options again at every call: most of a signed-in call's own cost
 * when it ran per request (issue 15 §1).
 */
function hardeningHeaders(): Readonly<Record<string, string>> {
  const headers = new Map<string, string>();
  const recorder = {
    setHeader: (name: string, value: string) => headers.set(name.toLowerCase(), String(value)),
    removeHeader: (name: string) => headers.delete(name.toLowerCase()),
  };
  helmet(HELMET_OPTIONS)({} as IncomingMessage, recorder as unknown as ServerResponse, (error) => {
    if (error) throw error;
  });
  return Object.fromEntries(headers);
}

/**
 * What every /console answer gets instead. None of them is a document a browser renders as a
 * page (JSON, workbooks, files, images, the notice stream), so the page policies (script and
 * style sources, opener, origin cluster, prefetch, the IE and Flash switches) would say nothing
 * there; what stays keeps the answer from being sniffed into something else, read by another
 * site or framed by one, and cached. Half the headers of a page: each costs on every call, on the
 * server and in the client (issue 15 §1). A route may still set a tighter policy of its own (the
 * files' sandbox).
 */
const NON_DOCUMENT_HEADERS: Readonly<Record<string, string>> = {
  'content-security-policy': "default-src 'none'; frame-ancestors 'self'",
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'SAMEORIGIN',
  'cross-origin-resource-policy': 'same-origin',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'cache-control': 'no-store',
};

/**
 * Response hardening (DESIGN §9) and the same-origin rule for state-changing calls, in one
 * onRequest hook: each global hook costs on every call (issue 15 §1).
 *
 * The headers go on the reply, not on the raw response: Node validates and stores each raw header
 * at once and then merges the reply's into them, which made the headers the largest global cost of
 * a signed-in call (A/B of two servers: 1.07–1.22 times the answers a second set on the reply).
 * Fastify keeps the reply's headers on an error answer; a route that takes the raw response over
 * (the notice stream) writes them itself, from reply.getHeaders().
 */
export function installSecurity(app: FastifyInstance, publicOrigins: string[] | null): void {
  const pageHeaders = hardeningHeaders();
  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(request.url.startsWith('/console') ? NON_DOCUMENT_HEADERS : pageHeaders);
    // Browsers ignore HSTS on plain HTTP anyway; never sending it there keeps an HTTP-only
    // deployment from ever being told to insist on HTTPS. With TRUST_PROXY, `protocol` is the
    // proxy's X-Forwarded-Proto.
    if (request.protocol === 'https') reply.header('strict-transport-security', HSTS);
    // The session cookie alone does not prove intent: a change must come from our own pages.
    const refused = STATE_CHANGING.has(request.method) && !fromOwnPages(request, publicOrigins);
    done(refused ? new CrossOriginError() : undefined);
  });
}

/** The origin the browser used to reach us (honours X-Forwarded-* only when TRUST_PROXY is set). */
export function ownOrigin(request: FastifyRequest): string | null {
  return originOf(`${request.protocol}://${request.host}`);
}

/** Normalised scheme://host[:port] (default port dropped, lower case), or null when unparsable. */
function originOf(url: string): string | null {
  try {
    const origin = new URL(url).origin;
    return origin === 'null' ? null : origin;
  } catch {
    return null;
  }
}

function claimedOrigin(request: FastifyRequest): string | null {
  const { origin, referer } = request.headers;
  if (origin) return originOf(origin);
  return referer ? originOf(referer) : null;
}

/**
 * Whether a request's claimed origin is one of ours. With configured public origins, only those.
 * Without, the Host header's origin — but only for an address or localhost: a name could be an
 * attacker's domain made to resolve to this server (DNS rebinding), whose pages would then count
 * as "same origin".
 */
export function isOwnOrigin(request: FastifyRequest, claimed: string | null, publicOrigins: string[] | null) {
  if (claimed === null) return false;
  if (publicOrigins !== null) return publicOrigins.includes(claimed);
  const hostname = request.hostname.replace(/^\[|\]$/g, '');
  const local = hostname === 'localhost' || isIP(hostname) !== 0;
  return local && claimed === ownOrigin(request);
}

/** Whether the request came from one of our own pages (Origin, else Referer). */
export const fromOwnPages = (request: FastifyRequest, publicOrigins: string[] | null) =>
  isOwnOrigin(request, claimedOrigin(request), publicOrigins);
