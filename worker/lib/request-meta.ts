import type { Context } from 'hono';

/** Cloudflare sets CF-Connecting-IP at the edge; a client cannot forge it there. */
export function clientIp(c: Context): string {
  return c.req.header('cf-connecting-ip') ?? 'local';
}

/** The key that per-IP limits and view counts use for the client: see `ipKey`. */
export function clientKey(c: Context): string {
  return ipKey(clientIp(c));
}

export function userAgent(c: Context): string | null {
  return c.req.header('user-agent') ?? null;
}

const IPV4 = /^(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/;

function isIpv4(s: string) {
  const m = IPV4.exec(s);
  return !!m && m.slice(1).every((part) => Number(part) <= 255);
}

/** The eight 16-bit groups of an IPv6 address, or null when it is not one. */
function ipv6Groups(s: string): number[] | null {
  let text = s;
  const lastColon = text.lastIndexOf(':');
  const dotted = text.slice(lastColon + 1);
  // An embedded IPv4 tail (::ffff:192.0.2.1) stands for the last two groups.
  if (dotted.includes('.')) {
    if (!isIpv4(dotted)) return null;
    const [a, b, c, d] = dotted.split('.').map(Number) as [number, number, number, number];
    text = `${text.slice(0, lastColon + 1)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const halves = text.split('::');
  if (halves.length > 2) return null;
  const parse = (part: string) => (part ? part.split(':') : []);
  const head = parse(halves[0]!);
  const rest = halves.length === 2 ? parse(halves[1]!) : [];
  if (![...head, ...rest].every((g) => /^[0-9a-f]{1,4}$/.test(g))) return null;
  const explicit = head.length + rest.length;
  if (halves.length === 1 ? explicit !== 8 : explicit > 7) return null;
  const zeros = new Array<number>(8 - explicit).fill(0);
  return [...head, ...zeros.map(String), ...rest].map((g) => parseInt(g, 16));
}

/**
 * One key per client for per-IP limits: an IPv4 address as it is, an IPv6 address by its /64 (a home or
 * mobile network gets a whole /64 and can rotate addresses inside it), an IPv4-mapped IPv6 address as the
 * IPv4 it carries. Anything else (no header in local runs) is kept, trimmed.
 */
export function ipKey(raw: string): string {
  const s = raw.trim().toLowerCase().replace(/%.*$/, '');
  if (isIpv4(s)) return s;
  if (s.includes(':')) {
    const groups = ipv6Groups(s);
    if (groups) {
      const mapped = groups.slice(0, 5).every((g) => g === 0) && groups[5] === 0xffff;
      if (mapped) return [groups[6]! >> 8, groups[6]! & 255, groups[7]! >> 8, groups[7]! & 255].join('.');
      return `${groups
        .slice(0, 4)
        .map((g) => g.toString(16))
        .join(':')}::/64`;
    }
  }
  return s.slice(0, 64);
}
