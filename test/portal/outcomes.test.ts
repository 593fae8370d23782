import { describe, expect, it } from "vitest";
import { issueDealerKey } from "../helpers/admin";
import { createDealership, createVehicle, stock } from "../helpers/fixtures";
import { bearer, postJson, registerClient } from "../helpers/http";
import { expectPage, signedIn, textOf } from "./helpers";

/**
 * A tender of three for "Oz Fleet": Winner and Loser Motors price at once, Late Motors reviews by
 * hand; the client then accepts Winner's quote with order reference PO-88, which closes the tender.
 */
async function decidedTender() {
  const key = await registerClient();
  const car = await createVehicle();
  const winner = await createDealership({ tier: "enterprise", autoRespond: true });
  const loser = await createDealership({ tier: "enterprise", autoRespond: true });
  const late = await createDealership();
  for (const d of [winner, loser, late]) await stock(d.id, car.id);
  const created = await postJson(
    "/api/v1/tenders",
    { globalCarId: car.id, dealershipIds: [winner.id, loser.id, late.id], clientName: "Oz Fleet", clientEmail: "oz@fleet.example.com" },
    bearer(key),
  );
  const tender = await created.json<{ quotes: { dealership: { id: string }; quoteId: string }[] }>();
  const quoteOf = (id: string) => tender.quotes.find((q) => q.dealership.id === id)!.quoteId;
  const accepted = await postJson(`/api/v1/quotes/${quoteOf(winner.id)}/accept`, { orderReference: "PO-88" }, bearer(key));
  expect(accepted.status).toBe(200);
  return { winner, loser, late, winnerQuote: quoteOf(winner.id), loserQuote: quoteOf(loser.id), lateQuote: quoteOf(late.id) };
}

describe("what the client decided, in the dealer portal", () => {
  it("labels each dealership's quote Accepted, Not chosen or Lapsed, in the list and on its page", async () => {
    const scene = await decidedTender();
    const cases = [
      { dealer: scene.winner, quote: scene.winnerQuote, label: "Accepted", says: "Accepted. Oz Fleet's organisation accepted this quote" },
      { dealer: scene.loser, quote: scene.loserQuote, label: "Not chosen", says: "Not chosen. The client chose another dealership's quote for this tender" },
      { dealer: scene.late, quote: scene.lateQuote, label: "Lapsed", says: "This quote lapsed The client's tender closed" },
    ];
    for (const { dealer, quote, label, says } of cases) {
      const browser = await signedIn(await issueDealerKey(dealer.id));
      const list = textOf(await expectPage(await browser.get("/dealer/quotes"), 200));
      expect(list).toMatch(new RegExp(`Oz Fleet .* ${label}`));
      expect(list).toContain("No quotes are waiting for you.");
      const page = textOf(await expectPage(await browser.get(`/dealer/quotes/${quote}`), 200));
      expect(page).toContain(`Quote for Oz Fleet ${label}`);
      expect(page).toContain(says);
    }
    const winnerPage = textOf(await expectPage(await (await signedIn(await issueDealerKey(scene.winner.id))).get(`/dealer/quotes/${scene.winnerQuote}`), 200));
    expect(winnerPage).toContain("Their order reference: PO-88");
  });

  it("offers no form for a lapsed quote, and answers its completion with a page saying it lapsed, sending nothing", async () => {
    const scene = await decidedTender();
    const browser = await signedIn(await issueDealerKey(scene.late.id));
    const page = await expectPage(await browser.get(`/dealer/quotes/${scene.lateQuote}`), 200);
    expect(page).not.toContain('name="intent" value="complete"');
    const refused = textOf(await expectPage(await browser.post(`/dealer/quotes/${scene.lateQuote}`, { intent: "complete" }), 409));
    expect(refused).toContain("This quote lapsed");
    expect(refused).toContain("can no longer be sent");
    expect(refused).not.toContain("This quote was already completed");
  });
});
