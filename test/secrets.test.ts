import { env } from "cloudflare:test";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ADMIN_TOKEN, issueDealerKey } from "./helpers/admin";
import { databaseText } from "./helpers/database";
import { bearer, call, postJson, register } from "./helpers/http";
import { runJobs } from "./helpers/queue";
import { quoteRequest, stockedDealership } from "./helpers/scenes";

afterEach(() => vi.restoreAllMocks());

describe("secrets", () => {
  it("never appear in logs or in the database in plaintext", async () => {
    const logged: unknown[][] = [];
    for (const level of ["log", "info", "warn", "error", "debug"] as const) {
      vi.spyOn(console, level).mockImplementation((...args: unknown[]) => void logged.push(args));
    }

    // A run through every path that handles a secret, including failures that log.
    const { apiKey, webhookSecret } = await register("Secretive Fleet");
    const { dealer, vehicle } = await stockedDealership();
    const created = await postJson("/api/v1/quotes", quoteRequest(dealer.id, vehicle.id, { callbackUrl: "https://hooks.secret.example.com/q" }), bearer(apiKey, { "Idempotency-Key": "secret-run" }));
    const { quoteId } = await created.json<{ quoteId: string }>();
    const dealerKey = await issueDealerKey(dealer.id);
    await postJson(`/api/v1/dealer/quotes/${quoteId}/complete`, {}, bearer(dealerKey));
    const deliveryId = await env.DB.prepare("SELECT id FROM webhook_deliveries WHERE quote_id = ?").bind(quoteId).first<string>("id");
    vi.spyOn(globalThis, "fetch").mockResolvedValue(new Response("down", { status: 500 }));
    expect(await runJobs([{ type: "webhook", deliveryId: deliveryId! }])).toEqual({ acked: 0, retried: 1, delays: [1] });
    await call("/api/v1/dealers", { headers: bearer(apiKey.replace(/.$/, "0")) });
    await call("/admin/v1/vehicles", { method: "POST", headers: bearer(`${ADMIN_TOKEN}x`) });

    const secrets = { apiKey, webhookSecret, dealerKey, adminToken: ADMIN_TOKEN, signingKey: env.WEBHOOK_SIGNING_KEY };
    const logs = JSON.stringify(logged);
    const stored = await databaseText();
    expect(logged.length).toBeGreaterThan(0);
    for (const [name, secret] of Object.entries(secrets)) {
      expect(logs.includes(secret), `${name} in logs`).toBe(false);
      expect(stored.includes(secret), `${name} in the database`).toBe(false);
    }
    // The hex part of a key (without its prefix) must not be stored either.
    expect(stored.includes(apiKey.slice(12))).toBe(false);
    expect(stored.includes(dealerKey.slice(12))).toBe(false);
  });
});
