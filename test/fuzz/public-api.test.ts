import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { apiRequests, checkApiAnswer, type ApiOperation } from "./api-requests";
import { acceptance, estimateRequest, keyRotation, paging, quoteListQuery, quoteRequest, registration, searchQuery, stateQuery, tenderRequest, webhookSecretRotation } from "./bodies";
import { hostileString } from "./hostile-input";
import { idOf, path, sameRecord } from "./references";
import { deliveryRestarted, estimateAnswered, keyRotated, quoteAccepted, quoteCreated, registered, tenderCreated, webhookSecretRotated } from "./effects";
import { fuzz, fuzzRuns, fuzzTimeout } from "./runner";

// The FMO's operations, the service's own and odd paths. The dealer's, the operator's, and the
// portal, have files of their own that run in parallel. A new operation is one entry below (with a
// body in bodies.ts when it takes one, and a role in world.ts when it names a new kind of row).
// Two fifths of the fuzzers' requests (FUZZ_RUNS).
const RUNS = fuzzRuns(0.4);

const deliveryOf = sameRecord("ownDelivery", ["quoteId", "id"]);
const tenderDeliveryOf = sameRecord("ownTenderDelivery", ["tenderId", "id"]);

const operations: ApiOperation[] = [
  { method: "POST", path: path`/api/v1/register`, auth: "none", body: registration, effect: registered(0.3) },
  { method: "GET", path: path`/api/v1/dealers`, auth: "client", query: paging },
  { method: "GET", path: path`/api/v1/dealers/${idOf("dealership")}/inventory`, auth: "client", query: paging },
  { method: "GET", path: path`/api/v1/inventory`, auth: "client", query: searchQuery },
  { method: "POST", path: path`/api/v1/quotes`, auth: "client", body: quoteRequest, effect: quoteCreated(0.2) },
  { method: "GET", path: path`/api/v1/quotes`, auth: "client", query: quoteListQuery },
  { method: "GET", path: path`/api/v1/quotes/${idOf("ownQuote")}`, auth: "client" },
  { method: "GET", path: path`/api/v1/quotes/${idOf("ownQuote")}/webhook-deliveries`, auth: "client" },
  { method: "POST", path: path`/api/v1/tenders`, auth: "client", body: tenderRequest, effect: tenderCreated(0.1), weight: 2 },
  { method: "GET", path: path`/api/v1/tenders`, auth: "client", query: paging },
  { method: "GET", path: path`/api/v1/tenders/${idOf("ownTender")}`, auth: "client" },
  { method: "GET", path: path`/api/v1/vehicles/${idOf("vehicle")}/dealerships`, auth: "client", query: stateQuery },
  { method: "POST", path: path`/api/v1/drive-away-estimates`, auth: "client", body: estimateRequest, effect: estimateAnswered(0.3) },
  // Priced quotes of the world's and the fuzzer's own: accepting one awards its tender, if any.
  { method: "POST", path: path`/api/v1/quotes/${idOf("ownQuote")}/accept`, auth: "client", body: acceptance, effect: quoteAccepted(0.05) },
  { method: "GET", path: path`/api/v1/tenders/${idOf("ownTender")}/webhook-deliveries`, auth: "client" },
  {
    method: "POST",
    path: path`/api/v1/tenders/${tenderDeliveryOf.map((d) => d.tenderId)}/webhook-deliveries/${fc.oneof(tenderDeliveryOf.map((d) => d.id), idOf("ownDelivery"))}/redeliver`,
    auth: "client",
  },
  {
    method: "POST",
    path: path`/api/v1/quotes/${deliveryOf.map((d) => d.quoteId)}/webhook-deliveries/${fc.oneof(deliveryOf.map((d) => d.id), idOf("ownDelivery"))}/redeliver`,
    auth: "client",
    // One failed delivery to start again per FMO of the world (each redelivered once, then delivered).
    effect: deliveryRestarted(0.05),
  },
  // A rotated key is the one the world's later requests send (see checkApiAnswer).
  { method: "POST", path: path`/api/v1/keys/rotate`, auth: "client", body: keyRotation, effect: keyRotated(0.3) },
  { method: "POST", path: path`/api/v1/webhook-secret/rotate`, auth: "client", body: webhookSecretRotation, effect: webhookSecretRotated(0.3) },
  { method: "GET", path: path`/api/v1/openapi.json`, auth: "none" },
  { method: "GET", path: path`/health`, auth: "none" },
  {
    method: "GET",
    path: path`/`,
    auth: "none",
    // An API client gets the pointers to the docs; a browser is sent to the docs page.
    check: ({ request, response, text }) => {
      const browser = /\btext\/html\b/.test(request.headers.get("Accept") ?? "");
      expect(response.status).toBe(browser ? 302 : 200);
      expect(browser ? response.headers.get("Location") : JSON.parse(text)).toEqual(browser ? "/docs/" : { name: "Fleet Quote API", version: "1.1.0", docs: "/docs", openapi: "/api/v1/openapi.json" });
    },
  },
  { method: "DELETE", path: path`/api/v1/dealers`, auth: "client" },
  { method: "GET", path: path`/api/v1/${fc.oneof(hostileString, idOf("*"))}`, auth: "none" },
];

describe("hostile input: the FMO's API", () => {
  it(`answers ${RUNS} generated requests with no 5xx, every error in the envelope, no write by a refused request, each write stored as often as it states, and every job ended`, { timeout: fuzzTimeout(RUNS) }, async () => {
    await fuzz({ title: "hostile input: the FMO's API", runs: RUNS, requests: apiRequests(operations), check: checkApiAnswer, atLeast: 0.2, sends: { emails: true, webhooks: false } });
  });
});
