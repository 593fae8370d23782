import { describe, it } from "vitest";
import { apiRequests, checkApiAnswer, type ApiOperation } from "./api-requests";
import { accessory, adjustment, auditQuery, clientListQuery, credits, dealershipChanges, dealershipListQuery, modelListQuery, newDealership, paging, statementQuery, stockRow, usageQuery, vehicle, vehicleChanges } from "./bodies";
import { idOf, path, sameRecord } from "./references";
import { fuzz } from "./runner";

// The operator's operations. Its changes go to two dealerships of its own (one reviewing, one
// auto-responding), so they never take the dealer fuzzer's quotes away. A new admin operation is one
// entry below, with its body in bodies.ts and, when it names a new kind of row, that role in world.ts.
const RUNS = 10_000;

const accessoryOf = sameRecord("accessory", ["dealershipId", "id"]);
const spareKeyOf = sameRecord("spareKey", ["dealershipId", "id"]);

const operations: ApiOperation[] = [
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
  { method: "GET", path: path`/admin/v1/clients`, auth: "admin", query: clientListQuery },
  { method: "POST", path: path`/admin/v1/clients/${idOf("upkeepClient")}/keys`, auth: "admin" },
  { method: "POST", path: path`/admin/v1/vehicles`, auth: "admin", body: vehicle },
  { method: "GET", path: path`/admin/v1/vehicles`, auth: "admin", query: modelListQuery },
  { method: "GET", path: path`/admin/v1/vehicles/${idOf("vehicle")}`, auth: "admin" },
  { method: "PATCH", path: path`/admin/v1/vehicles/${idOf("vehicle")}`, auth: "admin", body: vehicleChanges },
  { method: "GET", path: path`/admin/v1/jobs`, auth: "admin", query: paging },
  { method: "GET", path: path`/admin/v1/dealerships`, auth: "admin", query: dealershipListQuery },
  { method: "GET", path: path`/admin/v1/dealerships/${idOf("dealership")}/keys`, auth: "admin", query: paging },
  { method: "GET", path: path`/admin/v1/dealerships/${idOf("dealership")}/credits`, auth: "admin", query: statementQuery },
  { method: "POST", path: path`/admin/v1/dealerships/${idOf("adminDealership")}/credits/adjustments`, auth: "admin", body: adjustment },
  { method: "GET", path: path`/admin/v1/usage`, auth: "admin", query: usageQuery },
  { method: "GET", path: path`/admin/v1/audit`, auth: "admin", query: auditQuery },
];

describe("hostile input: the operator's API", () => {
  it(`answers ${RUNS} generated requests, a third or more on a success path, with no 5xx, every error in the envelope, no write by a refused request, and every job ended`, { timeout: 900_000 }, async () => {
    await fuzz({ title: "hostile input: the operator's API", runs: RUNS, requests: apiRequests(operations), check: checkApiAnswer, makesQuotes: false });
  });
});
