import { expect, vi } from "vitest";
import { createDealership, createVehicle, stock, uniqueName } from "../helpers/fixtures";
import { bearer, postJson } from "../helpers/http";
import { completedDelivery } from "../helpers/scenes";
import { attempt } from "../helpers/webhooks";
import { addUser, ConsoleBrowser, signedIn } from "./helpers";
import { sha256Hex } from "../../src/domain/api-keys";
import { env } from "cloudflare:test";

/**
 * An FMO with something on every console page: a quote completed by its dealer whose webhook failed
 * all three attempts (503), and a tender of two auto-responding dealerships and a reviewing one,
 * with a client name that holds markup. Its staff member is signed in as a console user.
 */
export async function consoleScene(clientName = "Jo Fleet") {
  const { apiKey, quoteId, deliveryId } = await completedDelivery();
  // Each failed attempt is logged as a warning: expected here, so asserted and kept out of the run's output.
  const warned = vi.spyOn(console, "warn").mockImplementation(() => {});
  for (let i = 0; i < 3; i++) await attempt(deliveryId, () => new Response("down", { status: 503 }));
  expect(warned.mock.calls.map(([line]) => JSON.parse(String(line)).message)).toEqual(Array(3).fill("webhook attempt failed"));
  warned.mockRestore();
  const clientId = (await env.DB.prepare("select id from api_clients where key_hash = ?").bind(await sha256Hex(apiKey)).first<string>("id"))!;
  const car = await createVehicle({ tareKg: 1500 });
  const auto = { tier: "enterprise" as const, autoRespond: true, apiMarginCents: 0, deliveryFeeCents: 0 };
  const dealers = [await createDealership({ ...auto, name: uniqueName("Cheap Motors") }), await createDealership({ ...auto, name: uniqueName("Dear Motors") }), await createDealership({ name: uniqueName("Manual Motors") })];
  for (const [i, dealer] of dealers.entries()) await stock(dealer.id, car.id, 4_000_000 + i * 100_000);
  const tendered = await postJson("/api/v1/tenders", { globalCarId: car.id, dealershipIds: dealers.map((d) => d.id), postcode: "2000", clientName, clientEmail: "jo@fleet.example.com" }, bearer(apiKey));
  expect(tendered.status).toBe(201);
  const tender = await tendered.json<{ tenderId: string; quotes: { quoteId: string | null }[] }>();
  const email = `staff-${crypto.randomUUID().slice(0, 8)}@console.example.com`;
  const userId = await addUser(apiKey, email);
  const browser: ConsoleBrowser = await signedIn(email);
  return { apiKey, clientId, quoteId, deliveryId, tenderId: tender.tenderId, tenderQuoteIds: tender.quotes.map((q) => q.quoteId!).filter(Boolean), car, dealers, email, userId, browser };
}
