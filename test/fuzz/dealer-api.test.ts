import { describe, it } from "vitest";
import { apiRequests, checkApiAnswer } from "./api-requests";
import { dealerOperations } from "./dealer-operations";
import { fuzzedOperations } from "./described";
import { fuzz, fuzzRuns, fuzzTimeout } from "./runner";

// The dealer's operations (dealer-operations.ts), with the key of the dealership that reviews by
// hand: its quotes, its own stock (rows and CSV files), accessories and settings.
// A fifth of the fuzzers' requests (FUZZ_RUNS).
const RUNS = fuzzRuns(0.2);

describe("hostile input: the dealer's API", () => {
  it(`answers ${RUNS} generated requests with no 5xx, every error in the envelope, no write by a refused request, each operation succeeding as often as it states, and every job ended`, { timeout: fuzzTimeout(RUNS) }, async () => {
    await fuzz({ title: "hostile input: the dealer's API", runs: RUNS, requests: apiRequests(fuzzedOperations(dealerOperations)), check: checkApiAnswer, atLeast: 0.2, sends: { emails: true, webhooks: true } });
  });
});
