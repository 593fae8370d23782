import { env } from "cloudflare:test";
import { afterEach, describe, expect, it, vi } from "vitest";
import { sha256Hex } from "../../src/domain/api-keys";
import { failingD1 } from "../helpers/database";
import { expectError, get, postJson, randomAddress } from "../helpers/http";

const valid = { companyName: "Acme Fleet Services", contactEmail: "fleet@acme.example.com" };

function register(body: unknown, address = randomAddress()) {
  return postJson("/api/v1/register", body, { "CF-Connecting-IP": address });
}

/** A valid registration through the Worker with other bindings or settings. */
function registerWith(bindings: Partial<typeof env>, address: string) {
  return postJson("/api/v1/register", valid, { "CF-Connecting-IP": address }, bindings);
}

afterEach(() => vi.restoreAllMocks());

describe("POST /api/v1/register", () => {
  it("returns a one-time svc_ key, the message and the hourly limit", async () => {
    const response = await register({ ...valid, contactPhone: "+61 2 9000 0000", companyAbn: "51 824 753 556" });
    expect(response.status).toBe(201);
    expect(response.headers.get("Cache-Control")).toBe("no-store");
    const body = await response.json<{ apiKey: string; message: string; rateLimitPerHour: number }>();
    expect(body.apiKey).toMatch(/^svc_[0-9a-f]{60}$/);
    expect(body.message).toMatch(/only once/);
    expect(body.rateLimitPerHour).toBe(100);
    expect((await get("/api/v1/dealers", body.apiKey)).status).toBe(200);
  });

  it("stores only the SHA-256 of the key and a short display prefix", async () => {
    const { apiKey } = await (await register(valid)).json<{ apiKey: string }>();
    const row = await env.DB.prepare("SELECT * FROM api_clients WHERE key_hash = ?").bind(await sha256Hex(apiKey)).first<Record<string, unknown>>();
    expect(row).not.toBeNull();
    expect(row!.key_prefix).toBe(apiKey.slice(0, 12));
    expect(JSON.stringify(row)).not.toContain(apiKey.slice(12));
  });

  it("issues a different key every time", async () => {
    const keys = await Promise.all([1, 2, 3].map(async () => (await (await register(valid)).json<{ apiKey: string }>()).apiKey));
    expect(new Set(keys).size).toBe(3);
  });

  it.each([
    ["companyName of 200 characters", { companyName: "A".repeat(200) }],
    ["companyName of 1 character", { companyName: "A" }],
    ["contactPhone of 30 characters", { contactPhone: "1".repeat(30) }],
    ["companyAbn of 20 characters", { companyAbn: "1".repeat(20) }],
  ])("accepts %s", async (_name, override) => {
    expect((await register({ ...valid, ...override })).status).toBe(201);
  });

  it.each([
    ["companyName of 201 characters", { companyName: "A".repeat(201) }],
    ["empty companyName", { companyName: "" }],
    ["blank companyName", { companyName: "   " }],
    ["contactPhone of 31 characters", { contactPhone: "1".repeat(31) }],
    ["companyAbn of 21 characters", { companyAbn: "1".repeat(21) }],
    ["malformed contactEmail", { contactEmail: "not-an-email" }],
    ["numeric companyName", { companyName: 42 }],
  ])("answers 400 to %s", async (_name, override) => {
    await expectError(await register({ ...valid, ...override }), 400, "INVALID_REQUEST");
  });

  it("names the missing field in the message", async () => {
    const error = await expectError(await register({ contactEmail: "a@b.co" }), 400, "INVALID_REQUEST");
    expect(error.message).toBe("Field 'companyName' is required");
  });

  it("refuses malformed JSON, a non-object body and a non-JSON content type with 400", async () => {
    await expectError(await register("{not json"), 400, "INVALID_REQUEST");
    await expectError(await register("[]"), 400, "INVALID_REQUEST");
    await expectError(await register("null"), 400, "INVALID_REQUEST");
    for (const type of ["text/plain", "application/x-www-form-urlencoded"]) {
      const notJson = await postJson("/api/v1/register", JSON.stringify(valid), { "Content-Type": type, "CF-Connecting-IP": randomAddress() });
      expect((await expectError(notJson, 400, "INVALID_REQUEST")).message).toBe("Request body must be JSON, sent with 'Content-Type: application/json'");
    }
    const withCharset = await postJson("/api/v1/register", JSON.stringify(valid), { "Content-Type": "application/json; charset=utf-8", "CF-Connecting-IP": randomAddress() });
    expect(withCharset.status).toBe(201);
  });

  it("writes no row for a rejected registration", async () => {
    const before = await env.DB.prepare("SELECT count(*) AS n FROM api_clients").first<number>("n");
    await register({ ...valid, companyName: "B".repeat(201) });
    expect(await env.DB.prepare("SELECT count(*) AS n FROM api_clients").first<number>("n")).toBe(before);
  });

});

