import { describe, it } from "vitest";
import { apiRequests, checkApiAnswer, type ApiOperation } from "./api-requests";
import { accessory, adjustment, auditQuery, clientListQuery, credits, dealershipChanges, dealershipListQuery, modelListQuery, newDealership, newOperator, paging, statementQuery, stockRow, usageQuery, vehicle, vehicleChanges } from "./bodies";
import { idOf, path, sameRecord } from "./references";
import { accessoryRemoved, accessorySaved, clientKeyReplaced, dealerKeyIssued, dealerKeyRevoked, dealershipStored, operatorCreated, operatorRevoked, sessionsEnded, stockSaved, vehicleStored } from "./effects";
import { fuzz, fuzzRuns, fuzzTimeout } from "./runner";

// The operator's operations. Its changes go to two dealerships of its own (one reviewing, one
// auto-responding), so they never take the dealer fuzzer's quotes away. A new admin operation is one
// entry below, with its body in bodies.ts and, when it names a new kind of row, that role in world.ts.
// A fifth of the fuzzers' requests (FUZZ_RUNS).
const RUNS = fuzzRuns(0.2);

const accessoryOf = sameRecord("accessory", ["dealershipId", "id"]);
const spareKeyOf = sameRecord("spareKey", ["dealershipId", "id"]);

const operations: ApiOperation[] = [
  { method: "POST", path: path`/admin/v1/dealerships`, auth: "admin", body: newDealership, effect: dealershipStored("a dealership created", 0.15, 201) },
  { method: "GET", path: path`/admin/v1/dealerships/${idOf("dealership")}`, auth: "admin" },
  { method: "PATCH", path: path`/admin/v1/dealerships/${idOf("adminDealership")}`, auth: "admin", body: dealershipChanges, effect: dealershipStored("a dealership changed", 0.15, 200) },
  { method: "POST", path: path`/admin/v1/dealerships/${idOf("adminDealership")}/approve`, auth: "admin", effect: dealershipStored("a dealership approved", 0.2, 200, (d) => d.approved === true) },
  { method: "POST", path: path`/admin/v1/dealerships/${idOf("adminDealership")}/credits`, auth: "admin", body: credits, effect: dealershipStored("credits added", 0.2, 200) },
  { method: "PUT", path: path`/admin/v1/dealerships/${idOf("adminDealership")}/inventory/${idOf("vehicle")}`, auth: "admin", body: stockRow, effect: stockSaved(0.15) },
  { method: "GET", path: path`/admin/v1/dealerships/${idOf("dealership")}/inventory`, auth: "admin", query: modelListQuery },
  { method: "POST", path: path`/admin/v1/dealerships/${idOf("adminDealership")}/accessories`, auth: "admin", body: accessory, effect: accessorySaved("an accessory added", 0.2, 201) },
  { method: "PUT", path: path`/admin/v1/dealerships/${accessoryOf.map((a) => a.dealershipId)}/accessories/${accessoryOf.map((a) => a.id)}`, auth: "admin", body: accessory, effect: accessorySaved("an accessory changed", 0.1, 200) },
  { method: "DELETE", path: path`/admin/v1/dealerships/${accessoryOf.map((a) => a.dealershipId)}/accessories/${idOf("accessory")}`, auth: "admin", effect: accessoryRemoved(0.05) },
  { method: "POST", path: path`/admin/v1/dealerships/${idOf("adminDealership")}/keys`, auth: "admin", effect: dealerKeyIssued(0.2) },
  { method: "DELETE", path: path`/admin/v1/dealerships/${spareKeyOf.map((k) => k.dealershipId)}/keys/${spareKeyOf.map((k) => k.id)}`, auth: "admin", effect: dealerKeyRevoked(0.05) },
  { method: "POST", path: path`/admin/v1/dealerships/${idOf("adminDealership")}/sessions/revoke`, auth: "admin", effect: sessionsEnded(0.2) },
  { method: "GET", path: path`/admin/v1/clients`, auth: "admin", query: clientListQuery },
  { method: "POST", path: path`/admin/v1/clients/${idOf("upkeepClient")}/keys`, auth: "admin", effect: clientKeyReplaced(0.2) },
  { method: "POST", path: path`/admin/v1/vehicles`, auth: "admin", body: vehicle, effect: vehicleStored("a vehicle added to the catalogue", 0.25, 201) },
  { method: "GET", path: path`/admin/v1/vehicles`, auth: "admin", query: modelListQuery },
  { method: "GET", path: path`/admin/v1/vehicles/${idOf("vehicle")}`, auth: "admin" },
  { method: "PATCH", path: path`/admin/v1/vehicles/${idOf("vehicle")}`, auth: "admin", body: vehicleChanges, effect: vehicleStored("a vehicle changed", 0.15, 200) },
  { method: "GET", path: path`/admin/v1/jobs`, auth: "admin", query: paging },
  // The world's quotes are fresh, so a batch finds nothing to move: the answer's shape is what is checked.
  { method: "POST", path: path`/admin/v1/archive/run`, auth: "admin" },
  { method: "GET", path: path`/admin/v1/dealerships`, auth: "admin", query: dealershipListQuery },
  { method: "GET", path: path`/admin/v1/dealerships/${idOf("dealership")}/keys`, auth: "admin", query: paging },
  { method: "GET", path: path`/admin/v1/dealerships/${idOf("dealership")}/credits`, auth: "admin", query: statementQuery },
  { method: "POST", path: path`/admin/v1/dealerships/${idOf("adminDealership")}/credits/adjustments`, auth: "admin", body: adjustment },
  { method: "GET", path: path`/admin/v1/usage`, auth: "admin", query: usageQuery },
  { method: "GET", path: path`/admin/v1/audit`, auth: "admin", query: auditQuery },
  { method: "POST", path: path`/admin/v1/operators`, auth: "admin", body: newOperator, effect: operatorCreated(0.2) },
  { method: "GET", path: path`/admin/v1/operators`, auth: "admin", query: paging },
  { method: "POST", path: path`/admin/v1/operators/${idOf("spareOperator")}/revoke`, auth: "admin", effect: operatorRevoked(0.05) },
];

describe("hostile input: the operator's API", () => {
  it(`answers ${RUNS} generated requests with no 5xx, every error in the envelope, no write by a refused request, each write stored as often as it states, and every job ended`, { timeout: fuzzTimeout(RUNS) }, async () => {
    await fuzz({ title: "hostile input: the operator's API", runs: RUNS, requests: apiRequests(operations), check: checkApiAnswer, atLeast: 0.2, sends: { emails: false, webhooks: false } });
  });
});
