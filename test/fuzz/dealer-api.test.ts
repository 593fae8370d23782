import fc from "fast-check";
import { describe, it } from "vitest";
import { apiRequests, checkApiAnswer, type ApiOperation } from "./api-requests";
import { accessory, asCsv, completion, dealerSettings, dryRunQuery, modelListQuery, paging, quoteListQuery, statementQuery, stockFile, stockRow } from "./bodies";
import { idOf, path } from "./references";
import { accessoryRemoved, accessorySaved, dealerSettingsSaved, quoteCompleted, stockFileApplied, stockSaved } from "./effects";
import { fuzz, fuzzRuns, fuzzTimeout } from "./runner";

// The dealer's operations, with the key of the dealership that reviews by hand: its quotes, its own
// stock (rows and CSV files), accessories and settings. A new dealer operation is one entry below,
// with its body in bodies.ts and, when it names a new kind of row, that role in world.ts.
// A fifth of the fuzzers' requests (FUZZ_RUNS).
const RUNS = fuzzRuns(0.2);

const operations: ApiOperation[] = [
  { method: "GET", path: path`/api/v1/dealer/quotes`, auth: "dealer", query: quoteListQuery },
  { method: "GET", path: path`/api/v1/dealer/quotes/${idOf("dealerQuote")}`, auth: "dealer" },
  { method: "POST", path: path`/api/v1/dealer/quotes/${idOf("pendingQuote")}/complete`, auth: "dealer", body: completion, effect: quoteCompleted(0.15) },
  { method: "GET", path: path`/api/v1/dealer/inventory`, auth: "dealer", query: modelListQuery },
  { method: "PUT", path: path`/api/v1/dealer/inventory/${fc.oneof(idOf("dealerStock", "vehicleId"), idOf("vehicle"))}`, auth: "dealer", body: stockRow, effect: stockSaved(0.2) },
  { method: "GET", path: path`/api/v1/dealer/catalogue`, auth: "dealer", query: modelListQuery },
  { method: "POST", path: path`/api/v1/dealer/inventory/import`, auth: "dealer", body: stockFile, encode: asCsv, query: dryRunQuery, effect: stockFileApplied(0.15), weight: 2 },
  { method: "GET", path: path`/api/v1/dealer/inventory/export`, auth: "dealer" },
  { method: "GET", path: path`/api/v1/dealer/accessories`, auth: "dealer", query: paging },
  { method: "POST", path: path`/api/v1/dealer/accessories`, auth: "dealer", body: accessory, effect: accessorySaved("an accessory added", 0.3, 201) },
  { method: "PUT", path: path`/api/v1/dealer/accessories/${idOf("dealerAccessory")}`, auth: "dealer", body: accessory, effect: accessorySaved("an accessory changed", 0.2, 200) },
  { method: "DELETE", path: path`/api/v1/dealer/accessories/${idOf("dealerAccessory")}`, auth: "dealer", effect: accessoryRemoved(0.15) },
  { method: "GET", path: path`/api/v1/dealer/settings`, auth: "dealer" },
  { method: "PATCH", path: path`/api/v1/dealer/settings`, auth: "dealer", body: dealerSettings, effect: dealerSettingsSaved(0.3) },
  { method: "GET", path: path`/api/v1/dealer/credits`, auth: "dealer", query: statementQuery },
];

describe("hostile input: the dealer's API", () => {
  it(`answers ${RUNS} generated requests with no 5xx, every error in the envelope, no write by a refused request, each write stored as often as it states, and every job ended`, { timeout: fuzzTimeout(RUNS) }, async () => {
    await fuzz({ title: "hostile input: the dealer's API", runs: RUNS, requests: apiRequests(operations), check: checkApiAnswer, atLeast: 0.2, sends: { emails: true, webhooks: true } });
  });
});
