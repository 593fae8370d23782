import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { createDealership } from "../helpers/fixtures";
import { admin, issueDealerKey } from "../helpers/admin";
import { bearer, expectError, get, postJson, randomAddress, registerClient } from "../helpers/http";
import { quoteRequest, quoteScene } from "../helpers/scenes";

// U+0000 to U+001F and U+007F are refused (400) in every single-line text field and query
// parameter; multi-line fields (notes) take tab, CR and LF and nothing else of that range.

const CONTROL = ["\u0000", "\n", "\r", "\t", "\u001b", "\u001f", "\u007f"];

async function quoteSetup() {
  const { clientKey: key, dealer, vehicle } = await quoteScene();
  return { key, dealer, valid: quoteRequest(dealer.id, vehicle.id) };
}

describe("control characters", () => {
  it.each(["companyName", "contactEmail", "contactPhone", "companyAbn"])("refuses them in register's %s", async (field) => {
    for (const char of CONTROL) {
      const body = { companyName: "Acme Fleet", contactEmail: "fleet@acme.example.com", [field]: field === "contactEmail" ? `fleet${char}@acme.example.com` : `Acme${char}Fleet` };
      const error = await expectError(await postJson("/api/v1/register", body, { "CF-Connecting-IP": randomAddress() }), 400, "INVALID_REQUEST");
      expect(error.message).toContain(`'${field}'`);
    }
  });

  it.each(["clientName", "clientEmail", "clientPhone", "model", "version", "postcode"])("refuses them in a quote's %s, even at the very end", async (field) => {
    const { key, valid } = await quoteSetup();
    for (const char of CONTROL) {
      const value = field === "clientEmail" ? `jo${char}@fleet.example.com` : `Jo${char}`;
      await expectError(await postJson("/api/v1/quotes", { ...valid, [field]: value }, bearer(key)), 400, "INVALID_REQUEST");
    }
    await expectError(await postJson("/api/v1/quotes", { ...valid, clientName: "Jo Fleet\r\nBcc: someone@elsewhere.example" }, bearer(key)), 400, "INVALID_REQUEST");
  });

  it("takes tab, CR and LF in notes, and refuses the rest of that range", async () => {
    const { key, valid } = await quoteSetup();
    expect((await postJson("/api/v1/quotes", { ...valid, notes: "Line one\r\nLine two\tindented" }, bearer(key))).status).toBe(201);
    for (const char of ["\u0000", "\u0007", "\u000b", "\u000c", "\u001b", "\u007f"]) {
      await expectError(await postJson("/api/v1/quotes", { ...valid, notes: `Line${char}` }, bearer(key)), 400, "INVALID_REQUEST");
    }
  });

  it("refuses them in the search term (a NUL used to reach the query and answer 500)", async () => {
    const key = await registerClient();
    for (const encoded of ["%00", "hi%00", "hi%0Alux", "%7F", "hi%1Flux"]) {
      const error = await expectError(await get(`/api/v1/inventory?model=${encoded}`, key), 400, "INVALID_REQUEST");
      expect(error.message).toBe("Query parameter 'model' must not contain control characters");
    }
    expect((await get("/api/v1/inventory?model=hi%20lux", key)).status).toBe(200);
  });

  it("writes nothing for a refused request", async () => {
    const { key, dealer, valid } = await quoteSetup();
    await expectError(await postJson("/api/v1/quotes", { ...valid, clientName: "Jo\u0000" }, bearer(key)), 400, "INVALID_REQUEST");
    expect(await env.DB.prepare("SELECT count(*) AS n FROM quotes WHERE dealership_id = ?").bind(dealer.id).first("n")).toBe(0);
  });
});

// The invisible characters that break or reorder a line without being seen: refused (400) wherever
// control characters are, multi-line fields included (they keep tab, CR and LF only).
const INVISIBLE = [
  ...["\u2028", "\u2029", "\u0085", "\u202a", "\u202b", "\u202c", "\u202d", "\u202e", "\u2066", "\u2067", "\u2068", "\u2069", "\u200b", "\ufeff"],
  // bidi marks, the word joiner and invisible operators, and characters that show as nothing or a blank
  ...["\u200e", "\u200f", "\u061c", "\u2060", "\u2061", "\u2062", "\u2063", "\u2064", "\u00ad", "\u034f", "\u180e", "\u115f", "\u1160", "\u3164", "\uffa0", "\ufff9", "\ufffa", "\ufffb"],
];

