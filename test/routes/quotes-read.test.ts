import { describe, expect, it } from "vitest";
import { createDealership, stock } from "../helpers/fixtures";
import { bearer, call, expectError, get, postJson, registerClient } from "../helpers/http";
import { createQuote, quoteRequest, quoteScene } from "../helpers/scenes";

const quoteFor = (key: string, dealer: { id: string }, vehicleId: string, extra: Record<string, unknown> = {}) => createQuote(key, quoteRequest(dealer.id, vehicleId, extra));

/** A client, a dealership that reviews by hand and one that answers at once, both stocking the same vehicle. */
async function world() {
  const { clientKey: key, dealer: pendingDealer, vehicle } = await quoteScene();
  const autoDealer = await createDealership({ tier: "enterprise", autoRespond: true });
  await stock(autoDealer.id, vehicle.id);
  return { key, pendingDealer, autoDealer, vehicle };
}

describe("GET /api/v1/quotes", () => {
  it("lists only the caller's quotes, newest first, with every field", async () => {
    const { key, pendingDealer, autoDealer, vehicle } = await world();
    const first = await quoteFor(key, pendingDealer, vehicle.id);
    const second = await quoteFor(key, autoDealer, vehicle.id);
    const other = await registerClient();
    await quoteFor(other, pendingDealer, vehicle.id);

    const body = await (await get("/api/v1/quotes", key)).json<any>();
    expect(body.quotes.map((q: any) => q.id)).toEqual([second, first]);
    expect(body.pagination).toEqual({ limit: 20, offset: 0, count: 2 });
    expect(body.quotes[1]).toEqual({
      id: first,
      dealership: { id: pendingDealer.id, name: pendingDealer.name, suburb: pendingDealer.suburb, state: pendingDealer.state },
      vehicle: { model: vehicle.model, version: vehicle.version },
      clientName: "Jo Fleet",
      clientEmail: "jo@fleet.example.com",
      status: "pending",
      channel: "api",
      createdAt: expect.any(String),
      sentAt: null,
      validUntil: null,
      expired: false,
      tenderId: null,
      outcome: null,
    });
    expect(body.quotes[0]).toMatchObject({ status: "sent", sentAt: body.quotes[0].createdAt });
  });

  it("filters by exact status and refuses an unknown one", async () => {
    const { key, pendingDealer, autoDealer, vehicle } = await world();
    await quoteFor(key, pendingDealer, vehicle.id);
    await quoteFor(key, autoDealer, vehicle.id);
    const sent = await (await get("/api/v1/quotes?status=sent", key)).json<any>();
    expect(sent.quotes.map((q: any) => q.status)).toEqual(["sent"]);
    const drafts = await (await get("/api/v1/quotes?status=draft", key)).json<any>();
    expect(drafts.quotes).toEqual([]);
    await expectError(await get("/api/v1/quotes?status=completed", key), 400, "INVALID_REQUEST");
    await expectError(await get("/api/v1/quotes?status=SENT", key), 400, "INVALID_REQUEST");
  });

  it("pages with limit and offset", async () => {
    const { key, pendingDealer, vehicle } = await world();
    const ids = [];
    for (let i = 0; i < 3; i++) ids.push(await quoteFor(key, pendingDealer, vehicle.id));
    const page = await (await get("/api/v1/quotes?limit=1&offset=1", key)).json<any>();
    expect(page.quotes.map((q: any) => q.id)).toEqual([ids[1]]);
    await expectError(await get("/api/v1/quotes?limit=101", key), 400, "INVALID_REQUEST");
  });
});

describe("GET /api/v1/quotes/{id}", () => {
  it("returns every required field, nullable ones as null", async () => {
    const { key, pendingDealer, vehicle } = await world();
    const id = await quoteFor(key, pendingDealer, vehicle.id);
    const detail = await (await get(`/api/v1/quotes/${id}`, key)).json<any>();
    expect(detail).toEqual({
      id,
      status: "pending",
      channel: "api",
      dealership: {
        id: pendingDealer.id,
        name: pendingDealer.name,
        email: pendingDealer.contactEmail,
        suburb: pendingDealer.suburb,
        state: pendingDealer.state,
      },
      vehicle: { model: vehicle.model, version: vehicle.version, imageUrl: null },
      clientName: "Jo Fleet",
      clientEmail: "jo@fleet.example.com",
      clientPhone: null,
      registrationUse: "business",
      registrationDate: null,
      manufacturerFleetDiscount: false,
      createdAt: expect.any(String),
      sentAt: null,
      callbackUrl: null,
      pricing: null,
      dealerNotes: null,
      validUntil: null,
      expired: false,
      tenderId: null,
      outcome: null,
      acceptedAt: null,
      orderReference: null,
    });
  });

  it("accepts the compact id in upper case and keeps the callbackUrl", async () => {
    const { key, pendingDealer, vehicle } = await world();
    const id = await quoteFor(key, pendingDealer, vehicle.id, { callbackUrl: "https://hooks.fleet.example.com/quotes", clientPhone: "0400 000 000" });
    const detail = await (await get(`/api/v1/quotes/${id.replaceAll("-", "").toUpperCase()}`, key)).json<any>();
    expect(detail).toMatchObject({ id, callbackUrl: "https://hooks.fleet.example.com/quotes", clientPhone: "0400 000 000" });
  });

  it("reads its own write through the D1 bookmark returned at creation", async () => {
    const { key, pendingDealer, vehicle } = await world();
    const created = await postJson(
      "/api/v1/quotes",
      { dealershipId: pendingDealer.id, globalCarId: vehicle.id, clientName: "Jo", clientEmail: "jo@fleet.example.com" },
      bearer(key),
    );
    const bookmark = created.headers.get("X-D1-Bookmark");
    expect(bookmark).toBeTruthy();
    const { quoteId } = await created.json<{ quoteId: string }>();
    const detail = await call(`/api/v1/quotes/${quoteId}`, { headers: bearer(key, { "X-D1-Bookmark": bookmark! }) });
    expect(detail.status).toBe(200);
    // A malformed bookmark is ignored: the read starts at the primary instead.
    expect((await call(`/api/v1/quotes/${quoteId}`, { headers: bearer(key, { "X-D1-Bookmark": "not a bookmark!" }) })).status).toBe(200);
  });

  it("answers 404 for another client's quote and for an unknown id, 400 for a malformed one", async () => {
    const { key, pendingDealer, vehicle } = await world();
    const id = await quoteFor(key, pendingDealer, vehicle.id);
    const other = await registerClient();
    await expectError(await get(`/api/v1/quotes/${id}`, other), 404, "NOT_FOUND");
    await expectError(await get(`/api/v1/quotes/${crypto.randomUUID()}`, key), 404, "NOT_FOUND");
    await expectError(await get("/api/v1/quotes/not-an-id", key), 400, "INVALID_REQUEST");
  });
});
