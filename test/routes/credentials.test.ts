import { env } from "cloudflare:test";
import { Webhook } from "standardwebhooks";
import { afterEach, describe, expect, it, vi } from "vitest";
import { deriveWebhookSecret } from "../../src/domain/webhook-signature";
import { fixClock } from "../helpers/clock";
import { bearer, expectError, get, postJson } from "../helpers/http";
import { completedDelivery } from "../helpers/scenes";
import { attempt, type Receiver } from "../helpers/webhooks";

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

const ok: Receiver = () => new Response(null, { status: 204 });
const rotateKey = (key: string, body: unknown = {}) => postJson("/api/v1/keys/rotate", body, bearer(key));
const rotateSecret = (key: string, body: unknown = {}) => postJson("/api/v1/webhook-secret/rotate", body, bearer(key));
const dealers = async (key: string) => (await get("/api/v1/dealers?limit=1", key)).status;

/** One attempt of the delivery with these bindings, outbound POSTs answered by `receiver`; resolves what it POSTed. */
async function attemptWith(bindings: Partial<typeof env>, deliveryId: string, receiver: Receiver = ok) {
  return (await attempt(deliveryId, receiver, bindings)).received;
}

async function verifies(secret: string, request: Request): Promise<boolean> {
  try {
    new Webhook(secret).verify(await request.clone().text(), Object.fromEntries(request.headers));
    return true;
  } catch {
    return false;
  }
}

describe("POST /api/v1/keys/rotate", () => {
  it("answers a new key once, and the old key works beside it until previousKeyExpiresAt (an hour by default)", async () => {
    const { apiKey } = await completedDelivery();
    const now = Date.now();
    fixClock(now);
    const response = await rotateKey(apiKey);
    expect(response.status).toBe(200);
    expect(response.headers.get("Cache-Control")).toBe("no-store");
    const body = await response.json<any>();
    expect(body.apiKey).toMatch(/^svc_[0-9a-f]{60}$/);
    expect(body.keyPrefix).toBe(body.apiKey.slice(0, 12));
    expect(body.previousKeyPrefix).toBe(apiKey.slice(0, 12));
    expect(body.previousKeyExpiresAt).toBe(new Date(now + 3_600_000).toISOString());
    expect(await dealers(apiKey)).toBe(200);
    expect(await dealers(body.apiKey)).toBe(200);
  });

  it("refuses the old key (401) once its grace period is over: it works to the millisecond before previousKeyExpiresAt", async () => {
    const { apiKey } = await completedDelivery();
    fixClock(Date.now());
    expect(await dealers(apiKey)).toBe(200); // looked up and cached by this isolate
    const { apiKey: next, previousKeyExpiresAt } = await (await rotateKey(apiKey, { graceSeconds: 1 })).json<any>();
    expect(Date.parse(previousKeyExpiresAt)).toBe(Date.now() + 1000);
    vi.setSystemTime(Date.parse(previousKeyExpiresAt) - 1);
    expect(await dealers(apiKey)).toBe(200);
    vi.setSystemTime(Date.parse(previousKeyExpiresAt));
    await expectError(await get("/api/v1/dealers", apiKey), 401, "UNAUTHORIZED");
    expect(await dealers(next)).toBe(200);
  });

  it("with graceSeconds 0 refuses the old key at once", async () => {
    const { apiKey } = await completedDelivery();
    expect(await dealers(apiKey)).toBe(200);
    const { apiKey: next } = await (await rotateKey(apiKey, { graceSeconds: 0 })).json<any>();
    await expectError(await get("/api/v1/dealers", apiKey), 401, "UNAUTHORIZED");
    expect(await dealers(next)).toBe(200);
  });

  it("takes graceSeconds from 0 to 86400 and nothing else", async () => {
    const { apiKey } = await completedDelivery();
    for (const graceSeconds of [-1, 86_401, 1.5, "60", null]) {
      const error = await expectError(await rotateKey(apiKey, { graceSeconds }), 400, "INVALID_REQUEST");
      expect(error.message).toContain("'graceSeconds'");
    }
    fixClock(Date.now());
    const longest = await (await rotateKey(apiKey, { graceSeconds: 86_400 })).json<any>();
    expect(Date.parse(longest.previousKeyExpiresAt)).toBe(Date.now() + 86_400_000);
  });

  it("refuses (409) a rotation with the key a rotation replaced, which still works otherwise", async () => {
    const { apiKey } = await completedDelivery();
    await rotateKey(apiKey);
    const error = await expectError(await rotateKey(apiKey), 409, "CONFLICT");
    expect(error.message).toContain("rotate with the current key");
    expect(await dealers(apiKey)).toBe(200);
  });

  it("keeps one key beside the current one: a second rotation ends the first key at once", async () => {
    const { apiKey: first } = await completedDelivery();
    const { apiKey: second } = await (await rotateKey(first)).json<any>();
    const { apiKey: third } = await (await rotateKey(second)).json<any>();
    await expectError(await get("/api/v1/dealers", first), 401, "UNAUTHORIZED");
    expect(await dealers(second)).toBe(200);
    expect(await dealers(third)).toBe(200);
  });

  it("of two concurrent rotations with the same key, lets one win", async () => {
    const { apiKey } = await completedDelivery();
    const statuses = (await Promise.all([rotateKey(apiKey), rotateKey(apiKey)])).map((r) => r.status).sort();
    expect(statuses).toEqual([200, 409]);
  });

  it("neither resets nor doubles the hourly limit: the keys of one client share it", async () => {
    const { apiKey } = await completedDelivery();
    const first = await get("/api/v1/dealers?limit=1", apiKey);
    const used = 100 - Number(/r=(\d+)/.exec(first.headers.get("RateLimit")!)![1]);
    const rotated = await rotateKey(apiKey);
    const { apiKey: next } = await rotated.json<any>();
    const afterRotation = await get("/api/v1/dealers?limit=1", next);
    expect(afterRotation.headers.get("RateLimit")).toMatch(new RegExp(`^"hourly";r=${100 - used - 2};`));
  });

  it("needs a key (401)", async () => {
    await expectError(await postJson("/api/v1/keys/rotate", {}), 401, "UNAUTHORIZED");
    await expectError(await rotateKey(`svc_${"0".repeat(60)}`), 401, "UNAUTHORIZED");
  });
});

