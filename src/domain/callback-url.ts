/**
 * Where a webhook may be sent. The POST leaves from our side, so a callback
 * must not be a way to make us call something that is not a public web server (SSRF).
 *
 * The host is checked as the URL parser normalised it (lower case, IDNA to punycode, IPv4
 * shorthands such as 0x7f.1 as dotted quads), with trailing dots removed. IP literals must be
 * public unicast addresses; names must be public DNS names. Names are not resolved here: on
 * Cloudflare the POST leaves from Cloudflare's edge, which has no route into a private network of
 * ours (there is none), so a public name that resolves to a private address reaches nothing of
 * ours; refusing the literals and the private-use names keeps the rule obvious and portable.
 */
export function callbackUrlProblem(raw: string, allowInsecureLocalhost: boolean): string | null {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return "must be an absolute URL";
  }
  if (url.username || url.password) return "must not contain user information";

  const host = url.hostname.toLowerCase().replace(/\.+$/, "");
  const isLocalhost = host === "localhost" || host === "127.0.0.1" || host === "[::1]";
  if (url.protocol === "http:" && isLocalhost && allowInsecureLocalhost) return null;
  if (url.protocol !== "https:") return "must use https";
  if (isLocalhost || host.endsWith(".localhost")) return "must not point to this machine";

  if (host.startsWith("[")) return isPublicIpv6(host.slice(1, -1)) ? null : RESERVED;
  const ipv4 = ipv4ToNumber(host);
  if (ipv4 !== null) return isPublicIpv4(ipv4) ? null : RESERVED;
  return isPublicName(host) ? null : "must be a public host name, not a single-label or private-use name such as .internal or .local";
}

const RESERVED = "must not point to a private, loopback, link-local or reserved address";

/** Top-level names that are not (or must not be) public DNS: RFC 6761, RFC 6762, RFC 8375, and common private-use ones. */
const PRIVATE_TLDS = new Set(["localhost", "local", "internal", "intranet", "lan", "home", "corp", "localdomain", "private", "invalid", "test", "example", "arpa", "onion"]);

function isPublicName(host: string): boolean {
  const labels = host.split(".");
  return labels.length >= 2 && labels.every((label) => label.length > 0) && !PRIVATE_TLDS.has(labels.at(-1)!);
}

function ipv4ToNumber(host: string): number | null {
  const parts = host.split(".");
  if (parts.length !== 4 || !parts.every((p) => /^\d{1,3}$/.test(p) && Number(p) <= 255)) return null;
  return parts.reduce((n, p) => n * 256 + Number(p), 0);
}

/** The IANA IPv4 special-purpose registry: private, loopback, link-local, CGNAT, documentation, benchmarking, multicast, reserved, AS112, AMT. */
const IPV4_RESERVED_CIDRS = [
  "0.0.0.0/8", "10.0.0.0/8", "100.64.0.0/10", "127.0.0.0/8", "169.254.0.0/16", "172.16.0.0/12",
  "192.0.0.0/24", "192.0.2.0/24", "192.31.196.0/24", "192.52.193.0/24", "192.88.99.0/24", "192.168.0.0/16",
  "192.175.48.0/24", "198.18.0.0/15", "198.51.100.0/24", "203.0.113.0/24", "224.0.0.0/4", "240.0.0.0/4",
].map((cidr) => {
  const [network, bits] = cidr.split("/") as [string, string];
  return { network: ipv4ToNumber(network)!, size: 2 ** (32 - Number(bits)) };
});

function isPublicIpv4(address: number): boolean {
  return !IPV4_RESERVED_CIDRS.some(({ network, size }) => address >= network && address < network + size);
}

/** The eight 16-bit groups of an IPv6 address as the URL parser writes it (compressed, hex, no dotted tail). */
function ipv6Groups(address: string): number[] | null {
  const halves = address.split("::");
  if (halves.length > 2) return null;
  const parse = (part: string) => (part === "" ? [] : part.split(":").map((group) => parseInt(group, 16)));
  const head = parse(halves[0]!);
  const tail = halves.length === 2 ? parse(halves[1]!) : [];
  const groups = halves.length === 2 ? [...head, ...Array(8 - head.length - tail.length).fill(0), ...tail] : head;
  return groups.length === 8 && groups.every((g) => Number.isInteger(g) && g >= 0 && g <= 0xffff) ? groups : null;
}

/** Prefixes inside 2000::/3 that the IANA IPv6 special-purpose registry sets aside, as [first groups, prefix bits]. */
const IPV6_RESERVED_IN_GLOBAL: readonly (readonly [readonly number[], number])[] = [
  [[0x2001, 0x0000], 23], // IETF protocol assignments: Teredo, benchmarking, ORCHID, ...
  [[0x2001, 0x0db8], 32], // documentation
  [[0x2002], 16], // 6to4: embeds an IPv4 address
  [[0x3fff, 0x0000], 20], // documentation
  [[0x2620, 0x004f, 0x8000], 48], // direct delegation AS112
];

function inPrefix(groups: number[], prefix: readonly number[], bits: number): boolean {
  for (let bit = 0; bit < bits; bit += 16) {
    const take = Math.min(16, bits - bit);
    const mask = (0xffff << (16 - take)) & 0xffff;
    if ((groups[bit / 16]! & mask) !== ((prefix[bit / 16] ?? 0) & mask)) return false;
  }
  return true;
}

/**
 * Public means global unicast (2000::/3) outside the special-purpose blocks. Everything else is
 * refused: unspecified, loopback, IPv4-mapped and -compatible, NAT64 (64:ff9b::/96, /48), discard
 * (100::/64), SRv6 (5f00::/16), unique local, site-local, link-local, multicast.
 */
function isPublicIpv6(address: string): boolean {
  const groups = ipv6Groups(address);
  if (!groups) return false;
  if ((groups[0]! & 0xe000) !== 0x2000) return false;
  return !IPV6_RESERVED_IN_GLOBAL.some(([prefix, bits]) => inPrefix(groups, prefix, bits));
}
