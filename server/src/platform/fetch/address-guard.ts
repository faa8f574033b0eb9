// Which addresses the server may fetch from on a user's behalf (DESIGN §9): public unicast only.
// Private, loopback, link-local, shared, multicast, documentation and reserved ranges are refused,
// for IPv4 and IPv6, including IPv4 addresses embedded in IPv6 (mapped, NAT64, 6to4).
import dns from 'node:dns';
import net from 'node:net';

export type AddressPolicy = {
  /** Tests only: let a server on 127.0.0.1 / ::1 stand in for the internet. Never from the environment. */
  allowLoopback?: boolean;
};

const V4_REFUSED: Array<[string, number]> = [
  ['0.0.0.0', 8], // "this" network
  ['10.0.0.0', 8], // private
  ['100.64.0.0', 10], // carrier-grade NAT
  ['127.0.0.0', 8], // loopback
  ['169.254.0.0', 16], // link-local (cloud metadata lives here)
  ['172.16.0.0', 12], // private
  ['192.0.0.0', 24], // IETF protocol assignments
  ['192.0.2.0', 24], // documentation
  ['192.88.99.0', 24], // 6to4 relay anycast
  ['192.168.0.0', 16], // private
  ['198.18.0.0', 15], // benchmarking
  ['198.51.100.0', 24], // documentation
  ['203.0.113.0', 24], // documentation
  ['224.0.0.0', 4], // multicast
  ['240.0.0.0', 4], // reserved, broadcast
];
const V6_REFUSED: Array<[string, number]> = [
  ['::', 96], // unspecified, loopback (::1) and the deprecated IPv4-compatible form
  ['100::', 64], // discard
  ['2001::', 23], // IETF protocol assignments (Teredo, ORCHID…)
  ['2001:db8::', 32], // documentation
  ['fc00::', 7], // unique local
  ['fe80::', 10], // link-local
  ['fec0::', 10], // site-local (deprecated)
  ['ff00::', 8], // multicast
];

const refused = new net.BlockList();
for (const [address, prefix] of V4_REFUSED) refused.addSubnet(address, prefix, 'ipv4');
for (const [address, prefix] of V6_REFUSED) refused.addSubnet(address, prefix, 'ipv6');

/** Sixteen bytes of an IPv6 address (any textual form node accepts). */
function v6Bytes(address: string): number[] {
  const [head = '', tail = ''] = address.split('::');
  const groups = (part: string) => (part ? part.split(':') : []);
  const expand = (list: string[]) =>
    list.flatMap((g) => {
      if (g.includes('.')) return g.split('.').map(Number); // dotted IPv4 tail
      const n = Number.parseInt(g, 16);
      return [n >> 8, n & 0xff];
    });
  const left = expand(groups(head));
  const right = expand(groups(tail));
  const fill = address.includes('::') ? 16 - left.length - right.length : 0;
  return [...left, ...new Array(fill).fill(0), ...right];
}

/** The IPv4 address carried inside an IPv6 one (mapped, NAT64, 6to4), if any. */
function embeddedV4(address: string): string | null {
  const b = v6Bytes(address);
  const v4 = (at: number) => b.slice(at, at + 4).join('.');
  const zeros = (from: number, to: number) => b.slice(from, to).every((x) => x === 0);
  if (zeros(0, 10) && b[10] === 0xff && b[11] === 0xff) return v4(12); // ::ffff:a.b.c.d
  if (b[0] === 0x00 && b[1] === 0x64 && b[2] === 0xff && b[3] === 0x9b && zeros(4, 12)) return v4(12); // 64:ff9b::/96
  if (b[0] === 0x20 && b[1] === 0x02) return v4(2); // 2002::/16 (6to4)
  return null;
}

function isLoopback(address: string): boolean {
  const family = net.isIP(address);
  if (family === 4) return address.startsWith('127.');
  if (family !== 6) return false;
  const inner = embeddedV4(address);
  return inner ? inner.startsWith('127.') : v6Bytes(address).every((x, i) => x === (i === 15 ? 1 : 0));
}

/** True when the server must not connect to this address. Anything unparsable is refused. */
export function isForbiddenAddress(address: string, policy: AddressPolicy = {}): boolean {
  const family = net.isIP(address);
  if (family === 0) return true;
  if (policy.allowLoopback && isLoopback(address)) return false;
  if (family === 4) return refused.check(address, 'ipv4');
  const inner = embeddedV4(address);
  if (inner) return isForbiddenAddress(inner, policy);
  return refused.check(address, 'ipv6');
}

export class ForbiddenAddressError extends Error {
  readonly code = 'EFORBIDDENADDRESS';
}

type LookupAll = (hostname: string) => Promise<Array<{ address: string; family: number }>>;
const systemLookup: LookupAll = (hostname) => dns.promises.lookup(hostname, { all: true, verbatim: true });

/**
 * A `lookup` for http(s).request: resolves every address of the host and refuses the connection
 * when ANY of them is forbidden (so a name cannot mix a public and a private answer), then connects
 * to the very address it checked — no second resolution an attacker could rebind.
 */
export function guardedLookup(
  policy: AddressPolicy,
  resolveAll: LookupAll = systemLookup,
): net.LookupFunction {
  return (hostname, options, callback) => {
    resolveAll(hostname).then(
      (answers) => {
        const bad = answers.find((a) => isForbiddenAddress(a.address, policy));
        if (answers.length === 0 || bad) {
          const error = new ForbiddenAddressError(`refused address for ${hostname}`);
          return callback(error as NodeJS.ErrnoException, '', 4);
        }
        const first = answers[0]!;
        if ((options as { all?: boolean }).all) {
          return (callback as unknown as (e: null, a: typeof answers) => void)(null, [first]);
        }
        return callback(null, first.address, first.family);
      },
      (error: NodeJS.ErrnoException) => callback(error, '', 4),
    );
  };
}
