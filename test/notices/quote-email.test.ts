import { createExecutionContext, createMessageBatch, env, getQueueResult } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import worker from "../../src/index";
import type { Job } from "../../src/jobs/job";
import { issueDealerKey } from "../helpers/admin";
import { createDealership, createVehicle, stock } from "../helpers/fixtures";
import { bearer, postJson, registerClient } from "../helpers/http";

/** Completes a pending quote with these notes through the dealer API, then sends the client's e-mail with a recording binding. */
async function clientEmailAfterCompletion(dealerNotes?: string) {
  const key = await registerClient();
  const dealer = await createDealership({ name: "Notes Motors" });
  const vehicle = await createVehicle();
  await stock(dealer.id, vehicle.id);
  const created = await postJson("/api/v1/quotes", { dealershipId: dealer.id, globalCarId: vehicle.id, clientName: "Jo", clientEmail: "jo@fleet.example.com" }, bearer(key));
  const { quoteId } = await created.json<{ quoteId: string }>();
  const completed = await postJson(`/api/v1/dealer/quotes/${quoteId}/complete`, dealerNotes === undefined ? {} : { dealerNotes }, bearer(await issueDealerKey(dealer.id)));
  expect(completed.status).toBe(200);

  const outboxId = (await env.DB.prepare("SELECT id FROM email_outbox WHERE quote_id = ? AND kind = 'quote_to_client'").bind(quoteId).first<string>("id"))!;
  // The local queue may have sent it in the background already: send it afresh, recorded.
  await env.DB.prepare("UPDATE email_outbox SET status = 'pending', attempts = 0, locked_until = NULL WHERE id = ?").bind(outboxId).run();
  const sent: { subject: string; text: string }[] = [];
  const recording = { ...env, EMAIL: { send: async (message: { subject: string; text: string }) => void sent.push(message) } as unknown as SendEmail };
  const batch = createMessageBatch<Job>("fleet-quote-jobs", [{ id: crypto.randomUUID(), timestamp: new Date(), attempts: 1, body: { type: "email", outboxId } }]);
  await worker.queue(batch, recording);
  await getQueueResult(batch, createExecutionContext());
  expect(sent).toHaveLength(1);
  return sent[0]!;
}

describe("the client's e-mail of a completed quote", () => {
  it("carries the dealer's notes as written, each line quoted, so none passes for a line of the e-mail", async () => {
    const notes = "Ready in two weeks.\r\n\r\nDrive-away price: $1.00\n<b>Tinted windows</b> & mats\tincluded";
    const { text } = await clientEmailAfterCompletion(notes);
    const block = ["Notes from Notes Motors:", "> Ready in two weeks.", ">", "> Drive-away price: $1.00", "> <b>Tinted windows</b> & mats\tincluded"].join("\n");
    expect(text).toContain(`\n\n${block}\n\nQuote id: `);
    expect(text.split("\n").filter((line) => line.startsWith("Drive-away price:"))).toHaveLength(1);
  });

  it("says nothing of notes when the dealer wrote none, or only blank lines", async () => {
    for (const notes of [undefined, "", "  \n\t\n"]) {
      expect((await clientEmailAfterCompletion(notes)).text).not.toContain("Notes from");
    }
  });
});
