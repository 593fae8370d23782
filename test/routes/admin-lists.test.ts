import { env } from "cloudflare:test";
import { afterEach, describe, expect, it, vi } from "vitest";
import { sha256Hex } from "../../src/domain/api-keys";
import { admin, issueDealerKey } from "../helpers/admin";
import { createDealership, createVehicle, stock } from "../helpers/fixtures";
import { bearer, callWith, expectError, postJson, randomAddress, register } from "../helpers/http";
import { createQuote, quoteRequest } from "../helpers/scenes";

afterEach(() => {
  vi.useRealTimers();
});

const token = () => crypto.randomUUID().slice(0, 8);
const listOf = async <T = any>(path: string) => {
  const response = await admin(path);
  expect(response.status, await response.clone().text()).toBe(200);
  return response.json<T>();
};
const names = async (query: string) => (await listOf<{ dealerships: { name: string }[] }>(`/dealerships?${query}`)).dealerships.map((d) => d.name);

/** A request with a key through the Worker, waiting for what it left running after its response (the key's use). */
const withKey = (path: string, key: string) => callWith({}, path, { headers: bearer(key) });

describe("GET /admin/v1/dealerships", () => {
  it("lists dealerships newest first, as the operator sees them, with credits, createdAt and lastQuoteAt", async () => {
    const tag = token();
    const created: string[] = [];
    for (const n of [1, 2, 3]) {
      const response = await admin("/dealerships", "POST", { name: `Listed ${tag} ${n}`, contactEmail: `sales${n}@listed.example.com`, approved: true });
      created.push((await response.json<{ id: string }>()).id);
    }
    const { dealerships, pagination } = await listOf(`/dealerships?q=${tag}`);
    expect(dealerships.map((d: { name: string }) => d.name)).toEqual([`Listed ${tag} 3`, `Listed ${tag} 2`, `Listed ${tag} 1`]);
    expect(pagination).toEqual({ limit: 20, offset: 0, count: 3 });
    expect(dealerships[0]).toEqual({ ...(await (await admin(`/dealerships/${created[2]}`)).json<object>()), lastQuoteAt: null });
    expect(dealerships[0]).toMatchObject({ credits: 0, createdAt: expect.any(String) });
  });

  it("says when each was last asked for a quote", async () => {
    const dealer = await createDealership({ name: `Quoted ${token()}` });
    const car = await createVehicle();
    await stock(dealer.id, car.id);
    const key = (await register()).apiKey;
    const quoteId = await createQuote(key, quoteRequest(dealer.id, car.id));
    const createdAt = await env.DB.prepare("select created_at from quotes where id = ?").bind(quoteId).first<string>("created_at");
    const [listed] = (await listOf(`/dealerships?q=${encodeURIComponent(dealer.name)}`)).dealerships;
    expect(listed).toMatchObject({ id: dealer.id, lastQuoteAt: createdAt });
  });

  it("narrows by approval, state and text in the name, suburb or contact e-mail, in any case", async () => {
    const tag = token();
    await createDealership({ name: `Waiting ${tag}`, approved: false, state: "QLD", suburb: "Toowong", contactEmail: `fleet@waiting-${tag}.example.com` });
    await createDealership({ name: `Approved ${tag}`, approved: true, state: "NSW", suburb: `Ryde${tag}`, contactEmail: "fleet@approved.example.com" });
    expect(await names(`q=${tag}&approved=false`)).toEqual([`Waiting ${tag}`]);
    expect(await names(`q=${tag}&approved=true`)).toEqual([`Approved ${tag}`]);
    expect(await names(`q=${tag}&state=QLD`)).toEqual([`Waiting ${tag}`]);
    expect(await names(`q=${tag}&state=VIC`)).toEqual([]);
    expect(await names(`q=${`RYDE${tag}`.toUpperCase()}`)).toEqual([`Approved ${tag}`]);
    expect(await names(`q=WAITING-${tag.toUpperCase()}.EXAMPLE`)).toEqual([`Waiting ${tag}`]);
    // The filters are ANDed; without q, approved=false holds only unapproved dealerships.
    const unapproved = (await listOf("/dealerships?approved=false&limit=100")).dealerships;
    expect(unapproved.every((d: { approved: boolean }) => !d.approved)).toBe(true);
  });

  it("pages with limit and offset", async () => {
    const tag = token();
    for (const n of [1, 2, 3]) await createDealership({ name: `Paged ${tag} ${n}` });
    expect(await names(`q=${tag}&limit=2`)).toEqual([`Paged ${tag} 3`, `Paged ${tag} 2`]);
    const page = await listOf(`/dealerships?q=${tag}&limit=2&offset=2`);
    expect(page.dealerships.map((d: { name: string }) => d.name)).toEqual([`Paged ${tag} 1`]);
    expect(page.pagination).toEqual({ limit: 2, offset: 2, count: 1 });
  });

  it("answers 400 for a bad filter: approved other than true or false, an unknown state, q empty or over 200 characters", async () => {
    for (const query of ["approved=yes", "approved=1", "state=XX", "state=nsw", "q=", `q=${"a".repeat(201)}`, "limit=0", "limit=101", "offset=-1"]) {
      await expectError(await admin(`/dealerships?${query}`), 400, "INVALID_REQUEST");
    }
    expect((await admin(`/dealerships?q=${"a".repeat(200)}&limit=100`)).status).toBe(200);
  });
});

