import { describe, expect, it } from "vitest";
import { signQuoteLink, verifyQuoteLink } from "../../src/notices/signed-link";

// Known answers for the dealer portal's signed links, worked out outside the code under test, with
// OpenSSL (and node:crypto, which agrees):
//
//   printf 'fleet-quote/portal-link/v2\n<quote id>\n<dealership id>\n3\n1796634000' \
//     | openssl dgst -sha256 -hmac known-answer-portal-link-secret -binary | base64 | tr '+/' '-_' | tr -d '='
//
// 1796634000 is 2026-11-23T09:00:00Z (1795424400) plus 14 days. The v1 text (links issued before
// link generations) has no generation line.
const SECRET = "known-answer-portal-link-secret";
const QUOTE_ID = "7d0f1e38-2c5b-4c55-9d3e-3f1f4a1b2c3d";
const DEALERSHIP_ID = "4c4f2d24-128e-5c0c-89e5-df7b7e072620";
const ISSUED = new Date("2026-11-23T09:00:00Z");
const EXPIRES = new Date("2026-12-07T09:00:00Z");
const V2_TOKEN = "4c4f2d24128e5c0c89e5df7b7e072620.g3.1796634000.ODQTIN-1IPYdEeD53OzKWkX0Keov8_k25IriSy70WL0";
const V1_TOKEN = "4c4f2d24128e5c0c89e5df7b7e072620.1796634000.LsDpe2tsWDKu8kJSAo6NssQcPUJlLCST1-FAmQ3-kt8";

describe("signQuoteLink", () => {
  it("signs a quote, its dealership, the link generation and the expiry exactly as the known answer", async () => {
    expect(await signQuoteLink(SECRET, QUOTE_ID, DEALERSHIP_ID, ISSUED, 3)).toEqual({ token: V2_TOKEN, expiresAt: EXPIRES });
  });
});

describe("verifyQuoteLink", () => {
  it("opens the known answer for its quote, generation 3, until its expiry", async () => {
    expect(await verifyQuoteLink(SECRET, QUOTE_ID, V2_TOKEN, ISSUED)).toEqual({ ok: true, quoteId: QUOTE_ID, dealershipId: DEALERSHIP_ID, generation: 3, expiresAt: EXPIRES });
    expect(await verifyQuoteLink(SECRET, QUOTE_ID, V2_TOKEN, EXPIRES)).toEqual({ ok: false, reason: "expired" });
  });

  it("opens a link issued before link generations (the v1 text) as generation 1", async () => {
    expect(await verifyQuoteLink(SECRET, QUOTE_ID, V1_TOKEN, ISSUED)).toEqual({ ok: true, quoteId: QUOTE_ID, dealershipId: DEALERSHIP_ID, generation: 1, expiresAt: EXPIRES });
  });
});
