import fc from "fast-check";
import { describe, it } from "vitest";
import { apiRequests, checkApiAnswer, type ApiOperation } from "./api-requests";
import { fuzzedOperations } from "./described";
import { refused } from "./effects";
import { fmoOperations } from "./fmo-operations";
import { hostileString } from "./hostile-input";
import { idOf, path } from "./references";
import { fuzz, fuzzRuns, fuzzTimeout } from "./runner";

// The FMO's operations and the service's own (fmo-operations.ts), and odd paths. The dealer's, the
// operator's, and the portal, have files of their own that run in parallel.
// Two fifths of the fuzzers' requests (FUZZ_RUNS).
const RUNS = fuzzRuns(0.4);

/** Requests to what the API does not have: a method a path does not take, a path it does not have. */
const odd: ApiOperation[] = [
  { method: "DELETE", path: path`/api/v1/dealers`, auth: "client", effect: refused("a method the path does not take") },
  { method: "GET", path: path`/api/v1/${fc.oneof(hostileString, idOf("*"))}`, auth: "none", effect: refused("a path the API does not have") },
];

describe("hostile input: the FMO's API", () => {
  it(`answers ${RUNS} generated requests with no 5xx, every error in the envelope, no write by a refused request, each operation succeeding as often as it states, and every job ended`, { timeout: fuzzTimeout(RUNS) }, async () => {
    const operations = [...fuzzedOperations(fmoOperations), ...odd];
    await fuzz({ title: "hostile input: the FMO's API", runs: RUNS, requests: apiRequests(operations), check: checkApiAnswer, atLeast: 0.2, sends: { emails: true, webhooks: false } });
  });
});
