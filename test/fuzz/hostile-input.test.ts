import { env } from "cloudflare:test";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { errorStatus } from "../../src/http/errors";
import { ADMIN_TOKEN, issueDealerKey } from "../helpers/admin";
import { createAccessory, createDealership, createVehicle, stock } from "../helpers/fixtures";
import { bearer, call, postJson, randomAddress, registerClient } from "../helpers/http";

const RUNS = 10_500;
const ERROR_CODES = new Set(Object.keys(errorStatus));

/** Everything a rejected request must leave untouched, in one query. */
const SNAPSHOT = `SELECT json_array(
  (SELECT count(*) FROM api_clients), (SELECT count(*) FROM dealerships), (SELECT sum(credits) FROM dealerships),
  (SELECT count(*) FROM dealerships WHERE approved = 1), (SELECT count(*) FROM vehicles), (SELECT count(*) FROM dealer_inventory),
  (SELECT count(*) FROM dealer_accessories), (SELECT count(*) FROM quotes), (SELECT count(*) FROM quotes WHERE status = 'sent'),
  (SELECT count(*) FROM idempotency_keys), (SELECT count(*) FROM dealer_keys WHERE revoked_at IS NULL),
  (SELECT count(*) FROM email_outbox), (SELECT count(*) FROM webhook_deliveries)) AS snapshot`;
const snapshot = () => env.DB.prepare(SNAPSHOT).first<string>("snapshot");

type Auth = "client" | "dealer" | "admin" | "none";
interface Operation {
  method: string;
  path: string;
  auth: Auth;
  body: boolean;
}

/** A key per kind, replaced before it reaches the hourly limit so the fuzzing does not just measure 429s. */
function keyRing(make: () => Promise<string>) {
  let key = "";
  let uses = 0;
  return async () => {
    if (!key || uses >= 90) {
      key = await make();
      uses = 0;
    }
    uses++;
    return key;
  };
}

const hostileString = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.string({ unit: "grapheme", maxLength: 40 }),
  fc.string({ unit: "binary", maxLength: 40 }),
  fc.constantFrom("", " ", "\u0000", "\u202e", "😀".repeat(120), "a".repeat(5000), "../../etc/passwd", "' OR 1=1 --", '"hilux" OR "x"', "NaN", "-1", "1e3", "0x10", "null"),
);

const jsonish = fc.oneof(hostileString, fc.integer(), fc.double(), fc.boolean(), fc.constant(null), fc.array(hostileString, { maxLength: 3 }), fc.dictionary(hostileString, hostileString, { maxKeys: 3 }));

const fieldNames = [
  "companyName", "contactEmail", "contactPhone", "companyAbn", "dealershipId", "globalCarId", "model", "version", "clientName",
  "clientEmail", "clientPhone", "postcode", "quantity", "accessoryIds", "notes", "callbackUrl", "vehiclePrice", "dealerDelivery",
  "accessories", "dealerNotes", "name", "price", "available", "amount", "tier", "autoRespond", "deliveryFee", "standardMargin",
  "apiMargin", "state", "suburb", "approved", "bodyClass", "bodyType", "powertrain", "cylinders", "co2GramsPerKm", "imageUrl",
];

const body = fc.oneof(
  fc.dictionary(fc.constantFrom(...fieldNames), jsonish, { maxKeys: 8 }).map((value) => JSON.stringify(value)),
  fc.jsonValue().map((value) => JSON.stringify(value)),
  fc.string({ maxLength: 200 }),
  fc.constantFrom("", "{", "[]", "null", "{\"a\":", "\u0000", "{}"),
  fc.integer({ min: 60_000, max: 70_000 }).map((size) => JSON.stringify({ notes: "x".repeat(size) })),
);

const contentType = fc.constantFrom("application/json", "application/json; charset=utf-8", "text/plain", "multipart/form-data", undefined);

const query = fc
  .array(fc.tuple(fc.constantFrom("limit", "offset", "model", "status", "x"), fc.oneof(hostileString, fc.integer().map(String), fc.double().map(String))), { maxLength: 4 })
  .map((pairs) => new URLSearchParams(pairs).toString());

