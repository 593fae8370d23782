// Property-based hostile input (fast-check): generated requests to every operation, with hostile
// text (control characters, NUL, bidi overrides, huge strings), numbers past every edge, every
// query parameter, malformed bodies and content types, bad ids and bad keys.

import { env } from "cloudflare:test";
import fc from "fast-check";
import { expect } from "vitest";
import { errorStatus } from "../../src/http/errors";
import { ADMIN_TOKEN, issueDealerKey } from "../helpers/admin";
import { createAccessory, createDealership, createVehicle, stock } from "../helpers/fixtures";
import { bearer, call, postJson, randomAddress, registerClient } from "../helpers/http";

const ERROR_CODES = new Set(Object.keys(errorStatus));

/** Everything a rejected request must leave untouched, in one query. */
const SNAPSHOT = `SELECT json_array(
  (SELECT count(*) FROM api_clients), (SELECT count(*) FROM dealerships), (SELECT sum(credits) FROM dealerships),
  (SELECT count(*) FROM dealerships WHERE approved = 1), (SELECT count(*) FROM vehicles), (SELECT count(*) FROM dealer_inventory),
  (SELECT count(*) FROM dealer_accessories), (SELECT count(*) FROM quotes), (SELECT count(*) FROM quotes WHERE status = 'sent'),
  (SELECT count(*) FROM idempotency_keys), (SELECT count(*) FROM dealer_keys WHERE revoked_at IS NULL),
  (SELECT count(*) FROM email_outbox), (SELECT count(*) FROM webhook_deliveries),
  (SELECT count(*) FROM webhook_deliveries WHERE status = 'pending'), (SELECT total(redeliveries) FROM webhook_deliveries)) AS snapshot`;
const snapshot = () => env.DB.prepare(SNAPSHOT).first<string>("snapshot");

type Auth = "client" | "dealer" | "admin" | "none";
export interface Operation {
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

/** The C0 controls, DEL, and their usual company: text that must never reach a query, a log line or an e-mail header. */
const controlCharacter = fc.constantFrom(...Array.from({ length: 32 }, (_, i) => String.fromCharCode(i)), "\u007f", "\u0085", "\u2028", "\u202e");

const hostileString = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.string({ unit: "grapheme", maxLength: 40 }),
  fc.string({ unit: "binary", maxLength: 40 }),
  fc.string({ unit: fc.oneof(controlCharacter, fc.constantFrom("a", "Hi", "lux", " ")), maxLength: 12 }),
  fc.tuple(fc.string({ maxLength: 10 }), controlCharacter, fc.string({ maxLength: 10 })).map(([a, c, b]) => `${a}${c}${b}`),
  fc.constantFrom("", " ", "\u0000", "hi\u0000", "Jo\r\nBcc: x@y.z", "\u202e", "😀".repeat(120), "a".repeat(5000), "../../etc/passwd", "' OR 1=1 --", '"hilux" OR "x"', "NaN", "-1", "1e3", "0x10", "null"),
);

/** Numbers at and past every edge: huge, tiny, past 2^53, negative zero, and what JSON cannot say (sent as text). */
const hostileNumber = fc.oneof(
  fc.integer(),
  fc.double(),
  fc.constantFrom(0, -0, 1, -1, 2 ** 53, 2 ** 53 + 2, 1e21, 1e308, -1e308, 5e-324, 0.1 + 0.2, 1000, 1001, 100, 101, 100_000, 100_001),
);
const hostileNumberText = fc.oneof(
  hostileNumber.map(String),
  fc.constantFrom("99999999999999999999", "9007199254740993", "9223372036854776000", "Infinity", "-Infinity", "NaN", "1e309", "-0", "0x10", "1_000", " 1", "1 ", "+1", "01"),
);

const jsonish = fc.oneof(
  hostileString,
  hostileNumber,
  fc.boolean(),
  fc.constant(null),
  fc.array(hostileString, { maxLength: 3 }),
  fc.dictionary(hostileString, hostileString, { maxKeys: 3 }),
);

const fieldNames = [
  "companyName", "contactEmail", "contactPhone", "companyAbn", "dealershipId", "globalCarId", "model", "version", "clientName",
  "clientEmail", "clientPhone", "postcode", "quantity", "accessoryIds", "notes", "callbackUrl", "vehiclePrice", "dealerDelivery",
  "accessories", "dealerNotes", "name", "price", "available", "amount", "tier", "autoRespond", "deliveryFee", "standardMargin",
  "apiMargin", "state", "suburb", "approved", "bodyClass", "bodyType", "powertrain", "cylinders", "co2GramsPerKm", "imageUrl",
];

