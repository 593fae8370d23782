import { createExecutionContext, waitOnExecutionContext } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { fetchWorker } from "../helpers/http";
import { countingEnv } from "../helpers/round-trips";
import { createQuote, pendingQuote } from "../helpers/scenes";
import { formBody, ORIGIN, signedIn } from "./helpers";


async function measure(path: string, cookies: Map<string, string>, init: { method?: string; form?: Record<string, string> } = {}) {
  const counter = countingEnv();
  const headers: Record<string, string> = { Cookie: [...cookies].map(([name, value]) => `${name}=${value}`).join("; ") };
  if (init.form) Object.assign(headers, { "Content-Type": "application/x-www-form-urlencoded", Origin: ORIGIN, "Sec-Fetch-Site": "same-origin" });
  const ctx = createExecutionContext();
  const response = await fetchWorker(new Request(`${ORIGIN}${path}`, { method: init.method ?? (init.form ? "POST" : "GET"), headers, body: init.form && formBody(init.form) }), counter.env, ctx);
  counter.stop();
  await waitOnExecutionContext(ctx);
  return { status: response.status, roundTrips: counter.roundTrips() };
}

describe("storage round trips of the portal", () => {
  it("the quote list and the quote page: the session check, then one read", async () => {
    const { dealerKey, quoteId, dealer, clientKey } = await pendingQuote();
    const toChoose = await createQuote(clientKey, { dealershipId: dealer.id, model: "Testmake", clientName: "Sam", clientEmail: "sam@fleet.example.com" });
    const { cookies } = await signedIn(dealerKey);
    expect(await measure("/dealer/quotes", cookies)).toEqual({ status: 200, roundTrips: 2 });
    expect(await measure(`/dealer/quotes/${quoteId}`, cookies)).toEqual({ status: 200, roundTrips: 2 });
    expect(await measure(`/dealer/quotes/${toChoose}`, cookies)).toEqual({ status: 200, roundTrips: 2 });
  });

  it("the Credits page and its download: the session check, then one read of the statement", async () => {
    const { dealerKey } = await pendingQuote();
    const { cookies } = await signedIn(dealerKey);
    expect(await measure("/dealer/credits?from=2026-11-01", cookies)).toEqual({ status: 200, roundTrips: 2 });
    expect(await measure("/dealer/credits/export", cookies)).toEqual({ status: 200, roundTrips: 2 });
  });

  it("the live preview: the session check, then the pricing read", async () => {
    const { dealerKey, quoteId } = await pendingQuote();
    const { cookies } = await signedIn(dealerKey);
    expect(await measure(`/dealer/quotes/${quoteId}/preview`, cookies, { form: { vehiclePrice: "39000" } })).toEqual({ status: 200, roundTrips: 2 });
  });

  it("completing: the session check, then the API's own two (the pricing read, one guarded write batch)", async () => {
    const { dealerKey, quoteId } = await pendingQuote();
    const { cookies } = await signedIn(dealerKey);
    expect(await measure(`/dealer/quotes/${quoteId}`, cookies, { form: { intent: "complete" } })).toEqual({ status: 303, roundTrips: 3 });
  });

  it("signing in: the key lookup (beside the count of sessions started), then whether the address has spent its failures, then the session write", async () => {
    const { dealerKey } = await pendingQuote();
    expect(await measure("/dealer/sign-in", new Map(), { form: { key: dealerKey } })).toEqual({ status: 303, roundTrips: 3 });
  });
});