describe("invisible line breakers, bidi controls and zero-width spaces", () => {
  it.each(["companyName", "contactPhone", "companyAbn"])("are refused in register's %s", async (field) => {
    for (const char of INVISIBLE) {
      const body = { companyName: "Acme Fleet", contactEmail: "fleet@acme.example.com", [field]: `Acme${char}Fleet` };
      const error = await expectError(await postJson("/api/v1/register", body, { "CF-Connecting-IP": randomAddress() }), 400, "INVALID_REQUEST");
      expect(error.message, JSON.stringify(char)).toContain(`'${field}'`);
    }
  });

  it.each(["clientName", "clientEmail", "clientPhone", "model", "version", "notes"])("are refused in a quote's %s", async (field) => {
    const { key, valid } = await quoteSetup();
    for (const char of INVISIBLE) {
      const value = field === "clientEmail" ? `jo${char}@fleet.example.com` : `Jo${char}`;
      const error = await expectError(await postJson("/api/v1/quotes", { ...valid, [field]: value }, bearer(key)), 400, "INVALID_REQUEST");
      expect(error.message, JSON.stringify(char)).toContain(`'${field}'`);
    }
  });

  it("are refused in a quote's callbackUrl, as control characters are, and the zero-width joiners are kept in names", async () => {
    const { key, valid } = await quoteSetup();
    // (a tab or a line break is dropped from a URL before it is read, as URL parsers do: nothing of it is kept)
    for (const char of [...INVISIBLE, "\u0007", "\u001b"]) {
      const error = await expectError(await postJson("/api/v1/quotes", { ...valid, callbackUrl: `https://hooks.example.com/a${char}b` }, bearer(key)), 400, "INVALID_REQUEST");
      expect(error.message, JSON.stringify(char)).toMatch(/^Field 'callbackUrl' must not contain/);
    }
    // ZWJ and ZWNJ join emoji and some scripts' letters: not refused
    expect((await postJson("/api/v1/quotes", { ...valid, clientName: "Jo \u{1F468}\u200d\u{1F527} Fleet" }, bearer(key))).status).toBe(201);
  });

  it("say which rule was broken, in a single-line field and in notes", async () => {
    const { key, valid } = await quoteSetup();
    const single = await expectError(await postJson("/api/v1/quotes", { ...valid, clientName: "Jo\u202eFleet" }, bearer(key)), 400, "INVALID_REQUEST");
    expect(single.message).toBe("Field 'clientName' must not contain invisible characters (line separators, direction marks, zero-width or blank-looking characters)");
    const notes = await expectError(await postJson("/api/v1/quotes", { ...valid, notes: "Line one\u2028Line two" }, bearer(key)), 400, "INVALID_REQUEST");
    expect(notes.message).toBe("Field 'notes' must not contain invisible characters (line separators, direction marks, zero-width or blank-looking characters)");
  });

  it("are refused in the dealer's accessory names and notes, and nothing is completed", async () => {
    const { key, dealer, valid } = await quoteSetup();
    const created = await postJson("/api/v1/quotes", valid, bearer(key));
    const { quoteId } = await created.json<{ quoteId: string }>();
    const dealerKey = await issueDealerKey(dealer.id);
    const complete = (body: unknown) => postJson(`/api/v1/dealer/quotes/${quoteId}/complete`, body, bearer(dealerKey));
    for (const char of INVISIBLE) {
      await expectError(await complete({ accessories: [{ name: `Tow${char}bar`, price: 100 }] }), 400, "INVALID_REQUEST");
      await expectError(await complete({ dealerNotes: `Ready${char}soon` }), 400, "INVALID_REQUEST");
    }
    expect(await env.DB.prepare("SELECT status FROM quotes WHERE id = ?").bind(quoteId).first("status")).toBe("pending");
  });

  it("are refused in the operator's dealership, accessory and vehicle names, and in the search term", async () => {
    for (const char of ["\u2028", "\u202e", "\ufeff"]) {
      await expectError(await admin("/dealerships", "POST", { name: `Evil${char}Motors` }), 400, "INVALID_REQUEST");
      await expectError(await admin("/vehicles", "POST", { model: `Hi${char}Lux`, version: "SR5", bodyClass: "commercial", bodyType: "Ute", powertrain: "ice" }), 400, "INVALID_REQUEST");
    }
    const dealer = await createDealership();
    await expectError(await admin(`/dealerships/${dealer.id}/accessories`, "POST", { name: "Mats\u200b", price: 10 }), 400, "INVALID_REQUEST");
    const key = await registerClient();
    for (const encoded of ["hi%E2%80%A8lux", "%E2%80%AEhilux", "%EF%BB%BFhilux", "hi%C2%85lux"]) {
      await expectError(await get(`/api/v1/inventory?model=${encoded}`, key), 400, "INVALID_REQUEST");
    }
  });

  it("leave notes their tab, CR and LF, and names their zero-width joiners (scripts and emoji need them)", async () => {
    const { key, valid } = await quoteSetup();
    const accepted = await postJson("/api/v1/quotes", { ...valid, clientName: "Jo 👩\u200d💻 Fleet", notes: "Line one\r\nLine two\tindented\nthree" }, bearer(key));
    expect(accepted.status).toBe(201);
  });
});
