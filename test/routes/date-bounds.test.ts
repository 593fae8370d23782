import { describe, expect, it } from "vitest";
import { admin, issueDealerKey } from "../helpers/admin";
import { bearer, call, expectError, get, postJson } from "../helpers/http";
import { pendingQuote, quoteScene } from "../helpers/scenes";

// Every day and date-time the API and the admin API take (query or body) lies in the years 2000 to
// 2100: the last day of 2100 passes that rule (and meets the field's own, if it has one), the
// first of 2101 and the last of 1999 are refused with 400, and so is 9999-12-31, which answered
// 500 where a day was added to it (year 10000).

const IN_RANGE = "2100-12-31";
const OUT_OF_RANGE = ["2101-01-01", "1999-12-31", "9999-12-31"];
const REFUSED = /^(Query parameter|Field) '[\w.]+' must be in the years 2000 to 2100$/;

/** The requests that carry one date, each given the day (as a day, or as the start of it in UTC when the field is a date-time). */
async function dateInputs() {
  const { dealer, clientKey, vehicle, dealerKey, quoteId } = await pendingQuote();
  const other = await quoteScene();
  const fmoQuote = { dealershipId: dealer.id, globalCarId: vehicle.id, clientName: "Jo Fleet", clientEmail: "jo@fleet.example.com", postcode: "2000" };
  const tender = { globalCarId: vehicle.id, clientName: "Jo Fleet", clientEmail: "jo@fleet.example.com", postcode: "2000", dealershipIds: [dealer.id, other.dealer.id] };
  const dealerCreditsKey = await issueDealerKey(dealer.id);
  const complete = (body: unknown) => postJson(`/api/v1/dealer/quotes/${quoteId}/complete`, body, bearer(dealerKey));
  return {
    "GET /admin/v1/usage ?from": (day: string) => admin(`/usage?from=${day}&to=${day}`),
    "GET /admin/v1/usage ?to": (day: string) => admin(`/usage?from=2100-01-01&to=${day}`),
    "GET /admin/v1/audit ?from": (day: string) => admin(`/audit?from=${day}`),
    "GET /admin/v1/audit ?to": (day: string) => admin(`/audit?to=${day}`),
    "GET /admin/v1/dealerships/{id}/credits ?from": (day: string) => admin(`/dealerships/${dealer.id}/credits?from=${day}`),
    "GET /admin/v1/dealerships/{id}/credits ?to": (day: string) => admin(`/dealerships/${dealer.id}/credits?to=${day}`),
    "GET /api/v1/dealer/credits ?from": (day: string) => get(`/api/v1/dealer/credits?from=${day}`, dealerCreditsKey),
    "GET /api/v1/dealer/credits ?to": (day: string) => get(`/api/v1/dealer/credits?to=${day}`, dealerCreditsKey),
    "POST /api/v1/dealer/quotes/{id}/complete validUntil (a day)": (day: string) => complete({ validUntil: day }),
    "POST /api/v1/dealer/quotes/{id}/complete validUntil (a date-time)": (day: string) => complete({ validUntil: `${day}T00:00:00Z` }),
    "POST /api/v1/dealer/quotes/{id}/complete registrationDate": (day: string) => complete({ registrationDate: day }),
    "POST /api/v1/quotes registrationDate": (day: string) => postJson("/api/v1/quotes", { ...fmoQuote, registrationDate: day }, bearer(clientKey)),
    "POST /api/v1/tenders registrationDate": (day: string) => postJson("/api/v1/tenders", { ...tender, registrationDate: day }, bearer(clientKey)),
    "POST /api/v1/tenders closesAt": (day: string) => postJson("/api/v1/tenders", { ...tender, closesAt: `${day}T00:00:00Z` }, bearer(clientKey)),
    "POST /api/v1/drive-away-estimates registrationDate": (day: string) =>
      postJson("/api/v1/drive-away-estimates", { globalCarId: vehicle.id, postcode: "2000", vehiclePrice: 40_000, registrationDate: day }, bearer(clientKey)),
  };
}

describe("every date the API and the admin API take", () => {
  it("is refused with 400 outside the years 2000 to 2100, never a 500; the last day of 2100 passes the rule", async () => {
    const inputs = await dateInputs();
    for (const [input, send] of Object.entries(inputs)) {
      for (const day of OUT_OF_RANGE) {
        const error = await expectError(await send(day), 400, "INVALID_REQUEST");
        expect(error.message, `${input} = ${day}`).toMatch(REFUSED);
      }
      const atTheEdge = await send(IN_RANGE);
      expect(atTheEdge.status, `${input} = ${IN_RANGE}`).toBeLessThan(500);
      expect((await atTheEdge.text()).match(/must be in the years/), `${input} = ${IN_RANGE}`).toBeNull();
    }
  });

  it("answers a statement, the record and a report to the end of 2100", async () => {
    const { dealer, dealerKey } = await pendingQuote();
    for (const response of [
      await admin(`/usage?from=2100-01-01&to=${IN_RANGE}`),
      await admin(`/audit?from=2000-01-01&to=${IN_RANGE}`),
      await admin(`/dealerships/${dealer.id}/credits?from=2000-01-01&to=${IN_RANGE}`),
      await get(`/api/v1/dealer/credits?from=2000-01-01&to=${IN_RANGE}`, dealerKey),
    ]) {
      expect(response.status, await response.clone().text()).toBe(200);
    }
  });

  it("names the field: a query parameter, or the body's field", async () => {
    const { dealerKey, quoteId } = await pendingQuote();
    expect((await expectError(await admin("/audit?to=9999-12-31"), 400, "INVALID_REQUEST")).message).toBe("Query parameter 'to' must be in the years 2000 to 2100");
    const completion = await call(`/api/v1/dealer/quotes/${quoteId}/complete`, { method: "POST", headers: bearer(dealerKey, { "Content-Type": "application/json" }), body: JSON.stringify({ validUntil: "9999-12-31" }) });
    expect((await expectError(completion, 400, "INVALID_REQUEST")).message).toBe("Field 'validUntil' must be in the years 2000 to 2100");
  });
});
