// Where a webhook may point. A receiver URL is fetched by our Worker on the integrator's behalf, so it must name a
// public https host: never a private, loopback, link-local or otherwise internal address (SSRF). The check reads
// the URL as WHATWG parses it, so the other spellings of an address (2130706433, 0x7f.1, [::ffff:127.0.0.1]) arrive
// here already in their canonical form. Deliveries also never follow redirects (worker/domain/webhook-entregas.ts).

/** IPv4 ranges that are not the public internet: [first octets as a number, prefix length]. */
const BLOCKED_V4: [string, number][] = [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
];
const INTERNAL_NAME = /(^|\.)(localhost|local|internal|intranet|lan|home\.arpa|localdomain)$/i;
const IPV4 = /^(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/;

function v4Number(ip: string): number | null {
  const m = IPV4.exec(ip);
  if (!m) return null;
  const parts = m.slice(1).map(Number);
  return parts.some((p) => p > 255) ? null : parts.reduce((n, p) => n * 256 + p, 0);
}

function isBlockedV4(n: number): boolean {
  return BLOCKED_V4.some(([base, bits]) => {
    const size = 2 ** (32 - bits);
    return Math.floor(n / size) === Math.floor(v4Number(base)! / size);
  });
}

/**
 * IPv6 literals are accepted only in global unicast space (2000::/3) outside documentation (2001:db8::/32) and the
 * translation prefixes that embed an IPv4 address (64:ff9b::/96, 2002::/16): the rest is loopback, link-local,
 * unique-local, multicast or an IPv4-mapped address.
 */
function isPublicV6(host: string): boolean {
  const first = parseInt(host.split(':')[0] || '0', 16);
  if (first < 0x2000 || first > 0x3fff) return false;
  return !/^2001:0?db8:/i.test(host) && !/^2002:/i.test(host);
}

/** Whether `raw` is a URL our Worker may deliver to; `allowLocalHttp` (the local stack) also lets http://127.0.0.1. */
export function isPublicUrl(raw: string, allowLocalHttp = false): boolean {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return false;
  }
  if (url.username || url.password) return false;
  const host = url.hostname.toLowerCase();
  if (allowLocalHttp && (url.protocol === 'http:' || url.protocol === 'https:') && host === '127.0.0.1') return true;
  if (url.protocol !== 'https:') return false;
  if (host.startsWith('[')) return isPublicV6(host.slice(1, -1));
  const v4 = v4Number(host);
  if (v4 !== null) return !isBlockedV4(v4);
  // A name without a dot is an intranet name; the reserved internal suffixes never leave a private network.
  return host.includes('.') && !host.endsWith('.') && !INTERNAL_NAME.test(host);
}