const body = fc.oneof(
  fc.dictionary(fc.constantFrom(...fieldNames), jsonish, { maxKeys: 8 }).map((value) => JSON.stringify(value)),
  // Numbers JSON cannot carry, spliced in as text: Infinity, NaN, 1e400.
  fc.tuple(fc.constantFrom(...fieldNames), fc.constantFrom("1e400", "-1e400", "Infinity", "NaN", "99999999999999999999999", "1.0000000000000002")).map(([field, raw]) => `{"${field}":${raw}}`),
  fc.jsonValue().map((value) => JSON.stringify(value)),
  fc.string({ maxLength: 200 }),
  fc.constantFrom("", "{", "[]", "null", "{\"a\":", "\u0000", "{}"),
  fc.integer({ min: 60_000, max: 70_000 }).map((size) => JSON.stringify({ notes: "x".repeat(size) })),
);

const contentType = fc.constantFrom("application/json", "application/json; charset=utf-8", "text/plain", "multipart/form-data", undefined);

/** Every query parameter any operation reads (limit, offset, model, status), plus one none reads. */
const query = fc
  .array(fc.tuple(fc.constantFrom("limit", "offset", "model", "status", "x"), fc.oneof(hostileString, hostileNumberText, fc.constantFrom("pending", "sent", "draft", "hilux"))), { maxLength: 4 })
  .map((pairs) => new URLSearchParams(pairs).toString());

/** The fixtures fuzzed requests may name, and rotating keys to call them with. */
export async function fuzzWorld() {
  const dealer = await createDealership({ tier: "enterprise", autoRespond: true, credits: 100_000 });
  const vehicle = await createVehicle();
  await stock(dealer.id, vehicle.id);
  const accessory = await createAccessory(dealer.id);
  const clientKey = keyRing(() => registerClient());
  const dealerKey = keyRing(() => issueDealerKey(dealer.id));
  const quote = await postJson(
    "/api/v1/quotes",
    { dealershipId: dealer.id, globalCarId: vehicle.id, clientName: "Fuzz", clientEmail: "fuzz@fleet.example.com", callbackUrl: "https://hooks.fleet.example.com/q" },
    bearer(await clientKey()),
  );
  const { quoteId } = await quote.json<{ quoteId: string }>();
  const ids = fc.oneof(
    fc.constantFrom(dealer.id, quoteId, vehicle.id, accessory.id, dealer.id.replaceAll("-", "").toUpperCase(), crypto.randomUUID()),
    fc.uuid(),
    hostileString.map((text) => encodeURIComponent(text)),
  );
  return { ids, clientKey, dealerKey };
}

export type FuzzWorld = Awaited<ReturnType<typeof fuzzWorld>>;

/**
 * Sends `runs` generated requests to the operations `operationsFor` builds from generated ids
 * (two per operation, for paths with two), and checks each answer: below 500, an X-Request-Id,
 * every error in the envelope with a code of the closed list, and nothing written by a request
 * that was refused.
 */
export async function fuzz(world: FuzzWorld, operationsFor: (id: string, other: string) => Operation[], runs: number) {
  // Callers come from a few hundred addresses, as real traffic does: per-address throttles fill
  // up and answer 429 sometimes, and not every request makes a limiter object of its own.
  const addresses = Array.from({ length: 256 }, () => randomAddress());
  const operation = fc.tuple(world.ids, world.ids).chain(([id, other]) => fc.constantFrom(...operationsFor(id, other)));
  const request = fc.record({ operation, query, body, contentType, badAuth: fc.boolean().map((b) => b && Math.random() < 0.1), idempotencyKey: fc.option(hostileString) });

  await fc.assert(
    fc.asyncProperty(request, async ({ operation: op, query: search, body: text, contentType: type, badAuth, idempotencyKey }) => {
      const headers: Record<string, string> = { "CF-Connecting-IP": addresses[Math.floor(Math.random() * addresses.length)]! };
      const token = op.auth === "client" ? await world.clientKey() : op.auth === "dealer" ? await world.dealerKey() : op.auth === "admin" ? ADMIN_TOKEN : undefined;
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
    { numRuns: runs },
  );
}
