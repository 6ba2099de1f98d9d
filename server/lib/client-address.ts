import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';

// Which client a request comes from, as the limits per client address count it (sign-in, uploads).

/**
 * The client address as limits count it. One IPv6 subscriber holds a whole /64 (2^64
 * addresses), so it counts as one address: otherwise every guess could come from an address
 * "with no failures of its own".
 */
export function addressKey(ip: string): string {
  const address = ip.trim().toLowerCase();
  if (!address.includes(':') || /^::ffff:\d+\.\d+\.\d+\.\d+$/.test(address)) return address.replace(/^::ffff:/, '');
  const [head = '', tail] = address.split('::');
  const groups = head ? head.split(':') : [];
  if (tail !== undefined) {
    const rest = tail ? tail.split(':') : [];
    groups.push(...Array<string>(Math.max(0, 8 - groups.length - rest.length)).fill('0'), ...rest);
  }
  return `${groups
    .slice(0, 4)
    .map((g) => g.replace(/^0+(?=.)/, ''))
    .join(':')}::/64`;
}

/**
 * The address our load balancer saw. It appends that address to X-Forwarded-For, after whatever
 * the client sent, so only the right-most entry is ours to trust: the left-most is the client's
 * own choice, and reading it gave every request a fresh rate-limit budget.
 */
function addressFromProxy(forwardedFor: string | undefined): string | undefined {
  return forwardedFor?.split(',').at(-1)?.trim() || undefined;
}

/** The client's address: from the socket, or from the load balancer when TRUST_PROXY is set; 127.0.0.1 for in-process requests (tests). */
export function clientAddressOf(c: Context, trustProxy: boolean): string {
  const forwarded = trustProxy ? addressFromProxy(c.req.header('x-forwarded-for')) : undefined;
  if (forwarded) return forwarded;
  try {
    return getConnInfo(c).remote.address ?? '127.0.0.1';
  } catch {
    return '127.0.0.1'; // in-process requests (tests) have no socket
  }
}
