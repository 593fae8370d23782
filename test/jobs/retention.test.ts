import { createScheduledController, env } from "cloudflare:test";
import { afterEach, describe, expect, it, vi } from "vitest";
import worker from "../../src/index";
import { RETENTION_CRON } from "../../src/jobs/schedule";
import { purgeExpired } from "../../src/jobs/retention";
import { consoleFmo, linksFor, signedIn } from "../console/helpers";
import { completedDelivery } from "../helpers/scenes";
import { attempt } from "../helpers/webhooks";

afterEach(() => vi.restoreAllMocks());

const DAY = 24 * 3600 * 1000;
const ago = (ms: number) => new Date(Date.now() - ms).toISOString();

describe("retention", () => {
  it("only deletes: a delivery finished long ago keeps its row as it was (D1 gives back a deleted row's pages, never a shrunk row's)", async () => {
    const { deliveryId } = await completedDelivery();
    await attempt(deliveryId, () => new Response("ok"));
    await env.DB.prepare("UPDATE webhook_deliveries SET finished_at = ? WHERE id = ?").bind(ago(400 * DAY), deliveryId).run();
    const row = () => env.DB.prepare("SELECT * FROM webhook_deliveries WHERE id = ?").bind(deliveryId).first();
    const before = await row();
    expect(Object.keys(await purgeExpired(env))).toEqual([
      "webhook attempts",
      "idempotency keys",
      "expired dealer portal sessions",
      "expired FMO console sessions",
      "FMO console sign-in links a day past their expiry",
      "audit entries older than seven years",
    ]);
    expect(await row()).toEqual(before);
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

  it("deletes an FMO console session once expired, and a sign-in link a day after its expiry, used or not", async () => {
    const fmo = await consoleFmo();
    const browser = await signedIn(fmo.contactEmail);
    const [link] = await linksFor(fmo.contactEmail);
    const count = (table: string) => env.DB.prepare(`SELECT count(*) AS n FROM ${table} WHERE client_id = ?`).bind(fmo.clientId).first<number>("n");
    expect(browser.sessionCookie).toBeDefined();
    await env.DB.prepare("UPDATE console_sessions SET expires_at = ? WHERE client_id = ?").bind(ago(60_000), fmo.clientId).run();
    await env.DB.prepare("UPDATE console_sign_in_links SET expires_at = ? WHERE id = ?").bind(ago(DAY - 60_000), link!.id).run();
    await purgeExpired(env);
    expect([await count("console_sessions"), await count("console_sign_in_links")]).toEqual([0, 1]);
    await env.DB.prepare("UPDATE console_sign_in_links SET expires_at = ? WHERE id = ?").bind(ago(DAY + 60_000), link!.id).run();
    await purgeExpired(env);
    expect(await count("console_sign_in_links")).toBe(0);
  });
});
