// What the FMO fuzzer sends to each of the FMO's operations and the service's own (described.ts:
// method, path and key come from the API description). A new operation of the FMO's is one entry
// here, with its body in bodies.ts and, when it names a new kind of row, that role in world.ts.

import fc from "fast-check";
import { expect } from "vitest";
import { acceptance, orderListQuery, orderWithdrawal, tenderAward, tenderExtension, consoleUser, estimateRequest, keyRotation, paging, quoteListQuery, quoteRequest, registration, searchQuery, stateQuery, tenderRequest, vehicleSearchQuery, webhookSecretRotation } from "./bodies";
import type { FuzzTable } from "./described";
import { consoleUserAdded, consoleUserRemoved, deliveryRestarted, estimateAnswered, fetched, keyRotated, orderStepped, quoteAccepted, quoteCreated, registered, tenderAwarded, tenderCreated, tenderExtended, webhookSecretRotated } from "./effects";
import { idOf, sameRecord } from "./references";

const deliveryOf = sameRecord("ownDelivery", ["quoteId", "id"]);
const tenderDeliveryOf = sameRecord("ownTenderDelivery", ["tenderId", "id"]);

export const fmoOperations: FuzzTable = {
  getServiceIndex: {
    effect: fetched("the pointers to the docs", 0.6),
    // An API client gets the pointers to the docs; a browser is sent to the docs page.
    check: ({ request, response, text }) => {
      const browser = /\btext\/html\b/.test(request.headers.get("Accept") ?? "");
      expect(response.status).toBe(browser ? 302 : 200);
      expect(browser ? response.headers.get("Location") : JSON.parse(text)).toEqual(browser ? "/docs/" : { name: "Fleet Quote API", version: "1.1.0", docs: "/docs", openapi: "/api/v1/openapi.json" });
    },
  },
  getHealth: { effect: fetched("the service's health", 0.6) },
  getOpenApiDocument: { effect: fetched("the API description", 0.6) },
  register: { body: registration, effect: registered(0.3) },
  listDealers: { query: paging, effect: fetched("a page of dealerships", 0.5) },
  listDealerInventory: { params: { id: idOf("dealership") }, query: paging, effect: fetched("a dealership's stock", 0.35) },
  searchInventory: { query: searchQuery, effect: fetched("a search", 0.5) },
  searchVehicles: { query: vehicleSearchQuery, effect: fetched("a catalogue search", 0.2) },
  listVehicleDealerships: { params: { id: idOf("vehicle") }, query: stateQuery, effect: fetched("who stocks a vehicle", 0.25) },
  createDriveAwayEstimate: { body: estimateRequest, effect: estimateAnswered(0.3) },
  createQuote: { body: quoteRequest, effect: quoteCreated(0.2) },
  listQuotes: { query: quoteListQuery, effect: fetched("a page of the FMO's quotes", 0.5) },
  getQuote: { params: { id: idOf("ownQuote") }, effect: fetched("one of the FMO's quotes", 0.4) },
  // Priced quotes of the world's and the fuzzer's own: accepting one awards its tender, if any.
  acceptQuote: { params: { id: idOf("ownQuote") }, body: acceptance, effect: quoteAccepted(0.05) },
  listWebhookDeliveries: { params: { id: idOf("ownQuote") }, effect: fetched("a quote's webhook deliveries", 0.4) },
  // One failed delivery to start again per FMO of the world (each redelivered once, then delivered).
  redeliverWebhook: {
    params: fc.oneof(deliveryOf.map((d) => ({ id: d.quoteId, deliveryId: d.id })), fc.record({ id: deliveryOf.map((d) => d.quoteId), deliveryId: idOf("ownDelivery") })),
    effect: deliveryRestarted(0.05),
  },
  listTenderWebhookDeliveries: { params: { id: idOf("ownTender") }, effect: fetched("a tender's webhook deliveries", 0.35) },
  // One failed closing delivery to start again per FMO of the world, as for a quote's.
  redeliverTenderWebhook: {
    params: fc.oneof(tenderDeliveryOf.map((d) => ({ id: d.tenderId, deliveryId: d.id })), fc.record({ id: tenderDeliveryOf.map((d) => d.tenderId), deliveryId: idOf("ownDelivery") })),
    effect: deliveryRestarted(0.05),
  },
  // A rotated key is the one the world's later requests send (see checkApiAnswer).
  rotateApiKey: { body: keyRotation, effect: keyRotated(0.3) },
  rotateWebhookSecret: { body: webhookSecretRotation, effect: webhookSecretRotated(0.3) },
  listConsoleUsers: { effect: fetched("who may sign in to the FMO's console", 0.5) },
  addConsoleUser: { body: consoleUser, effect: consoleUserAdded(0.2) },
  removeConsoleUser: { params: { id: idOf("ownConsoleUser") }, effect: consoleUserRemoved(0.05) },
  createTender: { body: tenderRequest, effect: tenderCreated(0.1), weight: 2 },
  listTenders: { query: paging, effect: fetched("a page of the FMO's tenders", 0.5) },
  getTender: { params: { id: idOf("ownTender") }, effect: fetched("one of the FMO's tenders", 0.4) },
  // The FMO's newest open tender, a later deadline: a tender every dealership priced at once has closed.
  extendTender: { params: { id: idOf("openTender") }, body: tenderExtension, effect: tenderExtended(0.02) },
  // The newest priced, undecided quote of an unawarded tender, with its tender: a tender is awarded once.
  awardTender: { params: { id: idOf("awardableTender") }, body: tenderAward, effect: tenderAwarded(0.02) },
  listOrders: { query: orderListQuery, effect: fetched("a page of the FMO's orders", 0.5) },
  getOrder: { params: { id: idOf("ownOrder") }, effect: fetched("one of the FMO's orders", 0.4) },
  // Placed orders of the FMO's own first: each is withdrawn once, then refused (409).
  withdrawOrder: { params: { id: idOf("ownOrder") }, body: orderWithdrawal, effect: orderStepped("an order withdrawn", "withdrawn", 0.03) },
};