describe("POST /api/v1/webhook-secret/rotate", () => {
  it("answers a new secret once; until previousSecretExpiresAt (a day by default) each delivery carries both signatures", async () => {
    const { apiKey, webhookSecret, deliveryId } = await completedDelivery();
    const now = Date.now();
    fixClock(now);
    const response = await rotateSecret(apiKey);
    expect(response.status).toBe(200);
    expect(response.headers.get("Cache-Control")).toBe("no-store");
    const body = await response.json<any>();
    expect(body.webhookSecret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
    expect(body.webhookSecret).not.toBe(webhookSecret);
    expect(body.previousSecretExpiresAt).toBe(new Date(now + 86_400_000).toISOString());

    const { received } = await attempt(deliveryId, ok);
    const signatures = received[0]!.headers.get("webhook-signature")!.split(" ");
    expect(signatures).toHaveLength(2);
    expect(signatures.every((s) => /^v1,[A-Za-z0-9+/]{43}=$/.test(s))).toBe(true);
    expect(await verifies(webhookSecret, received[0]!)).toBe(true);
    expect(await verifies(body.webhookSecret, received[0]!)).toBe(true);
  });

  it("is 409 for a key in its grace period after a key rotation, which may have leaked: the current key rotates it", async () => {
    const { apiKey, webhookSecret, deliveryId } = await completedDelivery();
    const { apiKey: current } = await (await rotateKey(apiKey, { graceSeconds: 600 })).json<any>();
    expect(await dealers(apiKey)).toBe(200); // the old key still reads in its grace period
    const refused = await expectError(await rotateSecret(apiKey, { graceSeconds: 0 }), 409, "CONFLICT");
    expect(refused.message).toBe("This key has been replaced by a rotation; rotate the webhook secret with the current key");
    // nothing changed: deliveries are still signed with the secret alone
    const { received } = await attempt(deliveryId, ok);
    expect(received[0]!.headers.get("webhook-signature")!.split(" ")).toHaveLength(1);
    expect(await verifies(webhookSecret, received[0]!)).toBe(true);
    expect((await rotateSecret(current, { graceSeconds: 0 })).status).toBe(200);
  });

  it("with graceSeconds 0 signs with the new secret alone", async () => {
    const { apiKey, webhookSecret, deliveryId } = await completedDelivery();
    const { webhookSecret: next } = await (await rotateSecret(apiKey, { graceSeconds: 0 })).json<any>();
    const { received } = await attempt(deliveryId, ok);
    expect(received[0]!.headers.get("webhook-signature")!.split(" ")).toHaveLength(1);
    expect(await verifies(next, received[0]!)).toBe(true);
    expect(await verifies(webhookSecret, received[0]!)).toBe(false);
  });

  it("signs each attempt with the secrets in force when it is sent, redeliveries included", async () => {
    const { apiKey, webhookSecret, deliveryId, quoteId } = await completedDelivery();
    vi.spyOn(console, "warn").mockImplementation(() => {});
    const failing: Receiver = () => new Response(null, { status: 500 });
    for (let i = 0; i < 3; i++) await attempt(deliveryId, failing);
    const { webhookSecret: next } = await (await rotateSecret(apiKey, { graceSeconds: 0 })).json<any>();
    expect((await postJson(`/api/v1/quotes/${quoteId}/webhook-deliveries/${deliveryId}/redeliver`, {}, bearer(apiKey))).status).toBe(202);
    // The local queue may start the redelivery itself: the test's own attempt is then refused by the lease, so free it first.
    await env.DB.prepare("UPDATE webhook_deliveries SET status = 'pending', attempts = 0, locked_until = NULL WHERE id = ?").bind(deliveryId).run();
    const { received } = await attempt(deliveryId, ok);
    expect(await verifies(next, received[0]!)).toBe(true);
    expect(await verifies(webhookSecret, received[0]!)).toBe(false);
  });

  it("takes graceSeconds from 0 to 604800 and nothing else", async () => {
    const { apiKey } = await completedDelivery();
    for (const graceSeconds of [-1, 604_801, 0.5]) await expectError(await rotateSecret(apiKey, { graceSeconds }), 400, "INVALID_REQUEST");
    expect((await rotateSecret(apiKey, { graceSeconds: 604_800 })).status).toBe(200);
  });

  it("keeps one secret beside the current one: a second rotation ends the first secret at once", async () => {
    const { apiKey, webhookSecret, deliveryId } = await completedDelivery();
    const { webhookSecret: second } = await (await rotateSecret(apiKey)).json<any>();
    const { webhookSecret: third } = await (await rotateSecret(apiKey)).json<any>();
    const { received } = await attempt(deliveryId, ok);
    expect([await verifies(webhookSecret, received[0]!), await verifies(second, received[0]!), await verifies(third, received[0]!)]).toEqual([false, true, true]);
  });
});

describe("WEBHOOK_SIGNING_KEY rotated with WEBHOOK_SIGNING_KEY_PREVIOUS", () => {
  it("signs with secrets derived from both keys while the previous one is set, and with the new one alone after", async () => {
    const { webhookSecret, deliveryId, apiKey } = await completedDelivery();
    const clientId = (await env.DB.prepare("SELECT client_id FROM webhook_deliveries WHERE id = ?").bind(deliveryId).first<string>("client_id"))!;
    const rotating = { ...env, WEBHOOK_SIGNING_KEY: "the-new-signing-key", WEBHOOK_SIGNING_KEY_PREVIOUS: env.WEBHOOK_SIGNING_KEY };
    vi.spyOn(console, "warn").mockImplementation(() => {}); // the first attempt fails on purpose, so that the delivery is tried again below
    const [during] = await attemptWith(rotating, deliveryId, () => new Response(null, { status: 500 }));
    const fromNewKey = await deriveWebhookSecret("the-new-signing-key", clientId);
    expect(await verifies(webhookSecret, during!)).toBe(true);
    expect(await verifies(fromNewKey, during!)).toBe(true);

    // The FMO rotates its secret while the operator's overlap lasts: the secret it gets derives from the new key.
    const rotated = await postJson("/api/v1/webhook-secret/rotate", {}, bearer(apiKey), rotating);
    const { webhookSecret: installed } = await rotated.json<any>();
    expect(installed).toBe(await deriveWebhookSecret("the-new-signing-key", clientId, 2));

    const after = { ...env, WEBHOOK_SIGNING_KEY: "the-new-signing-key", WEBHOOK_SIGNING_KEY_PREVIOUS: undefined };
    await env.DB.prepare("UPDATE api_clients SET previous_webhook_secret_expires_at = ? WHERE id = ?").bind(new Date(Date.now() - 1000).toISOString(), clientId).run();
    const [later] = await attemptWith(after, deliveryId);
    expect(later!.headers.get("webhook-signature")!.split(" ")).toHaveLength(1);
    expect(await verifies(installed, later!)).toBe(true);
    expect(await verifies(webhookSecret, later!)).toBe(false);
  });
});
