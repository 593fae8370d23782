import fc from "fast-check";
import { describe, it } from "vitest";
import { apiRequests, checkApiAnswer, type ApiOperation } from "./api-requests";
import {
  accessory,
  asCsv,
  clientEmailQuery,
  completion,
  credits,
  dealerSettings,
  dealershipChanges,
  dryRunQuery,
  modelListQuery,
  newDealership,
  paging,
  quoteListQuery,
  stockFile,
  stockRow,
  vehicle,
  vehicleChanges,
} from "./bodies";
import { idOf, path, sameRecord } from "./references";
import { fuzz } from "./runner";

// The dealer's and the operator's operations. The dealer works the quotes of the dealership that
// reviews by hand; the operator's changes go to two dealerships of their own (one reviewing, one
// auto-responding), so they never take the dealer's quotes away. A new operation (tenders, dealer
// stock rows, CSV imports, key rotation) is one entry below, with its body in bodies.ts and, when
// it names a new kind of row, that role in world.ts.
const RUNS = 20_000;

const accessoryOf = sameRecord("accessory", ["dealershipId", "id"]);
const spareKeyOf = sameRecord("spareKey", ["dealershipId", "id"]);

const operations: ApiOperation[] = [
  { method: "GET", path: path`/api/v1/dealer/quotes`, auth: "dealer", query: quoteListQuery },
  { method: "GET", path: path`/api/v1/dealer/quotes/${idOf("dealerQuote")}`, auth: "dealer" },
  { method: "POST", path: path`/api/v1/dealer/quotes/${idOf("pendingQuote")}/complete`, auth: "dealer", body: completion },
  { method: "GET", path: path`/api/v1/dealer/inventory`, auth: "dealer", query: modelListQuery },
  { method: "PUT", path: path`/api/v1/dealer/inventory/${fc.oneof(idOf("dealerStock", "vehicleId"), idOf("vehicle"))}`, auth: "dealer", body: stockRow },
  { method: "GET", path: path`/api/v1/dealer/catalogue`, auth: "dealer", query: modelListQuery },
  { method: "POST", path: path`/api/v1/dealer/inventory/import`, auth: "dealer", body: stockFile, encode: asCsv, query: dryRunQuery },
  { method: "GET", path: path`/api/v1/dealer/inventory/export`, auth: "dealer" },
  { method: "GET", path: path`/api/v1/dealer/accessories`, auth: "dealer", query: paging },
  { method: "POST", path: path`/api/v1/dealer/accessories`, auth: "dealer", body: accessory },
  { method: "PUT", path: path`/api/v1/dealer/accessories/${idOf("dealerAccessory")}`, auth: "dealer", body: accessory },
  { method: "DELETE", path: path`/api/v1/dealer/accessories/${idOf("dealerAccessory")}`, auth: "dealer" },
  { method: "GET", path: path`/api/v1/dealer/settings`, auth: "dealer" },
  { method: "PATCH", path: path`/api/v1/dealer/settings`, auth: "dealer", body: dealerSettings },
  { method: "POST", path: path`/admin/v1/dealerships`, auth: "admin", body: newDealership },
  { method: "GET", path: path`/admin/v1/dealerships/${idOf("dealership")}`, auth: "admin" },
  { method: "PATCH", path: path`/admin/v1/dealerships/${idOf("adminDealership")}`, auth: "admin", body: dealershipChanges },
  { method: "POST", path: path`/admin/v1/dealerships/${idOf("adminDealership")}/approve`, auth: "admin" },
  { method: "POST", path: path`/admin/v1/dealerships/${idOf("adminDealership")}/credits`, auth: "admin", body: credits },
  { method: "PUT", path: path`/admin/v1/dealerships/${idOf("adminDealership")}/inventory/${idOf("vehicle")}`, auth: "admin", body: stockRow },
  { method: "GET", path: path`/admin/v1/dealerships/${idOf("dealership")}/inventory`, auth: "admin", query: modelListQuery },
  { method: "POST", path: path`/admin/v1/dealerships/${idOf("adminDealership")}/accessories`, auth: "admin", body: accessory },
  { method: "PUT", path: path`/admin/v1/dealerships/${accessoryOf.map((a) => a.dealershipId)}/accessories/${accessoryOf.map((a) => a.id)}`, auth: "admin", body: accessory },
  { method: "DELETE", path: path`/admin/v1/dealerships/${accessoryOf.map((a) => a.dealershipId)}/accessories/${idOf("accessory")}`, auth: "admin" },
  { method: "POST", path: path`/admin/v1/dealerships/${idOf("adminDealership")}/keys`, auth: "admin" },
  { method: "DELETE", path: path`/admin/v1/dealerships/${spareKeyOf.map((k) => k.dealershipId)}/keys/${spareKeyOf.map((k) => k.id)}`, auth: "admin" },
  { method: "POST", path: path`/admin/v1/dealerships/${idOf("adminDealership")}/sessions/revoke`, auth: "admin" },
  { method: "GET", path: path`/admin/v1/clients`, auth: "admin", query: clientEmailQuery },
  { method: "POST", path: path`/admin/v1/clients/${idOf("upkeepClient")}/keys`, auth: "admin" },
  { method: "POST", path: path`/admin/v1/vehicles`, auth: "admin", body: vehicle },
  { method: "GET", path: path`/admin/v1/vehicles`, auth: "admin", query: modelListQuery },
  { method: "GET", path: path`/admin/v1/vehicles/${idOf("vehicle")}`, auth: "admin" },
  { method: "PATCH", path: path`/admin/v1/vehicles/${idOf("vehicle")}`, auth: "admin", body: vehicleChanges },
  { method: "GET", path: path`/admin/v1/jobs`, auth: "admin", query: paging },
];

describe("hostile input: the dealer's and the operator's API", () => {
  it(`answers ${RUNS} generated requests, a third or more on a success path, with no 5xx, every error in the envelope, no write by a refused request, and every job ended`, { timeout: 900_000 }, async () => {
    await fuzz({ title: "hostile input: the dealer's and the operator's API", runs: RUNS, requests: apiRequests(operations), check: checkApiAnswer });
  });
});
