import { describe, expect, it } from "vitest";
import { bearer, postJson } from "../helpers/http";
import { createQuote, pendingQuote } from "../helpers/scenes";
import { expectPage, signedIn, textOf } from "./helpers";

/** The client names of a list page, top to bottom. */
const clientsOf = (html: string) => [...html.matchAll(/<th scope="row" data-label="Client"><a href="\/dealer\/quotes\/[^"]+">([^<]+)<\/a>/g)].map((m) => m[1]);

describe("the quote list", () => {
  it("shows pending quotes first, the oldest at the top, then the rest newest first, 20 a page", async () => {
    const { dealerKey, dealer, vehicle, clientKey, quoteId: first } = await pendingQuote({ clientName: "Client 00" }, { credits: 30 });
    const ids = [first];
    for (let i = 1; i <= 22; i++) {
      ids.push(await createQuote(clientKey, { dealershipId: dealer.id, globalCarId: vehicle.id, clientName: `Client ${String(i).padStart(2, "0")}`, clientEmail: "jo@fleet.example.com" }));
    }
    // The oldest and the newest are answered through the API.
    for (const id of [ids[0]!, ids[22]!]) expect((await postJson(`/api/v1/dealer/quotes/${id}/complete`, {}, bearer(dealerKey))).status).toBe(200);
    const browser = await signedIn(dealerKey);

    const page1 = await expectPage(await browser.get("/dealer/quotes"), 200);
    expect(textOf(page1)).toContain("21 quotes are waiting for you.");
    expect(clientsOf(page1)).toEqual(Array.from({ length: 20 }, (_, i) => `Client ${String(i + 1).padStart(2, "0")}`));
    expect(page1).toContain('href="/dealer/quotes?page=2"');
    expect(page1).not.toContain("Previous page");
    expect(page1).toMatch(/<td data-label="Qty" class="numeric">1<\/td>/);
    expect(page1).toContain("Waiting for you");

    const page2 = await expectPage(await browser.get("/dealer/quotes?page=2"), 200);
    expect(clientsOf(page2)).toEqual(["Client 21", "Client 22", "Client 00"]);
    expect(page2).toContain('href="/dealer/quotes"');
    expect(page2).not.toContain("Next page");

    expect(clientsOf(await (await browser.get("/dealer/quotes?page=abc")).text())).toEqual(clientsOf(page1));
    expect(textOf(await (await browser.get("/dealer/quotes?page=9")).text())).toContain("There are no more quotes.");
  });

  it("shows the model text the client asked for while the vehicle is still to be chosen", async () => {
    const { dealerKey, dealer, clientKey } = await pendingQuote();
    await createQuote(clientKey, { dealershipId: dealer.id, model: "Zzz Nothing", version: "GX", clientName: "Sam", clientEmail: "sam@fleet.example.com", quantity: 4 });
    const html = await expectPage(await (await signedIn(dealerKey)).get("/dealer/quotes"), 200);
    expect(textOf(html)).toMatch(/Sam “Zzz Nothing GX” \(vehicle to choose\) 4 just now Not a tender Waiting for you/);
  });
});