describe("hostile input", () => {
  it(`answers ${RUNS} generated requests with no 5xx, every error in the envelope, and no write by a rejected request`, { timeout: 600_000 }, async () => {
    const dealer = await createDealership({ tier: "enterprise", autoRespond: true, credits: 100_000 });
    const vehicle = await createVehicle();
    await stock(dealer.id, vehicle.id);
    const accessory = await createAccessory(dealer.id);
    const clientKey = keyRing(() => registerClient());
    const dealerKey = keyRing(() => issueDealerKey(dealer.id));
    const firstClient = await clientKey();
    const quote = await postJson(
      "/api/v1/quotes",
      { dealershipId: dealer.id, globalCarId: vehicle.id, clientName: "Fuzz", clientEmail: "fuzz@fleet.example.com" },
      bearer(firstClient),
    );
    const { quoteId } = await quote.json<{ quoteId: string }>();

    const ids = fc.oneof(
      fc.constantFrom(dealer.id, quoteId, vehicle.id, accessory.id, dealer.id.replaceAll("-", "").toUpperCase(), crypto.randomUUID()),
      fc.uuid(),
      hostileString.map((text) => encodeURIComponent(text)),
    );
    const operation = fc.tuple(ids, ids).chain(([id, other]) =>
      fc.constantFrom<Operation>(
        { method: "POST", path: "/api/v1/register", auth: "none", body: true },
        { method: "GET", path: "/api/v1/dealers", auth: "client", body: false },
        { method: "GET", path: `/api/v1/dealers/${id}/inventory`, auth: "client", body: false },
        { method: "GET", path: "/api/v1/inventory", auth: "client", body: false },
        { method: "POST", path: "/api/v1/quotes", auth: "client", body: true },
        { method: "GET", path: "/api/v1/quotes", auth: "client", body: false },
        { method: "GET", path: `/api/v1/quotes/${id}`, auth: "client", body: false },
        { method: "GET", path: "/api/v1/dealer/quotes", auth: "dealer", body: false },
        { method: "GET", path: `/api/v1/dealer/quotes/${id}`, auth: "dealer", body: false },
        { method: "POST", path: `/api/v1/dealer/quotes/${id}/complete`, auth: "dealer", body: true },
        { method: "POST", path: "/admin/v1/dealerships", auth: "admin", body: true },
        { method: "PATCH", path: `/admin/v1/dealerships/${id}`, auth: "admin", body: true },
        { method: "POST", path: `/admin/v1/dealerships/${id}/credits`, auth: "admin", body: true },
        { method: "PUT", path: `/admin/v1/dealerships/${id}/inventory/${other}`, auth: "admin", body: true },
        { method: "PUT", path: `/admin/v1/dealerships/${id}/accessories/${other}`, auth: "admin", body: true },
        { method: "DELETE", path: `/admin/v1/dealerships/${id}/keys/${other}`, auth: "admin", body: false },
        { method: "POST", path: "/admin/v1/vehicles", auth: "admin", body: true },
        { method: "GET", path: `/admin/v1/dealerships/${id}`, auth: "admin", body: false },
        { method: "POST", path: `/admin/v1/dealerships/${id}/approve`, auth: "admin", body: false },
        { method: "POST", path: `/admin/v1/dealerships/${id}/accessories`, auth: "admin", body: true },
        { method: "DELETE", path: `/admin/v1/dealerships/${id}/accessories/${other}`, auth: "admin", body: false },
        { method: "POST", path: `/admin/v1/dealerships/${id}/keys`, auth: "admin", body: false },
        { method: "GET", path: "/api/v1/openapi.json", auth: "none", body: false },
        { method: "GET", path: "/health", auth: "none", body: false },
        { method: "DELETE", path: "/api/v1/dealers", auth: "client", body: false },
        { method: "GET", path: `/api/v1/${id}`, auth: "none", body: false },
      ),
    );
    const request = fc.record({ operation, query, body, contentType, badAuth: fc.boolean().map((b) => b && Math.random() < 0.1), idempotencyKey: fc.option(hostileString) });

    await fc.assert(
      fc.asyncProperty(request, async ({ operation: op, query: search, body: text, contentType: type, badAuth, idempotencyKey }) => {
        const headers: Record<string, string> = { "CF-Connecting-IP": randomAddress() };
        const token = op.auth === "client" ? await clientKey() : op.auth === "dealer" ? await dealerKey() : op.auth === "admin" ? ADMIN_TOKEN : undefined;
        if (token) headers.Authorization = `Bearer ${badAuth ? `${token}x` : token}`;
        if (type) headers["Content-Type"] = type;
        if (idempotencyKey !== null && /^[\x20-\x7e]*$/.test(idempotencyKey)) headers["Idempotency-Key"] = idempotencyKey;

        const before = await snapshot();
        const response = await call(`${op.path}${search ? `?${search}` : ""}`, { method: op.method, headers, body: op.body ? text : undefined });
        expect(response.status, `${op.method} ${op.path}`).toBeLessThan(500);
        expect(response.headers.get("X-Request-Id")).toBeTruthy();
        if (response.status >= 400) {
          const envelope = await response.json<{ error: { code: string; message: string; status: number } }>();
          expect(ERROR_CODES.has(envelope.error.code), envelope.error.code).toBe(true);
          expect(envelope.error.status).toBe(response.status);
          expect(typeof envelope.error.message).toBe("string");
          expect(await snapshot(), `${op.method} ${op.path} answered ${response.status} but wrote`).toBe(before);
        } else {
          await response.body?.cancel();
        }
      }),
      { numRuns: RUNS },
    );
  });
});
