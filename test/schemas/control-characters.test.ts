import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
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
