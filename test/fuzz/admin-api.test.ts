import { describe, it } from "vitest";
import { adminOperations } from "./admin-operations";
import { apiRequests, checkApiAnswer } from "./api-requests";
import { fuzzedOperations } from "./described";
import { fuzz, fuzzRuns, fuzzTimeout } from "./runner";

// The operator's operations (admin-operations.ts), on two dealerships of their own.
// A fifth of the fuzzers' requests (FUZZ_RUNS).
const RUNS = fuzzRuns(0.2);

describe("hostile input: the operator's API", () => {
  it(`answers ${RUNS} generated requests with no 5xx, every error in the envelope, no write by a refused request, each operation succeeding as often as it states, and every job ended`, { timeout: fuzzTimeout(RUNS) }, async () => {
    await fuzz({ title: "hostile input: the operator's API", runs: RUNS, requests: apiRequests(fuzzedOperations(adminOperations)), check: checkApiAnswer, atLeast: 0.2, sends: { emails: false, webhooks: false } });
  });
});
