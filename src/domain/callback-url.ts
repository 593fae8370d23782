/**
 * Where a `quote.completed` webhook may be sent. The service makes the request from inside our
 * network, so a callback must not be a way to reach private or special-purpose addresses (SSRF).
 * Host names are not resolved here; literal IP addresses are checked against the reserved ranges.
 */
export function callbackUrlProblem(raw: string, allowInsecureLocalhost: boolean): string | null {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return "must be an absolute URL";
  }
  if (url.username || url.password) return "must not contain user information";

  const host = url.hostname.toLowerCase();
  const isLocalhost = host === "localhost" || host === "127.0.0.1" || host === "[::1]";
  if (url.protocol === "http:" && isLocalhost && allowInsecureLocalhost) return null;
  if (url.protocol !== "https:") return "must use https";
  if (isLocalhost || host.endsWith(".localhost")) return "must not point to this machine";
  if (isReservedIpv4(host) || isReservedIpv6(host)) return "must not point to a private, loopback, link-local or reserved address";
  return null;
}

function ipv4ToNumber(host: string): number | null {
  const parts = host.split(".");
  if (parts.length !== 4 || !parts.every((p) => /^\d{1,3}$/.test(p) && Number(p) <= 255)) return null;
  return parts.reduce((n, p) => n * 256 + Number(p), 0);
}

/** IANA IPv4 special-purpose blocks: private, loopback, link-local, CGNAT, documentation, multicast, reserved. */
const IPV4_RESERVED_CIDRS = [
  "0.0.0.0/8", "10.0.0.0/8", "100.64.0.0/10", "127.0.0.0/8", "169.254.0.0/16", "172.16.0.0/12",
  "192.0.0.0/24", "192.0.2.0/24", "192.88.99.0/24", "192.168.0.0/16", "198.18.0.0/15",
  "198.51.100.0/24", "203.0.113.0/24", "224.0.0.0/4", "240.0.0.0/4",
].map((cidr) => {
  const [network, bits] = cidr.split("/") as [string, string];
  return { network: ipv4ToNumber(network)!, size: 2 ** (32 - Number(bits)) };
});

function isReservedIpv4(host: string): boolean {
  // The URL parser has already normalised shorthand forms such as 0x7f.1 or 2130706433 to dotted quads.
  const address = ipv4ToNumber(host);
  if (address === null) return false;
  return IPV4_RESERVED_CIDRS.some(({ network, size }) => address >= network && address < network + size);
}

function isReservedIpv6(host: string): boolean {
  if (!host.startsWith("[")) return false;
  const address = host.slice(1, -1);
  // IPv4-mapped addresses (::ffff:a.b.c.d, normalised by the URL parser to ::ffff:xxxx:xxxx) inherit the IPv4 answer.
  const mapped = /^::ffff:([0-9a-f]{1,4}):([0-9a-f]{1,4})$/.exec(address);
  if (mapped) {
    const high = parseInt(mapped[1]!, 16);
    const low = parseInt(mapped[2]!, 16);
    return isReservedIpv4(`${high >> 8}.${high & 255}.${low >> 8}.${low & 255}`);
  }
  const firstGroup = parseInt(address.split(":")[0] || "0", 16);
  return (
    address === "::" ||
    address === "::1" ||
    (firstGroup & 0xfe00) === 0xfc00 || // fc00::/7 unique local
    (firstGroup & 0xffc0) === 0xfe80 || // fe80::/10 link-local
    (firstGroup & 0xff00) === 0xff00 || // ff00::/8 multicast
    (firstGroup === 0x2001 && address.split(":")[1] === "db8") || // 2001:db8::/32 documentation
    firstGroup === 0 // ::/8 and other IPv4-compatible or unspecified forms
  );
}
