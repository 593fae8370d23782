import { env } from "cloudflare:test";
import { afterEach, describe, expect, it, vi } from "vitest";
import { sha256Hex } from "../src/domain/api-keys";
import { admin, ADMIN_TOKEN } from "./helpers/admin";
import { databaseText } from "./helpers/database";
import { bearer, call, postJson, register } from "./helpers/http";
import { runJobs } from "./helpers/queue";
import { quoteRequest, stockedDealership } from "./helpers/scenes";
import { Browser } from "./portal/helpers";

afterEach(() => vi.restoreAllMocks());

/** A POST through the Worker that must answer `status`; resolves its body. */
async function expectPost(path: string, key: string, status: number, body: unknown = {}, bindings?: Partial<typeof env>): Promise<any> {
  const response = await postJson(path, body, bearer(key), bindings);
  expect(response.status, `${path}: ${await response.clone().text()}`).toBe(status);
  return response.json();
}

describe("secrets", () => {
  it("never appear in logs or in the database in plaintext, through every path and rotation that handles one", async () => {
    const logged: unknown[][] = [];
    for (const level of ["log", "info", "warn", "error", "debug"] as const) {
      vi.spyOn(console, level).mockImplementation((...args: unknown[]) => void logged.push(args));
    }

    // Registration, a quote with a webhook, the dealer's completion, and a delivery that fails and logs.
    const { apiKey, webhookSecret } = await register("Secretive Fleet");
    const clientId = (await env.DB.prepare("SELECT id FROM api_clients WHERE key_hash = ?").bind(await sha256Hex(apiKey)).first<string>("id"))!;
    const { dealer, vehicle } = await stockedDealership();
    const created = await postJson("/api/v1/quotes", quoteRequest(dealer.id, vehicle.id, { callbackUrl: "https://hooks.secret.example.com/q" }), bearer(apiKey, { "Idempotency-Key": "secret-run" }));
    const { quoteId } = await created.json<{ quoteId: string }>();
    const issued = await (await admin(`/dealerships/${dealer.id}/keys`, "POST")).json<{ id: string; dealerKey: string }>();
    await expectPost(`/api/v1/dealer/quotes/${quoteId}/complete`, issued.dealerKey, 200);
    const deliveryId = (await env.DB.prepare("SELECT id FROM webhook_deliveries WHERE quote_id = ?").bind(quoteId).first<string>("id"))!;
    const failing = vi.spyOn(globalThis, "fetch").mockResolvedValue(new Response("down", { status: 500 }));
    expect(await runJobs([{ type: "webhook", deliveryId }])).toEqual({ acked: 0, retried: 1, delays: [1] });

    // The FMO rotates its key (the old one kept for a minute) and its webhook secret.
    const { apiKey: rotatedKey } = await expectPost("/api/v1/keys/rotate", apiKey, 200, { graceSeconds: 60 });
    const { webhookSecret: rotatedSecret } = await expectPost("/api/v1/webhook-secret/rotate", rotatedKey, 200, { graceSeconds: 60 });
    // Support replaces the FMO's key; the operator issues a second dealer key and revokes the first.
    const { apiKey: replacementKey } = await expectPost(`/admin/v1/clients/${clientId}/keys`, ADMIN_TOKEN, 201);
    const { dealerKey: secondDealerKey } = await (await admin(`/dealerships/${dealer.id}/keys`, "POST")).json<{ dealerKey: string }>();
    expect((await admin(`/dealerships/${dealer.id}/keys/${issued.id}`, "DELETE")).status).toBe(204);
    // The operator rotates WEBHOOK_SIGNING_KEY: deliveries are signed with secrets derived from both
    // keys until the previous one is deleted, and the FMO takes a secret derived from the new one.
    const signingKeys = { WEBHOOK_SIGNING_KEY: "rotated-webhook-signing-key", WEBHOOK_SIGNING_KEY_PREVIOUS: env.WEBHOOK_SIGNING_KEY };
    failing.mockResolvedValue(new Response(null, { status: 204 }));
    expect(await runJobs([{ type: "webhook", deliveryId }], signingKeys)).toEqual({ acked: 1, retried: 0, delays: [] });
    // Secrets of both generations (the rotated one is in its grace period), each derived from both keys.
    const signatures = new Headers(failing.mock.calls.at(-1)![1]!.headers).get("webhook-signature")!.split(" ");
    expect(signatures).toHaveLength(4);
    const { webhookSecret: secretOfNewSigningKey } = await expectPost("/api/v1/webhook-secret/rotate", replacementKey, 200, { graceSeconds: 0 }, signingKeys);
    // The operator names an operator, who works with their key until it is revoked.
    const { id: operatorId, operatorKey } = await expectPost("/admin/v1/operators", ADMIN_TOKEN, 201, { name: "Secret Keeper", email: "keeper@quotes.example.com.au", scope: "write" });
    expect((await admin(`/dealerships/${dealer.id}`, "GET")).status).toBe(200);
    await expectPost(`/admin/v1/dealerships/${dealer.id}/credits`, operatorKey, 200, { amount: 1, note: "By the keeper" });
    await expectPost(`/admin/v1/operators/${operatorId}/revoke`, ADMIN_TOKEN, 200);
    // The dealer signs in to the portal with the second key.
    const browser = new Browser();
    expect((await browser.signIn(secondDealerKey)).status).toBe(303);
    const sessionId = browser.cookies.get("__Secure-dealer_session")!;

    // Failures that log: replaced, revoked and wrong credentials.
    for (const [path, key] of [
      ["/api/v1/dealers", apiKey.replace(/.$/, "0")],
      ["/api/v1/dealers", rotatedKey],
      ["/api/v1/dealer/quotes", issued.dealerKey],
      ["/admin/v1/vehicles", `${ADMIN_TOKEN}x`],
      ["/admin/v1/vehicles", operatorKey],
      ["/admin/v1/vehicles", operatorKey.replace(/.$/, operatorKey.endsWith("0") ? "1" : "0")],
    ] as const) {
      expect((await call(path, { headers: bearer(key) })).status, path).toBe(401);
    }

    const secrets = {
      apiKey,
      webhookSecret,
      rotatedKey,
      rotatedSecret,
      replacementKey,
      secretOfNewSigningKey,
      dealerKey: issued.dealerKey,
      secondDealerKey,
      sessionId,
      adminToken: ADMIN_TOKEN,
      operatorKey,
      signingKey: env.WEBHOOK_SIGNING_KEY,
      newSigningKey: signingKeys.WEBHOOK_SIGNING_KEY,
      portalLinkSecret: env.PORTAL_LINK_SECRET!,
    };
    const logs = JSON.stringify(logged);
    const stored = await databaseText();
    expect(logged.length).toBeGreaterThan(0);
    for (const [name, secret] of Object.entries(secrets)) {
      expect(logs.includes(secret), `${name} in logs`).toBe(false);
      expect(stored.includes(secret), `${name} in the database`).toBe(false);
    }
    // The random part of a key (without its prefix) must not be stored either.
    for (const key of [apiKey, rotatedKey, replacementKey, issued.dealerKey, secondDealerKey, operatorKey]) expect(stored.includes(key.slice(12))).toBe(false);
  });
});
