import { describe, expect, it } from "vitest";
import { callbackUrlProblem } from "../../src/domain/callback-url";

describe("callbackUrlProblem", () => {
  it.each([
    "https://hooks.fleet.example.com/quotes",
    "https://hooks.fleet.example.com:8443/q?x=1",
    "https://8.8.8.8/q",
    "https://[2606:4700::1111]/q",
    "https://[2001:4860:4860::8888]/q",
    "https://hooks.fleet.example.com./q",
    "https://bücher.example.com/q",
  ])("accepts %s", (url) => expect(callbackUrlProblem(url, false)).toBeNull());

  it.each([
    ["http://hooks.fleet.example.com/q", "must use https"],
    ["ftp://hooks.fleet.example.com/q", "must use https"],
    ["https://user:secret@hooks.fleet.example.com/q", "must not contain user information"],
    ["https://localhost/q", "must not point to this machine"],
    ["https://api.localhost/q", "must not point to this machine"],
    ["https://127.0.0.1/q", "must not point to this machine"],
    ["https://127.1.2.3/q", "reserved"],
    ["https://10.1.2.3/q", "reserved"],
    ["https://172.16.0.1/q", "reserved"],
    ["https://172.31.255.255/q", "reserved"],
    ["https://192.168.1.1/q", "reserved"],
    ["https://169.254.169.254/latest/meta-data", "reserved"],
    ["https://100.64.0.1/q", "reserved"],
    ["https://0.0.0.0/q", "reserved"],
    ["https://224.0.0.1/q", "reserved"],
    ["https://2130706433/q", "must not point to this machine"], // decimal 127.0.0.1, normalised by the URL parser
    ["https://0x7f.1/q", "must not point to this machine"],
    ["https://[fd00::1]/q", "reserved"],
    ["https://[fe80::1]/q", "reserved"],
    ["https://[::ffff:10.0.0.1]/q", "reserved"],
    ["https://[::]/q", "reserved"],
    // Found by the security review: a trailing dot, IPv6 that embeds IPv4, other special-purpose IPv6, private-use names.
    ["https://localhost./q", "must not point to this machine"],
    ["https://api.localhost./q", "must not point to this machine"],
    ["https://LOCALHOST../q", "must not point to this machine"],
    ["https://[64:ff9b::a00:1]/q", "reserved"], // NAT64 of 10.0.0.1
    ["https://[64:ff9b:1::1]/q", "reserved"],
    ["https://[2002:a00:1::]/q", "reserved"], // 6to4 of 10.0.0.1
    ["https://[fec0::1]/q", "reserved"],
    ["https://[100::1]/q", "reserved"],
    ["https://[2001::1]/q", "reserved"], // Teredo
    ["https://[2001:db8::1]/q", "reserved"],
    ["https://[2001:2::1]/q", "reserved"],
    ["https://[3fff::1]/q", "reserved"],
    ["https://[5f00::1]/q", "reserved"],
    ["https://[ff02::1]/q", "reserved"],
    ["https://[::ffff:127.0.0.1]/q", "reserved"],
    ["https://[::127.0.0.1]/q", "reserved"],
    ["https://192.31.196.1/q", "reserved"],
    ["https://192.175.48.1/q", "reserved"],
    ["https://255.255.255.255/q", "reserved"],
    ["https://metadata.google.internal/computeMetadata/v1/", "public host name"],
    ["https://metadata.google.internal./q", "public host name"],
    ["https://metadata/q", "public host name"],
    ["https://printer.local/q", "public host name"],
    ["https://router.home.arpa/q", "public host name"],
    ["https://hooks.fleet.corp/q", "public host name"],
    ["https://x.example/q", "public host name"],
  ])("refuses %s", (url, problem) => expect(callbackUrlProblem(url, false)).toContain(problem));

  it("keeps the edges of the special-purpose IPv6 blocks exact", () => {
    expect(callbackUrlProblem("https://[2001:200::1]/q", false)).toBeNull(); // just past 2001::/23
    expect(callbackUrlProblem("https://[2001:1ff:ffff::1]/q", false)).toContain("reserved");
    expect(callbackUrlProblem("https://[2003::1]/q", false)).toBeNull(); // just past 2002::/16
    expect(callbackUrlProblem("https://[3fff:1000::1]/q", false)).toBeNull(); // just past 3fff::/20
    expect(callbackUrlProblem("https://[1fff:ffff::1]/q", false)).toContain("reserved"); // just below 2000::/3
  });

  it("keeps the edges of the private ranges exact", () => {
    expect(callbackUrlProblem("https://172.15.255.255/q", false)).toBeNull();
    expect(callbackUrlProblem("https://172.32.0.0/q", false)).toBeNull();
    expect(callbackUrlProblem("https://11.0.0.0/q", false)).toBeNull();
  });

  it("allows http to localhost and 127.0.0.1 only when insecure callbacks are enabled", () => {
    expect(callbackUrlProblem("http://localhost:9000/hook", true)).toBeNull();
    expect(callbackUrlProblem("http://127.0.0.1:9000/hook", true)).toBeNull();
    expect(callbackUrlProblem("http://localhost:9000/hook", false)).toBe("must use https");
    expect(callbackUrlProblem("http://10.0.0.1/hook", true)).toBe("must use https");
  });
});
