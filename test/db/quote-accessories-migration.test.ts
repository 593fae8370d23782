import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { createAccessory } from "../helpers/fixtures";
import { createQuote, quoteRequest, quoteScene } from "../helpers/scenes";

// Migration 0014 (a quote keeps the accessories it was asked with), run on real D1 rows shaped as
// the version before it wrote them: accessory ids only. The setup has applied every migration, so
// the backfill is run again here, from the migration file itself, on rows put back as they were.

const snapshot = async (quoteId: string) => JSON.parse((await env.DB.prepare("SELECT requested_accessories FROM quotes WHERE id = ?").bind(quoteId).first<string>("requested_accessories"))!);

/** Puts a quote back as a version before 0014 left it: its ids, and no snapshot. */
const asBefore = (quoteId: string, accessoryIds: string[]) =>
  env.DB.prepare("UPDATE quotes SET accessory_ids = ?, requested_accessories = '[]' WHERE id = ?").bind(JSON.stringify(accessoryIds), quoteId).run();

function migrationStatement(startingWith: string): string {
  const migration = env.TEST_MIGRATIONS.find((m) => m.name.startsWith("0014_quote_accessories"))!;
  const statement = migration.queries.find((query) => query.replace(/^(\s*--[^\n]*\n)*/, "").trimStart().startsWith(startingWith));
  if (!statement) throw new Error(`0014 has no statement starting with ${startingWith}`);
  return statement;
}

async function scene() {
  const { clientKey, dealer, vehicle } = await quoteScene();
  const [mats, tint, barrier] = [await createAccessory(dealer.id, "Floor mats", 25_000), await createAccessory(dealer.id, "Window tint", 49_500), await createAccessory(dealer.id, "Cargo barrier", 69_000)];
  const elsewhere = await createAccessory((await quoteScene()).dealer.id, "Another dealership's towbar", 99_000);
  const quoteId = await createQuote(clientKey, quoteRequest(dealer.id, vehicle.id));
  return { clientKey, dealer, vehicle, mats, tint, barrier, elsewhere, quoteId };
}

describe("migration 0014: the accessories a quote was asked with", () => {
  it("fills each existing quote with what it shows and prices today: the rows its ids name at its dealership, in the order asked", async () => {
    const { clientKey, dealer, vehicle, mats, tint, barrier, elsewhere, quoteId } = await scene();
    const without = await createQuote(clientKey, quoteRequest(dealer.id, vehicle.id));
    await env.DB.prepare("DELETE FROM dealer_accessories WHERE id = ?").bind(barrier.id).run();
    await env.DB.prepare("UPDATE dealer_accessories SET name = 'Tint (ceramic)', price_cents = 65000 WHERE id = ?").bind(tint.id).run();
    await asBefore(quoteId, [tint.id, barrier.id, elsewhere.id, mats.id]);
    await asBefore(without, []);

    await env.DB.prepare(migrationStatement("UPDATE")).run();
    expect(await snapshot(quoteId)).toEqual([
      { id: tint.id, name: "Tint (ceramic)", priceCents: 65_000 },
      { id: mats.id, name: "Floor mats", priceCents: 25_000 },
    ]);
    expect(await snapshot(without)).toEqual([]);
    // Running it again changes nothing, and the ids stay as they were.
    await env.DB.prepare(migrationStatement("UPDATE")).run();
    expect(await snapshot(quoteId)).toHaveLength(2);
    expect(JSON.parse((await env.DB.prepare("SELECT accessory_ids FROM quotes WHERE id = ?").bind(quoteId).first<string>("accessory_ids"))!)).toEqual([tint.id, barrier.id, elsewhere.id, mats.id]);
  });

  it("takes the snapshot in the same write when a version without it inserts a quote with ids only", async () => {
    const { dealer, mats, tint, elsewhere, quoteId } = await scene();
    const clientId = await env.DB.prepare("SELECT client_id FROM quotes WHERE id = ?").bind(quoteId).first<string>("client_id");
    const older = crypto.randomUUID();
    await env.DB.prepare("INSERT INTO quotes (id, client_id, dealership_id, status, channel, client_name, accessory_ids) VALUES (?, ?, ?, 'pending', 'api', 'Jo', ?)")
      .bind(older, clientId, dealer.id, JSON.stringify([mats.id, elsewhere.id, tint.id]))
      .run();
    expect(await snapshot(older)).toEqual([
      { id: mats.id, name: "Floor mats", priceCents: 25_000 },
      { id: tint.id, name: "Window tint", priceCents: 49_500 },
    ]);
    // A version that writes the snapshot itself keeps its own.
    const current = crypto.randomUUID();
    const own = [{ id: mats.id, name: "Mats as asked", priceCents: 1 }];
    await env.DB.prepare("INSERT INTO quotes (id, client_id, dealership_id, status, channel, client_name, accessory_ids, requested_accessories) VALUES (?, ?, ?, 'pending', 'api', 'Jo', ?, ?)")
      .bind(current, clientId, dealer.id, JSON.stringify([mats.id]), JSON.stringify(own))
      .run();
    expect(await snapshot(current)).toEqual(own);
  });
});
