import { describe, expect, it } from "vitest";
import { pendingQuote } from "../helpers/scenes";
import { expectPage, quoteRow, signedIn, textOf } from "./helpers";

// Every day the portal takes (the Credits page's period and its download, a completion's Valid
// until and registration date) lies in the years 2000 to 2100: outside, the readable 400 page,
// never a 500 (9999-12-31 was one, where a day was added to it).

const OUT_OF_RANGE = ["2101-01-01", "1999-12-31", "9999-12-31"];

describe("the days the dealer portal takes", () => {
  it("the Credits page and its download: the readable 400 page outside the years 2000 to 2100, the statement to the last day of 2100", async () => {
    const { dealerKey } = await pendingQuote();
    const browser = await signedIn(dealerKey);
    for (const day of OUT_OF_RANGE) {
      for (const query of [`from=${day}`, `to=${day}`]) {
        expect(textOf(await expectPage(await browser.get(`/dealer/credits?${query}`), 400))).toContain("Enter each day as a date from 2000 to 2100, such as 2026-11-01.");
        expect(textOf(await expectPage(await browser.get(`/dealer/credits/export?${query}`), 400))).toContain("each a date from 2000 to 2100");
      }
    }
    await expectPage(await browser.get("/dealer/credits?from=2000-01-01&to=2100-12-31"), 200);
    const download = await browser.get("/dealer/credits/export?from=2000-01-01&to=2100-12-31");
    expect(download.status).toBe(200);
    expect((await download.text()).split(/\r?\n/)[0]).toBe("entry,at,localTime,reason,change,balance,quoteId,tenderId,note");
  });

  it("a completion's Valid until and registration date: the field marked on a 400 page, the quote still pending; the preview refuses them too", async () => {
    const { dealerKey, quoteId } = await pendingQuote();
    const browser = await signedIn(dealerKey);
    for (const day of OUT_OF_RANGE) {
      const validUntil = textOf(await expectPage(await browser.post(`/dealer/quotes/${quoteId}`, { intent: "complete", validUntil: day }), 400));
      expect(validUntil).toContain("Valid until: Enter a date from 2000 to 2100, or leave it blank.");
      const registration = textOf(await expectPage(await browser.post(`/dealer/quotes/${quoteId}`, { intent: "complete", registrationDate: day }), 400));
      expect(registration).toContain("Registration date: Enter a date from 2000 to 2100, or leave it blank.");
      const preview = await browser.post(`/dealer/quotes/${quoteId}/preview`, { validUntil: day });
      expect(preview.status).toBe(400);
    }
    // The last day of 2100 is a date the portal takes: refused by the quote's own rule (the dealership's 14 days).
    const edge = textOf(await expectPage(await browser.post(`/dealer/quotes/${quoteId}`, { intent: "complete", validUntil: "2100-12-31" }), 400));
    expect(edge).toContain("Valid until: Choose a day no later than");
    expect((await quoteRow(quoteId))!.status).toBe("pending");
  });
});
