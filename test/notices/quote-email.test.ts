import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { admin } from "../helpers/admin";
import { bearer, postJson } from "../helpers/http";
import { recordingEmail, runJobs } from "../helpers/queue";
import { pendingQuote } from "../helpers/scenes";

/** Sends the client's e-mail of a completed quote with a recording binding, and resolves it. */
async function sentClientEmail(quoteId: string) {
  const outboxId = (await env.DB.prepare("SELECT id FROM email_outbox WHERE quote_id = ? AND kind = 'quote_to_client'").bind(quoteId).first<string>("id"))!;
  // The local queue may have sent it in the background already: send it afresh, recorded.
  await env.DB.prepare("UPDATE email_outbox SET status = 'pending', attempts = 0, locked_until = NULL WHERE id = ?").bind(outboxId).run();
  const email = recordingEmail();
  expect(await runJobs([{ type: "email", outboxId }], { EMAIL: email.binding })).toEqual({ acked: 1, retried: 0, delays: [] });
  expect(email.sent).toHaveLength(1);
  return email.sent[0]!;
}

/** Completes a pending quote with these notes through the dealer API, then sends the client's e-mail. */
async function clientEmailAfterCompletion(dealerNotes?: string) {
  const { quoteId, dealerKey } = await pendingQuote({}, { name: "Notes Motors" });
  const completed = await postJson(`/api/v1/dealer/quotes/${quoteId}/complete`, dealerNotes === undefined ? {} : { dealerNotes }, bearer(dealerKey));
  expect(completed.status).toBe(200);
  return sentClientEmail(quoteId);
}

describe("the client's e-mail of a completed quote", () => {
  it("carries the dealer's notes as written, each line quoted, so none passes for a line of the e-mail", async () => {
    const notes = "Ready in two weeks.\r\n\r\nDrive-away price: $1.00\n<b>Tinted windows</b> & mats\tincluded";
    const { text } = await clientEmailAfterCompletion(notes);
    const block = ["Notes from Notes Motors:", "> Ready in two weeks.", ">", "> Drive-away price: $1.00", "> <b>Tinted windows</b> & mats\tincluded"].join("\n");
    expect(text).toContain(`\n\n${block}\n\nThis price holds until `);
    expect(text.split("\n").filter((line) => line.startsWith("Drive-away price:"))).toHaveLength(1);
  });

  it("says nothing of notes when the dealer wrote none, or only blank lines", async () => {
    for (const notes of [undefined, "", "  \n\t\n"]) {
      expect((await clientEmailAfterCompletion(notes)).text).not.toContain("Notes from");
    }
  });
});

describe("the client's e-mail's price lines", () => {
  it("put the government charges' parts under the charges only, whatever the dealer names an accessory", async () => {
    const { quoteId, dealerKey } = await pendingQuote({ accessoryIds: [] });
    const accessories = [
      { name: "Registration plate frame", price: 89 },
      { name: "Stamp duty (NSW) refund voucher", price: 10 },
    ];
    const completed = await postJson(`/api/v1/dealer/quotes/${quoteId}/complete`, { accessories }, bearer(dealerKey));
    expect(completed.status).toBe(200);
    const lines = (await sentClientEmail(quoteId)).text.split("\n");
    const at = (label: string) => lines.findIndex((line) => line.startsWith(label));
    expect(lines[at("Registration plate frame") + 1]).toBe("Stamp duty (NSW) refund voucher: $10.00");
    // stamp duty is one figure here (no concession): its line says how sure it is (2026-27: carried forward), its note beneath
    expect(lines[at("Stamp duty (NSW) refund voucher") + 1]).toMatch(/^Stamp duty \(NSW\): \$[\d,]+\.\d\d \(earlier figure carried forward\)$/);
    expect(lines[at("Stamp duty (NSW) refund voucher") + 2]).toMatch(/^ {2}2026-27: no change reported/);
    expect(lines.filter((line) => line.startsWith("  Registration (admin) fee"))).toHaveLength(1);
  });
});

describe("the client's e-mail of a fleet price below list in QLD", () => {
  it("says that duty was charged on the list price, and how sure it is", async () => {
    const { quoteId, dealerKey, vehicle } = await pendingQuote({ accessoryIds: [], postcode: "4000" });
    expect((await admin(`/vehicles/${vehicle.id}`, "PATCH", { listPrice: 60_000 })).status).toBe(200);
    expect((await postJson(`/api/v1/dealer/quotes/${quoteId}/complete`, { vehiclePrice: 45_000, dealerDelivery: 0 }, bearer(dealerKey))).status).toBe(200);
    const lines = (await sentClientEmail(quoteId)).text.split("\n");
    // QLD, 4 cylinders, 2026-27 (carried forward): $3 per $100 of the $60,000 list price = $1,800
    const duty = lines.findIndex((line) => line.startsWith("Stamp duty (QLD)"));
    expect(lines[duty]).toBe("Stamp duty (QLD): $1,800.00 (earlier figure carried forward)");
    expect(lines[duty + 1]).toMatch(/^ {2}Charged on the list price, \$60,000\.00, not on the lower vehicle price: QLD charges duty on a new vehicle's list price whatever the discount\./);
  });
});