describe("POST /api/v1/register: the per-address throttle (beyond the spec)", () => {
  it("issues 10 keys per address per hour and answers 429 with Retry-After after that", async () => {
    const address = randomAddress();
    for (let i = 0; i < 10; i++) expect((await register(valid, address)).status).toBe(201);
    const refused = await register(valid, address);
    await expectError(refused, 429, "RATE_LIMITED");
    expect(Number(refused.headers.get("Retry-After"))).toBeGreaterThan(3500);
    expect(refused.headers.get("RateLimit-Policy")).toBe('"register";q=10;w=3600');
    expect((await register(valid, randomAddress())).status).toBe(201);
  });

  it("validates first: a bad body is 400 whatever the throttle's state, and costs nothing", async () => {
    const address = randomAddress();
    for (let i = 0; i < 25; i++) await expectError(await register({ ...valid, contactEmail: "nope" }, address), 400, "INVALID_REQUEST");
    for (let i = 0; i < 10; i++) expect((await register(valid, address)).status).toBe(201);
    await expectError(await register(valid, address), 429, "RATE_LIMITED");
    const error = await expectError(await register({ companyName: "" }, address), 400, "INVALID_REQUEST");
    expect(error.message).toBe("Field 'companyName' must not be blank");
  });

  it("issues exactly the limit's number of keys to simultaneous registrations from one address", async () => {
    const address = randomAddress();
    const before = await env.DB.prepare("SELECT count(*) AS n FROM api_clients").first<number>("n");
    const responses = await Promise.all(Array.from({ length: 25 }, () => register(valid, address)));
    expect(responses.filter((r) => r.status === 201)).toHaveLength(10);
    expect(responses.filter((r) => r.status === 429)).toHaveLength(15);
    expect(await env.DB.prepare("SELECT count(*) AS n FROM api_clients").first<number>("n")).toBe(before! + 10);
  });

  it("gives the slot back when the key could not be issued", async () => {
    const address = randomAddress();
    vi.spyOn(console, "error").mockImplementation(() => {});
    for (let i = 0; i < 12; i++) await expectError(await registerWith({ DB: failingD1() }, address), 500, "INTERNAL_ERROR");
    for (let i = 0; i < 10; i++) expect((await register(valid, address)).status).toBe(201);
    await expectError(await register(valid, address), 429, "RATE_LIMITED");
  });

  it.each([
    ["3", 3],
    ["250", 250],
    ["0", 10],
    ["many", 10],
    [undefined, 10],
  ])("takes its limit from REGISTRATIONS_PER_HOUR=%s: %i", async (configured, limit) => {
    const address = randomAddress();
    const configuredEnv = { REGISTRATIONS_PER_HOUR: configured };
    const response = await registerWith(configuredEnv, address);
    expect(response.status).toBe(201);
    expect(response.headers.get("RateLimit-Policy")).toBe(`"register";q=${limit};w=3600`);
  });

  it("refuses the first registration past a configured limit of 3, not the third", async () => {
    const address = randomAddress();
    const configuredEnv = { REGISTRATIONS_PER_HOUR: "3" };
    for (let i = 0; i < 3; i++) expect((await registerWith(configuredEnv, address)).status).toBe(201);
    await expectError(await registerWith(configuredEnv, address), 429, "RATE_LIMITED");
  });

  it("keeps the key's own hourly limit at 100 whatever the registration limit", async () => {
    const response = await registerWith({ REGISTRATIONS_PER_HOUR: "500" }, randomAddress());
    expect((await response.json<{ rateLimitPerHour: number }>()).rateLimitPerHour).toBe(100);
  });
});