describe("GET /admin/v1/dealerships/{id}/keys", () => {
  it("lists the keys newest first with id, prefix, createdAt, lastUsedAt and revokedAt, never a key or its hash", async () => {
    const dealer = await createDealership();
    const first = await issueDealerKey(dealer.id);
    const second = await issueDealerKey(dealer.id);
    const firstId = (await env.DB.prepare("select id from dealer_keys where key_hash = ?").bind(await sha256Hex(first)).first<string>("id"))!;
    expect((await admin(`/dealerships/${dealer.id}/keys/${firstId}`, "DELETE")).status).toBe(204);

    const response = await admin(`/dealerships/${dealer.id}/keys`);
    const text = await response.clone().text();
    const { keys, pagination } = await response.json<{ keys: Record<string, unknown>[]; pagination: unknown }>();
    expect(keys.map((k) => Object.keys(k).sort())).toEqual([
      ["createdAt", "id", "lastUsedAt", "prefix", "revokedAt"],
      ["createdAt", "id", "lastUsedAt", "prefix", "revokedAt"],
    ]);
    expect(keys.map((k) => [k.prefix, k.revokedAt === null])).toEqual([
      [second.slice(0, 12), true],
      [first.slice(0, 12), false],
    ]);
    expect(keys[1]!.id).toBe(firstId);
    expect(pagination).toEqual({ limit: 20, offset: 0, count: 2 });
    for (const secret of [first, second, await sha256Hex(first), await sha256Hex(second)]) expect(text).not.toContain(secret);
  });

  it("records a key's last use after a request that succeeded, at most once a minute from one isolate, never for a refused one", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    const T0 = Date.UTC(2026, 10, 24, 9, 0, 0);
    vi.setSystemTime(T0);
    const dealer = await createDealership();
    const key = await issueDealerKey(dealer.id);
    const lastUsed = async () => (await listOf(`/dealerships/${dealer.id}/keys`)).keys[0].lastUsedAt;
    const at = (ms: number) => new Date(ms).toISOString();

    await expectError(await withKey("/api/v1/dealer/accessories?limit=0", key), 400, "INVALID_REQUEST");
    expect(await lastUsed()).toBeNull();
    expect((await withKey("/api/v1/dealer/settings", key)).status).toBe(200);
    expect(await lastUsed()).toBe(at(T0));
    vi.setSystemTime(T0 + 59_999);
    expect((await withKey("/api/v1/dealer/settings", key)).status).toBe(200);
    expect(await lastUsed()).toBe(at(T0));
    vi.setSystemTime(T0 + 60_000);
    expect((await withKey("/api/v1/dealer/settings", key)).status).toBe(200);
    expect(await lastUsed()).toBe(at(T0 + 60_000));
    vi.setSystemTime(T0 + 200_000);
    await expectError(await withKey("/api/v1/dealer/accessories?limit=0", key), 400, "INVALID_REQUEST");
    expect(await lastUsed()).toBe(at(T0 + 60_000));
  });

  it("answers 404 for an unknown dealership and 400 for a malformed id", async () => {
    await expectError(await admin(`/dealerships/${crypto.randomUUID()}/keys`), 404, "NOT_FOUND");
    await expectError(await admin("/dealerships/not-an-id/keys"), 400, "INVALID_REQUEST");
  });
});

describe("GET /admin/v1/clients without email", () => {
  it("lists every FMO newest first with its key's prefix, createdAt and lastUsedAt, and narrows by text in the name or e-mail", async () => {
    const tag = token();
    const older = await register(`Older ${tag} Fleet`);
    const newer = await register(`Newer ${tag} Fleet`);
    const { clients, pagination } = await listOf(`/clients?q=${tag.toUpperCase()}`);
    expect(clients.map((c: { companyName: string; keyPrefix: string }) => [c.companyName, c.keyPrefix])).toEqual([
      [`Newer ${tag} Fleet`, newer.apiKey.slice(0, 12)],
      [`Older ${tag} Fleet`, older.apiKey.slice(0, 12)],
    ]);
    expect(clients[0]).toMatchObject({ createdAt: expect.any(String), lastUsedAt: null });
    expect(pagination).toEqual({ limit: 20, offset: 0, count: 2 });
    expect(JSON.stringify(clients)).not.toContain(newer.apiKey);
    const all = await listOf("/clients?limit=100");
    expect(all.clients.length).toBeGreaterThanOrEqual(2);
    expect(all.clients.map((c: { createdAt: string }) => c.createdAt)).toEqual([...all.clients.map((c: { createdAt: string }) => c.createdAt)].sort().reverse());
  });

  it("finds an FMO by text in its contact e-mail, and pages", async () => {
    const tag = token();
    const response = await postJson("/api/v1/register", { companyName: "Mail Fleet", contactEmail: `buyer-${tag}@mailfleet.example.com` }, { "CF-Connecting-IP": randomAddress() });
    expect(response.status).toBe(201);
    expect((await listOf(`/clients?q=BUYER-${tag.toUpperCase()}`)).clients.map((c: { contactEmail: string }) => c.contactEmail)).toEqual([`buyer-${tag}@mailfleet.example.com`]);
    expect((await listOf(`/clients?q=${tag}&offset=1`)).clients).toEqual([]);
  });

  it("answers 400 for q empty or over 200 characters", async () => {
    await expectError(await admin("/clients?q="), 400, "INVALID_REQUEST");
    await expectError(await admin(`/clients?q=${"a".repeat(201)}`), 400, "INVALID_REQUEST");
    expect((await admin(`/clients?q=${"a".repeat(200)}`)).status).toBe(200);
  });

  it("says when one of the FMO's keys was last used", async () => {
    const tag = token();
    const { apiKey } = await register(`Used ${tag} Fleet`);
    expect((await withKey("/api/v1/dealers?limit=1", apiKey)).status).toBe(200);
    const [client] = (await listOf(`/clients?q=${tag}`)).clients;
    expect(client.lastUsedAt).toEqual(expect.any(String));
  });
});
