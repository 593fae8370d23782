import { createScheduledController, env } from "cloudflare:test";
import { afterEach, describe, expect, it, vi } from "vitest";
import worker from "../../src/index";
import { RETENTION_CRON } from "../../src/jobs/schedule";
import { purgeExpired } from "../../src/jobs/retention";
import { completedDelivery } from "../helpers/scenes";
import { attempt } from "../helpers/webhooks";

afterEach(() => vi.restoreAllMocks());

const DAY = 24 * 3600 * 1000;
const ago = (ms: number) => new Date(Date.now() - ms).toISOString();
const payloadOf = (id: string) => env.DB.prepare("SELECT payload FROM webhook_deliveries WHERE id = ?").bind(id).first<string>("payload");

describe("retention", () => {
  it("empties a delivered payload 30 days after delivery, keeping the delivery's metadata", async () => {
    const old = await completedDelivery();
    const recent = await completedDelivery();
    for (const { deliveryId } of [old, recent]) await attempt(deliveryId, () => new Response("ok"));
    await env.DB.prepare("UPDATE webhook_deliveries SET finished_at = ? WHERE id = ?").bind(ago(30 * DAY + 60_000), old.deliveryId).run();
    await env.DB.prepare("UPDATE webhook_deliveries SET finished_at = ? WHERE id = ?").bind(ago(30 * DAY - 60_000), recent.deliveryId).run();

    await purgeExpired(env);
    expect(await payloadOf(old.deliveryId)).toBe("");
    expect(await payloadOf(recent.deliveryId)).toContain("quote.completed");
    const kept = await env.DB.prepare("SELECT status, url, attempts FROM webhook_deliveries WHERE id = ?").bind(old.deliveryId).first();
    expect(kept).toEqual({ status: "delivered", url: "https://hooks.fleet.example.com/quotes", attempts: 1 });
  });

  it("keeps a failed delivery's payload, so it can still be redelivered", async () => {
    vi.spyOn(console, "warn").mockImplementation(() => {});
    const { deliveryId } = await completedDelivery();
    for (let i = 0; i < 3; i++) await attempt(deliveryId, () => new Response(null, { status: 500 }));
    await env.DB.prepare("UPDATE webhook_deliveries SET finished_at = ? WHERE id = ?").bind(ago(60 * DAY), deliveryId).run();
    await purgeExpired(env);
    expect(await payloadOf(deliveryId)).toContain("quote.completed");
  });

  it("deletes attempt rows after 90 days", async () => {
    const { deliveryId } = await completedDelivery();
    await attempt(deliveryId, () => new Response("ok"));
    const attemptsOf = () => env.DB.prepare("SELECT count(*) AS n FROM webhook_attempts WHERE delivery_id = ?").bind(deliveryId).first<number>("n");
    await env.DB.prepare("UPDATE webhook_attempts SET attempted_at = ? WHERE delivery_id = ?").bind(ago(90 * DAY - 60_000), deliveryId).run();
    await purgeExpired(env);
    expect(await attemptsOf()).toBe(1);
    await env.DB.prepare("UPDATE webhook_attempts SET attempted_at = ? WHERE delivery_id = ?").bind(ago(90 * DAY + 60_000), deliveryId).run();
    await purgeExpired(env);
    expect(await attemptsOf()).toBe(0);
  });

  it("deletes idempotency keys after 24 hours, from the hourly cron", async () => {
    const { apiKey } = await completedDelivery();
    const client = await env.DB.prepare("SELECT id FROM api_clients WHERE key_prefix = ?").bind(apiKey.slice(0, 12)).first<string>("id");
    for (const [key, age] of [["old", DAY + 60_000], ["young", DAY - 60_000]] as const) {
      await env.DB.prepare("INSERT INTO idempotency_keys (client_id, key, request_hash, created_at) VALUES (?, ?, 'h', ?)").bind(client, key, ago(age)).run();
    }
    vi.spyOn(console, "log").mockImplementation(() => {});
    await worker.scheduled(createScheduledController({ cron: RETENTION_CRON, scheduledTime: Date.now() }), env);
    const left = await env.DB.prepare("SELECT key FROM idempotency_keys WHERE client_id = ?").bind(client).all<{ key: string }>();
    expect(left.results.map((r) => r.key)).toEqual(["young"]);
  });
});
