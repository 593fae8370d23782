// The FMO's and the dealer's API, end to end: register, browse, search, a quote on each path, a
// dozen quotes at the README's dealership, a quote asked for by model text that the dealer
// completes by choosing the vehicle, and signed webhook deliveries (a receiver that fails twice
// gets exactly three attempts about 1 s and 5 s apart).

import { Webhook } from "standardwebhooks";
import { sleep, waitFor } from "../local-process.ts";
import { ADMIN_TOKEN, apiClient, check, type Received } from "./harness.ts";

export const PARRAMATTA_TOYOTA = "ac5c6687-9f57-5464-8072-91b135294356"; // enterprise, answers at once
export const ADELAIDE_HYUNDAI = "4c4f2d24-128e-5c0c-89e5-df7b7e072620"; // reviews by hand

export async function apiFlow(base: string, hooks: string, inbox: Map<string, Received[]>) {
  const api = apiClient(base);

  console.log("FMO: register, browse, search");
  const registered = await api("/api/v1/register", { body: { companyName: "E2E Fleet Pty Ltd", contactEmail: "fleet@e2e.example.com" } });
  check(registered.status === 201 && /^svc_[0-9a-f]{60}$/.test(registered.body.apiKey), "register returns a svc_ key", registered);
  const { apiKey: key, webhookSecret } = registered.body;
  check(/^whsec_/.test(webhookSecret), "register returns a webhook secret");

  const dealers = await api("/api/v1/dealers?limit=100", { key });
  check(dealers.status === 200 && dealers.body.dealers.length >= 12, "lists the approved demo dealerships", dealers.body?.pagination);
  check(dealers.headers.get("ratelimit-policy") === '"hourly";q=100;w=3600', "reports the hourly limit");
  check(!dealers.body.dealers.some((d: any) => d.name === "Pending Approval Motors"), "never lists the unapproved dealership");

  const search = await api("/api/v1/inventory?model=hi%20lux", { key });
  check(search.status === 200 && search.body.vehicles.every((v: any) => v.model === "Toyota HiLux") && search.body.vehicles.length > 0, "search 'hi lux' finds the HiLux", search.body);

  console.log("\nQuotes on both paths");
  const auto = await api("/api/v1/quotes", {
    key,
    body: { dealershipId: PARRAMATTA_TOYOTA, model: "RAV4 Hybrid", version: "GX 2WD", clientName: "Jo Fleet", clientEmail: "jo@e2e.example.com", postcode: "2000" },
  });
  check(auto.status === 201 && auto.body.status === "completed", "an enterprise dealer answers at once with a drive-away price", auto.body);
  // Parramatta Toyota stocks the RAV4 Hybrid GX 2WD at $40,960 (seed/demo.sql) with an API margin of
  // $900 and delivery of $1,490: dutiable value $43,350 -> NSW $3 per $100 or part, 434 x $3 = $1,302.
  // Registration depends on the day the Worker prices it: its components must add up, and the total
  // is the sum of the lines.
  const items = auto.body.pricing.lineItems;
  check(items.vehiclePrice === 41_860 && items.dealerDelivery === 1_490 && items.stampDuty.amount === 1_302, "priced at the stock price plus the API margin, the delivery fee and NSW duty", items);
  const registration = items.registration.components.reduce((sum: number, line: { amount: number }) => sum + line.amount, 0);
  check(items.registration.components.length > 0 && Math.abs(registration - items.registration.amount) < 0.005, "the registration lines add up to its amount", items.registration);
  const expectedTotal = Math.round((41_860 + 1_490 + 1_302 + items.registration.amount) * 100) / 100;
  check(auto.body.pricing.totalDriveAway === expectedTotal, `the drive-away price is the sum of its lines, $${expectedTotal}`, auto.body.pricing.totalDriveAway);

  const pendingRequest = (callbackUrl: string) => ({
    dealershipId: ADELAIDE_HYUNDAI,
    model: "i30",
    version: "Hatch 2.0",
    clientName: "Jo Fleet",
    clientEmail: "jo@e2e.example.com",
    callbackUrl,
  });
  const pending = await api("/api/v1/quotes", { key, body: pendingRequest(`${hooks}/ok/1`) });
  check(pending.status === 201 && pending.body.status === "pending", "a reviewing dealer's quote is pending", pending.body);
  const flaky = await api("/api/v1/quotes", { key, body: pendingRequest(`${hooks}/flaky/1`) });
  check(flaky.status === 201 && flaky.body.status === "pending", "a second pending quote, its receiver failing twice");

  const dozen = [];
  for (let i = 0; i < 12; i++) {
    dozen.push((await api("/api/v1/quotes", { key, body: { ...pendingRequest(`${hooks}/ok/dozen`), callbackUrl: undefined } })).status);
  }
  check(dozen.every((status) => status === 201), "a dozen more quotes at the README's reviewing dealership all succeed", dozen);

  const byModel = await api("/api/v1/quotes", {
    key,
    body: { dealershipId: ADELAIDE_HYUNDAI, model: "Hyundai", clientName: "Jo Fleet", clientEmail: "jo@e2e.example.com", callbackUrl: `${hooks}/ok/model` },
  });
  check(byModel.status === 201 && byModel.body.status === "pending", "a model text matching several vehicles is a pending quote, not an error", byModel.body);
  const asked = await api(`/api/v1/quotes/${byModel.body.quoteId}`, { key });
  check(asked.body.vehicle?.model === "Hyundai" && asked.body.vehicle.imageUrl === null, "its detail shows the requested model text", asked.body);

  console.log("\nDealer: key from the admin API, complete the pending quotes");
  const issued = await api(`/admin/v1/dealerships/${ADELAIDE_HYUNDAI}/keys`, { method: "POST", key: ADMIN_TOKEN });
  check(issued.status === 201 && /^dlr_[0-9a-f]{60}$/.test(issued.body.dealerKey), "the admin API issues a dealer key", issued.body);
  const dealerKey = issued.body.dealerKey;
  const queue = await api("/api/v1/dealer/quotes?status=pending&limit=100", { key: dealerKey });
  check(queue.status === 200 && queue.body.quotes.some((q: any) => q.id === pending.body.quoteId), "the dealer sees the pending quote");

  const completed = await api(`/api/v1/dealer/quotes/${pending.body.quoteId}/complete`, { key: dealerKey, body: { dealerNotes: "Available next week" } });
  check(completed.status === 200 && completed.body.status === "sent" && completed.body.pricing.totalDriveAway > 0, "the dealer completes it, charges recomputed", completed.body);
  const again = await api(`/api/v1/dealer/quotes/${pending.body.quoteId}/complete`, { key: dealerKey, body: {} });
  check(again.status === 409, "completing it twice is 409", again.body);
  const flakyCompleted = await api(`/api/v1/dealer/quotes/${flaky.body.quoteId}/complete`, { key: dealerKey, body: {} });
  check(flakyCompleted.status === 200, "the dealer completes the second one");

  const unchosen = await api(`/api/v1/dealer/quotes/${byModel.body.quoteId}/complete`, { key: dealerKey, body: {} });
  check(unchosen.status === 400 && /globalCarId/.test(unchosen.body.error.message), "completing the model-text quote without choosing a vehicle is 400", unchosen.body);
  const stock = await api(`/api/v1/dealers/${ADELAIDE_HYUNDAI}/inventory?limit=100`, { key });
  const choice = stock.body.inventory.find((v: any) => v.model.startsWith("Hyundai"));
  const chosen = await api(`/api/v1/dealer/quotes/${byModel.body.quoteId}/complete`, { key: dealerKey, body: { globalCarId: choice.globalCarId } });
  check(chosen.status === 200 && chosen.body.vehicle.model === choice.model && chosen.body.vehicle.version === choice.version, "the dealer chooses the vehicle and completes it", chosen.body);

  console.log("\nWebhooks");
  const [delivered] = await waitFor("the webhook at /ok/1", async () => inbox.get("/ok/1"), 20_000);
  const verified = new Webhook(webhookSecret).verify(delivered!.body, delivered!.headers as Record<string, string>) as any;
  check(verified.event === "quote.completed" && verified.quoteId === pending.body.quoteId, "the receiver verifies the Standard Webhooks signature", verified);
  check(delivered!.headers["user-agent"] === "Service-Webhook/1.0" && delivered!.headers["x-service-event"] === "quote.completed", "User-Agent and X-Service-Event are set");
  check(verified.status === "sent" && verified.pricing.totalDriveAway === completed.body.pricing.totalDriveAway, "the payload carries the completed pricing");
  const [chosenEvent] = await waitFor("the webhook at /ok/model", async () => inbox.get("/ok/model"), 20_000);
  check(JSON.parse(chosenEvent!.body).vehicle.version === choice.version, "the event of the model-text quote names the chosen vehicle");

  const attempts = await waitFor("three attempts at /flaky/1", async () => ((inbox.get("/flaky/1")?.length ?? 0) >= 3 ? inbox.get("/flaky/1") : undefined), 30_000);
  await sleep(8_000); // a fourth attempt would come within this
  const all = inbox.get("/flaky/1")!;
  check(all.length === 3, "a receiver failing twice gets exactly three attempts", all.length);
  const gaps = [attempts[1]!.at - attempts[0]!.at, attempts[2]!.at - attempts[1]!.at].map((ms) => ms / 1000);
  check(gaps[0]! >= 0.8 && gaps[0]! < 2.5 && gaps[1]! >= 4.5 && gaps[1]! < 7.5, `retries came about 1 s and 5 s apart (${gaps.map((g) => g.toFixed(1)).join(" s, ")} s)`, gaps);
  check(new Set(all.map((a) => a.headers["webhook-id"])).size === 1, "every attempt carries the same webhook-id");

  const detail = await api(`/api/v1/quotes/${flaky.body.quoteId}`, { key });
  check(detail.status === 200 && detail.body.status === "sent" && detail.body.dealerNotes === null, "the client reads the completed quote");
}
