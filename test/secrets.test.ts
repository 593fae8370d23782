import { createMessageBatch, env, getQueueResult, createExecutionContext } from "cloudflare:test";
import { afterEach, describe, expect, it, vi } from "vitest";
import worker from "../src/index";
import type { Job } from "../src/jobs/job";
import { ADMIN_TOKEN, issueDealerKey } from "./helpers/admin";
import { createDealership, createVehicle, stock } from "./helpers/fixtures";
import { bearer, call, postJson, randomAddress } from "./helpers/http";

afterEach(() => vi.restoreAllMocks());

/** Everything in the database, as text. */
async function databaseText(): Promise<string> {
  const tables = await env.DB.prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' AND name NOT LIKE '%_data' AND name NOT LIKE '%_idx' AND name NOT LIKE '%_docsize' AND name NOT LIKE '%_config'").all<{ name: string }>();
  const dumps = await Promise.all(tables.results.map(async ({ name }) => JSON.stringify((await env.DB.prepare(`SELECT * FROM "${name}"`).all()).results)));
  return dumps.join("\n");
}

describe("secrets", () => {
  it("never appear in logs or in the database in plaintext", async () => {
    const logged: unknown[][] = [];
    for (const level of ["log", "info", "warn", "error", "debug"] as const) {
      vi.spyOn(console, level).mockImplementation((...args: unknown[]) => void logged.push(args));
    }

    // A run through every path that handles a secret, including failures that log.
    const registered = await postJson("/api/v1/register", { companyName: "Secretive Fleet", contactEmail: "ops@secret.example.com" }, { "CF-Connecting-IP": randomAddress() });
    const { apiKey, webhookSecret } = await registered.json<{ apiKey: string; webhookSecret: string }>();
    const dealer = await createDealership();
    const vehicle = await createVehicle();
    await stock(dealer.id, vehicle.id);
    const created = await postJson(
      "/api/v1/quotes",
      { dealershipId: dealer.id, globalCarId: vehicle.id, clientName: "Jo", clientEmail: "jo@fleet.example.com", callbackUrl: "https://hooks.secret.example.com/q" },
      bearer(apiKey, { "Idempotency-Key": "secret-run" }),
    );
    const { quoteId } = await created.json<{ quoteId: string }>();
    const dealerKey = await issueDealerKey(dealer.id);
    await postJson(`/api/v1/dealer/quotes/${quoteId}/complete`, {}, bearer(dealerKey));
    const deliveryId = await env.DB.prepare("SELECT id FROM webhook_deliveries WHERE quote_id = ?").bind(quoteId).first<string>("id");
    vi.spyOn(globalThis, "fetch").mockResolvedValue(new Response("down", { status: 500 }));
    const batch = createMessageBatch<Job>("fleet-quote-jobs", [{ id: "s1", timestamp: new Date(), attempts: 1, body: { type: "webhook", deliveryId: deliveryId! } }]);
    await worker.queue(batch, env);
    await getQueueResult(batch, createExecutionContext());
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
