// Remote image capture (spec §7 catchimage): the server fetches an image a user pasted from another
// site, so the portal serves its own copy. Guarded against server-side request forgery: only
// http(s), only public addresses (checked for every resolved address and again at every redirect),
// a deadline for the whole fetch, and a size cap enforced while reading.
import http from 'node:http';
import https from 'node:https';
import net from 'node:net';
import {
  type AddressPolicy,
  ForbiddenAddressError,
  guardedLookup,
  isForbiddenAddress,
} from './address-guard.ts';

export type CaptureOptions = AddressPolicy & {
  timeoutMs: number;
  maxBytes: number;
  maxRedirects?: number;
  /** What the caller wants back (default images: the editor's capture); the messages stay its own. */
  accept?: string;
};

/** What a deployment or a test may set; the rest is the caller's. */
export type RemoteCaptureOptions = Partial<Pick<CaptureOptions, 'allowLoopback' | 'timeoutMs'>>;

export type CaptureFailure = 'scheme' | 'forbidden' | 'timeout' | 'tooLarge' | 'status' | 'network';

export class CaptureError extends Error {
  readonly failure: CaptureFailure;
  constructor(failure: CaptureFailure, message: string) {
    super(message);
    this.failure = failure;
  }
}

const MESSAGES: Record<CaptureFailure, string> = {
  scheme: '只能抓取 http 或 https 地址',
  forbidden: '不允许抓取内网、本机或保留地址',
  timeout: '抓取远程图片超时',
  tooLarge: '远程图片大小超出限制',
  status: '远程地址未返回图片',
  network: '抓取远程图片失败',
};
const fail = (failure: CaptureFailure) => new CaptureError(failure, MESSAGES[failure]);

function checkTarget(url: URL, policy: AddressPolicy): void {
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw fail('scheme');
  if (url.username || url.password) throw fail('scheme');
  const host = url.hostname.replace(/^\[|\]$/g, '');
  // An address literal never goes through DNS, so the lookup guard would not see it.
  if (net.isIP(host) && isForbiddenAddress(host, policy)) throw fail('forbidden');
}

type Hop = { status: number; location?: string; body?: Buffer };

function requestOnce(url: URL, options: CaptureOptions, signal: AbortSignal): Promise<Hop> {
  const client = url.protocol === 'https:' ? https : http;
  return new Promise((resolve, reject) => {
    const request = client.get(
      url,
      {
        lookup: guardedLookup(options),
        signal,
        headers: { 'user-agent': 'ListingPortal-Fetch/1.0', accept: options.accept ?? 'image/*' },
      },
      (response) => {
        const status = response.statusCode ?? 0;
        if (status >= 300 && status < 400 && response.headers.location) {
          response.resume();
          return resolve({ status, location: response.headers.location });
        }
        if (status < 200 || status >= 300) {
          response.resume();
          return reject(fail('status'));
        }
        if (Number(response.headers['content-length'] ?? 0) > options.maxBytes) {
          response.destroy();
          return reject(fail('tooLarge'));
        }
        const chunks: Buffer[] = [];
        let size = 0;
        response.on('data', (chunk: Buffer) => {
          size += chunk.length;
          if (size > options.maxBytes) {
            response.destroy();
            reject(fail('tooLarge'));
          } else chunks.push(chunk);
        });
        response.on('end', () => resolve({ status, body: Buffer.concat(chunks) }));
        response.on('error', reject);
      },
    );
    request.on('error', reject);
  });
}

function translate(error: unknown, signal: AbortSignal): CaptureError {
  if (error instanceof CaptureError) return error;
  if (signal.aborted) return fail('timeout');
  if (error instanceof ForbiddenAddressError) return fail('forbidden');
  return fail('network');
}

/** The bytes at `source` and the address they finally came from; throws CaptureError with a message to show. */
export async function captureRemote(
  source: string,
  options: CaptureOptions,
): Promise<{ body: Buffer; url: URL }> {
  let url: URL;
  try {
    url = new URL(source);
  } catch {
    throw fail('scheme');
  }
  const signal = AbortSignal.timeout(options.timeoutMs);
  const maxRedirects = options.maxRedirects ?? 5;
  try {
    for (let hop = 0; hop <= maxRedirects; hop++) {
      checkTarget(url, options);
      const answer = await requestOnce(url, options, signal);
      if (answer.body) return { body: answer.body, url };
      // Each redirect target is checked like the first address.
      url = new URL(answer.location!, url);
    }
  } catch (error) {
    throw translate(error, signal);
  }
  throw fail('status');
}
