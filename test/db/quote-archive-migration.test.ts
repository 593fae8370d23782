import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { createQuote, quoteRequest, quoteScene } from "../helpers/scenes";

// Migration 0015 (live quotes kept small, old ones archived), on rows shaped as the version before
// it wrote them: the breakdown as JSON text, no total. The setup has applied every migration, so
// the backfill is run again here, from the migration file itself.

function migrationStatement(startingWith: string): string {
  const migration = env.TEST_MIGRATIONS.find((m) => m.name.startsWith("0015_quote_archive"))!;
  const statement = migration.queries.find((query) => query.replace(/^(\s*--[^\n]*\n)*/, "").trimStart().startsWith(startingWith));
  if (!statement) throw new Error(`0015 has no statement starting with ${startingWith}`);
  return statement;
}

const totalOf = (quoteId: string) => env.DB.prepare("SELECT total_cents FROM quotes WHERE id = ?").bind(quoteId).first<number | null>("total_cents");
const pricingJson = (totalDriveAwayCents: number) => JSON.stringify({ totalDriveAwayCents, quantity: 1 });

describe("migration 0015: quotes kept small, and archived", () => {
  it("gives each quote priced before it its drive-away total, from its JSON breakdown, and leaves unpriced ones without", async () => {
    const { clientKey, dealer, vehicle } = await quoteScene();
    const [priced, pending] = [await createQuote(clientKey, quoteRequest(dealer.id, vehicle.id)), await createQuote(clientKey, quoteRequest(dealer.id, vehicle.id))];
    await env.DB.prepare("UPDATE quotes SET status = 'sent', pricing = ?, total_cents = NULL WHERE id = ?").bind(pricingJson(5_000_123), priced).run();
    await env.DB.prepare(migrationStatement("UPDATE `quotes` SET `total_cents`")).run();
    expect(await totalOf(priced)).toBe(5_000_123);
    expect(await totalOf(pending)).toBeNull();
  });

  it("gives a quote the previous version prices or inserts (JSON, no total) its total in the same write; this version's writes keep their own", async () => {
    const { clientKey, dealer, vehicle } = await quoteScene();
    const quoteId = await createQuote(clientKey, quoteRequest(dealer.id, vehicle.id));
    await env.DB.prepare("UPDATE quotes SET status = 'sent', pricing = ? WHERE id = ?").bind(pricingJson(4_100_000), quoteId).run();
    expect(await totalOf(quoteId)).toBe(4_100_000);

    const clientId = await env.DB.prepare("SELECT client_id FROM quotes WHERE id = ?").bind(quoteId).first<string>("client_id");
    const inserted = crypto.randomUUID();
    await env.DB.prepare("INSERT INTO quotes (id, client_id, dealership_id, status, channel, client_name, accessory_ids, pricing) VALUES (?, ?, ?, 'sent', 'api', 'Jo', '[]', ?)")
      .bind(inserted, clientId, dealer.id, pricingJson(3_900_000))
      .run();
    expect(await totalOf(inserted)).toBe(3_900_000);

    const packed = crypto.randomUUID();
    await env.DB.prepare("INSERT INTO quotes (id, client_id, dealership_id, status, channel, client_name, accessory_ids, pricing, total_cents) VALUES (?, ?, ?, 'sent', 'api', 'Jo', '[]', ?, 4200000)")
      .bind(packed, clientId, dealer.id, new Uint8Array([1, 2, 3]))
      .run();
    expect(await totalOf(packed)).toBe(4_200_000);
  });
});
